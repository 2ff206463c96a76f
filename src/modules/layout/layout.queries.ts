import { queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "@/lib/api-client";
import { layoutSection, type SaveLayoutInput } from "./layout.validation";

export type LayoutSectionDto = z.infer<typeof layoutSection>;
const layoutReply = z.array(layoutSection);

export const layoutKeys = { page: (urlPage: string) => ["page-layout", urlPage] as const };

// GET /api/page-layout?url_page=
export const fetchPageLayout = (urlPage: string) => apiRequest(`/api/page-layout?url_page=${encodeURIComponent(urlPage)}`, { reply: layoutReply });

// PUT /api/page-layout
export const savePageLayout = (input: SaveLayoutInput) => apiRequest("/api/page-layout", { method: "PUT", json: input, reply: layoutReply });

export const pageLayoutQuery = (urlPage: string) => queryOptions({ queryKey: layoutKeys.page(urlPage), queryFn: () => fetchPageLayout(urlPage) });
