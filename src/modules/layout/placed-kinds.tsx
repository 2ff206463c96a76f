import DOMPurify from "isomorphic-dompurify";
import type { ReactNode } from "react";
import { HeadingSection, type HeadingRow } from "@/modules/headings/components/heading-section";
import { headingRowsOfPage, listHeadingOutline, listHeadingSections, setHeadingOrder } from "@/modules/headings/headings.service";
import { HeroSection, type HeroRow } from "@/modules/hero/components/hero-section";
import { heroRowsOfPage, listHeroOutline, listHeroSections, setHeroOrder } from "@/modules/hero/hero.service";
import type { PublicSection } from "@/modules/sections/components/section-data";
import { TemplateSection } from "@/modules/sections/components/template-section";
import { listPageSections, listTemplateOutline, pageSectionRows, pageSectionsFrom, setTemplateSectionOrder, type SectionData } from "@/modules/sections/sections.service";
import type { SectionType } from "@/modules/sections/sections.validation";
import type { Decoded, Rows } from "@/server/db/one-statement";
import type { LayoutSectionKind } from "./layout.validation";

/**
 * The kinds of section placed on a page (ARCHITECTURE rule 3, decision 015) and the row each one
 * renders. The key is the kind's anchor in the public HTML (`data-kind`); its order is the order of
 * kinds that share a place (hero, template, heading, as the layout manager lists them).
 */
export interface PlacedRows {
  hero: HeroRow;
  template: PublicSection;
  heading: HeadingRow;
}
export type PlacedKind = keyof PlacedRows;

/** What every placed section is rendered with. */
export interface PlacedContext {
  locale: string;
  /** Adds the page's language prefix to an internal path. */
  link: (path: string) => string;
  /** The page data of the template-section types that have some (a pricing section's plans). */
  sectionData: SectionData;
}

/** Where the editing layer finds a rendered section: `data-kind` and, when it is a stored row, `data-id`. */
export type Anchor = { kind: PlacedKind; id?: string };

/** A kind's line in the page layout manager (`GET /api/page-layout`). */
export interface OutlineEntry {
  id: string;
  /** The page it is on (`/home`, `/about`). */
  url_page: string;
  title: string;
  order: number;
  /** The row's version (decision 017): a layout saved with versions refuses to move a row changed since. */
  version: number;
  created_at: Date;
  data?: { section_type: SectionType };
}

/** A kind's reads for the page's one statement (decision 014) and how their rows become the kind's rows. */
export interface PageRead<Row> {
  reads: Record<string, Rows<unknown>>;
  from: (rows: Record<string, unknown[]>) => Row[];
}

export interface PlacedKindDefinition<Row> {
  /** Its name in the page-layout API (`type`); `layout.validation` holds the list, the test checks both agree. */
  layoutType: LayoutSectionKind;
  /** The spec's message when this part of the page cannot be loaded (001 §8). */
  loadFailed: string;
  /** The page's rows of this kind, unexecuted, for the page's one statement. */
  pageRows: (organizationId: string, urlPage: string) => PageRead<Row>;
  /** The same rows read on their own, when the one statement failed. */
  listPageRows: (organizationId: string, urlPage: string) => Promise<Row[]>;
  /** The page's sections of this kind as the layout manager lists them; without a page, every page's. */
  outline: (organizationId: string, urlPage?: string) => Promise<OutlineEntry[]>;
  /** Stores a section's new place on the page and raises its version; false when `expectedVersion` is stale. */
  setOrder: (organizationId: string, id: string, order: number, expectedVersion?: number) => Promise<boolean>;
  /** The public renderer (a server component without editor code); `children` is an included section. */
  render: (props: { row: Row; context: PlacedContext; anchor: Anchor; children?: ReactNode }) => ReactNode;
  /** The kind of the following section that this one shows inside itself, when it includes one. */
  includesFollowing?: (row: Row) => PlacedKind | undefined;
}

/** One module's reads, typed by themselves: `from` gets exactly their decoded rows. */
function pageRead<R extends Record<string, Rows<unknown>>, Row>(reads: R, from: (rows: Decoded<R>) => Row[]): PageRead<Row> {
  // readAsOne answers each read's decoded rows under the read's own name, which is what Decoded<R> says.
  return { reads, from: (rows) => from(rows as Decoded<R>) };
}

/** The text of stored rich text, as the layout list shows it ("<em>Hi</em> &amp; bye" is "Hi & bye"). */
const plainText = (html: string) => (DOMPurify.sanitize(html, { RETURN_DOM_FRAGMENT: true }).textContent ?? "").trim();

/**
 * The one table of placed kinds: the page renderer (`components/page-sections.tsx`), the page loader
 * (`page-content.server.ts`) and the page-layout service (`layout.service.ts`) read it. Server-side:
 * it holds database reads. The kinds' editors are the editing layer's table (`modules/editing/components/editors.ts`).
 */
export const placedKinds: { [K in PlacedKind]: PlacedKindDefinition<PlacedRows[K]> } = {
  hero: {
    layoutType: "hero",
    loadFailed: "Failed to fetch hero sections",
    pageRows: (organizationId, urlPage) => pageRead({ heroes: heroRowsOfPage(organizationId, urlPage) }, (rows) => rows.heroes),
    listPageRows: listHeroSections,
    outline: async (organizationId, urlPage) => (await listHeroOutline(organizationId, urlPage)).map((hero) => ({ ...hero, title: plainText(hero.title) })),
    setOrder: setHeroOrder,
    render: ({ row, context, anchor }) => <HeroSection hero={row} locale={context.locale} linkPrefix={context.link} anchor={anchor} />,
  },
  template: {
    layoutType: "template_section",
    loadFailed: "Failed to fetch template sections",
    pageRows: (organizationId, urlPage) => pageRead(pageSectionRows(organizationId, urlPage), (rows) => pageSectionsFrom(rows.sections, rows.sectionMetrics)),
    listPageRows: listPageSections,
    outline: async (organizationId, urlPage) =>
      (await listTemplateOutline(organizationId, urlPage)).map(({ section_type, ...section }) => ({ ...section, data: { section_type } })),
    setOrder: setTemplateSectionOrder,
    render: ({ row, context, anchor }) => <TemplateSection section={row} locale={context.locale} data={context.sectionData} anchor={anchor} />,
  },
  heading: {
    layoutType: "heading_section",
    loadFailed: "Failed to fetch template headings",
    pageRows: (organizationId, urlPage) => pageRead({ headings: headingRowsOfPage(organizationId, urlPage) }, (rows) => rows.headings),
    listPageRows: listHeadingSections,
    outline: async (organizationId, urlPage) =>
      (await listHeadingOutline(organizationId, urlPage)).map(({ name, name_part_2, name_part_3, ...heading }) => ({
        ...heading,
        title: plainText([name, name_part_2, name_part_3].filter(Boolean).join(" ")),
      })),
    setOrder: setHeadingOrder,
    render: ({ row, context, anchor, children }) => (
      <HeadingSection heading={row} locale={context.locale} linkPrefix={context.link} anchor={anchor}>
        {children}
      </HeadingSection>
    ),
    includesFollowing: (row) => (row.is_included_templatesection ? "template" : undefined),
  },
};

/** The placed kinds in the table's order (the order of kinds that share a place on the page). */
export const placedKindNames = Object.keys(placedKinds) as PlacedKind[];
