import { createRoute, z } from "@hono/zod-openapi";
import { invalidate } from "@/server/cache";
import { AppError } from "@/server/http/errors";
import { createRouter } from "@/server/http/router";
import type { TenantEnv } from "@/modules/organizations/organizations.service";
import { requireAdmin } from "@/server/http/guards";
import { access, errorResponses, jsonContent } from "@/server/http/responses";

export const revalidateRoutes = createRouter<TenantEnv>();

const body = z.object({ tag: z.string().trim().min(1, "A tag is required").max(300) }).strict();

// POST /api/revalidate - drop the cached pages of a tag of this organization (org-{id} or a post's tag)
revalidateRoutes.openapi(
  createRoute({
    method: "post",
    path: "/revalidate",
    tags: ["Cache"],
    summary: "Refresh cached pages by tag (org-{id}, or org-{id}-post-{slug})",
    ...access.admin,
    middleware: [requireAdmin] as const,
    request: { body: { content: { "application/json": { schema: body } }, required: true } },
    responses: { 200: jsonContent(z.object({ revalidated: z.literal(true), tag: z.string() }), "Refreshed"), ...errorResponses(401, 403, 404) },
  }),
  async (c) => {
    const { tag } = c.req.valid("json");
    const own = `org-${c.get("organization").id}`;
    // Only this organization's tags: one admin must not be able to flush another site's cache.
    if (tag !== own && !tag.startsWith(`${own}-post-`)) {
      throw new AppError({ code: "bad_request", message: `Tag must be ${own} or ${own}-post-{slug}` });
    }
    invalidate(tag);
    return c.json({ revalidated: true as const, tag }, 200);
  },
);
