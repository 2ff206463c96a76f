import { normalizeHost } from "@/lib/hosts";
import { resolveTenant, tenantHosts } from "@/modules/organizations/organizations.service";

/**
 * The origins a request on `hostHeader` may come from, and the only ones a redirect or a link in an
 * e-mail may point at: the hosts of the organization that owns that host, over the request's own
 * scheme (docs/decisions/009). A host that belongs to no organization trusts nothing.
 */
export async function trustedOriginsOf(hostHeader: string | null | undefined, scheme: "http" | "https"): Promise<string[]> {
  if (!hostHeader) return [];
  const organization = await resolveTenant(hostHeader);
  if (!organization) return [];
  const hosts = new Set([normalizeHost(hostHeader), ...(await tenantHosts(organization))]);
  return [...hosts].map((host) => `${scheme}://${host}`);
}

/** The origin a browser sent with a request (Origin, else Referer's), or null when it sent none. */
export function claimedOrigin(headers: Headers): string | null {
  const origin = headers.get("origin");
  if (origin && origin !== "null") return origin;
  if (origin === "null") return "null";
  const referer = headers.get("referer");
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return "null";
  }
}
