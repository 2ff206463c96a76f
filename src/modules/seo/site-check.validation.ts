import { z } from "zod";

export const findingKinds = ["missing_description", "duplicate_title", "image_without_alt", "broken_link"] as const;

/** GET /api/site-check: the pages read, those that could not be, and what was found. */
export const siteCheckResponse = z.object({
  pages: z.number().int(),
  unread: z.array(z.string()),
  findings: z.array(z.object({ kind: z.enum(findingKinds), path: z.string(), detail: z.string(), section: z.string().nullable() })),
});
export type SiteCheckDto = z.infer<typeof siteCheckResponse>;
