import type { ReactNode } from "react";
import type { PublicSection } from "../section-rows";
import type { SectionData } from "../types/data.server";

export type { PublicMetric, PublicSection } from "../section-rows";

/** The typographic treatment of one text style variant. */
export type TextStyle = {
  /** Applied to the section frame (font family, colour). */
  frame: string;
  /** The section title (h2). */
  title: string;
  /** The section description. */
  description: string;
  /** Card titles (h3). */
  cardTitle: string;
  /** Card body text. */
  cardText: string;
  /** Extra classes for card surfaces when the card type is on. */
  card: string;
  /** Accent used for prices, quote marks and icons. */
  accent: string;
};

/** What every section body receives from `TemplateSection`. */
export type SectionBodyProps = {
  section: PublicSection;
  locale: string;
  textStyle: TextStyle;
  /** The page data of the types that have some (`types/data.server.ts`); each body reads its own type's key. */
  data?: SectionData;
};

export type SectionBody = (props: SectionBodyProps) => ReactNode;
