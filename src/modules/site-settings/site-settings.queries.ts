import { mutationOptions, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "@/lib/api-client";
import { organizationDataReply, organizationRow, translationCoverageResponse } from "./site-settings.validation";

export type OrganizationData = z.infer<typeof organizationDataReply>;
export type Row = z.infer<typeof organizationRow>;
/** The PUT body; its schema (saveOrganizationBody) lives with the server's rules. */
export type SaveOrganizationFields = Record<string, unknown>;

export const siteSettingsKeys = { organization: (organizationId: string) => ["organization-data", organizationId] as const };

const organizationPath = (organizationId: string) => `/api/organizations/${encodeURIComponent(organizationId)}`;

// GET /api/organizations/{orgId}
export const fetchOrganizationData = (organizationId: string) => apiRequest(organizationPath(organizationId), { reply: organizationDataReply });

// PUT /api/organizations/{orgId} - settings and the lists sent, all or nothing; answers the saved data
export const saveOrganizationData = (organizationId: string, fields: SaveOrganizationFields) =>
  apiRequest(organizationPath(organizationId), { method: "PUT", json: fields, reply: organizationDataReply });

export const organizationDataQuery = (organizationId: string) =>
  queryOptions({ queryKey: siteSettingsKeys.organization(organizationId), queryFn: () => fetchOrganizationData(organizationId), enabled: organizationId !== "" });

/** Saves; the saved data the server answers becomes the cached copy, so reopening shows it. */
export const saveOrganizationMutation = (client: QueryClient, organizationId: string) =>
  mutationOptions({
    mutationFn: (fields: SaveOrganizationFields) => saveOrganizationData(organizationId, fields),
    onSuccess: (saved) => {
      client.setQueryData(siteSettingsKeys.organization(organizationId), saved);
      // The languages offered or the texts may have changed: the coverage is counted again.
      void client.invalidateQueries({ queryKey: [...siteSettingsKeys.organization(organizationId), "translations"] });
    },
  });

/** The organization's data; waits while the id is not known yet (""). */
export const useOrganizationData = (organizationId: string) => useQuery(organizationDataQuery(organizationId));
export const useSaveOrganization = (organizationId: string) => useMutation(saveOrganizationMutation(useQueryClient(), organizationId));

export type TranslationCoverage = z.infer<typeof translationCoverageResponse>;

// GET /api/organizations/{orgId}/translations - how much of the site each other language covers
export const translationCoverageQuery = (organizationId: string) =>
  queryOptions({
    queryKey: [...siteSettingsKeys.organization(organizationId), "translations"] as const,
    queryFn: () => apiRequest(`${organizationPath(organizationId)}/translations`, { reply: translationCoverageResponse }),
    enabled: organizationId !== "",
  });
export const useTranslationCoverage = (organizationId: string) => useQuery(translationCoverageQuery(organizationId));
