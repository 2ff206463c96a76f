import { getSettingsOrThrow } from "@/modules/organizations/organizations.service";
import { onAnnounced } from "@/server/coherence";
import { perProcess } from "@/server/per-process";

/**
 * The languages a site's texts are in (its own first, then the others it offers), as site search
 * parses a query with each one's stemmer. Held 30 s per process, like the tenant cache: reading them
 * in the search's own statement made the query a run-time value whose word frequencies the planner
 * could not estimate, and a separate read cost a round trip per search. A settings save forgets them
 * at once (below); the index itself follows at once too (triggers).
 */
const ttlMs = 30_000;
// At most this many organizations remembered, the oldest dropped first (decision 032).
const maxEntries = 1000;

const cache = perProcess("site-search-languages", () => new Map<string, { languages: string[]; expires: number }>());

// A settings save forgets the tenants (forgetTenants), in every process: the languages go with them, so
// that a search the front keeps (decision 043) is never answered with the languages before the save.
perProcess("site-search-languages-forgetting", () => onAnnounced("tenants", () => cache.clear()));

export async function siteLanguages(organizationId: string): Promise<string[]> {
  const hit = cache.get(organizationId);
  if (hit && hit.expires > Date.now()) return hit.languages;
  const settings = await getSettingsOrThrow(organizationId);
  const languages = [...new Set([settings.language, ...settings.supported_locales])];
  cache.delete(organizationId);
  if (cache.size >= maxEntries) cache.delete(cache.keys().next().value!);
  cache.set(organizationId, { languages, expires: Date.now() + ttlMs });
  return languages;
}
