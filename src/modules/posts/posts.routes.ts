import { createRoute, z } from "@hono/zod-openapi";
import { pageRequest } from "@/lib/cursor-paging";
import { rowIdParam } from "@/lib/fields";
import { isUuid, toJson } from "@/lib/json";
import type { TenantEnv } from "@/modules/organizations/organizations.service";
import { requireAdmin } from "@/server/http/guards";
import { access, errorResponses, jsonContent, named, versionConflictResponse } from "@/server/http/responses";
import { createRouter } from "@/server/http/router";
import { notFound } from "@/server/http/errors";
import { organizationTag } from "@/server/cache";
import { cacheThisPage } from "@/server/http/page-render";
import { createPage, createPost, getPostOrThrow, getPublishedPostOrThrow, listDocumentSets, listPostRevisions, restorePostRevision, searchPostsPage, siteStructure, updatePost } from "./posts.service";
import {
  createPageBody,
  createPostBody,
  documentSetsQuery,
  documentSetsResponse,
  patchPostBody,
  postResponse,
  restoreRevisionBody,
  revisionResponse,
  searchQuery,
  searchResponse,
  siteMapQuery,
  siteMapResponse,
} from "./posts.validation";

export const postsRoutes = createRouter<TenantEnv>();

const post = named(postResponse, "Post");
const slugParam = z.object({ slug: z.string().max(200) });

// POST /api/pages - create a page (the Create Page modal): a post that is not a blog post
postsRoutes.openapi(
  createRoute({
    method: "post",
    path: "/pages",
    tags: ["Pages and posts"],
    summary: "Create a page at /{slug}",
    ...access.admin,
    middleware: [requireAdmin] as const,
    request: { body: { content: { "application/json": { schema: createPageBody } }, required: true } },
    responses: { 201: jsonContent(post, "The created page"), ...errorResponses(401, 403, 404, 409) },
  }),
  async (c) => {
    const page = await createPage(c.get("organization").id, c.req.valid("json"));
    return c.json(toJson(page), 201);
  },
);

// POST /api/posts - create a post from the post editor; the slug is made from the title when absent
postsRoutes.openapi(
  createRoute({
    method: "post",
    path: "/posts",
    tags: ["Pages and posts"],
    summary: "Create a post",
    ...access.admin,
    middleware: [requireAdmin] as const,
    request: { body: { content: { "application/json": { schema: named(createPostBody, "PostInput") } }, required: true } },
    responses: { 201: jsonContent(post, "The created post, with its slug"), ...errorResponses(401, 403, 404, 409) },
  }),
  async (c) => {
    const created = await createPost(c.get("organization").id, c.req.valid("json"));
    return c.json(toJson(created), 201);
  },
);

// PATCH /api/posts/:slug - update the fields sent of a post or page
postsRoutes.openapi(
  createRoute({
    method: "patch",
    path: "/posts/{slug}",
    tags: ["Pages and posts"],
    summary: "Update a post or page (only the fields sent; null clears one); with `version`, only if nobody saved it since (else 409 with the current post)",
    ...access.admin,
    middleware: [requireAdmin] as const,
    request: { params: slugParam, body: { content: { "application/json": { schema: patchPostBody } }, required: true } },
    responses: {
      200: jsonContent(post, "The saved post, its version raised by one"),
      ...errorResponses(401, 403, 404),
      ...versionConflictResponse(post, "the new slug is taken"),
    },
  }),
  async (c) => {
    const { version, ...input } = c.req.valid("json");
    const updated = await updatePost(c.get("organization").id, c.req.valid("param").slug, input, version);
    return c.json(toJson(updated), 200);
  },
);

// GET /api/posts/:slug - a published post or page, for anyone
postsRoutes.openapi(
  createRoute({
    method: "get",
    path: "/posts/{slug}",
    tags: ["Pages and posts"],
    summary: "A published post or page",
    ...access.public,
    request: { params: slugParam },
    responses: { 200: jsonContent(post, "The post"), ...errorResponses(404) },
  }),
  async (c) => c.json(toJson(await getPublishedPostOrThrow(c.get("organization").id, c.req.valid("param").slug)), 200),
);

// GET /api/posts/:slug/edit - the post or page as stored, shown or hidden, for its editor (admins)
postsRoutes.openapi(
  createRoute({
    method: "get",
    path: "/posts/{slug}/edit",
    tags: ["Pages and posts"],
    summary: "A post or page as stored, shown to visitors or not, for the post editor",
    ...access.admin,
    middleware: [requireAdmin] as const,
    request: { params: slugParam },
    responses: { 200: jsonContent(post, "The post"), ...errorResponses(401, 403, 404) },
  }),
  async (c) => c.json(toJson(await getPostOrThrow(c.get("organization").id, c.req.valid("param").slug)), 200),
);

// GET /api/document-sets?organization_id= - the organization's document sets, for the post editor
postsRoutes.openapi(
  createRoute({
    method: "get",
    path: "/document-sets",
    tags: ["Pages and posts"],
    summary: "Document sets of the host's organization",
    ...access.public,
    request: { query: documentSetsQuery },
    responses: { 200: jsonContent(named(documentSetsResponse, "DocumentSets"), "One page of sets by title, and the next page's cursor"), ...errorResponses(400, 404) },
  }),
  async (c) => {
    const organizationId = c.get("organization").id;
    const { organization_id: asked, ...page } = c.req.valid("query");
    // The organization is the host's; naming another one is "not found" (spec decision 2).
    if (asked !== undefined && (!isUuid(asked) || asked !== organizationId)) throw notFound("Organization not found");
    return c.json(await listDocumentSets(organizationId, pageRequest(page)), 200);
  },
);

// GET /api/site-map - pages, blog posts, help articles and documentation sets, for the Site Map
postsRoutes.openapi(
  createRoute({
    method: "get",
    path: "/site-map",
    tags: ["Pages and posts"],
    summary: "The site's structure: pages, blog posts, help articles and documentation sets, drafts included, a page at a time",
    description: "Pages, posts and help articles by title, then each set's chapters in order; a set's chapters may continue on the next page (`next_cursor`). With `q`, only the entries whose title or address contains it.",
    ...access.admin,
    middleware: [requireAdmin] as const,
    request: { query: siteMapQuery },
    responses: { 200: jsonContent(named(siteMapResponse, "SiteMap"), "One page of the site's structure"), ...errorResponses(400, 401, 403) },
  }),
  async (c) => {
    const { q, ...page } = c.req.valid("query");
    return c.json(await siteStructure(c.get("organization").id, pageRequest(page), q || undefined), 200);
  },
);

// GET /api/search?q=&lang= - full-text search over the shown posts, help articles, chapters and page sections, for anyone
postsRoutes.openapi(
  createRoute({
    method: "get",
    path: "/search",
    tags: ["Pages and posts"],
    summary: "Search the site's shown posts, help articles, documentation chapters and pages",
    description:
      "Words match stemmed in each text's language, and by prefix, in titles (weighing most), descriptions, content and the pages' sections; texts in `lang` first, best first; when nothing matches, one typo per word is forgiven; 20 a page unless `limit` says (at most 50), the next page at `next_cursor` (decision 022). The same for every caller: the server keeps each answer until the site's content changes, with an ETag (a client holding the current answer gets 304).",
    ...access.public,
    request: { query: searchQuery },
    responses: { 200: jsonContent(named(searchResponse, "SearchResults"), "The matches, best first"), ...errorResponses(400) },
  }),
  async (c) => {
    const { q, lang, ...page } = c.req.valid("query");
    const organizationId = c.get("organization").id;
    // The same answer for everyone, from the organization's shown content: the front keeps it (page-query.ts).
    cacheThisPage(organizationTag(organizationId));
    return c.json(await searchPostsPage(organizationId, q, pageRequest(page), lang), 200);
  },
);

// GET /api/posts/:slug/revisions - the post's last 10 saved states, for its admins
postsRoutes.openapi(
  createRoute({
    method: "get",
    path: "/posts/{slug}/revisions",
    tags: ["Pages and posts"],
    summary: "What the post or page held before each of its last 10 saves, newest first",
    ...access.admin,
    middleware: [requireAdmin] as const,
    request: { params: slugParam },
    responses: { 200: jsonContent(named(z.array(revisionResponse), "PostRevisions"), "The revisions, newest first"), ...errorResponses(401, 403, 404) },
  }),
  async (c) => c.json(toJson(await listPostRevisions(c.get("organization").id, c.req.valid("param").slug)), 200),
);

// POST /api/posts/:slug/revisions/:id/restore - put a revision's title, description, content and type back
postsRoutes.openapi(
  createRoute({
    method: "post",
    path: "/posts/{slug}/revisions/{id}/restore",
    tags: ["Pages and posts"],
    summary: "Restore a revision (a save like any other: the state it replaces becomes a revision); with `version`, only if nobody saved since",
    ...access.admin,
    middleware: [requireAdmin] as const,
    request: { params: slugParam.extend(rowIdParam("Revision not found").shape), body: { content: { "application/json": { schema: restoreRevisionBody } }, required: false } },
    responses: { 200: jsonContent(post, "The post as restored, its version raised by one"), ...errorResponses(400, 401, 403, 404), ...versionConflictResponse(post) },
  }),
  async (c) => {
    const { slug, id } = c.req.valid("param");
    const restored = await restorePostRevision(c.get("organization").id, slug, id, c.req.valid("json")?.version);
    return c.json(toJson(restored), 200);
  },
);
