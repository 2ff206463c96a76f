import { HeadingSection } from "@/modules/headings/components/heading-section";
import { HeroSection, fallbackHero } from "@/modules/hero/components/hero-section";
import { TemplateSection } from "@/modules/sections/components/template-section";
import type { PageContent } from "../page-content.server";

type Placed =
  | { kind: "hero"; order: number; row: PageContent["heroes"][number] }
  | { kind: "template"; order: number; row: PageContent["sections"][number] }
  | { kind: "heading"; order: number; row: PageContent["headings"][number] };

const kindRank = { hero: 0, template: 1, heading: 2 } as const;

/** The page's sections of every kind in layout order (ties: hero, template, heading, as the layout manager lists them). */
export function placeSections(content: Pick<PageContent, "heroes" | "sections" | "headings">): Placed[] {
  const placed: Placed[] = [
    ...content.heroes.map((row) => ({ kind: "hero" as const, order: row.order, row })),
    ...content.sections.map((row) => ({ kind: "template" as const, order: row.order, row })),
    ...content.headings.map((row) => ({ kind: "heading" as const, order: row.order, row })),
  ];
  return placed.sort((a, b) => a.order - b.order || kindRank[a.kind] - kindRank[b.kind]);
}

interface Props {
  content: PageContent;
  locale: string;
  link: (path: string) => string;
  /** The home page shows the fallback hero of spec 001 §9 when it has none. */
  fallbackHeroFor?: string;
}

/**
 * Renders a page's content. A heading section that includes a template section shows the template
 * section that follows it inside itself. Parts that failed to load are missing, with a quiet notice.
 */
export function PageSections({ content, locale, link, fallbackHeroFor }: Props) {
  const placed = placeSections(content);
  if (fallbackHeroFor && content.heroes.length === 0 && content.failures.length === 0) {
    placed.unshift({ kind: "hero", order: -1, row: fallbackHero(fallbackHeroFor) });
  }
  const blocks = [];
  for (let index = 0; index < placed.length; index++) {
    const entry = placed[index]!;
    if (entry.kind === "hero") blocks.push(<HeroSection key={entry.row.id} hero={entry.row} locale={locale} linkPrefix={link} />);
    if (entry.kind === "template") blocks.push(<TemplateSection key={entry.row.id} section={entry.row} locale={locale} plans={content.plans} />);
    if (entry.kind === "heading") {
      const next = placed[index + 1];
      const included = entry.row.is_included_templatesection && next?.kind === "template" ? next : null;
      if (included) index++;
      blocks.push(
        <HeadingSection key={entry.row.id} heading={entry.row} locale={locale} linkPrefix={link}>
          {included && <TemplateSection section={included.row} locale={locale} plans={content.plans} />}
        </HeadingSection>,
      );
    }
  }
  return (
    <>
      {content.failures.length > 0 && (
        <p role="status" className="mx-auto max-w-7xl px-6 py-2 text-sm text-gray-600">
          {content.failures.join(". ")}
        </p>
      )}
      {blocks}
    </>
  );
}
