import { createHash, randomBytes } from "node:crypto";
import { isUuid } from "@/lib/json";
import { sendInvitationEmail } from "@/modules/email/account-email.service";
import { transaction } from "@/server/db/client";
import { AppError, notFound } from "@/server/http/errors";
import * as repository from "./invitations.repository";
import * as profiles from "./profiles.repository";
import type { Invitation, Role } from "./profiles.schema";
import { invitationMessages } from "./profiles.validation";

/** Only the token's hash is stored: whoever reads the table cannot accept an invitation. */
const hashOf = (token: string) => createHash("sha256").update(token).digest("base64url");

/** What the admin area shows of an invitation (never its token). */
export const invitationView = ({ id, email, role, created_at }: Invitation) => ({ id, email, role, created_at });

/**
 * Invites an address to join with a role, or renews its invitation (the earlier link stops working),
 * and e-mails the link. The invitation and its e-mail go together: if the e-mail cannot be sent, no
 * invitation is stored.
 */
export async function inviteMember(organization: { id: string; name: string }, invitedBy: string, input: { email: string; role: Role }, origin: string) {
  const email = input.email.trim().toLowerCase();
  const members = await profiles.listProfiles(organization.id);
  if (members.some((member) => member.email.toLowerCase() === email)) throw new AppError({ code: "conflict", message: invitationMessages.alreadyMember });
  const token = randomBytes(24).toString("base64url");
  return transaction(async () => {
    const invitation = await repository.upsertInvitation(organization.id, { email, role: input.role, token_hash: hashOf(token), invited_by: invitedBy });
    await sendInvitationEmail(organization, email, input.role, `${origin}/invitation#token=${token}`);
    return invitationView(invitation);
  });
}

export async function listInvitations(organizationId: string) {
  return (await repository.listOpenInvitations(organizationId)).map(invitationView);
}

export async function revokeInvitation(organizationId: string, id: string): Promise<void> {
  if (!isUuid(id) || !(await repository.deleteInvitation(organizationId, id))) throw notFound(invitationMessages.notFound);
}

/**
 * The signed-in user accepts: the token must be an open invitation of this organization, sent to the
 * user's own address (the link proves the address was reached; the sign-in proves who follows it).
 * The user joins with the invited role, or is raised to it; an admin is never lowered by accepting.
 */
export function acceptInvitation(organizationId: string, user: { id: string; email: string }, token: string): Promise<{ role: Role }> {
  return transaction(async () => {
    const invitation = await repository.findOpenInvitationForUpdate(organizationId, hashOf(token));
    if (!invitation) throw notFound(invitationMessages.invalid);
    if (invitation.email !== user.email.trim().toLowerCase()) throw new AppError({ code: "forbidden", message: invitationMessages.otherAddress });
    const current = await profiles.findProfile(organizationId, user.id);
    const role: Role = current?.role === "admin" ? "admin" : invitation.role;
    await profiles.upsertProfile(organizationId, user.id, { email: user.email }, role);
    await profiles.setRole(organizationId, user.id, role);
    await repository.markAccepted(invitation.id);
    return { role };
  });
}
