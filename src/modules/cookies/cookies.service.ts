import { orderStep } from "@/lib/design-tokens";
import { isUuid } from "@/lib/json";
import { getSettingsOrThrow, raiseCookiePolicyRevision, withOrganizationLock } from "@/modules/organizations/organizations.service";
import { invalidate, organizationTag } from "@/server/cache";
import { AppError, notFound } from "@/server/http/errors";
import { isEssentialCategory } from "./components/consent-state";
import * as repository from "./cookies.repository";
import {
  cookieMessages,
  type ConsentInput,
  type ConsentRecordsFilter,
  type CreateCategoryInput,
  type CreateServiceInput,
  type UpdateCategoryInput,
  type UpdateServiceInput,
} from "./cookies.validation";
import { readTogether } from "@/server/db/client";

/** Who a consent belongs to: the signed-in user if any, and always the browser's visitor id. */
export interface Consenter {
  userId: string | null;
  visitorId: string;
}

const isEssential = (category: { name: string }) => isEssentialCategory(category.name);

/** The categories by order, each with its services (`cookie_service`, as 001 §7 names it). */
export async function listCategoriesWithServices(organizationId: string) {
  const [categories, services] = await readTogether([() => repository.listCategories(organizationId), () => repository.listServices(organizationId)]);
  return categoriesWithServicesFrom(categories, services);
}

/** What `listCategoriesWithServices` reads, unexecuted, for one statement with other reads (the public shell's). */
export const categoryAndServiceRows = repository.categoryAndServiceRows;

/** The rows of `categoryAndServiceRows`, shaped as `listCategoriesWithServices` answers them. */
export function categoriesWithServicesFrom(categories: repository.CookieCategory[], services: repository.CookieService[]) {
  return categories.map(({ organization_id: _owner, created_at: _created, updated_at: _updated, ...category }) => ({
    ...category,
    cookie_service: services
      .filter((service) => service.category_id === category.id)
      .map(({ id, category_id, name, description, hosts, active }) => ({ id, category_id, name, description, hosts, active })),
  }));
}

async function knownServices(organizationId: string) {
  const [categories, services] = await readTogether([() => repository.listCategories(organizationId), () => repository.listServices(organizationId)]);
  const essentialCategories = new Set(categories.filter(isEssential).map((category) => category.id));
  return {
    all: new Set(services.map((service) => service.id)),
    essential: services.filter((service) => essentialCategories.has(service.category_id)).map((service) => service.id),
  };
}

async function currentRevision(organizationId: string) {
  return (await getSettingsOrThrow(organizationId)).cookie_policy_revision;
}

/**
 * The visitor's latest consent: its services (still existing ones, plus the essential ones), and
 * whether to ask again (no record yet, or one given under an older policy revision).
 */
export async function getConsent(organizationId: string, who: Consenter) {
  const [record, known, current] = await readTogether([
    () => repository.findLatestConsent(organizationId, who.userId ? { userId: who.userId } : { visitorId: who.visitorId }),
    () => knownServices(organizationId),
    () => currentRevision(organizationId),
  ]);
  const chosen = (record?.services ?? []).filter((id) => known.all.has(id));
  return {
    services: [...new Set([...known.essential, ...chosen])],
    consent_given: record?.consent_given ?? null,
    policy_revision: record?.policy_revision ?? null,
    current_policy_revision: current,
    needs_consent: !record || record.policy_revision < current,
  };
}

/** Appends a consent record: who, what, when, under which policy revision and from which browser. */
export async function recordConsent(organizationId: string, who: Consenter, input: ConsentInput, userAgent: string | null) {
  const [known, current] = await readTogether([() => knownServices(organizationId), () => currentRevision(organizationId)]);
  if (input.services.some((id) => !known.all.has(id))) throw new AppError({ code: "bad_request", message: cookieMessages.unknownService });
  const services = [...new Set([...known.essential, ...input.services])];
  await repository.insertConsent(organizationId, {
    user_id: who.userId,
    visitor_id: who.visitorId,
    consent_given: input.consent_given,
    services,
    policy_revision: current,
    user_agent: userAgent?.slice(0, 500) ?? null,
  });
  return { services, consent_given: input.consent_given, policy_revision: current, current_policy_revision: current, needs_consent: false };
}

/** The proof of consent for admins: the records, newest first, without the owning organization's id. */
export async function listConsentRecords(organizationId: string, filter: ConsentRecordsFilter) {
  const rows = await repository.listConsentRecords(organizationId, { visitorId: filter.visitor_id, userId: filter.user_id, limit: filter.limit });
  return rows.map(({ organization_id: _owner, ...record }) => record);
}

export async function getCategoryOrThrow(organizationId: string, id: string) {
  const category = isUuid(id) ? await repository.findCategory(organizationId, id) : null;
  if (!category) throw notFound("Cookie category not found");
  return category;
}

/** Adds a category; without an order it goes last (highest + 10, or 0 for the first). */
export async function createCategory(organizationId: string, { order, ...fields }: CreateCategoryInput) {
  const category = await withOrganizationLock(organizationId, async () => {
    const highest = await repository.highestCategoryOrder(organizationId);
    return repository.insertCategory(organizationId, { ...fields, order: order ?? (highest === null ? 0 : highest + orderStep) });
  });
  invalidate(organizationTag(organizationId));
  return category;
}

/** Changes a category; the Essential one keeps its name, which is what makes it always on (001 §4). */
export async function updateCategory(organizationId: string, id: string, fields: UpdateCategoryInput) {
  if (fields.name !== undefined && !isEssentialCategory(fields.name) && isEssential(await getCategoryOrThrow(organizationId, id))) {
    throw new AppError({ code: "bad_request", message: cookieMessages.essentialName });
  }
  const category = isUuid(id) ? await repository.updateCategory(organizationId, id, fields) : null;
  if (!category) throw notFound("Cookie category not found");
  invalidate(organizationTag(organizationId));
  return category;
}

/** Deletes a category with its services. */
export async function deleteCategory(organizationId: string, id: string) {
  if (!isUuid(id) || !(await repository.deleteCategory(organizationId, id))) throw notFound("Cookie category not found");
  invalidate(organizationTag(organizationId));
}

export async function createService(organizationId: string, fields: CreateServiceInput) {
  await getCategoryOrThrow(organizationId, fields.category_id);
  const service = await repository.insertService(organizationId, fields);
  invalidate(organizationTag(organizationId));
  return service;
}

export async function updateService(organizationId: string, id: string, fields: UpdateServiceInput) {
  if (fields.category_id !== undefined) await getCategoryOrThrow(organizationId, fields.category_id);
  const service = isUuid(id) ? await repository.updateService(organizationId, id, fields) : null;
  if (!service) throw notFound("Cookie service not found");
  invalidate(organizationTag(organizationId));
  return service;
}

export async function deleteService(organizationId: string, id: string) {
  if (!isUuid(id) || !(await repository.deleteService(organizationId, id))) throw notFound("Cookie service not found");
  invalidate(organizationTag(organizationId));
}

/** Raises the cookie policy revision, so that every visitor is asked for consent again. */
export async function raisePolicyRevision(organizationId: string) {
  const revision = await raiseCookiePolicyRevision(organizationId);
  if (revision === null) throw notFound("Organization not found");
  invalidate(organizationTag(organizationId));
  return { policy_revision: revision };
}

/** What the Global Settings cookie tab shows: categories, services and the latest consent records. */
export function listCookieSettings(organizationId: string) {
  return repository.listCookieSettings(organizationId);
}
