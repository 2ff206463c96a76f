import { z } from "zod";
import { rowVersion } from "@/lib/fields";
import { pathnameUndefined, urlPage } from "@/lib/section-fields";
import { sectionTypes } from "@/modules/sections/sections.validation";

/**
 * The kinds of section a page layout orders, by their API names (spec 001 §3 "Page layout section").
 * Each is the `layoutType` of one entry of the placed-kinds table (`placed-kinds.tsx`), which reads
 * its type from here so that this schema stays free of database and component code; `placed-kinds.test.ts`
 * checks that the two agree.
 */
export const layoutSectionKinds = ["hero", "template_section", "heading_section"] as const;
export type LayoutSectionKind = (typeof layoutSectionKinds)[number];

export const layoutMismatch = "The sections sent must be exactly the sections of this page. Reload the layout and try again.";

export const pageLayoutQuery = z.object({ url_page: urlPage(pathnameUndefined) });

/** `PUT /api/page-layout`: the page's sections in their new order. */
export const saveLayoutBody = z
  .object({
    url_page: urlPage(pathnameUndefined),
    sections: z
      .array(
        z
          .object({
            id: z.string().max(64),
            type: z.enum(layoutSectionKinds, { message: `Section type must be one of: ${layoutSectionKinds.join(", ")}` }),
            /** The section's version as the layout was loaded (decision 017); left out, last write wins. */
            version: rowVersion.optional(),
          })
          .strict(),
        { error: "Please send the page's sections in their new order" },
      )
      .max(500),
  })
  .strict();
export type SaveLayoutInput = z.output<typeof saveLayoutBody>;

export const layoutSection = z.object({
  id: z.uuid(),
  type: z.enum(layoutSectionKinds),
  title: z.string(),
  order: z.number().int().describe("Zero-based position on the page"),
  version: z.number().int().describe("The section's version; send it back with the new order"),
  data: z.object({ section_type: z.enum(sectionTypes) }).optional(),
});

/** `GET /api/section-index`: a placed section of the site, by its anchor kind (`data-kind`). */
export const sectionIndexEntry = z.object({ kind: z.enum(["hero", "template", "heading"]), id: z.uuid(), title: z.string(), url_page: z.string() });
