import { mutationOptions, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "@/lib/api-client";
import { heroBody, heroResponse, heroUpdateBody } from "./hero.validation";

export type HeroDto = z.infer<typeof heroResponse>;
export type HeroFields = z.input<typeof heroBody>;
/** A hero save: the whole hero and the version it was based on (decision 017). */
export type SaveHeroFields = z.input<typeof heroUpdateBody> & { id: string };

const heroList = z.array(heroResponse);
const success = z.object({ success: z.literal(true) });

export const heroKeys = {
  all: ["hero-sections"] as const,
  page: (urlPage: string) => ["hero-sections", urlPage] as const,
};

/** The create body that writes `hero` again, translations included (Undo after a delete). */
export function recreateHeroBody(hero: HeroDto): HeroFields {
  const { id: _id, organization_id: _owner, order: _order, version: _version, created_at: _created, updated_at: _updated, ...fields } = hero;
  // The reply's strings are the values the body's enums took when the hero was written.
  return fields as HeroFields;
}

// GET /api/hero-sections?url_page=
export const fetchHeroes = (urlPage: string) => apiRequest(`/api/hero-sections?url_page=${encodeURIComponent(urlPage)}`, { reply: heroList });
// POST /api/hero-sections
export const createHero = (fields: HeroFields) => apiRequest("/api/hero-sections", { json: fields, reply: heroResponse });
// PUT /api/hero-sections/{id} - a stale version fails with ConflictError<HeroDto>
export const saveHero = ({ id, ...fields }: SaveHeroFields) =>
  apiRequest(`/api/hero-sections/${id}`, { method: "PUT", json: fields, reply: heroResponse, current: heroResponse });
// DELETE /api/hero-sections/{id}
export const deleteHero = (id: string) => apiRequest(`/api/hero-sections/${id}`, { method: "DELETE", reply: success });

export const heroesQuery = (urlPage: string) => queryOptions({ queryKey: heroKeys.page(urlPage), queryFn: () => fetchHeroes(urlPage) });

const refresh = (client: QueryClient) => client.invalidateQueries({ queryKey: heroKeys.all });
export const createHeroMutation = (client: QueryClient) => mutationOptions({ mutationFn: createHero, onSuccess: () => refresh(client) });
/** Saves; the saved hero (new version) replaces the cached one. A ConflictError is the editor's to handle. */
export const saveHeroMutation = (client: QueryClient) =>
  mutationOptions({
    mutationFn: saveHero,
    onSuccess: (hero) => {
      client.setQueryData(heroKeys.page(hero.url_page), (list: HeroDto[] | undefined) => list?.map((row) => (row.id === hero.id ? hero : row)));
      void refresh(client);
    },
  });
export const deleteHeroMutation = (client: QueryClient) => mutationOptions({ mutationFn: deleteHero, onSuccess: () => refresh(client) });

export const useHeroes = (urlPage: string) => useQuery(heroesQuery(urlPage));
export const useCreateHero = () => useMutation(createHeroMutation(useQueryClient()));
export const useSaveHero = () => useMutation(saveHeroMutation(useQueryClient()));
export const useDeleteHero = () => useMutation(deleteHeroMutation(useQueryClient()));
