import { transaction } from "@/server/db/client";
import { AppError, notFound } from "@/server/http/errors";
import { profileMessages } from "./profiles.validation";
import * as repository from "./profiles.repository";
import type { Profile, Role } from "./profiles.schema";

/** Makes sure the user belongs to the organization, as a member unless they already have a role there. */
export function joinOrganization(organizationId: string, user: { id: string; email: string; name?: string }) {
  return repository.upsertProfile(organizationId, user.id, {
    email: user.email,
    ...(user.name ? { username: user.name } : {}),
  });
}

export async function getProfileOrThrow(organizationId: string, userId: string): Promise<Profile> {
  const profile = await repository.findProfile(organizationId, userId);
  if (!profile) throw notFound("Profile not found");
  return profile;
}

/** Who is looking, for the public shell: a member of this organization is an admin or a user. */
export function sessionRole(profile: { role: string }): "user" | "admin" {
  return profile.role === "admin" ? "admin" : "user";
}

/** Updates the caller's own profile; it never creates one, so that nobody joins an organization through it. */
export async function updateOwnProfile(
  organizationId: string,
  user: { id: string; email: string },
  fields: { username?: string; full_name?: string | null },
) {
  await getProfileOrThrow(organizationId, user.id);
  return repository.upsertProfile(organizationId, user.id, { email: user.email, ...fields });
}

/** Gives a user a role in an organization, creating their profile there when they have none. */
export async function assignRole(organizationId: string, user: { id: string; email: string; name: string }, role: Role) {
  await repository.upsertProfile(organizationId, user.id, { email: user.email }, role);
  const profile = await repository.setRole(organizationId, user.id, role);
  if (!profile) throw new AppError({ code: "internal", message: "Role was not saved" });
  return profile;
}

/** The members of the organization and their roles (the admin area's member list). */
export const listMembers = (organizationId: string) => repository.listProfiles(organizationId);

/**
 * Grants or revokes admin: another organization's user is "not found", and the last admin cannot be
 * made a member (nobody could manage the site any more). One transaction, so two admins revoking each
 * other at once cannot both succeed.
 */
export function setMemberRole(organizationId: string, userId: string, role: Role): Promise<Profile> {
  return transaction(async () => {
    const profile = await repository.findProfile(organizationId, userId);
    if (!profile) throw notFound(profileMessages.memberNotFound);
    if (profile.role === "admin" && role !== "admin" && (await repository.countAdminsForUpdate(organizationId)) <= 1) {
      throw new AppError({ code: "conflict", message: profileMessages.lastAdmin });
    }
    const saved = await repository.setRole(organizationId, userId, role);
    if (!saved) throw notFound(profileMessages.memberNotFound);
    return saved;
  });
}

export const { findProfile } = repository;
