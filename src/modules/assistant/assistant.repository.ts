import { and, desc, eq, sql } from "drizzle-orm";
import { db, rowsOf } from "@/server/db/client";
import { atVersion, nextVersion } from "@/server/db/columns";
import { assistantSettings, unansweredQuestions } from "./assistant.schema";

export type AssistantSettings = typeof assistantSettings.$inferSelect;
export type SettingsValues = Partial<Pick<AssistantSettings, "enabled" | "welcome_text" | "use_help_center" | "use_docs" | "use_faqs">>;
export type UnansweredQuestion = typeof unansweredQuestions.$inferSelect;

export async function findSettings(organizationId: string): Promise<AssistantSettings | null> {
  const [row] = await (await db()).select().from(assistantSettings).where(eq(assistantSettings.organization_id, organizationId));
  return row ?? null;
}

/** Creates the row with the defaults at version 0 (as read before it existed) if there is none, so a save always has a version to check. */
export async function ensureSettings(organizationId: string): Promise<void> {
  await (await db()).insert(assistantSettings).values({ organization_id: organizationId, version: 0 }).onConflictDoNothing();
}

/** Null when the row is not at `version` any more. */
export async function updateSettings(organizationId: string, values: SettingsValues, version?: number): Promise<AssistantSettings | null> {
  const [row] = await (await db())
    .update(assistantSettings)
    .set({ ...values, version: nextVersion(assistantSettings.version), updated_at: new Date() })
    .where(and(eq(assistantSettings.organization_id, organizationId), atVersion(assistantSettings.version, version)))
    .returning();
  return row ?? null;
}

/** One row per wording: asked again, it counts once more and moves to the top. */
export async function recordUnanswered(organizationId: string, question: string, normalized: string, locale: string): Promise<void> {
  await (await db())
    .insert(unansweredQuestions)
    .values({ organization_id: organizationId, question, normalized, locale })
    .onConflictDoUpdate({
      target: [unansweredQuestions.organization_id, unansweredQuestions.normalized],
      set: { question, locale, times_asked: sql`${unansweredQuestions.times_asked} + 1`, last_asked_at: new Date() },
    });
}

export async function listUnanswered(organizationId: string, limit: number): Promise<UnansweredQuestion[]> {
  return (await db()).select().from(unansweredQuestions).where(eq(unansweredQuestions.organization_id, organizationId)).orderBy(desc(unansweredQuestions.last_asked_at), desc(unansweredQuestions.id)).limit(limit);
}

export async function deleteUnanswered(organizationId: string, id: string): Promise<boolean> {
  const deleted = await (await db())
    .delete(unansweredQuestions)
    .where(and(eq(unansweredQuestions.organization_id, organizationId), eq(unansweredQuestions.id, id)))
    .returning({ id: unansweredQuestions.id });
  return deleted.length > 0;
}

/** A help article or chapter as a visitor of `locale` reads it: each field its translation there, else the base text. */
export interface KnowledgeCandidate {
  id: string;
  slug: string;
  doc_set: string | null;
  /** The chapter's documentation set's title (not translated: sets have no translations). */
  set_title: string | null;
  is_help_center: boolean;
  display_as_blog_post: boolean;
  title: string;
  description: string;
  content: string;
}

/** `word:*` alternatives of the words' letters and digits: every word may match, each as a prefix. */
export function prefixQuery(words: string[]): string | null {
  const clean = [...new Set(words.flatMap((word) => word.normalize("NFKC").toLocaleLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []))].slice(0, 32);
  return clean.length > 0 ? clean.map((word) => `${word}:*`).join(" | ") : null;
}

/**
 * The shown help articles and chapters holding any of `words`, best first, in `locale`'s text
 * (issue 33 point 3). A match counts in the text the visitor reads, stemmed by its language: the
 * translation's vectors (migration 0020) or the post's own stemmed ones (migration 0017), and also
 * the 'simple' ones of migration 0005, so a word the stemmer changes oddly is still found. Titles
 * and descriptions (the head vectors) count twice. Only candidates: the passages are ranked after.
 */
export async function findKnowledgeCandidates(organizationId: string, locale: string, words: string[], sources: { help: boolean; docs: boolean }, limit: number): Promise<KnowledgeCandidate[]> {
  const tsquery = prefixQuery(words);
  if (!tsquery || (!sources.help && !sources.docs)) return [];
  const simple = sql`to_tsquery('simple', ${tsquery})`;
  const stemmed = sql`to_tsquery(search_config(${locale}), ${tsquery})`;
  const result = await (await db()).execute(sql`
    -- The slug in the visitor's language (decision 042), so a citation links to the address they read.
    select p.id, coalesce(nullif(btrim(p.slug_translation ->> ${locale}::text), ''), p.slug) as slug, p.doc_set, p.doc_set_title as set_title, p.is_help_center, p.display_as_blog_post,
      search_translated(p.title, p.title_translation, ${locale}) as title,
      search_translated(p.description, p.description_translation, ${locale}) as description,
      search_translated(p.content, p.content_translation, ${locale}) as content
    from posts p
    left join search_post_translations t on t.post_id = p.id and t.locale = ${locale}
    where p.organization_id = ${organizationId} and p.display_this_post
      and ((${sources.help} and p.is_help_center) or (${sources.docs} and p.doc_set is not null))
      and (t.body @@ ${stemmed} or (t.post_id is null and p.search_language = ${locale} and p.search_stemmed @@ ${stemmed}) or p.search_vector @@ ${simple})
    order by greatest(
      coalesce(2 * ts_rank(t.head, ${stemmed}) + ts_rank(t.body, ${stemmed}), 0),
      case when t.post_id is null and p.search_language = ${locale} then 2 * ts_rank(p.search_stemmed_head, ${stemmed}) + ts_rank(p.search_stemmed, ${stemmed}) else 0 end,
      2 * ts_rank(p.search_head, ${simple}) + ts_rank(p.search_vector, ${simple})
    ) desc, p.id
    limit ${limit}`);
  return rowsOf<KnowledgeCandidate>(result);
}
