import { z } from "zod";
import { cursorQuery, nextCursorField } from "@/lib/cursor-paging";
import { metaDescriptionMax, postDisplayTypes } from "@/lib/design-tokens";
import { mediaUrl, rowVersion, translationsOf } from "@/lib/fields";
import { knownLocales } from "@/lib/locales";
import { slugPattern } from "@/lib/slug";

/** Messages of spec 000 §5 "Post" and "Page creation", and §8. */
export const postMessages = {
  titleRequired: "Title is required",
  pageTitleRequired: "Page title is required",
  pageSlugRequired: "Page slug is required",
  slugPattern: "Slug can only contain lowercase letters, numbers, and hyphens",
  pageSlugTaken: "A page with this slug already exists",
  postSlugTaken: "A post with this slug already exists",
  metaDescriptionTooLong: `Meta description must be at most ${metaDescriptionMax} characters`,
  slugReserved: "This slug is used by the site itself (such as /login or /blog). Please choose another one.",
  documentSetNotFound: "Document set not found",
  authorNotFound: "Author not found",
  searchEmpty: "Enter a word to search for",
  searchTooLong: "Search for at most 200 characters",
  searchLanguage: `Search in one of the languages ${knownLocales.join(", ")}`,
} as const;

/**
 * Slugs a page cannot take: the first path segments of the site's own routes, Next's internals
 * and the language prefixes (a page "es" could never be reached: /es is Spanish). The legal pages
 * the cookie notice links to, privacy-policy and cookie-policy, are pages the organization writes;
 * /cookie-policy adds the cookie declaration below its text.
 */
export const reservedSlugs: ReadonlySet<string> = new Set([
  "api", "login", "register", "signup", "reset-password", "account", "admin", "basket", "blog",
  "help-center", "docs", "search", "products", "home", "invitation", "book", "meet", "_next", ...knownLocales,
]);

export const slugMaxLength = 100;

const slug = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(slugMaxLength, `Slugs are at most ${slugMaxLength} characters`)
    .regex(slugPattern, postMessages.slugPattern);

const metaDescription = z.string().trim().max(metaDescriptionMax, postMessages.metaDescriptionTooLong).nullable().optional();

/** `POST /api/pages` (the Create Page modal): checked in the modal's order. */
export const createPageBody = z
  .object({
    title: z.string({ error: postMessages.pageTitleRequired }).trim().min(1, postMessages.pageTitleRequired).max(200, "Page titles are at most 200 characters"),
    slug: slug(postMessages.pageSlugRequired),
    description: metaDescription,
  })
  .strict();
export type CreatePageInput = z.output<typeof createPageBody>;

/** Order fields: whole numbers from 0, 0 when left out (000 §5 "Post"). */
const orderField = z
  .number({ error: "Order fields must be whole numbers" })
  .int("Order fields must be whole numbers")
  .min(0, "Order fields must be 0 or more")
  .max(1_000_000)
  .optional();
const flag = z.boolean().optional();
const optionalText = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`).nullable().optional();

const displayConfig = z
  .object({
    display_this_post: flag,
    display_as_blog_post: flag,
    is_displayed_first_page: flag,
    is_help_center: flag,
    help_center_order: orderField,
    type: z.enum(postDisplayTypes, { message: `Post type must be one of: ${postDisplayTypes.join(", ")}` }).optional(),
    is_numbered: flag,
  })
  .strict();

const organizationConfig = z
  .object({
    section_id: z.uuid("section_id must be a section's id").nullable().optional(),
    subsection: optionalText(200),
    order: orderField,
    /** The slug of an existing document set; with doc_set_title, a set that does not exist yet is created. */
    doc_set: optionalText(slugMaxLength),
    doc_set_order: orderField,
    doc_set_title: optionalText(200),
  })
  .strict();

const authorConfig = z.object({ is_with_author: flag, is_company_author: flag, author_id: optionalText(64) }).strict();
const mediaConfig = z.object({ main_photo: mediaUrl.nullable().optional() }).strict();

const titleMax = "Titles are at most 300 characters";
const contentMax = "Content is at most 500,000 characters";

/**
 * A post's address in other languages, {"es": "como-empezar"} (decision 042): each one checked as
 * `slug` is, with its messages; a blank one is dropped (the language then uses the base slug).
 */
const slugTranslation = z
  .record(
    z.string(),
    z
      .string()
      .trim()
      .max(slugMaxLength, `Slugs are at most ${slugMaxLength} characters`)
      .refine((value) => value === "" || slugPattern.test(value), postMessages.slugPattern),
  )
  .refine((value) => Object.keys(value).every((key) => (knownLocales as readonly string[]).includes(key)), {
    message: `Translations may only use the languages ${knownLocales.join(", ")}`,
  })
  .transform((value) => Object.fromEntries(Object.entries(value).filter(([, slug]) => slug !== "")));

const postFields = {
  description: optionalText(2000),
  content: z.string().max(500_000, contentMax).nullable().optional(),
  /** Each field in other languages, {"es": "..."} (a whole map replaces the stored one); a language left out shows the base text. */
  title_translation: translationsOf(300, titleMax).optional(),
  description_translation: translationsOf(2000).optional(),
  content_translation: translationsOf(500_000, contentMax).optional(),
  metadescription_for_page_translation: translationsOf(metaDescriptionMax, postMessages.metaDescriptionTooLong).optional(),
  /** The post's address in other languages (/es/blog/{slug}); a language left out uses `slug`. Pages keep one address. */
  slug_translation: slugTranslation.optional(),
  // Content is stored as sanitized HTML (TipTap, or the code view of landing posts).
  content_type: z.literal("html", { message: "Content type must be html" }).optional(),
  display_config: displayConfig.optional(),
  organization_config: organizationConfig.optional(),
  author_config: authorConfig.optional(),
  media_config: mediaConfig.optional(),
  author_name: optionalText(120),
  metadescription_for_page: metaDescription,
  created_on: z.iso.datetime({ offset: true, local: true, message: "created_on must be a date and time such as 2026-01-31T09:30:00Z" }).optional(),
  /** Empty or absent: made from the title on create, kept on update. */
  slug: z
    .string()
    .trim()
    .max(slugMaxLength, `Slugs are at most ${slugMaxLength} characters`)
    .refine((value) => value === "" || slugPattern.test(value), postMessages.slugPattern)
    .optional(),
};

/** `POST /api/posts` (000 §7): the post editor's body; a missing slug is made from the title. */
export const createPostBody = z
  .object({ title: z.string({ error: postMessages.titleRequired }).trim().min(1, postMessages.titleRequired).max(300, "Titles are at most 300 characters"), ...postFields })
  .strict();

/** `PATCH /api/posts/{slug}`: the same body, every field optional; null clears a field. */
export const updatePostBody = z
  .object({ title: z.string().trim().min(1, postMessages.titleRequired).max(300, "Titles are at most 300 characters").optional(), ...postFields })
  .strict();
export type UpdatePostInput = z.output<typeof updatePostBody>;

/** `PATCH /api/posts/{slug}`: the same body and the version it was based on (decision 017). */
export const patchPostBody = updatePostBody.extend({ version: rowVersion.optional() }).strict();

const translatedFields = {
  title_translation: z.record(z.string(), z.string()),
  description_translation: z.record(z.string(), z.string()),
  content_translation: z.record(z.string(), z.string()),
  metadescription_for_page_translation: z.record(z.string(), z.string()),
  slug_translation: z.record(z.string(), z.string()).describe("The address in other languages; a language left out uses `slug`"),
};

export const postResponse = z.object({
  id: z.uuid(),
  organization_id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  content: z.string().nullable(),
  content_type: z.string(),
  slug: z.string(),
  author_name: z.string().nullable(),
  main_photo: z.string().nullable(),
  metadescription_for_page: z.string().nullable(),
  ...translatedFields,
  created_on: z.string(),
  section_id: z.string().nullable(),
  subsection: z.string().nullable(),
  order: z.number().int(),
  help_center_order: z.number().int(),
  doc_set: z.string().nullable(),
  doc_set_order: z.number().int(),
  doc_set_title: z.string().nullable(),
  display_this_post: z.boolean(),
  display_as_blog_post: z.boolean(),
  is_displayed_first_page: z.boolean(),
  is_help_center: z.boolean(),
  type: z.string(),
  is_numbered: z.boolean(),
  is_with_author: z.boolean(),
  is_company_author: z.boolean(),
  author_id: z.string().nullable(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const documentSetResponse = z.object({ slug: z.string(), title: z.string() });

const siteEntry = z.object({ id: z.uuid(), title: z.string(), slug: z.string(), published: z.boolean() });

/** `GET /api/site-map`: one page of the Site Map's tree (a set's chapters continue on the next page). */
export const siteMapResponse = z.object({
  pages: z.array(siteEntry),
  posts: z.array(siteEntry),
  help_articles: z.array(siteEntry),
  document_sets: z.array(z.object({ slug: z.string(), title: z.string(), chapters: z.array(siteEntry) })),
  next_cursor: nextCursorField,
});

/** `GET /api/site-map`: posts a page holds, and the words their title or address contains (the palette's "Go to"). */
export const siteMapQuery = cursorQuery({ usual: 200, most: 500 }).extend({
  q: z.string().trim().max(200, postMessages.searchTooLong).optional().describe("Only entries whose title or address contains this, in any case"),
});

/** `GET /api/document-sets`: one page of sets by title. */
export const documentSetsQuery = cursorQuery({ usual: 100, most: 500 }).extend({ organization_id: z.string().max(64).optional() });
export const documentSetsResponse = z.object({ items: z.array(documentSetResponse), next_cursor: nextCursorField });

/** `GET /api/search?q=&cursor=&limit=`: the words to find, and which page of the results. */
export const searchQuery = cursorQuery({ usual: 20, most: 50 }).extend({
  q: z.string().trim().min(1, postMessages.searchEmpty).max(200, postMessages.searchTooLong),
  lang: z.enum(knownLocales, { message: postMessages.searchLanguage }).optional().describe("The visitor's language: its texts come first (the site's language when absent)"),
});

/** `GET /api/search`: the best matches first; each snippet is plain text in parts, the found words marked. */
export const searchResponse = z.object({
  results: z.array(
    z.object({
      kind: z.enum(["doc", "help", "post", "page"]),
      title: z.string(),
      path: z.string(),
      snippet: z.array(z.object({ text: z.string(), marked: z.boolean() })),
    }),
  ),
  total: z.number().int().describe("How many posts and pages matched (ranking stops at 450)"),
  next_cursor: nextCursorField,
});

/** `GET /api/posts/{slug}/revisions`: what the post held before each of its last saves, newest first. */
export const revisionResponse = z.object({
  id: z.string(),
  version: z.number().int().describe("The post's version this revision held"),
  title: z.string(),
  description: z.string().nullable(),
  content: z.string().nullable(),
  metadescription_for_page: z.string().nullable(),
  ...translatedFields,
  type: z.string(),
  saved_at: z.string(),
});

/** `POST /api/posts/{slug}/revisions/{id}/restore`: with `version`, only if nobody saved the post since. */
export const restoreRevisionBody = z.object({ version: rowVersion.optional() }).strict();

/** How many of the newest blog posts Global Settings' blog tab lists (`GET /api/organizations/{orgId}`'s blog_posts); the site map opens any post. */
export const settingsBlogPostLimit = 100;
