import { Fragment, type ReactNode } from "react";
import { messagesOf } from "@/lib/i18n/translator";
import { basketStringsFor } from "@/modules/basket/components/basket-strings";
import { fallbackHero } from "@/modules/hero/components/hero-section";
import { registerUploadedImages } from "@/modules/media/components/responsive-image";
import type { PageContent } from "../page-content.server";
import { placedKindNames, placedKinds, type Anchor, type PlacedContext, type PlacedKind, type PlacedKindDefinition, type PlacedRows } from "../placed-kinds";

/** A section placed on the page: its kind, its row's id and place, and how it renders. */
interface Placed {
  kind: PlacedKind;
  id: string;
  order: number;
  /** The kind of the following section that this one shows inside itself, if it includes one. */
  includes: PlacedKind | undefined;
  render: (context: PlacedContext, children?: ReactNode) => ReactNode;
}

/** The rows of one kind as placed sections; `anchored` is false for a row that is not stored (the fallback hero). */
function placed<K extends PlacedKind>(kind: K, rows: readonly PlacedRows[K][], anchored = true): Placed[] {
  const definition: PlacedKindDefinition<PlacedRows[K]> = placedKinds[kind];
  return rows.map((row) => {
    const anchor: Anchor = anchored ? { kind, id: row.id } : { kind };
    return {
      kind,
      id: row.id,
      order: row.order,
      includes: definition.includesFollowing?.(row),
      render: (context, children) => definition.render({ row, context, anchor, children }),
    };
  });
}

const kindRank = (kind: PlacedKind) => placedKindNames.indexOf(kind);

/** The page's sections of every kind in layout order (ties: the placed-kinds table's order, as the layout manager lists them). */
export function placeSections(content: Pick<PageContent, PlacedKind>): Placed[] {
  const all = [...placed("hero", content.hero), ...placed("template", content.template), ...placed("heading", content.heading)];
  return all.sort((a, b) => a.order - b.order || kindRank(a.kind) - kindRank(b.kind));
}

/** Said after the parts that failed to load (spec 001 §8, "Heading sections fetch"). */
export const partsFailedAdvice = "Please try refreshing the page or contact support if the issue persists.";

interface Props {
  content: PageContent;
  locale: string;
  link: (path: string) => string;
  /** The home page shows the fallback hero of spec 001 §9 when it has none. */
  fallbackHeroFor?: string;
}

/**
 * Renders a page's content through the placed-kinds table. Each section's root carries its anchor
 * (`data-kind`, and `data-id` for a stored row) for the editing layer. A section that includes the
 * following one (a heading including a template section) shows it inside itself. Parts that failed to
 * load are missing, with a quiet notice.
 */
export function PageSections({ content, locale, link, fallbackHeroFor }: Props) {
  // The sections' uploaded images become <picture> with srcset (decision 020).
  registerUploadedImages(content.images);
  const sections = placeSections(content);
  if (fallbackHeroFor && content.hero.length === 0 && content.failures.length === 0) {
    // Not a stored row: anchored as a hero without data-id, so the editing layer offers to create one instead.
    sections.unshift(...placed("hero", [{ ...fallbackHero(fallbackHeroFor), order: -1 }], false));
  }
  const context: PlacedContext = { locale, link, sectionData: { ...content.sectionData, basket: basketStringsFor(locale), slider: messagesOf(locale, "shell").slider } };
  const blocks = [];
  for (let index = 0; index < sections.length; index++) {
    const entry = sections[index]!;
    const next = sections[index + 1];
    const included = entry.includes && next?.kind === entry.includes ? next : null;
    if (included) index++;
    blocks.push(<Fragment key={`${entry.kind}:${entry.id}`}>{entry.render(context, included?.render(context))}</Fragment>);
  }
  return (
    <>
      {content.failures.length > 0 && (
        <p role="status" className="mx-auto max-w-7xl px-6 py-2 text-sm text-gray-600">
          {[...content.failures, partsFailedAdvice].join(". ")}
        </p>
      )}
      {blocks}
    </>
  );
}
