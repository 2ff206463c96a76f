import { isUuid } from "@/lib/json";
import { invalidate, organizationTag } from "@/server/cache";
import { notFound } from "@/server/http/errors";
import { showsOnPath } from "./banner-paths";
import * as repository from "./banners.repository";
import type { BannerInput } from "./banners.validation";
import { dismissalDurationMs } from "./dismissal-duration";

/** The banners a visitor sees on `path`: enabled, not ended, not dismissed by this user, meant for this page. */
export async function listBannersForPath(organizationId: string, path: string, userId: string | null) {
  const live = await repository.listLiveBanners(organizationId, new Date(), userId);
  return live.filter((banner) => showsOnPath(banner.page_paths, path));
}

export const listAllBanners = (organizationId: string) => repository.listBanners(organizationId);

/**
 * The banners a public page carries: enabled and not ended when it renders. The page is cached and the
 * same for everyone (decision 007), so the page's path, the visitor's dismissals and a later end are
 * left to the banner island in the browser.
 */
export const listActiveBanners = (organizationId: string) => repository.listLiveBanners(organizationId, new Date(), null);

/** `listActiveBanners`, unexecuted, for one statement with other reads (the public shell's). */
export const activeBannerRows = (organizationId: string) => repository.liveBannerRows(organizationId, new Date());

export async function getBannerOrThrow(organizationId: string, id: string) {
  const banner = isUuid(id) ? await repository.findBanner(organizationId, id) : null;
  if (!banner) throw notFound("Banner not found");
  return banner;
}

function toColumns({ end_date_promotion, ...fields }: BannerInput) {
  return end_date_promotion === undefined ? fields : { ...fields, end_date_promotion: end_date_promotion === null ? null : new Date(end_date_promotion) };
}

export async function createBanner(organizationId: string, input: BannerInput) {
  const banner = await repository.insertBanner(organizationId, toColumns(input));
  invalidate(organizationTag(organizationId));
  return banner;
}

export async function updateBanner(organizationId: string, id: string, input: BannerInput) {
  const banner = isUuid(id) ? await repository.updateBanner(organizationId, id, toColumns(input)) : null;
  if (!banner) throw notFound("Banner not found");
  invalidate(organizationTag(organizationId));
  return banner;
}

export async function deleteBanner(organizationId: string, id: string) {
  if (!isUuid(id) || !(await repository.deleteBanner(organizationId, id))) throw notFound("Banner not found");
  invalidate(organizationTag(organizationId));
}

/** Hides the banner from this user for the banner's dismissal duration (1 minute when it does not read as one). */
export async function dismissBanner(organizationId: string, id: string, userId: string) {
  const banner = await getBannerOrThrow(organizationId, id);
  const until = new Date(Date.now() + dismissalDurationMs(banner.dismissal_duration));
  await repository.upsertDismissal(organizationId, banner.id, userId, until);
  return { id: banner.id, isDismissed: true as const, dismissed_until: until.toISOString() };
}

/**
 * The signed-in user's dismissals that still hold, for the banner island: public pages are cached and
 * the same for everyone (decision 007), so they carry every banner and the browser hides these.
 */
export async function listDismissals(organizationId: string, userId: string) {
  const rows = await repository.listDismissals(organizationId, userId, new Date());
  return rows.map((row) => ({ id: row.banner_id, isDismissed: true as const, dismissed_until: row.dismissed_until.toISOString() }));
}

/** Every banner of the organization, in order, wherever it shows (Global Settings). */
export function listBanners(organizationId: string) {
  return repository.listBanners(organizationId);
}
