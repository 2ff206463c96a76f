import { describe, expect, it } from "vitest";
import { categoriesWithServicesFrom, categoryAndServiceRows, listCategoriesWithServices } from "@/modules/cookies/cookies.service";
import { seedDemo } from "@/modules/demo/demo.service";
import { listHeadingSections } from "@/modules/headings/headings.service";
import { listHeroSections } from "@/modules/hero/hero.service";
import { loadPageContent } from "@/modules/layout/layout.service";
import { listMenu, menuFrom, menuRows } from "@/modules/menus/menus.service";
import { listPricingPlans, resolveTenant } from "@/modules/organizations/organizations.service";
import { listPageSections } from "@/modules/sections/sections.service";
import { activeBannerRows, listActiveBanners } from "@/modules/banners/banners.service";
import { readAsOne } from "@/server/db/one-statement";

describe("reads sent as one statement", () => {
  it("answer what each read answers alone, with dates, JSON and order intact (the demo's pages and shell)", async () => {
    await seedDemo(3000);
    const organization = (await resolveTenant("localhost:3000"))!;
    for (const page of ["/", "/work-visas", "/services"]) {
      const content = await loadPageContent(organization.id, page);
      expect(content.failures).toEqual([]);
      expect(content.hero).toEqual(await listHeroSections(organization.id, page));
      expect(content.template).toEqual(await listPageSections(organization.id, page));
      expect(content.heading).toEqual(await listHeadingSections(organization.id, page));
      expect(content.sectionData).toEqual({ pricing_plans: await listPricingPlans(organization.id) });
    }
    const home = await loadPageContent(organization.id, "/");
    expect(home.template.some((section) => section.website_metric.length > 0)).toBe(true);

    const rows = await readAsOne({ ...menuRows(organization.id), banners: activeBannerRows(organization.id), ...categoryAndServiceRows(organization.id) });
    expect(menuFrom(rows.menuItems, rows.submenuItems, { includeHidden: false })).toEqual(await listMenu(organization.id, { includeHidden: false }));
    expect(rows.banners).toEqual((await listActiveBanners(organization.id)).banners);
    expect(categoriesWithServicesFrom(rows.cookieCategories, rows.cookieServices)).toEqual(await listCategoriesWithServices(organization.id));
    expect(rows.menuItems.length).toBeGreaterThan(0);
    expect(rows.cookieServices.length).toBeGreaterThan(0);
  });
});
