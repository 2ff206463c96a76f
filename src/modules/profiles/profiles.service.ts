import { AppError, notFound } from "@/server/http/errors";
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

export const { findProfile } = repository;
