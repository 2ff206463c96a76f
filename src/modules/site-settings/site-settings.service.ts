/**
 * Global Settings (spec 000 §7, §9): one read and one save across the organization and the modules
 * whose rows it shows, each through that module's service, so no module above needs the others.
 */
import { z } from "zod";
import { bannerBody } from "@/modules/banners/banners.validation";
import { listBanners, updateBanner } from "@/modules/banners/banners.service";
import { listCookieSettings, updateCategory, updateService } from "@/modules/cookies/cookies.service";
import { updateCategoryBody, updateServiceBody } from "@/modules/cookies/cookies.validation";
import { heroBody } from "@/modules/hero/hero.validation";
import { createHeroSection, findHomeHero, updateHeroSection } from "@/modules/hero/hero.service";
import { updateMenuItemBody, updateSubmenuItemBody } from "@/modules/menus/menus.validation";
import { listMeetingTypes } from "@/modules/meetings/meetings.service";
import { listMenus, updateMenuItem, updateSubmenuItem } from "@/modules/menus/menus.service";
import { collectionInputs } from "@/modules/organizations/collections.validation";
import {
  forgetTenants,
  getOrganizationDetails,
  listOwnedList as listOwned,
  replaceOwnedList as replaceOwned,
  updateOrganizationSettings as updateSettings,
  withOrganizationLock,
  type OwnedListName,
} from "@/modules/organizations/organizations.service";
import { settingsInput } from "@/modules/organizations/settings.validation";
import { updatePostBody } from "@/modules/posts/posts.validation";
import { listBlogPosts, updatePostById } from "@/modules/posts/posts.service";
import { invalidate, organizationTag } from "@/server/cache";
import { readTogether } from "@/server/db/client";
import { AppError } from "@/server/http/errors";

/** Global Settings tabs (spec 000 §9) and the data each one reloads. */
export const settingsTabs = ["general", "hero", "products", "features", "faqs", "banners", "menu", "blog", "cookies", "meeting-types"] as const;
export type SettingsTab = (typeof settingsTabs)[number];

const ownedListNames = Object.keys(collectionInputs) as OwnedListName[];

async function ownedLists(organizationId: string) {
  const entries = await readTogether(ownedListNames.map((name) => async () => [name, await listOwned(organizationId, name)] as const));
  return Object.fromEntries(entries) as Record<OwnedListName, Awaited<ReturnType<typeof listOwned>>>;
}

/** Everything `GET /api/organizations/{orgId}` answers (spec 000 §7). */
export async function getOrganizationData(organizationId: string) {
  const [details, lists, menus, blog_posts, banners, website_hero, cookies] = await readTogether([
    () => getOrganizationDetails(organizationId),
    () => ownedLists(organizationId),
    () => listMenus(organizationId),
    () => listBlogPosts(organizationId),
    () => listBanners(organizationId),
    () => findHomeHero(organizationId),
    () => listCookieSettings(organizationId),
  ]);
  return { ...details, website_hero, ...menus, blog_posts, ...lists, banners, ...cookies };
}

/** One tab's data, reloaded after a save. */
export async function getTabData(organizationId: string, tab: SettingsTab) {
  switch (tab) {
    case "general":
      return getOrganizationDetails(organizationId);
    case "hero":
      return { website_hero: await findHomeHero(organizationId) };
    case "products":
      return { products: await listOwned(organizationId, "products"), pricing_plans: await listOwned(organizationId, "pricing_plans") };
    case "features":
      return { features: await listOwned(organizationId, "features") };
    case "faqs":
      return { faqs: await listOwned(organizationId, "faqs") };
    case "banners":
      return { banners: await listBanners(organizationId) };
    case "menu":
      return listMenus(organizationId);
    case "blog":
      return { blog_posts: await listBlogPosts(organizationId) };
    case "cookies":
      return listCookieSettings(organizationId);
    case "meeting-types":
      return { meeting_types: await listMeetingTypes(organizationId) };
  }
}

/** Rows that have editors of their own: the save changes them by id; they are made and removed there. */
const edits = <Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape, z.core.$strict>) =>
  z.array(schema.extend({ id: z.uuid() })).max(500);

export const saveOrganizationBody = z
  .object({
    settings: settingsInput.optional(),
    products: collectionInputs.products.optional(),
    pricing_plans: collectionInputs.pricing_plans.optional(),
    features: collectionInputs.features.optional(),
    faqs: collectionInputs.faqs.optional(),
    menu_items: edits(updateMenuItemBody).optional(),
    submenu_items: edits(updateSubmenuItemBody).optional(),
    banners: edits(bannerBody).optional(),
    blog_posts: edits(updatePostBody).optional(),
    cookie_categories: edits(updateCategoryBody).optional(),
    cookie_services: edits(updateServiceBody).optional(),
    /** Sent only when the hero tab is active (spec 000 §7): the home page's hero. */
    website_hero: heroBody.optional(),
  })
  .strict();
export type SaveOrganizationBody = z.infer<typeof saveOrganizationBody>;

/** The Global Settings save: settings and every list sent, all or nothing. */
export async function saveOrganization(organizationId: string, body: SaveOrganizationBody) {
  await withOrganizationLock(organizationId, async () => {
    if (body.settings) {
      const { language, supported_locales } = body.settings;
      if (language && supported_locales && !supported_locales.includes(language)) {
        throw new AppError({ code: "bad_request", message: "The default language must be one of the supported languages" });
      }
      await updateSettings(organizationId, body.settings);
    }
    for (const name of ownedListNames) {
      const items = body[name];
      if (items) await replaceOwned(organizationId, name, items);
    }
    for (const { id, ...fields } of body.menu_items ?? []) await updateMenuItem(organizationId, id, fields);
    for (const { id, ...fields } of body.submenu_items ?? []) await updateSubmenuItem(organizationId, id, fields);
    for (const { id, ...fields } of body.banners ?? []) await updateBanner(organizationId, id, fields);
    for (const { id, ...fields } of body.blog_posts ?? []) await updatePostById(organizationId, id, fields);
    for (const { id, ...fields } of body.cookie_categories ?? []) await updateCategory(organizationId, id, fields);
    for (const { id, ...fields } of body.cookie_services ?? []) await updateService(organizationId, id, fields);
    if (body.website_hero) {
      const hero = await findHomeHero(organizationId);
      const input = { ...body.website_hero, url_page: "/home" };
      await (hero ? updateHeroSection(organizationId, hero.id, input) : createHeroSection(organizationId, input));
    }
  });
  forgetTenants();
  invalidate(organizationTag(organizationId));
  return getOrganizationData(organizationId);
}
