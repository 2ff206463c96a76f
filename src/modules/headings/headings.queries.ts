import { mutationOptions, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "@/lib/api-client";
import { headingBody, headingResponse, headingUpdateBody } from "./headings.validation";

export type HeadingDto = z.infer<typeof headingResponse>;
export type HeadingFields = z.input<typeof headingBody>;
/** A heading save: the whole section and the version it was based on (decision 017). */
export type SaveHeadingFields = z.input<typeof headingUpdateBody> & { id: string };

const headingList = z.array(headingResponse);
const success = z.object({ success: z.literal(true) });

export const headingKeys = {
  all: ["heading-sections"] as const,
  page: (urlPage: string) => ["heading-sections", urlPage] as const,
};

/** The body that writes `heading` again as it is, translations included (a save of one of its texts). */
export function headingBodyOf(heading: HeadingDto): HeadingFields {
  const { id: _id, organization_id: _owner, order: _order, version: _version, created_at: _created, updated_at: _updated, ...fields } = heading;
  // The reply's strings are the values the body's enums took when the heading was written.
  return fields as HeadingFields;
}

// GET /api/template-heading-sections?url_page=
export const fetchHeadings = (urlPage: string) => apiRequest(`/api/template-heading-sections?url_page=${encodeURIComponent(urlPage)}`, { reply: headingList });
// POST /api/template-heading-sections
export const createHeading = (fields: HeadingFields) => apiRequest("/api/template-heading-sections", { json: fields, reply: headingResponse });
// PUT /api/template-heading-sections/{id} - a stale version fails with ConflictError<HeadingDto>
export const saveHeading = ({ id, ...fields }: SaveHeadingFields) =>
  apiRequest(`/api/template-heading-sections/${id}`, { method: "PUT", json: fields, reply: headingResponse, current: headingResponse });
// DELETE /api/template-heading-sections/{id}
export const deleteHeading = (id: string) => apiRequest(`/api/template-heading-sections/${id}`, { method: "DELETE", reply: success });

export const headingsQuery = (urlPage: string) => queryOptions({ queryKey: headingKeys.page(urlPage), queryFn: () => fetchHeadings(urlPage) });

const refresh = (client: QueryClient) => client.invalidateQueries({ queryKey: headingKeys.all });
export const createHeadingMutation = (client: QueryClient) => mutationOptions({ mutationFn: createHeading, onSuccess: () => refresh(client) });
/** Saves; the saved section (new version) replaces the cached one. A ConflictError is the editor's to handle. */
export const saveHeadingMutation = (client: QueryClient) =>
  mutationOptions({
    mutationFn: saveHeading,
    onSuccess: (heading) => {
      client.setQueryData(headingKeys.page(heading.url_page), (list: HeadingDto[] | undefined) => list?.map((row) => (row.id === heading.id ? heading : row)));
      void refresh(client);
    },
  });
export const deleteHeadingMutation = (client: QueryClient) => mutationOptions({ mutationFn: deleteHeading, onSuccess: () => refresh(client) });

export const useHeadings = (urlPage: string) => useQuery(headingsQuery(urlPage));
export const useCreateHeading = () => useMutation(createHeadingMutation(useQueryClient()));
export const useSaveHeading = () => useMutation(saveHeadingMutation(useQueryClient()));
export const useDeleteHeading = () => useMutation(deleteHeadingMutation(useQueryClient()));
