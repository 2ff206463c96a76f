import { z } from "zod";
import { identityMessages, usernameMinLength } from "@/modules/identity/identity.validation";

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

/** GET /api/session: `user` is a member of this organization who is not an admin; users of other organizations are guests here. */
export const sessionResponse = z.object({ role: z.enum(["guest", "user", "admin"]) });
