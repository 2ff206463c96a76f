import { z } from "zod";
import { identityMessages, usernameMinLength } from "@/modules/identity/identity.validation";

export const profileMessages = {
  memberNotFound: "Member not found",
  lastAdmin: "An organization needs at least one admin: make someone else an admin first.",
} as const;

/** `PUT /api/members/{userId}/role`: grant (admin) or revoke (member) admin. */
export const memberRoleBody = z.object({ role: z.enum(["admin", "member"], { error: "Role must be admin or member" }) }).strict();
export const memberParam = z.object({ userId: z.string().min(1).max(200) });

/** `PUT /api/profile`: the caller's own profile in the current organization (spec 000 §7 "Profiles table"). */
export const updateProfileBody = z
  .object({
    username: z.string().trim().min(usernameMinLength, identityMessages.usernameTooShort).max(64).optional(),
    full_name: z.string().trim().max(120).nullable().optional(),
  })
  .strict();

export const profileResponse = z.object({
  id: z.uuid(),
  user_id: z.string(),
  organization_id: z.uuid(),
  username: z.string().nullable(),
  full_name: z.string().nullable(),
  email: z.string(),
  role: z.enum(["admin", "member"]),
  created_at: z.string(),
  updated_at: z.string(),
});

/** `GET /api/account`: the signed-in user (their identity, the same on every site) and their profile in this organization. */
export const accountResponse = z.object({
  user: z.object({ id: z.string(), email: z.string(), name: z.string() }),
  profile: profileResponse,
});
export type AccountResponse = z.output<typeof accountResponse>;

/** GET /api/session: `user` is a member of this organization who is not an admin; users of other organizations are guests here. */
export const sessionResponse = z.object({ role: z.enum(["guest", "user", "admin"]) });

export const invitationMessages = {
  alreadyMember: "This address already belongs to a member: change their role in the list instead.",
  notFound: "Invitation not found",
  invalid: "This invitation is no longer valid. Ask the site's admin for a new one.",
  otherAddress: "This invitation was sent to another e-mail address. Sign in with that address to accept it.",
  email: "Please enter a valid e-mail address",
} as const;

/** `POST /api/invitations`: who to invite, and as what. */
export const invitationBody = z
  .object({
    email: z.email({ error: invitationMessages.email }).max(320),
    role: z.enum(["admin", "member"], { error: "Role must be admin or member" }).default("member"),
  })
  .strict();

/** `POST /api/invitations/accept`: the token from the e-mail's link. */
export const acceptInvitationBody = z.object({ token: z.string().min(1).max(200) }).strict();

export const invitationResponse = z.object({ id: z.uuid(), email: z.string(), role: z.enum(["admin", "member"]), created_at: z.string() });
