/** The message of an unknown host, for pages and the API alike (spec 000 §8, decision 3). */
export const organizationNotFoundForDomain = "Organization not found for current domain";

/** Host names as the resolver compares them: lower case, without a default port. */
export function normalizeHost(host: string): string {
  const lower = host.trim().toLowerCase().replace(/\.$/, "");
  return lower.replace(/:(80|443)$/, "");
}

/** The host of a URL such as `https://acme.com` or `localhost:3000`, or null when it is not one. */
export function hostOfUrl(value: string): string | null {
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `http://${value}`);
    return url.host ? normalizeHost(url.host) : null;
  } catch {
    return null;
  }
}

/** `<slug>.localhost[:port]` names an organization by slug for local work (spec decision 3). */
export function localSlugOf(host: string): string | null {
  const match = /^([a-z0-9](?:[a-z0-9-]*[a-z0-9])?)\.localhost(?::\d+)?$/.exec(normalizeHost(host));
  return match?.[1] ?? null;
}
