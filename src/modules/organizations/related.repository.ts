import { and, asc, desc, eq } from "drizzle-orm";
import { banners } from "@/modules/banners/banners.schema";
import { consentRecords, cookieCategories, cookieServices } from "@/modules/cookies/cookies.schema";
import { heroSections } from "@/modules/hero/hero.schema";
import { menuItems, submenuItems } from "@/modules/menus/menus.schema";
import { posts } from "@/modules/posts/posts.schema";
import { db, readTogether } from "@/server/db/client";

/**
 * Read-only views of other modules' rows that `GET /api/organizations/{orgId}` answers in one
 * reply (spec 000 §7). Writes go through those modules' own endpoints and services.
 */
export async function listMenus(organizationId: string) {
  const database = await db();
  const [menu_items, submenu_items] = await readTogether([
    () => database.select().from(menuItems).where(eq(menuItems.organization_id, organizationId)).orderBy(asc(menuItems.order)),
    () => database.select().from(submenuItems).where(eq(submenuItems.organization_id, organizationId)).orderBy(asc(submenuItems.order)),
  ]);
  return { menu_items, submenu_items };
}

export async function listBlogPosts(organizationId: string) {
  return (await db())
    .select()
    .from(posts)
    .where(and(eq(posts.organization_id, organizationId), eq(posts.display_as_blog_post, true)))
    .orderBy(desc(posts.created_on));
}

export async function listBanners(organizationId: string) {
  return (await db()).select().from(banners).where(eq(banners.organization_id, organizationId)).orderBy(asc(banners.order));
}

export async function findHomeHero(organizationId: string) {
  const [hero] = await (await db())
    .select()
    .from(heroSections)
    .where(and(eq(heroSections.organization_id, organizationId), eq(heroSections.url_page, "/home")))
    .orderBy(asc(heroSections.order))
    .limit(1);
  return hero ?? null;
}

export async function listCookies(organizationId: string) {
  const database = await db();
  const [cookie_categories, cookie_services, cookie_consent_records] = await readTogether([
    () => database.select().from(cookieCategories).where(eq(cookieCategories.organization_id, organizationId)).orderBy(asc(cookieCategories.order)),
    () => database.select().from(cookieServices).where(eq(cookieServices.organization_id, organizationId)),
    () => database.select().from(consentRecords).where(eq(consentRecords.organization_id, organizationId)).orderBy(desc(consentRecords.created_at)).limit(100),
  ]);
  return { cookie_categories, cookie_services, cookie_consent_records };
}
