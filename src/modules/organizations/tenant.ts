import { localSlugOf, normalizeHost } from "@/lib/hosts";
import { findOrganizationByHost, findOrganizationBySlug, listHosts } from "./organizations.repository";
import type { Organization } from "./organizations.schema";
import { announce, onAnnounced } from "@/server/coherence";
import { perProcess } from "@/server/per-process";

const ttlMs = 30_000;
// Any client can send any Host header: the cache keeps at most this many, dropping the oldest.
const maxEntries = 1000;

interface TenantCaches {
  organizations: Map<string, { organization: Organization | null; expires: number }>;
  hosts: Map<string, { hosts: string[]; expires: number }>;
}
// One pair per process: the front server's public renderer (scripts/start.ts) and Next's bundled
// code load this file separately, and a write through the API must clear both.
const caches = perProcess<TenantCaches>("tenant-caches", () => ({ organizations: new Map(), hosts: new Map() }));
const cache = caches.organizations;

function remember<T>(map: Map<string, T>, key: string, value: T): void {
  map.delete(key);
  if (map.size >= maxEntries) map.delete(map.keys().next().value!);
  map.set(key, value);
}

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
  remember(cache, host, { organization, expires: Date.now() + ttlMs });
  return organization;
}

const hostsCache = caches.hosts;

/** Every host an organization answers on (base_url, base_url_local, extra hosts), cached like `resolveTenant`. */
export async function tenantHosts(organization: Organization): Promise<string[]> {
  const hit = hostsCache.get(organization.id);
  if (hit && hit.expires > Date.now()) return hit.hosts;
  const hosts = await listHosts(organization.id);
  remember(hostsCache, organization.id, { hosts, expires: Date.now() + ttlMs });
  return hosts;
}

perProcess("tenant-forgetting", () =>
  onAnnounced("tenants", () => {
    cache.clear();
    hostsCache.clear();
  }),
);

/** Forgets every organization's hosts once the open transaction commits, in every process of the installation (coherence.ts). */
export function forgetTenants(): void {
  announce({ kind: "tenants" });
}
