import { mutationOptions, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "@/lib/api-client";
import {
  createMetricBody,
  createSectionBody,
  metricResponse,
  saveSectionBody,
  templateSectionResponse,
  type PatchMetricInput,
} from "./sections.validation";

/** A template section with its metrics, as the API answers it. */
export type TemplateSectionDto = z.infer<typeof templateSectionResponse>;
export type MetricDto = z.infer<typeof metricResponse>;
export type CreateSectionFields = z.input<typeof createSectionBody>;
/** A section save: the fields changed and the version they were based on (decision 017). */
export type SaveSectionFields = z.input<typeof saveSectionBody> & { id: string };
export type CreateMetricFields = z.input<typeof createMetricBody>;
/** A metric change: one field, and the version it was based on. */
export type PatchMetricFields = PatchMetricInput & { id: string };

const sectionList = z.array(templateSectionResponse);
const metricList = z.array(metricResponse);
const success = z.object({ success: z.literal(true) });

export const sectionKeys = {
  all: ["template-sections"] as const,
  page: (urlPage: string) => ["template-sections", urlPage] as const,
};
export const metricKeys = { all: ["metrics"] as const };

const page = (urlPage: string) => `?url_page=${encodeURIComponent(urlPage)}`;

/** The create body that writes `section` again, its metrics in their order (Undo after a delete). */
export function recreateBody(section: TemplateSectionDto): CreateSectionFields {
  const { id: _id, organization_id: _owner, order: _order, version: _version, created_at: _created, updated_at: _updated, website_metric: metrics, ...fields } = section;
  // The reply's strings are the values the body's enums took when the section was written.
  return { ...fields, background_color: fields.background_color ?? "", metric_ids: metrics.map((metric) => metric.id) } as CreateSectionFields;
}

// GET /api/template-sections?url_page=
export const fetchPageSections = (urlPage: string) => apiRequest(`/api/template-sections${page(urlPage)}`, { reply: sectionList });
// POST /api/template-sections
export const createSection = (fields: CreateSectionFields) => apiRequest("/api/template-sections", { json: fields, reply: templateSectionResponse });
// PUT /api/template-sections/{id} - a stale version fails with ConflictError<TemplateSectionDto>
export const saveSection = ({ id, ...fields }: SaveSectionFields) =>
  apiRequest(`/api/template-sections/${id}`, { method: "PUT", json: fields, reply: templateSectionResponse, current: templateSectionResponse });
// DELETE /api/template-sections/{id}
export const deleteSection = (id: string) => apiRequest(`/api/template-sections/${id}`, { method: "DELETE", reply: success });
// POST /api/template-sections/{id}/metrics
export const attachMetric = ({ sectionId, metricId }: { sectionId: string; metricId: string }) =>
  apiRequest(`/api/template-sections/${sectionId}/metrics`, { json: { metric_id: metricId }, reply: templateSectionResponse });
// DELETE /api/template-sections/{id}/metrics?metric_id=
export const detachMetric = ({ sectionId, metricId }: { sectionId: string; metricId: string }) =>
  apiRequest(`/api/template-sections/${sectionId}/metrics?metric_id=${encodeURIComponent(metricId)}`, { method: "DELETE", reply: templateSectionResponse });
// PUT /api/template-sections/{id}/metrics
export const reorderMetrics = ({ sectionId, metricIds }: { sectionId: string; metricIds: string[] }) =>
  apiRequest(`/api/template-sections/${sectionId}/metrics`, { method: "PUT", json: { metric_ids: metricIds }, reply: templateSectionResponse });

// GET /api/metrics
export const fetchMetrics = () => apiRequest("/api/metrics", { reply: metricList });
// POST /api/metrics
export const createMetric = (fields: CreateMetricFields) => apiRequest("/api/metrics", { json: fields, reply: metricResponse });
// PATCH /api/metrics/{id} - a stale version fails with ConflictError<MetricDto>
export const patchMetric = ({ id, ...change }: PatchMetricFields) =>
  apiRequest(`/api/metrics/${id}`, { method: "PATCH", json: change, reply: metricResponse, current: metricResponse });
// DELETE /api/metrics/{id}?force=true
export const deleteMetricPermanently = (id: string) => apiRequest(`/api/metrics/${id}?force=true`, { method: "DELETE", reply: success });

export const pageSectionsQuery = (urlPage: string) => queryOptions({ queryKey: sectionKeys.page(urlPage), queryFn: () => fetchPageSections(urlPage) });
export const metricsQuery = () => queryOptions({ queryKey: metricKeys.all, queryFn: fetchMetrics });

/** Puts a saved section in its page's cached list (its version included), so the next save starts from it. */
function storeSection(client: QueryClient, section: TemplateSectionDto) {
  client.setQueryData(sectionKeys.page(section.url_page), (list: TemplateSectionDto[] | undefined) =>
    list?.some((row) => row.id === section.id) ? list.map((row) => (row.id === section.id ? section : row)) : list,
  );
  void client.invalidateQueries({ queryKey: sectionKeys.all });
}

export const createSectionMutation = (client: QueryClient) =>
  mutationOptions({ mutationFn: createSection, onSuccess: () => client.invalidateQueries({ queryKey: sectionKeys.all }) });
/** Saves; on a ConflictError nothing changed here either: the editor decides (reload `current`, or save again on its version). */
export const saveSectionMutation = (client: QueryClient) => mutationOptions({ mutationFn: saveSection, onSuccess: (section) => storeSection(client, section) });
export const deleteSectionMutation = (client: QueryClient) =>
  mutationOptions({ mutationFn: deleteSection, onSuccess: () => client.invalidateQueries({ queryKey: sectionKeys.all }) });
export const attachMetricMutation = (client: QueryClient) => mutationOptions({ mutationFn: attachMetric, onSuccess: (section) => storeSection(client, section) });
export const detachMetricMutation = (client: QueryClient) => mutationOptions({ mutationFn: detachMetric, onSuccess: (section) => storeSection(client, section) });
export const reorderMetricsMutation = (client: QueryClient) => mutationOptions({ mutationFn: reorderMetrics, onSuccess: (section) => storeSection(client, section) });

const refreshMetrics = (client: QueryClient) => Promise.all([client.invalidateQueries({ queryKey: metricKeys.all }), client.invalidateQueries({ queryKey: sectionKeys.all })]);
export const createMetricMutation = (client: QueryClient) => mutationOptions({ mutationFn: createMetric, onSuccess: () => refreshMetrics(client) });
export const patchMetricMutation = (client: QueryClient) =>
  mutationOptions({
    mutationFn: patchMetric,
    onSuccess: (metric) => {
      client.setQueryData(metricKeys.all, (list: MetricDto[] | undefined) => list?.map((row) => (row.id === metric.id ? metric : row)));
      void client.invalidateQueries({ queryKey: sectionKeys.all });
    },
  });
export const deleteMetricMutation = (client: QueryClient) => mutationOptions({ mutationFn: deleteMetricPermanently, onSuccess: () => refreshMetrics(client) });

export const usePageSections = (urlPage: string) => useQuery(pageSectionsQuery(urlPage));
export const useMetrics = () => useQuery(metricsQuery());
export const useCreateSection = () => useMutation(createSectionMutation(useQueryClient()));
export const useSaveSection = () => useMutation(saveSectionMutation(useQueryClient()));
export const useDeleteSection = () => useMutation(deleteSectionMutation(useQueryClient()));
export const useAttachMetric = () => useMutation(attachMetricMutation(useQueryClient()));
export const useDetachMetric = () => useMutation(detachMetricMutation(useQueryClient()));
export const useReorderMetrics = () => useMutation(reorderMetricsMutation(useQueryClient()));
export const useCreateMetric = () => useMutation(createMetricMutation(useQueryClient()));
export const usePatchMetric = () => useMutation(patchMetricMutation(useQueryClient()));
export const useDeleteMetric = () => useMutation(deleteMetricMutation(useQueryClient()));
