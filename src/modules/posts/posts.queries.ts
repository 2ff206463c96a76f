import { keepPreviousData, mutationOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "@/lib/api-client";
import { everyPage } from "@/lib/cursor-paging";
import { createPostBody, documentSetResponse, documentSetsResponse, patchPostBody, postResponse, revisionResponse, siteMapResponse } from "./posts.validation";

/** Create Page (POST /api/pages) lives in pages.queries.ts, with the modal that uses it. */
export { createPage, createPageMutation, useCreatePage, type CreatePageFields } from "./pages.queries";

/** A page or post as the API answers it (pages are posts that are not blog posts). */
export type PostDto = z.infer<typeof postResponse>;
/** A save: the fields changed and the version they were based on (decision 017); `slug` is the current address. */
export type SavePostFields = z.input<typeof patchPostBody> & { currentSlug: string };

export const postKeys = {
  all: ["posts"] as const,
  one: (slug: string) => ["posts", slug] as const,
  revisions: (slug: string) => ["posts", slug, "revisions"] as const,
  documentSets: ["document-sets"] as const,
};

export type NewPostFields = z.input<typeof createPostBody>;
export type RevisionDto = z.infer<typeof revisionResponse>;
export type DocumentSetDto = z.infer<typeof documentSetResponse>;

const path = (slug: string) => `/api/posts/${encodeURIComponent(slug)}`;

// GET /api/posts/{slug}/edit - the post as stored, shown or hidden (admins)
export const fetchPost = (slug: string) => apiRequest(`${path(slug)}/edit`, { reply: postResponse });
// POST /api/posts - the answer has the slug made from the title when none was given
export const createPost = (fields: NewPostFields) => apiRequest("/api/posts", { method: "POST", json: fields, reply: postResponse });
// PATCH /api/posts/{slug} - a stale version fails with ConflictError<PostDto>
export const savePost = ({ currentSlug, ...fields }: SavePostFields) => apiRequest(path(currentSlug), { method: "PATCH", json: fields, reply: postResponse, current: postResponse });
// GET /api/posts/{slug}/revisions - newest first (admins)
export const fetchRevisions = (slug: string) => apiRequest(`${path(slug)}/revisions`, { reply: z.array(revisionResponse) });
// POST /api/posts/{slug}/revisions/{id}/restore - a save like any other, so a stale version is a ConflictError too
export const restoreRevision = ({ slug, id, version }: { slug: string; id: string; version?: number }) =>
  apiRequest(`${path(slug)}/revisions/${encodeURIComponent(id)}/restore`, { method: "POST", json: { version }, reply: postResponse, current: postResponse });
// GET /api/document-sets - the sets a post can join, every page of them
export const fetchDocumentSets = async () =>
  (await everyPage((cursor) => apiRequest(`/api/document-sets${cursorParam(cursor)}`, { reply: documentSetsResponse }))).flatMap((page) => page.items);

export const postQuery = (slug: string) => queryOptions({ queryKey: postKeys.one(slug), queryFn: () => fetchPost(slug) });
export const revisionsQuery = (slug: string) => queryOptions({ queryKey: postKeys.revisions(slug), queryFn: () => fetchRevisions(slug) });
export const documentSetsQuery = () => queryOptions({ queryKey: postKeys.documentSets, queryFn: fetchDocumentSets });

/** The saved post is cached under its (possibly new) slug; its revisions, the sets and the site map are read again. */
function keepSaved(client: QueryClient, post: PostDto, previousSlug?: string) {
  if (previousSlug && previousSlug !== post.slug) client.removeQueries({ queryKey: postKeys.one(previousSlug) });
  client.setQueryData(postKeys.one(post.slug), post);
  void client.invalidateQueries({ queryKey: postKeys.revisions(post.slug) });
  void client.invalidateQueries({ queryKey: postKeys.documentSets });
  void client.invalidateQueries({ queryKey: ["site-map"] });
}

/** Saves; a ConflictError is the editor's to handle. */
export const savePostMutation = (client: QueryClient) => mutationOptions({ mutationFn: savePost, onSuccess: (post, { currentSlug }) => keepSaved(client, post, currentSlug) });
export const createPostMutation = (client: QueryClient) => mutationOptions({ mutationFn: createPost, onSuccess: (post) => keepSaved(client, post) });
export const restoreRevisionMutation = (client: QueryClient) => mutationOptions({ mutationFn: restoreRevision, onSuccess: (post) => keepSaved(client, post) });

export const usePost = (slug: string | undefined) => useQuery({ ...postQuery(slug ?? ""), enabled: slug !== undefined });
export const useRevisions = (slug: string | undefined, enabled: boolean) => useQuery({ ...revisionsQuery(slug ?? ""), enabled: enabled && slug !== undefined });
export const useDocumentSets = () => useQuery(documentSetsQuery());
export const useSavePost = () => useMutation(savePostMutation(useQueryClient()));
export const useCreatePost = () => useMutation(createPostMutation(useQueryClient()));
export const useRestoreRevision = () => useMutation(restoreRevisionMutation(useQueryClient()));

type SiteMapPage = z.infer<typeof siteMapResponse>;
export type SiteMapDto = Omit<SiteMapPage, "next_cursor">;

const cursorParam = (cursor: string | undefined) => (cursor ? `?${new URLSearchParams({ cursor })}` : "");

/** The Site Map's pages as one tree: lists end to end, a set's chapters continued from page to page. */
export function mergeSiteMap(pages: readonly SiteMapPage[]): SiteMapDto {
  const sets = new Map<string, SiteMapDto["document_sets"][number]>();
  for (const set of pages.flatMap((page) => page.document_sets)) {
    const known = sets.get(set.slug);
    if (known) known.chapters.push(...set.chapters);
    else sets.set(set.slug, { ...set, chapters: [...set.chapters] });
  }
  return {
    pages: pages.flatMap((page) => page.pages),
    posts: pages.flatMap((page) => page.posts),
    help_articles: pages.flatMap((page) => page.help_articles),
    document_sets: [...sets.values()].sort((a, b) => (a.title === b.title ? (a.slug < b.slug ? -1 : 1) : a.title < b.title ? -1 : 1)),
  };
}

// GET /api/site-map - one page of the Site Map's tree (admins); with `q`, the entries whose title or address contains it
export const fetchSiteMapPage = (cursor: string | undefined, q = "", limit?: number) => {
  const params = new URLSearchParams({ ...(cursor ? { cursor } : {}), ...(q ? { q } : {}), ...(limit ? { limit: String(limit) } : {}) });
  return apiRequest(`/api/site-map${params.size ? `?${params}` : ""}`, { reply: siteMapResponse });
};

/** The Site Map dialog's tree, a page at a time as the admin asks for more (a site of 10,000 posts is 50 pages). */
export const useSiteMap = () =>
  useInfiniteQuery({
    queryKey: ["site-map", "tree"],
    queryFn: ({ pageParam }) => fetchSiteMapPage(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page: SiteMapPage) => page.next_cursor ?? undefined,
    select: (data) => mergeSiteMap(data.pages),
  });

/** How many places the palette offers for what is typed. */
const placesShown = 20;
/** The pages and posts whose title or address contains `q`, for the palette's "Go to" (asked as the admin types). */
export const sitePlacesQuery = (q: string) =>
  queryOptions({ queryKey: ["site-map", "places", q], queryFn: () => fetchSiteMapPage(undefined, q, placesShown), enabled: q !== "", placeholderData: keepPreviousData });
