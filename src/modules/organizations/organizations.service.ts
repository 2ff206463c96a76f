import type { GuardEnv } from "@/server/http/guards";
import type { Organization } from "./organizations.schema";
import { hostOfUrl } from "@/lib/hosts";
import { AppError, notFound } from "@/server/http/errors";
import { readTogether, transaction } from "@/server/db/client";
import { readAsOne } from "@/server/db/one-statement";
import { displayedProductRows, listPricingPlans as listOwnedPricingPlans, pricingPlanCardRows } from "./collections.repository";
import * as repository from "./organizations.repository";
import { forgetTenants } from "./tenant";
import { createOrganizationInput, type CreateOrganizationInput } from "./organizations.validation";

/** Creates an organization with its settings and hosts, all or nothing. */
export async function createOrganization(input: CreateOrganizationInput) {
  const data = createOrganizationInput.parse(input);
  const hosts = [
    ...new Set(
      [data.base_url, data.base_url_local, ...data.hosts]
        .filter((value): value is string => Boolean(value))
        .map((value) => hostOfUrl(value))
        .filter((value): value is string => value !== null),
    ),
  ];
  const created = await transaction(async () => {
    if (await repository.findOrganizationBySlug(data.slug)) {
      throw new AppError({ code: "conflict", message: `An organization with the slug "${data.slug}" already exists` });
    }
    for (const host of hosts) {
      if (await repository.findHostOwner(host)) {
        throw new AppError({ code: "conflict", message: `The host ${host} already belongs to another organization` });
      }
    }
    const organization = await repository.insertOrganization({
      name: data.name,
      slug: data.slug,
      type: data.type,
      base_url: data.base_url ?? null,
      base_url_local: data.base_url_local ?? null,
    });
    await repository.insertSettings(organization.id, {
      site: data.name,
      language: data.language,
      supported_locales: [...new Set([data.language, ...data.supported_locales])],
    });
    await repository.insertHosts(organization.id, hosts);
    return { organization, hosts };
  });
  forgetTenants();
  return created;
}

export async function getOrganizationOrThrow(organizationId: string) {
  const organization = await repository.findOrganizationById(organizationId);
  if (!organization) throw notFound("Organization not found");
  return organization;
}

export async function getSettingsOrThrow(organizationId: string) {
  const settings = await repository.findSettings(organizationId);
  if (!settings) throw notFound("Organization not found");
  return settings;
}

/** An organization with its settings and hosts, as `GET /api/organizations/{orgId}` answers it. */
export async function getOrganizationDetails(organizationId: string) {
  const [organization, settings, hosts] = await readTogether([
    () => getOrganizationOrThrow(organizationId),
    () => getSettingsOrThrow(organizationId),
    () => repository.listHosts(organizationId),
  ]);
  const { organization_id: _owner, updated_at: _updated, ...publicSettings } = settings;
  return { organization: { ...organization, hosts }, settings: publicSettings };
}

/**
 * Runs `work` in a transaction holding the organization's row lock, so that two requests which
 * both take "highest order + 1" (or check a slug, then insert it) run one after the other.
 */
export function withOrganizationLock<T>(organizationId: string, work: () => Promise<T>): Promise<T> {
  return transaction(async () => {
    await repository.lockOrganizationRow(organizationId);
    return work();
  });
}

export const { findOrganizationBySlug, countOrganizations, raisePolicyRevision: raiseCookiePolicyRevision } = repository;

/** Settings, lists and hosts the organization owns; Global Settings (modules/site-settings) composes them. */
export { collectionTranslationSources, listFaqs, listFeatures, listOwned as listOwnedList, replaceOwned as replaceOwnedList, type Faq, type Feature, type OwnedListName } from "./collections.repository";
/** The header and footer styles a new organization starts with (the menus module edits them). */
export { defaultFooterStyle, defaultHeaderStyle } from "./organizations.schema";
export { forgetTenants, resolveTenant, tenantHosts } from "./tenant";

/** Saves settings fields the caller validated with `settingsInput`. */
export function updateOrganizationSettings(organizationId: string, values: Parameters<typeof repository.updateSettings>[1]) {
  return repository.updateSettings(organizationId, values);
}

/** What every tenant route finds on its context: the organization the Host header names, and who calls. */
export interface TenantEnv extends GuardEnv {
  Variables: GuardEnv["Variables"] & { organization: Organization };
}

/** The organization's pricing plans in order, as the pricing section renders them. */
export function listPricingPlans(organizationId: string) {
  return listOwnedPricingPlans(organizationId);
}

/** `listPricingPlans`, unexecuted, for the page loader's one statement. */
export { pricingPlanRows } from "./collections.repository";

/**
 * What the public /products page lists (Global Settings' Products tab): the products shown on the
 * site and the pricing plans, each in their order, as unexecuted reads for the page's one statement.
 */
export const catalogueRows = (organizationId: string) => ({ products: displayedProductRows(organizationId), pricingPlans: pricingPlanCardRows(organizationId) });

/** `catalogueRows`, read (one statement). */
export function loadCatalogue(organizationId: string) {
  return readAsOne(catalogueRows(organizationId));
}

export type { DisplayedProduct, PricingPlanCard } from "./collections.repository";
