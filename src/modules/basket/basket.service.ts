import { deriveSectionType } from "@/lib/design-tokens";
import { listPageSections } from "@/modules/sections/sections.service";

/**
 * Where a visitor finds the plans to put in the basket: the home page's first pricing section (its
 * element id, `section-{id}`, as TemplateSection renders it), or null when the home page has none.
 */
export async function homePricingAnchor(organizationId: string): Promise<string | null> {
  const sections = await listPageSections(organizationId, "/");
  const pricing = sections.find((section) => deriveSectionType(section) === "pricing_plans");
  return pricing ? `section-${pricing.id}` : null;
}
