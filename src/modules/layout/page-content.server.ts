import { cache } from "react";
import { normalizeUrlPage } from "@/lib/section-fields";
import { headingRowsOfPage, listHeadingSections } from "@/modules/headings/headings.service";
import type { PricingPlanRow } from "@/modules/basket/components/basket";
import { heroRowsOfPage, listHeroSections } from "@/modules/hero/hero.service";
import { listPricingPlans, pricingPlanRows } from "@/modules/organizations/organizations.service";
import { listPageSections, pageSectionRows, pageSectionsFrom } from "@/modules/sections/sections.service";
import { readAsOne } from "@/server/db/one-statement";
import { oncePerRender } from "@/server/http/page-render";

/** The page loader's limit and messages (spec 001 §8, §9). */
export const pageLoadTimeoutMs = 10_000;
export const pageLoadMessages = {
  sections: "Failed to fetch template sections",
  headings: "Failed to fetch template headings",
  hero: "Failed to fetch hero sections",
  timeout: "Fetch timeout",
} as const;

/** The reads one by one, as tests inject them (failing or slow) to check the loader's messages. */
type Loaders = { heroes: typeof listHeroSections; sections: typeof listPageSections; headings: typeof listHeadingSections };
type Loaded<K extends keyof Loaders> = Awaited<ReturnType<Loaders[K]>>;

export interface PageContent {
  heroes: Loaded<"heroes">;
  sections: Loaded<"sections">;
  headings: Loaded<"headings">;
  /** The organization's pricing plans, which a pricing_plans section sells through the basket. */
  plans: readonly PricingPlanRow[];
  /** What could not be loaded; the page still renders, with that part empty. */
  failures: string[];
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(pageLoadMessages.timeout)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * A page's hero, template and heading sections with their metrics and the organization's pricing
 * plans, in one statement (one round trip, issue 10 point 6); once per render, however many parts of
 * the page (metadata, content) ask. If the statement fails, the parts are read one by one, so one
 * broken part still leaves the others on the page; after 10 s every part is empty and named in
 * `failures`, and the page still renders.
 */
export const loadPageContentOnce = cache((organizationId: string, urlPage: string) => oncePerRender(`page content ${organizationId} ${urlPage}`, () => readPageContent(organizationId, urlPage)));

async function readPageContent(organizationId: string, urlPage: string): Promise<PageContent> {
  const reads = { heroes: heroRowsOfPage(organizationId, urlPage), headings: headingRowsOfPage(organizationId, urlPage), plans: pricingPlanRows(organizationId), ...pageSectionRows(organizationId, urlPage) };
  try {
    const rows = await withTimeout(readAsOne(reads), pageLoadTimeoutMs);
    return { heroes: rows.heroes, headings: rows.headings, sections: pageSectionsFrom(rows.sections, rows.sectionMetrics), plans: rows.plans, failures: [] };
  } catch (error) {
    const timedOut = error instanceof Error && error.message === pageLoadMessages.timeout;
    console.error(`[page] Failed to fetch the page's content for ${urlPage} in one statement:`, error);
    if (timedOut) return { heroes: [], sections: [], headings: [], plans: [], failures: [pageLoadMessages.timeout] };
    return loadPageContent(organizationId, urlPage, { heroes: listHeroSections, sections: listPageSections, headings: listHeadingSections });
  }
}

/**
 * A page's hero, template and heading sections, loaded in parallel. A part that fails or takes
 * longer than 10 s is empty and named in `failures`, so one broken query never takes the page down.
 */
export async function loadPageContent(organizationId: string, path: string, sources?: Loaders, timeoutMs = pageLoadTimeoutMs): Promise<PageContent> {
  const urlPage = normalizeUrlPage(path);
  if (!sources) return loadPageContentOnce(organizationId, urlPage);
  const [heroes, sections, headings, plans] = await Promise.allSettled([
    withTimeout(sources.heroes(organizationId, urlPage), timeoutMs),
    withTimeout(sources.sections(organizationId, urlPage), timeoutMs),
    withTimeout(sources.headings(organizationId, urlPage), timeoutMs),
    withTimeout(listPricingPlans(organizationId), timeoutMs),
  ]);
  const failures: string[] = [];
  const settled = <T>(result: PromiseSettledResult<T>, message: string, empty: T): T => {
    if (result.status === "fulfilled") return result.value;
    const reason = result.reason instanceof Error && result.reason.message === pageLoadMessages.timeout ? pageLoadMessages.timeout : message;
    console.error(`[page] ${message} for ${urlPage}:`, result.reason);
    failures.push(reason);
    return empty;
  };
  return {
    heroes: settled(heroes, pageLoadMessages.hero, []),
    sections: settled(sections, pageLoadMessages.sections, []),
    headings: settled(headings, pageLoadMessages.headings, []),
    // Without plans the pricing cards still show, only without basket buttons: no message for visitors.
    plans: plans.status === "fulfilled" ? plans.value : (console.error("[page] Failed to fetch pricing plans:", plans.reason), []),
    failures,
  };
}
