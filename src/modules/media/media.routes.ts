import { createRoute, z } from "@hono/zod-openapi";
import { toJson } from "@/lib/json";
import type { TenantEnv } from "@/modules/organizations/organizations.service";
import { requireAdmin } from "@/server/http/guards";
import { access, errorResponses, jsonContent, named } from "@/server/http/responses";
import { createRouter } from "@/server/http/router";
import { deleteMediaOrThrow, listMediaWithUrls, readMediaOrThrow, uploadMedia } from "./media.service";

export const mediaRoutes = createRouter<TenantEnv>();

const media = named(
  z.object({
    id: z.uuid(),
    kind: z.enum(["image", "video"]),
    filename: z.string(),
    content_type: z.string(),
    size: z.number().int(),
    alt: z.string(),
    url: z.string(),
    created_at: z.string(),
  }),
  "Media",
);

// POST /api/media - upload an image or a video (multipart form: file, alt)
mediaRoutes.openapi(
  createRoute({
    method: "post",
    path: "/media",
    tags: ["Media"],
    summary: "Upload an image (10 MB) or a video (100 MB)",
    ...access.admin,
    middleware: [requireAdmin] as const,
    request: {
      body: {
        required: true,
        content: {
          "multipart/form-data": {
            schema: z.object({
              file: z.instanceof(File, { message: "Choose a file to upload" }).openapi({ type: "string", format: "binary" }),
              alt: z.string().max(300).optional(),
            }),
          },
        },
      },
    },
    responses: { 201: jsonContent(media, "The stored file and its address"), ...errorResponses(401, 403, 404) },
  }),
  async (c) => {
    const { file, alt } = c.req.valid("form");
    const saved = await uploadMedia(c.get("organization").id, file, alt ?? "");
    return c.json(toJson(saved), 201);
  },
);

// GET /api/media - the organization's media library, newest first
mediaRoutes.openapi(
  createRoute({
    method: "get",
    path: "/media",
    tags: ["Media"],
    summary: "The media library",
    ...access.admin,
    middleware: [requireAdmin] as const,
    responses: { 200: jsonContent(z.array(media), "Stored files"), ...errorResponses(401, 403, 404) },
  }),
  async (c) => c.json(toJson(await listMediaWithUrls(c.get("organization").id)), 200),
);

// DELETE /api/media/:id - remove a file from the library and from storage
mediaRoutes.openapi(
  createRoute({
    method: "delete",
    path: "/media/{id}",
    tags: ["Media"],
    summary: "Delete a stored file",
    ...access.admin,
    middleware: [requireAdmin] as const,
    request: { params: z.object({ id: z.string().max(64) }) },
    responses: { 200: jsonContent(z.object({ success: z.literal(true) }), "Deleted"), ...errorResponses(401, 403, 404) },
  }),
  async (c) => {
    await deleteMediaOrThrow(c.get("organization").id, c.req.valid("param").id);
    return c.json({ success: true as const }, 200);
  },
);

// GET /api/media/files/:organizationId/:file - a stored file, served to anyone on the owner's host
mediaRoutes.openapi(
  createRoute({
    method: "get",
    path: "/media/files/{folder}/{file}",
    tags: ["Media"],
    summary: "A stored file",
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
