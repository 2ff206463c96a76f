import { z } from "zod";
import { translations } from "@/lib/fields";

export const cookieMessages = {
  organizationRequired: "An organization id is required",
  categoryNameRequired: "Category name is required",
  serviceNameRequired: "Service name is required",
  consentGiven: "consent_given must be true or false",
  services: "services must be a list of service ids",
  unknownService: "Unknown cookie service",
  host: "Hosts must be host names such as youtube.com",
  essentialName: "The Essential category keeps its name: it is the one visitors cannot turn off",
} as const;

const id = z.string().max(64);
const organizationId = z.string({ message: cookieMessages.organizationRequired }).max(64);
const description = z.string().trim().max(2000);
const host = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, cookieMessages.host);

const categoryFields = {
  name: z.string().trim().min(1, cookieMessages.categoryNameRequired).max(120),
  name_translation: translations,
  description,
  description_translation: translations,
  order: z.number().int().min(0).max(1_000_000),
};

/** `POST /api/cookies/categories`; without an order the category goes last. */
export const createCategoryBody = z
  .object({ ...categoryFields, description: description.default("") })
  .partial({ name_translation: true, description_translation: true, order: true })
  .strict();
export type CreateCategoryInput = z.output<typeof createCategoryBody>;

/** `PUT /api/cookies/categories/{id}`: the fields to change. */
export const updateCategoryBody = z.object(categoryFields).partial().strict();
export type UpdateCategoryInput = z.output<typeof updateCategoryBody>;

const serviceFields = {
  category_id: id,
  name: z.string().trim().min(1, cookieMessages.serviceNameRequired).max(120),
  description,
  hosts: z.array(host).max(50),
  active: z.boolean(),
};

/** `POST /api/cookies/services`: a service in one of the organization's categories. */
export const createServiceBody = z
  .object({ ...serviceFields, description: description.default(""), hosts: serviceFields.hosts.default([]), active: z.boolean().default(true) })
  .strict();
export type CreateServiceInput = z.output<typeof createServiceBody>;

/** `PUT /api/cookies/services/{id}`: the fields to change (category_id moves it). */
export const updateServiceBody = z.object(serviceFields).partial().strict();
export type UpdateServiceInput = z.output<typeof updateServiceBody>;

export const consentQuery = z.object({ organization_id: organizationId });

/** `GET /api/cookies/consent-records` (admins): newest first, optionally of one visitor or user. */
export const consentRecordsQuery = z.object({
  visitor_id: z.string().max(64).optional(),
  user_id: z.string().max(64).optional(),
  limit: z.coerce.number({ message: "limit must be a number from 1 to 500" }).int().min(1, "limit must be a number from 1 to 500").max(500, "limit must be a number from 1 to 500").default(100),
});
export type ConsentRecordsFilter = z.output<typeof consentRecordsQuery>;

/** `POST /api/cookies/consent` (001 §7): the services the visitor accepts; essential ones are always added. */
export const consentBody = z
  .object({
    consent_given: z.boolean({ message: cookieMessages.consentGiven }),
    services: z.array(id, { message: cookieMessages.services }).max(500),
    organization_id: organizationId,
  })
  .strict();
export type ConsentInput = z.output<typeof consentBody>;

export const serviceResponse = z.object({
  id: z.uuid(),
  category_id: z.uuid(),
  name: z.string(),
  description: z.string(),
  hosts: z.array(z.string()),
  active: z.boolean(),
});

export const categoryResponse = z.object({
  id: z.uuid(),
  name: z.string(),
  name_translation: z.record(z.string(), z.string()),
  description: z.string(),
  description_translation: z.record(z.string(), z.string()),
  order: z.number(),
  cookie_service: z.array(serviceResponse),
});

/** One proof of consent: who (user or anonymous visitor id), what, when, under which revision, from which browser. */
export const consentRecordResponse = z.object({
  id: z.uuid(),
  user_id: z.string().nullable(),
  visitor_id: z.string(),
  consent_given: z.boolean(),
  services: z.array(z.uuid()),
  policy_revision: z.number(),
  user_agent: z.string().nullable(),
  created_at: z.string(),
});

export const consentResponse = z.object({
  services: z.array(z.uuid()),
  consent_given: z.boolean().nullable(),
  policy_revision: z.number().nullable(),
  current_policy_revision: z.number(),
  needs_consent: z.boolean(),
});
