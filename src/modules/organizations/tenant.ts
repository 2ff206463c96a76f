import { localSlugOf, normalizeHost } from "@/lib/hosts";
import { findOrganizationByHost, findOrganizationBySlug } from "./organizations.repository";
import type { Organization } from "./organizations.schema";

/** The message of an unknown host, for pages and the API alike (spec 000 §8, decision 3). */
export const organizationNotFoundForDomain = "Organization not found for current domain";

const ttlMs = 30_000;
const cache = new Map<string, { organization: Organization | null; expires: number }>();

/**
 * The organization a Host header belongs to: one of its registered hosts (base_url,
 * base_url_local, extra hosts), else `<slug>.localhost`. Cached briefly; organization writes
 * clear the cache through `forgetTenants()`.
 */
export async function resolveTenant(hostHeader: string | null | undefined): Promise<Organization | null> {
  if (!hostHeader) return null;
  const host = normalizeHost(hostHeader);
  const hit = cache.get(host);
  if (hit && hit.expires > Date.now()) return hit.organization;
  const slug = localSlugOf(host);
  const organization = (await findOrganizationByHost(host)) ?? (slug ? await findOrganizationBySlug(slug) : null);
  cache.set(host, { organization, expires: Date.now() + ttlMs });
  return organization;
}

export function forgetTenants(): void {
  cache.clear();
}
