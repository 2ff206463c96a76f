import type { BasketStrings } from "@/modules/basket/components/basket-strings";
import type { SliderWords } from "../components/section-slider";
import type { Rows } from "@/server/db/one-statement";
import { pricingPlansData } from "./pricing-plans/data.server";

/**
 * The registry's data-loader column (decision 015): what a type's body needs beyond its section, keyed
 * by the type, as an unexecuted read (`Rows`) that the page loader sends with the page's content in one
 * statement (decision 014). Server-only: it holds database reads, so it stays out of `registry.ts`,
 * which the API's validation and the editors' previews import. Most types need nothing and have no line.
 * `types/registry.test.ts` checks that every key is a registered type.
 */
export const sectionTypeData = {
  pricing_plans: pricingPlansData,
} satisfies Record<string, (organizationId: string) => Rows<unknown>>;

type SectionTypeData = typeof sectionTypeData;

/**
 * The page data of every type that has some, as the page loader read it; each body takes its own key.
 * `basket`: the basket's words in the page's language, which the server renderer adds (the catalogues
 * stay on the server, decision 013); without them (an editor's preview) pricing cards sell nothing.
 * `slider`: the section slider's words in the page's language, likewise.
 */
export type SectionData = { [T in keyof SectionTypeData]?: ReturnType<SectionTypeData[T]> extends Rows<infer Row> ? Row[] : never } & { basket?: BasketStrings; slider?: SliderWords };

type DataReads = { [T in keyof SectionTypeData]: ReturnType<SectionTypeData[T]> };

/** Every type's read for one organization, unexecuted, keyed by the type, for the page's one statement. */
export function sectionDataRows(organizationId: string): DataReads {
  // Object.entries forgets which read belongs to which key; the table above keeps them together.
  return Object.fromEntries(Object.entries(sectionTypeData).map(([type, read]) => [type, read(organizationId)])) as DataReads;
}

/** The types' rows out of the page's decoded statement (which holds other parts too), under the names `sectionDataRows` gave them. */
export function sectionDataFrom(rows: Record<string, unknown[]>): SectionData {
  // The rows under a type's name are what that type's read decoded (readAsOne keeps names and reads together).
  return Object.fromEntries(Object.keys(sectionTypeData).map((type) => [type, rows[type]])) as SectionData;
}
