import { mutationOptions, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest, apiUpload } from "@/lib/api-client";
import { mediaResponse, mediaUsageResponse, patchMediaBody } from "./media.validation";

export type MediaDto = z.infer<typeof mediaResponse>;
export type MediaUsageDto = z.infer<typeof mediaUsageResponse>;
/** An alt text change and the version it was based on (decision 017). */
export type SaveMediaAltFields = z.input<typeof patchMediaBody> & { id: string };
export interface UploadFields {
  file: File;
  alt?: string;
  /** Called with 0 to 1 as the file goes up (in a browser). */
  onProgress?: (fraction: number) => void;
}

const mediaList = z.array(mediaResponse);
const success = z.object({ success: z.literal(true) });

export const mediaKeys = {
  all: ["media"] as const,
  list: (search: string) => ["media", "list", search] as const,
  one: (id: string) => ["media", "one", id] as const,
  usage: (id: string) => ["media", "usage", id] as const,
};

// GET /api/media?q=
export const fetchMedia = (search = "") => apiRequest(`/api/media${search ? `?q=${encodeURIComponent(search)}` : ""}`, { reply: mediaList });
// GET /api/media/{id}
export const fetchMediaFile = (id: string) => apiRequest(`/api/media/${id}`, { reply: mediaResponse });
// POST /api/media (multipart: file, alt)
export function uploadMedia({ file, alt, onProgress }: UploadFields) {
  const form = new FormData();
  form.set("file", file);
  if (alt) form.set("alt", alt);
  return apiUpload("/api/media", form, { reply: mediaResponse, onProgress });
}
// PATCH /api/media/{id} - a stale version fails with ConflictError<MediaDto>
export const saveMediaAlt = ({ id, ...fields }: SaveMediaAltFields) =>
  apiRequest(`/api/media/${id}`, { method: "PATCH", json: fields, reply: mediaResponse, current: mediaResponse });
// GET /api/media/{id}/usage - what the delete dialog warns about
export const fetchMediaUsage = (id: string) => apiRequest(`/api/media/${id}/usage`, { reply: mediaUsageResponse });
// DELETE /api/media/{id}[?force=true] - a used file without force fails with 409 `conflict`, details.references
export const deleteMedia = ({ id, force = false }: { id: string; force?: boolean }) =>
  apiRequest(`/api/media/${id}${force ? "?force=true" : ""}`, { method: "DELETE", reply: success });

export const mediaListQuery = (search = "") => queryOptions({ queryKey: mediaKeys.list(search), queryFn: () => fetchMedia(search) });
export const mediaFileQuery = (id: string) => queryOptions({ queryKey: mediaKeys.one(id), queryFn: () => fetchMediaFile(id) });
/** Always asked afresh: usage changes whenever content does. */
export const mediaUsageQuery = (id: string) => queryOptions({ queryKey: mediaKeys.usage(id), queryFn: () => fetchMediaUsage(id), staleTime: 0 });

const refresh = (client: QueryClient) => client.invalidateQueries({ queryKey: mediaKeys.all });
export const uploadMediaMutation = (client: QueryClient) => mutationOptions({ mutationFn: uploadMedia, onSuccess: () => refresh(client) });
export const saveMediaAltMutation = (client: QueryClient) =>
  mutationOptions({
    mutationFn: saveMediaAlt,
    onSuccess: (media) => {
      client.setQueryData(mediaKeys.one(media.id), media);
      void refresh(client);
    },
  });
export const deleteMediaMutation = (client: QueryClient) =>
  mutationOptions({
    mutationFn: deleteMedia,
    onSuccess: (_done, { id }) => {
      client.removeQueries({ queryKey: mediaKeys.one(id) });
      void refresh(client);
    },
  });

export const useMediaList = (search = "") => useQuery(mediaListQuery(search));
export const useMediaFile = (id: string) => useQuery(mediaFileQuery(id));
export const useMediaUsage = (id: string) => useQuery(mediaUsageQuery(id));
export const useUploadMedia = () => useMutation(uploadMediaMutation(useQueryClient()));
export const useSaveMediaAlt = () => useMutation(saveMediaAltMutation(useQueryClient()));
export const useDeleteMedia = () => useMutation(deleteMediaMutation(useQueryClient()));
