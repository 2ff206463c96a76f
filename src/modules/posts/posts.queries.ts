import { mutationOptions, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "@/lib/api-client";
import { patchPostBody, postResponse, siteMapResponse } from "./posts.validation";

/** Create Page (POST /api/pages) lives in pages.queries.ts, with the modal that uses it. */
export { createPage, createPageMutation, useCreatePage, type CreatePageFields } from "./pages.queries";

/** A page or post as the API answers it (pages are posts that are not blog posts). */
export type PostDto = z.infer<typeof postResponse>;
/** A save: the fields changed and the version they were based on (decision 017); `slug` is the current address. */
export type SavePostFields = z.input<typeof patchPostBody> & { currentSlug: string };

export const postKeys = {
  all: ["posts"] as const,
  one: (slug: string) => ["posts", slug] as const,
};

// GET /api/posts/{slug} (published posts and pages)
export const fetchPost = (slug: string) => apiRequest(`/api/posts/${encodeURIComponent(slug)}`, { reply: postResponse });
// PATCH /api/posts/{slug} - a stale version fails with ConflictError<PostDto>
export const savePost = ({ currentSlug, ...fields }: SavePostFields) =>
  apiRequest(`/api/posts/${encodeURIComponent(currentSlug)}`, { method: "PATCH", json: fields, reply: postResponse, current: postResponse });

export const postQuery = (slug: string) => queryOptions({ queryKey: postKeys.one(slug), queryFn: () => fetchPost(slug) });

/** Saves; the saved post (new version) is cached under its (possibly new) slug. A ConflictError is the editor's to handle. */
export const savePostMutation = (client: QueryClient) =>
  mutationOptions({
    mutationFn: savePost,
    onSuccess: (post, { currentSlug }) => {
      if (currentSlug !== post.slug) client.removeQueries({ queryKey: postKeys.one(currentSlug) });
      client.setQueryData(postKeys.one(post.slug), post);
    },
  });

export const usePost = (slug: string) => useQuery(postQuery(slug));
export const useSavePost = () => useMutation(savePostMutation(useQueryClient()));

export type SiteMapDto = z.infer<typeof siteMapResponse>;
// GET /api/site-map - the Site Map's tree (admins)
export const siteMapQuery = () => queryOptions({ queryKey: ["site-map"], queryFn: () => apiRequest("/api/site-map", { reply: siteMapResponse }) });
export const useSiteMap = () => useQuery(siteMapQuery());
