import { z } from "zod";
import { rowVersion } from "@/lib/fields";
import { rowIdParam } from "@/lib/fields";

/** Our messages: the spec names the gallery but none of these (decision 018). */
export const mediaMessages = {
  notFound: "Media not found",
  fileRequired: "Choose a file to upload",
  unreadableImage: "The image could not be read. Please upload a JPEG, PNG, GIF, WebP or AVIF file.",
  inUse: "This file is used on your site. Remove it there first, or delete it anyway with force=true.",
  inPost: "This file is used in a post. Remove it from the post first, then delete it.",
  altTooLong: "Alt text must be at most 300 characters",
} as const;

export const altText = z.string().trim().max(300, mediaMessages.altTooLong);

/** `GET /api/media?q=`: the gallery picker's search, in file names and alt text. */
export const mediaListQuery = z.object({ q: z.string().trim().max(200, "Search at most 200 characters").optional() });

/** `PATCH /api/media/{id}`: the alt text, and the version it was based on (decision 017). */
export const patchMediaBody = z.object({ alt: altText, version: rowVersion.optional() }).strict();
export type PatchMediaInput = z.output<typeof patchMediaBody>;

export const mediaIdParam = rowIdParam(mediaMessages.notFound);
export const forceQuery = z.object({ force: z.enum(["true", "false"], { message: "force must be true or false" }).optional() });

export const mediaVariantResponse = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  content_type: z.enum(["image/avif", "image/webp"]),
  size: z.number().int(),
});

export const mediaResponse = z.object({
  id: z.uuid(),
  kind: z.enum(["image", "video"]),
  filename: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  alt: z.string(),
  /** The original, kept for download. */
  url: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** Resized copies (AVIF and WebP, up to 1600 px wide, never enlarged) for `srcset`; none for videos and GIFs. */
  variants: z.array(mediaVariantResponse),
  version: z.number().int(),
  created_at: z.string(),
});

/** Where a file is used: what the delete dialog warns about. */
export const mediaReference = z.object({
  kind: z.enum(["metric", "hero_section", "heading_section", "menu_item", "post"]),
  id: z.uuid(),
  title: z.string(),
  /** The page a section sits on, or the post's address. */
  url_page: z.string().nullable(),
});
export type MediaReference = z.infer<typeof mediaReference>;

export const mediaUsageResponse = z.object({ media_id: z.uuid(), used: z.boolean(), references: z.array(mediaReference) });
