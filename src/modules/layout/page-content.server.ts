import { cache } from "react";
import { normalizeUrlPage } from "@/lib/url-page";
import type { MediaImage } from "@/modules/media/components/image-sources";
import { uploadedImagesNamedIn } from "@/modules/media/media.service";
import { loadSectionData, sectionDataFrom, sectionDataRows, type SectionData } from "@/modules/sections/sections.service";
import { readAsOne, type Rows } from "@/server/db/one-statement";
import { oncePerRender } from "@/server/http/page-render";
import { placedKindNames, placedKinds, type PlacedKind, type PlacedKindDefinition, type PlacedRows } from "./placed-kinds";
import { log } from "@/server/log";

/** The page loader's limit and its message when the limit passes (spec 001 §8, §9); each kind's own message is in the placed-kinds table. */
export const pageLoadTimeoutMs = 10_000;
export const pageLoadTimeout = "Fetch timeout";

/** The reads one by one, per placed kind: the table's by default; tests inject failing or slow ones. */
export type PageSources = { [K in PlacedKind]: PlacedKindDefinition<PlacedRows[K]>["listPageRows"] };

/** A page's sections of every placed kind (`content.hero`, `content.template`, `content.heading`), in stored order. */
export type PageContent = { [K in PlacedKind]: PlacedRows[K][] } & {
  /** The page data of the template-section types that have some (the pricing plans a pricing section sells). */
  sectionData: SectionData;
  /** The uploaded images the sections show, for `srcset` (decision 020); empty when they could not be read. */
  images: MediaImage[];
  /** What could not be loaded; the page still renders, with that part empty. */
  failures: string[];
};

const tableSources: PageSources = { hero: placedKinds.hero.listPageRows, template: placedKinds.template.listPageRows, heading: placedKinds.heading.listPageRows };

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(pageLoadTimeout)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * A page's sections of every placed kind with their metrics and the template-section types' page
 * data, in one statement (one round trip, decision 014); once per render, however many parts of the
 * page (metadata, content) ask. If the statement fails, the parts are read one by one, so one broken
 * part still leaves the others on the page; after 10 s every part is empty and named in `failures`,
 * and the page still renders.
 */
export const loadPageContentOnce = cache((organizationId: string, urlPage: string) => oncePerRender(`page content ${organizationId} ${urlPage}`, () => readPageContent(organizationId, urlPage)));

async function readPageContent(organizationId: string, urlPage: string): Promise<PageContent> {
  const parts = {
    hero: placedKinds.hero.pageRows(organizationId, urlPage),
    template: placedKinds.template.pageRows(organizationId, urlPage),
    heading: placedKinds.heading.pageRows(organizationId, urlPage),
  };
  // Each kind's reads under "kind.name", the types' data under the type's name: one statement for all.
  const reads: Record<string, Rows<unknown>> = { ...sectionDataRows(organizationId) };
  for (const kind of placedKindNames) for (const [name, read] of Object.entries(parts[kind].reads)) reads[`${kind}.${name}`] = read;
  try {
    const rows = await withTimeout(readAsOne(reads), pageLoadTimeoutMs);
    const of = (kind: PlacedKind) => Object.fromEntries(Object.keys(parts[kind].reads).map((name) => [name, rows[`${kind}.${name}`] ?? []]));
    const sections = { hero: parts.hero.from(of("hero")), template: parts.template.from(of("template")), heading: parts.heading.from(of("heading")), sectionData: sectionDataFrom(rows) };
    return { ...sections, images: await imagesShownBy(organizationId, urlPage, sections), failures: [] };
  } catch (error) {
    const timedOut = error instanceof Error && error.message === pageLoadTimeout;
    log().error({ err: error }, `[page] Failed to fetch the page's content for ${urlPage} in one statement`);
    if (timedOut) return { hero: [], template: [], heading: [], sectionData: {}, images: [], failures: [pageLoadTimeout] };
    return loadPageContent(organizationId, urlPage, tableSources);
  }
}

/**
 * A page's sections of every placed kind, loaded in parallel. A part that fails or takes longer than
 * 10 s is empty and named in `failures` (the kind's message), so one broken query never takes the page down.
 */
export async function loadPageContent(organizationId: string, path: string, sources?: PageSources, timeoutMs = pageLoadTimeoutMs): Promise<PageContent> {
  const urlPage = normalizeUrlPage(path);
  if (!sources) return loadPageContentOnce(organizationId, urlPage);
  const [hero, template, heading, sectionData] = await Promise.allSettled([
    withTimeout(sources.hero(organizationId, urlPage), timeoutMs),
    withTimeout(sources.template(organizationId, urlPage), timeoutMs),
    withTimeout(sources.heading(organizationId, urlPage), timeoutMs),
    withTimeout(loadSectionData(organizationId), timeoutMs),
  ]);
  const failures: string[] = [];
  const settled = <T>(result: PromiseSettledResult<T[]>, kind: PlacedKind): T[] => {
    if (result.status === "fulfilled") return result.value;
    const message = placedKinds[kind].loadFailed;
    const reason = result.reason instanceof Error && result.reason.message === pageLoadTimeout ? pageLoadTimeout : message;
    log().error({ err: result.reason }, `[page] ${message} for ${urlPage}`);
    failures.push(reason);
    return [];
  };
  const sections = {
    hero: settled(hero, "hero"),
    template: settled(template, "template"),
    heading: settled(heading, "heading"),
    // Without their data the sections still show (pricing cards without basket buttons): no message for visitors.
    sectionData: sectionData.status === "fulfilled" ? sectionData.value : (log().error({ err: sectionData.reason }, "[page] Failed to fetch the sections' page data"), {}),
  };
  return { ...sections, images: await imagesShownBy(organizationId, urlPage, sections), failures };
}

/**
 * The uploaded images the page's sections name (their `srcset`, decision 020), read after the
 * sections: a page reads its own images, not the whole library. Without them the images stay plain
 * `<img>`, so a failure costs the page nothing else.
 */
async function imagesShownBy(organizationId: string, urlPage: string, sections: unknown): Promise<MediaImage[]> {
  try {
    return await withTimeout(uploadedImagesNamedIn(organizationId, sections), pageLoadTimeoutMs);
  } catch (error) {
    log().error({ err: error }, `[page] Failed to fetch the uploaded images of ${urlPage}`);
    return [];
  }
}
