import { isUuid } from "@/lib/json";
import { invalidate, organizationTag } from "@/server/cache";
import { AppError, notFound } from "@/server/http/errors";
import { showsOnPath } from "./banner-paths";
import * as repository from "./banners.repository";
import { bannerMessages, type BannerInput } from "./banners.validation";
import { dismissalDurationMs } from "./dismissal-duration";

/** Whether a banner is for this visitor: everyone's, members' when signed in, visitors' when not. */
const forVisitor = (banner: { audience: string }, signedIn: boolean) => banner.audience === "everyone" || (banner.audience === "members") === signedIn;

/** The banners a visitor sees on `path`: enabled, started and not ended, for them, not dismissed by this user, meant for this page. */
export async function listBannersForPath(organizationId: string, path: string, userId: string | null) {
  const now = new Date();
  const live = await repository.listLiveBanners(organizationId, now, userId);
  return live.filter((banner) => (!banner.start_date_promotion || banner.start_date_promotion <= now) && forVisitor(banner, userId !== null) && showsOnPath(banner.page_paths, path));
}

/** How far back the schedule job looks: more than the longest gap between two of its runs (two periods). */
const scheduleLookBackMs = 3 * 60_000;

/**
 * Drops the cached pages of organizations whose banner started or ended lately (the periodic job
 * `banner-schedule`, every minute): a page renders the banners running when it renders, and the
 * banner island hides or shows one at its exact time in the browser until then.
 */
export async function refreshPagesOnBannerSchedule(now = new Date()): Promise<void> {
  const organizations = await repository.organizationsWithBannerChanges(new Date(now.getTime() - scheduleLookBackMs), now);
  if (organizations.length > 0) invalidate(...organizations.map(organizationTag));
}

export const listAllBanners = (organizationId: string) => repository.listBanners(organizationId);

/**
 * The banners a public page carries: enabled and not ended when it renders. The page is cached and the
 * same for everyone (decision 007), so the page's path, the visitor's dismissals and a later end are
 * left to the banner island in the browser.
 */
export async function listActiveBanners(organizationId: string) {
  const now = new Date();
  return { banners: await repository.listLiveBanners(organizationId, now, null), renderedAt: now.getTime() };
}

/** `listActiveBanners`, unexecuted, for one statement with other reads (the public shell's). */
export const activeBannerRows = (organizationId: string) => repository.liveBannerRows(organizationId, new Date());

export async function getBannerOrThrow(organizationId: string, id: string) {
  const banner = isUuid(id) ? await repository.findBanner(organizationId, id) : null;
  if (!banner) throw notFound("Banner not found");
  return banner;
}

const instant = (value: string | null | undefined) => (value === undefined ? undefined : value === null ? null : new Date(value));

function toColumns({ start_date_promotion, end_date_promotion, ...fields }: BannerInput) {
  const dates = { start_date_promotion: instant(start_date_promotion), end_date_promotion: instant(end_date_promotion) };
  return { ...fields, ...Object.fromEntries(Object.entries(dates).filter(([, value]) => value !== undefined)) };
}

export async function createBanner(organizationId: string, input: BannerInput) {
  const banner = await repository.insertBanner(organizationId, toColumns(input));
  invalidate(organizationTag(organizationId));
  return banner;
}

export async function updateBanner(organizationId: string, id: string, input: BannerInput) {
  // A start or an end sent alone is checked against the other as stored.
  if (isUuid(id) && (input.start_date_promotion || input.end_date_promotion) && !(input.start_date_promotion !== undefined && input.end_date_promotion !== undefined)) {
    const stored = await repository.findBanner(organizationId, id);
    const start = input.start_date_promotion !== undefined ? input.start_date_promotion : stored?.start_date_promotion?.toISOString();
    const end = input.end_date_promotion !== undefined ? input.end_date_promotion : stored?.end_date_promotion?.toISOString();
    if (start && end && Date.parse(start) >= Date.parse(end)) throw new AppError({ code: "bad_request", message: bannerMessages.startBeforeEnd });
  }
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
