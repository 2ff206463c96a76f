import { normalizeUrlPage } from "@/lib/section-fields";
import { listHeadingSections } from "@/modules/headings/headings.service";
import type { PricingPlanRow } from "@/modules/basket/components/basket";
import { listHeroSections } from "@/modules/hero/hero.service";
import { listPricingPlans } from "@/modules/organizations/organizations.service";
import { listPageSections } from "@/modules/sections/sections.service";

/** The page loader's limit and messages (spec 001 §8, §9). */
export const pageLoadTimeoutMs = 10_000;
export const pageLoadMessages = {
  sections: "Failed to fetch template sections",
  headings: "Failed to fetch template headings",
  hero: "Failed to fetch hero sections",
  timeout: "Fetch timeout",
} as const;

const loaders = { heroes: listHeroSections, sections: listPageSections, headings: listHeadingSections };
type Loaders = typeof loaders;
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
 * A page's hero, template and heading sections, loaded in parallel. A part that fails or takes
 * longer than 10 s is empty and named in `failures`, so one broken query never takes the page down.
 */
export async function loadPageContent(organizationId: string, path: string, sources: Loaders = loaders, timeoutMs = pageLoadTimeoutMs): Promise<PageContent> {
  const urlPage = normalizeUrlPage(path);
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
