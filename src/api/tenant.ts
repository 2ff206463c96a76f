import type { MiddlewareHandler } from "hono";
import { claimedOrigin, trustedOriginsOf } from "@/modules/auth/trusted-origins";
import type { TenantEnv } from "@/modules/organizations/organizations.service";
import { organizationNotFoundForDomain } from "@/lib/hosts";
import { resolveTenant } from "@/modules/organizations/tenant";
import { AppError } from "@/server/http/errors";
import { isSecureRequest } from "@/server/http/secure-request";

export const crossSiteMessage = "This request came from another site and was refused. Reload the page and try again.";

/** Resolves the organization from the Host header; an unknown host is a 404 (spec decision 3). */
export const withTenant: MiddlewareHandler<TenantEnv> = async (c, next) => {
  const organization = await resolveTenant(c.req.header("host"));
  if (!organization) throw new AppError({ code: "not_found", message: organizationNotFoundForDomain });
  c.set("organization", organization);
  await next();
};

const mutating = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Cross-site request forgery: a mutation that a browser sends with this site's cookie must come
 * from one of the organization's own origins (docs/decisions/009). Bearer calls carry no ambient
 * credential and are exempt; any mutation that names a foreign origin is refused as well.
 */
export const refuseCrossSiteMutations: MiddlewareHandler<TenantEnv> = async (c, next) => {
  const headers = c.req.raw.headers;
  if (mutating.has(c.req.method) && !/^bearer\s/i.test(headers.get("authorization") ?? "")) {
    const origin = claimedOrigin(headers);
    if (origin !== null || headers.has("cookie")) {
      const trusted = await trustedOriginsOf(headers.get("host"), isSecureRequest(c.req.raw) ? "https" : "http");
      if (!origin || !trusted.includes(origin.toLowerCase())) throw new AppError({ code: "forbidden", message: crossSiteMessage });
    }
  }
  await next();
};
