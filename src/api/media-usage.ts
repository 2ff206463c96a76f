import { findMediaReferences as headingReferences } from "@/modules/headings/headings.service";
import { findMediaReferences as heroReferences } from "@/modules/hero/hero.service";
import type { MediaUsageLookup } from "@/modules/media/media.service";
import { findMediaReferences as postReferences } from "@/modules/posts/posts.service";
import { findMediaReferences as metricReferences } from "@/modules/sections/sections.service";
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
    () => postReferences(organizationId, urlStem),
  ]);
  return found.flat();
};
