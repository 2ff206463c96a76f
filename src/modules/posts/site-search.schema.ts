import { index, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { organizationColumn } from "@/modules/organizations/organizations.schema";
import { posts } from "./posts.schema";

/**
 * What site search finds besides posts (issue 33, decision 022): the text of every hero, heading and
 * template section (its cards included), one row per section and language: the base text in the
 * site's language, and each language a translation exists for (missing fields fall back to the base
 * text, as the page shows them). Written only by the triggers of migration 0017 on the section,
 * metric and settings tables, so every way of saving a section keeps it right; never by this code.
 * Its `vector` (the title weighted A, the rest B, stemmed by the row's language: `search_config`) is a
 * generated column with a GIN index, left out of this schema like the posts' vectors.
 */
export const searchSections = pgTable(
  "search_sections",
  {
    organization_id: organizationColumn(),
    kind: text("kind").notNull(),
    section_id: uuid("section_id").notNull(),
    locale: text("locale").notNull(),
    url_page: text("url_page").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.section_id, table.locale] }), index("search_sections_organization_idx").on(table.organization_id)],
);

/**
 * The words of the organization's post titles and descriptions and of its sections, lower case
 * (kept by the same triggers): where a search that found nothing looks for the word a visitor meant
 * ("translaton" → "translation") by trigram similarity (pg_trgm). Words are never removed: a stale
 * one only ever leads to a second search that finds nothing.
 */
export const searchWords = pgTable(
  "search_words",
  {
    organization_id: organizationColumn(),
    word: text("word").notNull(),
  },
  // GiST over the organization and the word's trigrams (btree_gist, migration 0007): the lookup takes
  // one organization's words nearest a typed one, in order (`<->`), from the index. A GIN trigram
  // index on the word alone was 100x faster than a scan, yet the planner preferred the primary key.
  (table) => [primaryKey({ columns: [table.organization_id, table.word] }), index("search_words_trigram_idx").using("gist", table.organization_id, table.word.op("gist_trgm_ops"))],
);

/**
 * A post's text in each language it has a translation in (issue 33 point 8), for site search: the
 * translated fields, or the base text where a field has none, as the page shows them. One row per
 * post and language other than the post's own (`posts.search_language`). Written only by the
 * trigger of migration 0020 on posts. Its `head` and `body` vectors (title A, description B, and in
 * `body` the content C, stemmed by the row's language) are generated columns with GIN indexes, left
 * out of this schema like the posts' own.
 */
export const searchPostTranslations = pgTable(
  "search_post_translations",
  {
    organization_id: organizationColumn(),
    post_id: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    locale: text("locale").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    content: text("content").notNull(),
  },
  (table) => [primaryKey({ columns: [table.post_id, table.locale] }), index("search_post_translations_organization_idx").on(table.organization_id)],
);
