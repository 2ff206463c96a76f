import { createRoute, z } from "@hono/zod-openapi";
import { toJson } from "@/lib/json";
import type { TenantEnv } from "@/modules/organizations/organizations.service";
import { requireAdmin } from "@/server/http/guards";
import { access, errorBody, errorResponses, jsonContent, named, versionConflictResponse } from "@/server/http/responses";
import { createRouter } from "@/server/http/router";
import {
  deleteMediaOrThrow,
  getMediaOrThrow,
  listMediaWithUrls,
  mediaUsage,
  readMediaOrThrow,
  updateMediaAlt,
  uploadMedia,
  type MediaUsageLookup,
} from "./media.service";
import { altText, forceQuery, mediaIdParam, mediaListQuery, mediaReference, mediaResponse, mediaUsageResponse, patchMediaBody } from "./media.validation";

const media = named(mediaResponse, "Media");
const usage = named(mediaUsageResponse, "MediaUsage");
const reference = named(mediaReference, "MediaReference");

/**
 * The media library's routes. "Used by" needs other modules' content, which this module does not
 * read: the API's composition root passes in the lookup (decision 018).
 */
export function createMediaRoutes({ findUsage }: { findUsage: MediaUsageLookup }) {
  const mediaRoutes = createRouter<TenantEnv>();

  // GET /api/media/files/:organizationId/:file - a stored file or variant, served to anyone on the owner's host
  mediaRoutes.openapi(
    createRoute({
      method: "get",
      path: "/media/files/{folder}/{file}",
      tags: ["Media"],
      summary: "A stored file: the original (`<id>.<ext>`) or a resized variant (`<id>-<width>w.avif|webp`)",
      ...access.public,
      request: { params: z.object({ folder: z.string().max(64), file: z.string().max(80) }) },
      responses: { 200: { description: "The file's bytes" }, ...errorResponses(404) },
    }),
    async (c) => {
      const { folder, file } = c.req.valid("param");
      const { bytes, contentType } = await readMediaOrThrow(c.get("organization").id, `${folder}/${file}`);
      return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
        "content-type": contentType,
        "cache-control": "public, max-age=31536000, immutable",
        "x-content-type-options": "nosniff",
      });
    },
  );

  // POST /api/media - upload an image or a video (multipart form: file, alt)
  mediaRoutes.openapi(
    createRoute({
      method: "post",
      path: "/media",
      tags: ["Media"],
      summary: "Upload an image (10 MB) or a video (100 MB); images get AVIF and WebP copies 480, 960 and 1600 px wide (never enlarged)",
      ...access.admin,
      middleware: [requireAdmin] as const,
      request: {
        body: {
          required: true,
          content: {
            "multipart/form-data": {
              schema: z.object({
                file: z.instanceof(File, { message: "Choose a file to upload" }).openapi({ type: "string", format: "binary" }),
                alt: altText.optional(),
              }),
            },
          },
        },
      },
      responses: { 201: jsonContent(media, "The stored file, its address and its variants"), ...errorResponses(401, 403, 404) },
    }),
    async (c) => {
      const { file, alt } = c.req.valid("form");
      const saved = await uploadMedia(c.get("organization").id, file, alt ?? "");
      return c.json(toJson(saved), 201);
    },
  );

  // GET /api/media?q=beach - the organization's media library, newest first, optionally searched
  mediaRoutes.openapi(
    createRoute({
      method: "get",
      path: "/media",
      tags: ["Media"],
      summary: "The media library, newest first; `q` keeps the files whose name or alt text contains it",
      ...access.admin,
      middleware: [requireAdmin] as const,
      request: { query: mediaListQuery },
      responses: { 200: jsonContent(z.array(media), "Stored files"), ...errorResponses(401, 403, 404) },
    }),
    async (c) => c.json(toJson(await listMediaWithUrls(c.get("organization").id, c.req.valid("query").q)), 200),
  );

  // GET /api/media/:id - one stored file
  mediaRoutes.openapi(
    createRoute({
      method: "get",
      path: "/media/{id}",
      tags: ["Media"],
      summary: "A stored file with its variants",
      ...access.admin,
      middleware: [requireAdmin] as const,
      request: { params: mediaIdParam },
      responses: { 200: jsonContent(media, "The file"), ...errorResponses(401, 403, 404) },
    }),
    async (c) => c.json(toJson(await getMediaOrThrow(c.get("organization").id, c.req.valid("param").id)), 200),
  );

  // PATCH /api/media/:id - change a file's alt text
  mediaRoutes.openapi(
    createRoute({
      method: "patch",
      path: "/media/{id}",
      tags: ["Media"],
      summary: "Change the alt text; with `version`, only if nobody changed the file since (else 409 with the current file)",
      ...access.admin,
      middleware: [requireAdmin] as const,
      request: { params: mediaIdParam, body: { content: { "application/json": { schema: patchMediaBody } }, required: true } },
      responses: { 200: jsonContent(media, "The file, its version raised by one"), ...errorResponses(401, 403, 404), ...versionConflictResponse(media) },
    }),
    async (c) => c.json(toJson(await updateMediaAlt(c.get("organization").id, c.req.valid("param").id, c.req.valid("json"))), 200),
  );

  // GET /api/media/:id/usage - where the site uses a file, for the delete dialog's warning
  mediaRoutes.openapi(
    createRoute({
      method: "get",
      path: "/media/{id}/usage",
      tags: ["Media"],
      summary: "The metrics, hero sections, heading sections and posts whose image (or post content) uses the file",
      ...access.admin,
      middleware: [requireAdmin] as const,
      request: { params: mediaIdParam },
      responses: { 200: jsonContent(usage, "Where the file is used"), ...errorResponses(401, 403, 404) },
    }),
    async (c) => c.json(await mediaUsage(c.get("organization").id, c.req.valid("param").id, findUsage), 200),
  );

  // DELETE /api/media/:id?force=true - remove a file, its variants and its row
  mediaRoutes.openapi(
    createRoute({
      method: "delete",
      path: "/media/{id}",
      tags: ["Media"],
      summary: "Delete a stored file and its variants; a file the site still uses needs force=true",
      ...access.admin,
      middleware: [requireAdmin] as const,
      request: { params: mediaIdParam, query: forceQuery },
      responses: {
        200: jsonContent(z.object({ success: z.literal(true) }), "Deleted"),
        ...errorResponses(401, 403, 404),
        409: jsonContent(errorBody.extend({ details: z.object({ references: z.array(reference) }) }), "The file is used on the site (`details.references`); nothing was deleted"),
      },
    }),
    async (c) => {
      await deleteMediaOrThrow(c.get("organization").id, c.req.valid("param").id, { force: c.req.valid("query").force === "true", findUsage });
      return c.json({ success: true as const }, 200);
    },
  );

  return mediaRoutes;
}
