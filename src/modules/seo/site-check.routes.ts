import { createRoute } from "@hono/zod-openapi";
import type { TenantEnv } from "@/modules/organizations/organizations.service";
import { findMediaByUrls } from "@/modules/media/media.service";
import { listPublishedBlogPosts, listPublishedPages } from "@/modules/posts/posts.service";
import { readTogether } from "@/server/db/client";
import { requireAdmin } from "@/server/http/guards";
import { access, errorResponses, jsonContent, named } from "@/server/http/responses";
import { createRouter } from "@/server/http/router";
import { checkSite, type SiteCheck } from "./site-check";
import { sharedSiteCheck } from "./site-check-runs";
import { siteCheckResponse } from "./site-check.validation";

export const siteCheckRoutes = createRouter<TenantEnv>();

/** The site's public pages: home, the published pages, and the blog with its posts. */
async function publicPaths(organizationId: string): Promise<string[]> {
  // Only the addresses are read, which are the same in every language: no language's titles needed ("").
  const [pages, posts] = await readTogether([() => listPublishedPages(organizationId), () => listPublishedBlogPosts(organizationId, "")]);
  return ["/", ...pages.map((page) => `/${page.slug}`), ...(posts.length > 0 ? ["/blog"] : []), ...posts.map((post) => `/blog/${post.slug}`)];
}

/**
 * An uploaded image without alt text is described once, in the media library, and the renderers use
 * that text wherever it is placed (sections, heroes, a post's content): its finding opens the library
 * on the file with its alt text focused. Another image keeps its section's or post's editor.
 */
async function withLibraryFixes(organizationId: string, check: SiteCheck): Promise<SiteCheck> {
  const uploads = await findMediaByUrls(organizationId, check.findings.filter((finding) => finding.kind === "image_without_alt").map((finding) => finding.detail));
  return {
    ...check,
    findings: check.findings.map((finding) => {
      const media = finding.kind === "image_without_alt" ? uploads.get(finding.detail) : undefined;
      return media ? { ...finding, fix: { editor: "media", id: media.id, field: "alt" } } : finding;
    }),
  };
}

// GET /api/site-check - the owners' SEO and accessibility check over the public pages
siteCheckRoutes.openapi(
  createRoute({
    method: "get",
    path: "/site-check",
    tags: ["Site check"],
    summary: "Pages with a missing meta description, a duplicate title, an image without alt text, a skipped heading level, a broken image or a broken internal link, each with the editor and field that fix it",
    ...access.admin,
    middleware: [requireAdmin] as const,
    responses: { 200: jsonContent(named(siteCheckResponse, "SiteCheck"), "The pages read and what was found"), ...errorResponses(401, 403, 404) },
  }),
  async (c) => {
    // The pages are read as a visitor gets them, from this very site (the host the admin is on).
    const origin = new URL(c.req.url).origin;
    const organizationId = c.get("organization").id;
    const paths = await publicPaths(organizationId);
    return c.json(await sharedSiteCheck(organizationId, async (signal) => withLibraryFixes(organizationId, await checkSite(origin, paths, fetch, signal)), c.req.raw.signal), 200);
  },
);
