import { clearMediaReferences as clearHeadings, findMediaReferences as headingReferences } from "@/modules/headings/headings.service";
import { clearMediaReferences as clearHeroes, findMediaReferences as heroReferences } from "@/modules/hero/hero.service";
import type { MediaUsageClearer, MediaUsageLookup } from "@/modules/media/media.service";
import { clearMediaReferences as clearMenus, findMediaReferences as menuReferences } from "@/modules/menus/menus.service";
import { findMediaReferences as postReferences } from "@/modules/posts/posts.service";
import { clearMediaReferences as clearMetrics, findMediaReferences as metricReferences } from "@/modules/sections/sections.service";
import { readTogether } from "@/server/db/client";

/**
 * "Used by" for the media library, composed here because it spans modules the media module sits
 * below (their renderers build `srcset` with its helper): each module answers for its own content.
 */
export const findMediaUsage: MediaUsageLookup = async (organizationId, urlStem) => {
  const found = await readTogether([
    () => metricReferences(organizationId, urlStem),
    () => heroReferences(organizationId, urlStem),
    () => headingReferences(organizationId, urlStem),
    () => menuReferences(organizationId, urlStem),
    () => postReferences(organizationId, urlStem),
  ]);
  return found.flat();
};

/** "Delete anyway": each module empties its own images of the file, inside the delete's transaction (posts refuse instead). */
export const clearMediaUsage: MediaUsageClearer = async (organizationId, urlStem) => {
  await clearMetrics(organizationId, urlStem);
  await clearHeroes(organizationId, urlStem);
  await clearHeadings(organizationId, urlStem);
  await clearMenus(organizationId, urlStem);
};
