import { z } from "zod";
import { hostOfUrl } from "@/lib/hosts";
import { knownLocales } from "@/lib/locales";
import { slugPattern } from "@/lib/slug";
import { organizationTypes } from "./organization-types";

const host = z
  .string()
  .trim()
  .min(1)
  .refine((value) => hostOfUrl(value) !== null, { message: "Not a valid host name" });

/** What creating an organization takes (CLI and demo seed). */
export const createOrganizationInput = z.object({
  name: z.string().trim().min(1, "Organization name is required").max(120),
  slug: z
    .string()
    .trim()
    .min(1, "Organization slug is required")
    .max(63)
    .regex(slugPattern, "Slug can only contain lowercase letters, numbers, and hyphens"),
  type: z.enum(organizationTypes, { message: `Type must be one of: ${organizationTypes.join(", ")}` }).default("general"),
  base_url: z.string().trim().min(1).optional(),
  base_url_local: z.string().trim().min(1).optional(),
  hosts: z.array(host).default([]),
  language: z.enum(knownLocales, { message: `Language must be one of: ${knownLocales.join(", ")}` }).default("en"),
  supported_locales: z
    .array(z.enum(knownLocales, { message: `Languages must be among: ${knownLocales.join(", ")}` }))
    .min(1)
    .default(["en"]),
});
export type CreateOrganizationInput = z.input<typeof createOrganizationInput>;

export const organizationIdParam = z.object({
  orgId: z.uuid({ message: "Organization not found" }),
});

export { organizationTypes, type OrganizationType } from "./organization-types";
