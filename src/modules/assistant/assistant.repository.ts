import { and, desc, eq, sql } from "drizzle-orm";
import { db } from "@/server/db/client";
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
