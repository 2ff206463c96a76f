import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { organizationColumn, type Translations } from "@/modules/organizations/organizations.schema";
import { timestamps, versionColumn } from "@/server/db/columns";

/**
 * A post's words in other languages (issue 33 point 8): per field, {"es": "..."}; a field with no
 * translation in a language shows the base text there (spec 001 §5). Content translations are
 * sanitized HTML as the content is. `slug_translation` is the post's address in a language
 * (Webflow's localized slugs, decision 042): `/es/blog/{es slug}`; none, the base slug.
 */
const translationColumns = () => ({
  title_translation: jsonb("title_translation").$type<Translations>().notNull().default({}),
  description_translation: jsonb("description_translation").$type<Translations>().notNull().default({}),
  content_translation: jsonb("content_translation").$type<Translations>().notNull().default({}),
  metadescription_for_page_translation: jsonb("metadescription_for_page_translation").$type<Translations>().notNull().default({}),
  slug_translation: jsonb("slug_translation").$type<Translations>().notNull().default({}),
});

/**
 * Posts, and pages stored as posts (spec 000 §3 "Page": display_as_blog_post false). The grouped
 * configuration the API takes (display_config, organization_config, author_config, media_config)
 * is kept in flat columns.
 */
export const posts = pgTable(
  "posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organization_id: organizationColumn(),
    title: text("title").notNull(),
    description: text("description"),
    content: text("content"),
    content_type: text("content_type").notNull().default("html"),
    slug: text("slug").notNull(),
    author_name: text("author_name"),
    main_photo: text("main_photo"),
    metadescription_for_page: text("metadescription_for_page"),
    ...translationColumns(),
    created_on: timestamp("created_on", { withTimezone: true }).notNull().defaultNow(),
    section_id: uuid("section_id"),
    subsection: text("subsection"),
    order: integer("order").notNull().default(0),
    help_center_order: integer("help_center_order").notNull().default(0),
    doc_set: text("doc_set"),
    doc_set_order: integer("doc_set_order").notNull().default(0),
    doc_set_title: text("doc_set_title"),
    display_this_post: boolean("display_this_post").notNull().default(true),
    display_as_blog_post: boolean("display_as_blog_post").notNull().default(true),
    is_displayed_first_page: boolean("is_displayed_first_page").notNull().default(false),
    is_help_center: boolean("is_help_center").notNull().default(false),
    type: text("type").notNull().default("default"),
    is_numbered: boolean("is_numbered").notNull().default(false),
    is_with_author: boolean("is_with_author").notNull().default(false),
    is_company_author: boolean("is_company_author").notNull().default(false),
    author_id: text("author_id"),
    version: versionColumn(),
    ...timestamps(),
  },
  (table) => [
    unique("posts_organization_slug_unique").on(table.organization_id, table.slug),
    // A visitor's /es/blog/{slug} finds its post by `slug_translation @> {"es": slug}` (and the
    // organization) through this index, not by reading every translated post.
    index("posts_slug_translation_idx").using("gin", table.slug_translation.op("jsonb_path_ops")),
    index("posts_organization_order_idx").on(table.organization_id, table.order),
    // A blog page (/blog/page/{n}) reads its posts in this order and counts them: with 10,000 posts
    // the index lets PostgreSQL stop after the page's rows instead of sorting all of them (issue 31);
    // NULLS FIRST as `desc()` orders in the query, or the planner could not use it for the order.
    index("posts_blog_idx")
      .on(table.organization_id, table.created_on.desc().nullsFirst(), table.slug)
      .where(sql`${table.display_this_post} and ${table.display_as_blog_post}`),
    // Pages, help articles and chapters are a few among thousands of posts: without their own
    // indexes each read of them scanned every post of the organization (20 MB at 10,000 posts).
    index("posts_pages_idx")
      .on(table.organization_id, table.order, table.slug)
      .where(sql`${table.display_this_post} and not ${table.display_as_blog_post} and not ${table.is_help_center} and ${table.doc_set} is null`),
    index("posts_help_idx")
      .on(table.organization_id, table.help_center_order, table.title, table.slug)
      .where(sql`${table.display_this_post} and ${table.is_help_center}`),
    index("posts_chapters_idx")
      .on(table.organization_id, table.doc_set, table.doc_set_order, table.title, table.slug)
      .where(sql`${table.display_this_post} and ${table.doc_set} is not null`),
  ],
);

/**
 * How many shown rows each of an organization's listings holds (pages, posts, help, docs: the
 * parts of the sitemap, the blog's and help center's page counts) and when the listing last
 * changed. Kept by a trigger on posts (migration 0013), so a count costs one row, not a scan of
 * 10,000 posts. `changed_at` is the newest `updated_at` of a row that entered or changed in the
 * listing, or the time a row left it.
 */
export const postListingStats = pgTable(
  "post_listing_stats",
  {
    organization_id: organizationColumn(),
    listing: text("listing").notNull(),
    rows: integer("rows").notNull(),
    changed_at: timestamp("changed_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.organization_id, table.listing] })],
);

export const documentSets = pgTable(
  "document_sets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organization_id: organizationColumn(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    ...timestamps(),
  },
  (table) => [unique("document_sets_organization_slug_unique").on(table.organization_id, table.slug)],
);

/**
 * What a post held before each save (issue 13: "the last 10 revisions of a post are kept and can be
 * restored"): the words and the type, with the version they had. Gone with their post.
 */
export const postRevisions = pgTable(
  "post_revisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organization_id: organizationColumn(),
    post_id: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    title: text("title").notNull(),
    description: text("description"),
    content: text("content"),
    metadescription_for_page: text("metadescription_for_page"),
    ...translationColumns(),
    type: text("type").notNull(),
    saved_at: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("post_revisions_post_idx").on(table.post_id, table.saved_at)],
);
