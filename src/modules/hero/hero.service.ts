import { orderStep } from "@/lib/design-tokens";
import { isUuid } from "@/lib/json";
import { plainText } from "@/lib/plain-text";
import { sanitizeRichText } from "@/lib/sanitize-html";
import { sanitizeTranslations } from "@/lib/section-fields";
import { homePage, normalizeUrlPage } from "@/lib/url-page";
import { withOrganizationLock } from "@/modules/organizations/organizations.service";
import { invalidate, organizationTag } from "@/server/cache";
import { notFound, versionConflict } from "@/server/http/errors";
import * as repository from "./hero.repository";
import type { HeroInput } from "./hero.validation";

/**
 * The columns a request body stands for: the older names h1_title and p_description read when
 * title and description are absent, rich text sanitized, unset image sizes ("Auto") dropped.
 */
function toColumns(input: HeroInput) {
  const { h1_title, p_description, url_page: _page, image_style, ...hero } = input;
  const { height, width, ...image } = image_style;
  return {
    ...hero,
    title: sanitizeRichText(hero.title ?? h1_title ?? ""),
    description: sanitizeRichText(hero.description ?? p_description ?? ""),
    button: hero.button ? sanitizeRichText(hero.button) : null,
    image: hero.image ?? null,
    name: hero.name ?? null,
    title_translation: sanitizeTranslations(hero.title_translation),
    description_translation: sanitizeTranslations(hero.description_translation),
    button_translation: sanitizeTranslations(hero.button_translation),
    image_style: { ...image, ...(height ? { height } : {}), ...(width ? { width } : {}) },
  };
}

/** A new hero goes last on its page: the highest order there plus 10, or 0 on an empty page. */
async function nextOrder(organizationId: string, urlPage: string): Promise<number> {
  const highest = await repository.highestHeroOrder(organizationId, urlPage);
  return highest === null ? 0 : highest + orderStep;
}

export function listHeroSections(organizationId: string, urlPage: string) {
  return repository.listHeroes(organizationId, normalizeUrlPage(urlPage));
}

export async function getHeroOrThrow(organizationId: string, id: string) {
  const hero = isUuid(id) ? await repository.findHero(organizationId, id) : null;
  if (!hero) throw notFound("Hero section not found");
  return hero;
}

export async function createHeroSection(organizationId: string, input: HeroInput) {
  const urlPage = normalizeUrlPage(input.url_page ?? homePage);
  const created = await withOrganizationLock(organizationId, async () =>
    repository.insertHero(organizationId, { ...toColumns(input), url_page: urlPage, order: await nextOrder(organizationId, urlPage) }),
  );
  invalidate(organizationTag(organizationId));
  return created;
}

/**
 * Replaces the hero; an omitted url_page keeps its page, and a hero moved to another page goes last
 * there. With `version` the save happens only if the hero is still at that version, else 409 with
 * the hero as it is (decision 017). Global Settings saves without one: last write wins.
 */
export async function updateHeroSection(organizationId: string, id: string, input: HeroInput, version?: number) {
  const updated = await withOrganizationLock(organizationId, async () => {
    const current = await getHeroOrThrow(organizationId, id);
    if (version !== undefined && version !== current.version) throw versionConflict(current);
    const urlPage = input.url_page === undefined ? current.url_page : normalizeUrlPage(input.url_page);
    const order = urlPage === current.url_page ? current.order : await nextOrder(organizationId, urlPage);
    return repository.updateHero(organizationId, id, { ...toColumns(input), url_page: urlPage, order }, version);
  });
  if (!updated) throw versionConflict(await getHeroOrThrow(organizationId, id));
  invalidate(organizationTag(organizationId));
  return updated;
}

export async function deleteHeroSection(organizationId: string, id: string) {
  if (!isUuid(id) || !(await repository.deleteHero(organizationId, id))) throw notFound("Hero section not found");
  invalidate(organizationTag(organizationId));
}

/** For the page layout manager (modules/layout). */
export const { listHeroOutline, setHeroOrder } = repository;

/** The home page's hero, which Global Settings edits as the website's hero. */
export function findHomeHero(organizationId: string) {
  return repository.findHomeHero(organizationId);
}

/** A page's heroes as `listHeroSections` reads them, unexecuted: the page loader sends it with the page's other reads. */
export const heroRowsOfPage = (organizationId: string, urlPage: string) => repository.heroRowsOfPage(organizationId, normalizeUrlPage(urlPage));

/** The heroes showing a stored file, found by the part every address of it contains (the media library's "used by"). */
export async function findMediaReferences(organizationId: string, urlStem: string) {
  return (await repository.listWithImage(organizationId, urlStem)).map(({ id, title, url_page }) => ({ kind: "hero_section" as const, id, title: plainText(title), url_page }));
}

/** Empties the image of the heroes showing a stored file being deleted (part of its transaction); how many changed. */
export async function clearMediaReferences(organizationId: string, urlStem: string) {
  const cleared = await repository.clearImages(organizationId, urlStem);
  if (cleared.length > 0) invalidate(organizationTag(organizationId));
  return cleared.length;
}

/** Its texts that carry translations (Global Settings shows how much of each language they cover). */
export { heroTranslationSources } from "./hero.repository";
