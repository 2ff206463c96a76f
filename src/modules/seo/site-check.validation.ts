import { z } from "zod";

export const findingKinds = ["missing_description", "duplicate_title", "image_without_alt", "broken_image", "broken_link", "heading_order"] as const;

/** What one check reads at most (decision 021): pages, distinct link targets and distinct images on the site. */
export const siteCheckBounds = { pages: 200, links: 200, images: 200 } as const;

/** The editors a finding can open (the editing layer's names for them) and the fields they can focus. */
export const fixEditors = ["post", "media", "hero", "heading", "template"] as const;
export const fixFields = ["meta_description", "alt", "description", "title", "image"] as const;

/**
 * Where a finding is fixed: the editor to open (with its row: a post's slug, a medium's or a section's
 * id) and the field to focus in it. The admin page links to the page with `#edit=<editor>:<id>&field=<field>`.
 */
export const fixTarget = z.object({ editor: z.enum(fixEditors), id: z.string().min(1).max(200), field: z.enum(fixFields).nullable() });
export type FixTarget = z.infer<typeof fixTarget>;

/** GET /api/site-check: the pages read, those that could not be, and what was found. */
export const siteCheckResponse = z.object({
  pages: z.number().int(),
  unread: z.array(z.string()),
  findings: z.array(z.object({ kind: z.enum(findingKinds), path: z.string(), detail: z.string(), section: z.string().nullable(), fix: fixTarget.nullable() })),
});
export type SiteCheckDto = z.infer<typeof siteCheckResponse>;
