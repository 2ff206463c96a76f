import { cache } from "react";
import { activeBannerRows } from "@/modules/banners/banners.service";
import { categoriesWithServicesFrom, categoryAndServiceRows } from "@/modules/cookies/cookies.service";
import { menuFrom, menuRows } from "@/modules/menus/menus.service";
import { readAsOne } from "@/server/db/one-statement";
import { oncePerRender } from "@/server/http/page-render";

/**
 * What the public shell shows around every page, besides the settings `loadSite` read: the menus,
 * the running banners and the cookie categories with their services. Each module writes its own
 * reads (decision 010); they travel as one statement, once per render (issue 10, point 6).
 */
export const loadShell = cache((organizationId: string) => oncePerRender(`shell ${organizationId}`, () => readShell(organizationId)));

async function readShell(organizationId: string) {
  // The moment the banners are read for: it decides which of them have started (SiteBannersView).
  const bannersAt = Date.now();
  const rows = await readAsOne({ ...menuRows(organizationId), banners: activeBannerRows(organizationId), ...categoryAndServiceRows(organizationId) });
  return {
    menu: menuFrom(rows.menuItems, rows.submenuItems, { includeHidden: false }),
    banners: rows.banners,
    bannersAt,
    cookieCategories: categoriesWithServicesFrom(rows.cookieCategories, rows.cookieServices),
  };
}
