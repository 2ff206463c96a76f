import { createRoute } from "@hono/zod-openapi";
import type { TenantEnv } from "@/modules/organizations/organizations.service";
import { listPublishedBlogPosts, listPublishedPages } from "@/modules/posts/posts.service";
import { readTogether } from "@/server/db/client";
import { requireAdmin } from "@/server/http/guards";
import { access, errorResponses, jsonContent, named } from "@/server/http/responses";
import { createRouter } from "@/server/http/router";
import { checkSite } from "./site-check";
import { sharedSiteCheck } from "./site-check-runs";
import { siteCheckResponse } from "./site-check.validation";

export const siteCheckRoutes = createRouter<TenantEnv>();

/** The site's public pages: home, the published pages, and the blog with its posts. */
async function publicPaths(organizationId: string): Promise<string[]> {
  // Only the addresses are read, which are the same in every language: no language's titles needed ("").
  const [pages, posts] = await readTogether([() => listPublishedPages(organizationId), () => listPublishedBlogPosts(organizationId, "")]);
  return ["/", ...pages.map((page) => `/${page.slug}`), ...(posts.length > 0 ? ["/blog"] : []), ...posts.map((post) => `/blog/${post.slug}`)];
}

// GET /api/site-check - the owners' SEO and accessibility check over the public pages
siteCheckRoutes.openapi(
  createRoute({
    method: "get",
    path: "/site-check",
    tags: ["Site check"],
    summary: "Pages with a missing meta description, a duplicate title, an image without alt text or a broken internal link",
    ...access.admin,
    middleware: [requireAdmin] as const,
    responses: { 200: jsonContent(named(siteCheckResponse, "SiteCheck"), "The pages read and what was found"), ...errorResponses(401, 403, 404) },
  }),
  async (c) => {
    // The pages are read as a visitor gets them, from this very site (the host the admin is on).
    const origin = new URL(c.req.url).origin;
    const organizationId = c.get("organization").id;
    const paths = await publicPaths(organizationId);
    return c.json(await sharedSiteCheck(organizationId, (signal) => checkSite(origin, paths, fetch, signal), c.req.raw.signal), 200);
  },
);
