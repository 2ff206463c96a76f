import { mutationOptions, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "@/lib/api-client";
import { layoutSection, saveLayoutBody } from "./layout.validation";

export type LayoutSectionDto = z.infer<typeof layoutSection>;
/** A page's hero, template and heading sections in display order, each with its version. */
export type PageLayoutDto = LayoutSectionDto[];
/** The new order; send each section's `version` as loaded (decision 017). */
export type SaveLayoutFields = z.input<typeof saveLayoutBody>;

const layoutReply = z.array(layoutSection);

export const layoutKeys = { page: (urlPage: string) => ["page-layout", urlPage] as const };

// GET /api/page-layout?url_page=
export const fetchPageLayout = (urlPage: string) => apiRequest(`/api/page-layout?url_page=${encodeURIComponent(urlPage)}`, { reply: layoutReply });
// PUT /api/page-layout - a section saved or moved since fails with ConflictError<PageLayoutDto> (the layout as it is now)
export const savePageLayout = (input: SaveLayoutFields) => apiRequest("/api/page-layout", { method: "PUT", json: input, reply: layoutReply, current: layoutReply });

/** The layout's order as a save body: each section's id, kind and version. */
export const layoutOrder = (urlPage: string, sections: PageLayoutDto): SaveLayoutFields => ({
  url_page: urlPage,
  sections: sections.map(({ id, type, version }) => ({ id, type, version })),
});

export const pageLayoutQuery = (urlPage: string) => queryOptions({ queryKey: layoutKeys.page(urlPage), queryFn: () => fetchPageLayout(urlPage) });

/** Saves; the saved layout (moved sections with new versions) replaces the cached one. Sections' own caches are refreshed. */
export const savePageLayoutMutation = (client: QueryClient) =>
  mutationOptions({
    mutationFn: savePageLayout,
    onSuccess: (layout, { url_page }) => {
      client.setQueryData(layoutKeys.page(url_page), layout);
      for (const key of ["template-sections", "heading-sections", "hero-sections"]) void client.invalidateQueries({ queryKey: [key] });
    },
  });

export const usePageLayout = (urlPage: string) => useQuery(pageLayoutQuery(urlPage));
export const useSavePageLayout = () => useMutation(savePageLayoutMutation(useQueryClient()));
