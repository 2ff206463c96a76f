import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import { Readable } from "node:stream";
import { createRoute, z } from "@hono/zod-openapi";
import parseRange from "range-parser";
import { AppError } from "@/server/http/errors";
import { nulCharacterMessage } from "@/server/http/ill-formed-text";
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
  openMediaOrThrow,
  svgContentType,
  updateMediaAlt,
  uploadMedia,
  uploadsFolder,
  type MediaUsageClearer,
  type MediaUsageLookup,
} from "./media.service";
import { receiveUpload } from "./upload-stream";
import { altText, forceQuery, mediaIdParam, mediaListQuery, mediaReference, mediaResponse, mediaUsageResponse, patchMediaBody } from "./media.validation";

const media = named(mediaResponse, "Media");
const usage = named(mediaUsageResponse, "MediaUsage");
const reference = named(mediaReference, "MediaReference");

/**
 * The media library's routes. "Used by" needs other modules' content, which this module does not
 * read: the API's composition root passes in the lookup, and what empties those places when a used
 * file is deleted anyway (decision 018).
 */
export function createMediaRoutes({ findUsage, clearUsage }: { findUsage: MediaUsageLookup; clearUsage: MediaUsageClearer }) {
  const mediaRoutes = createRouter<TenantEnv>();

  // GET /api/media/files/:organizationId/:file - a stored file or variant, served to anyone on the owner's host
  mediaRoutes.openapi(
    createRoute({
      method: "get",
      path: "/media/files/{folder}/{file}",
      tags: ["Media"],
      summary: "A stored file: the original (`<id>.<ext>`) or a resized variant (`<id>-<width>w.avif|webp`); a `Range` header gets that part (a video's player seeks with it)",
      ...access.public,
      request: { params: z.object({ folder: z.string().max(64), file: z.string().max(80) }) },
      responses: { 200: { description: "The file's bytes" }, 206: { description: "The part of the file the range asked for" }, 304: { description: "The browser's copy (If-None-Match) is current" }, ...errorResponses(404), 416: { description: "The range lies outside the file" } },
    }),
    async (c) => {
      const { folder, file: name } = c.req.valid("param");
      const { file, contentType } = await openMediaOrThrow(c.get("organization").id, `${folder}/${name}`);
      // A key names one file's bytes for ever (a new upload gets a new key): its ETag is the key and size.
      const etag = `"${createHash("sha256").update(`${folder}/${name}:${file.size}`).digest("base64url").slice(0, 22)}"`;
      const headers = {
        "content-type": contentType,
        "cache-control": "public, max-age=31536000, immutable",
        "x-content-type-options": "nosniff",
        "accept-ranges": "bytes",
        etag,
        // An SVG opened on its own is a document: sandboxed, it runs nothing and reaches nothing.
        ...(contentType === svgContentType ? { "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox" } : {}),
      };
      if (c.req.header("if-none-match")?.split(",").some((tag) => tag.trim() === etag)) return c.body(null, 304, headers);
      const asked = c.req.header("range");
      const ranges = asked ? parseRange(file.size, asked, { combine: true }) : undefined;
      if (ranges === -1) return c.body(null, 416, { ...headers, "content-range": `bytes */${file.size}` });
      // One range is served as asked; none, several or a malformed header get the whole file.
      const range = Array.isArray(ranges) && ranges.type === "bytes" && ranges.length === 1 ? ranges[0]! : undefined;
      // Streamed from storage: a 100 MB video never sits whole in memory.
      const body = Readable.toWeb(file.read(range)) as ReadableStream<Uint8Array>;
      if (!range) return c.body(body, 200, { ...headers, "content-length": String(file.size) });
      return c.body(body, 206, { ...headers, "content-length": String(range.end - range.start + 1), "content-range": `bytes ${range.start}-${range.end}/${file.size}` });
    },
  );

  // POST /api/media - upload an image or a video (multipart form: file, alt), received as it streams in
  mediaRoutes.openapi(
    createRoute({
      method: "post",
      path: "/media",
      tags: ["Media"],
      summary: "Upload an image (10 MB) or a video (100 MB); images get AVIF and WebP copies 480, 960 and 1600 px wide (never enlarged)",
      description: "The file is written to disk as it arrives; its type is read from its first bytes and its size limit applied while it streams.",
      ...access.admin,
      middleware: [requireAdmin] as const,
      request: {
        body: {
          required: true,
          content: {
            // Described, not parsed by the validator: that would hold the whole file in memory (upload-stream.ts reads it).
            "multipart/form-data": { schema: { type: "object", required: ["file"], properties: { file: { type: "string", format: "binary" }, alt: { type: "string", maxLength: 300 } } } },
          },
        },
      },
      responses: { 201: jsonContent(media, "The stored file, its address and its variants"), ...errorResponses(400, 401, 403, 404) },
    }),
    async (c) => {
      const upload = await receiveUpload(c.req.raw, uploadsFolder());
      const alt = altText.safeParse(upload.alt ?? "");
      const refusal = !alt.success ? alt.error.issues[0]!.message : alt.data.includes("\u0000") ? nulCharacterMessage : null;
      if (refusal) {
        await fs.rm(upload.file, { force: true });
        throw new AppError({ code: "bad_request", message: refusal });
      }
      const saved = await uploadMedia(c.get("organization").id, { ...upload, alt: alt.data });
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
      summary: "The metrics, hero sections, heading sections, menu items and posts whose image (or post content) uses the file",
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
      summary: "Delete a stored file and its variants; a file the site still uses needs force=true, which empties its places (image null) in the same transaction; a file in a post is refused even then",
      ...access.admin,
      middleware: [requireAdmin] as const,
      request: { params: mediaIdParam, query: forceQuery },
      responses: {
        200: jsonContent(z.object({ success: z.literal(true) }), "Deleted"),
        ...errorResponses(401, 403, 404),
        409: jsonContent(errorBody.extend({ details: z.object({ references: z.array(reference) }) }), "The file is used on the site (`details.references`), or in a post even with force; nothing was deleted"),
      },
    }),
    async (c) => {
      await deleteMediaOrThrow(c.get("organization").id, c.req.valid("param").id, { force: c.req.valid("query").force === "true", findUsage, clearUsage });
      return c.json({ success: true as const }, 200);
    },
  );

  return mediaRoutes;
}
