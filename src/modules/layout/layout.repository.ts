import { and, eq } from "drizzle-orm";
import { deriveSectionType } from "@/lib/design-tokens";
import { templateSections } from "@/modules/sections/sections.schema";
import { db } from "@/server/db/client";

/**
 * Template sections as the layout manager sees them. The sections module owns the table; this
 * reads a page's sections and writes only their order.
 */
export async function listTemplateOutline(organizationId: string, urlPage: string) {
  const rows = await (await db())
    .select()
    .from(templateSections)
    .where(and(eq(templateSections.organization_id, organizationId), eq(templateSections.url_page, urlPage)));
  return rows.map((row) => ({
    id: row.id,
    title: row.section_title,
    order: row.order,
    created_at: row.created_at,
    section_type: deriveSectionType(row),
  }));
}

export async function setTemplateSectionOrder(organizationId: string, id: string, order: number): Promise<void> {
  await (await db())
    .update(templateSections)
    .set({ order, updated_at: new Date() })
    .where(and(eq(templateSections.organization_id, organizationId), eq(templateSections.id, id)));
}
