import { describe, expect, it } from "vitest";
import { saveOrganizationBody } from "../site-settings.service";
import type { OrganizationData } from "../site-settings.queries";
import { changesOf, draftOf, newRowId } from "./settings-draft";

const ids = { org: "6f1c4b4e-2a43-4d8e-9a51-0c6f0b1c2d3e", hero: "0d0c3f7e-9f3e-4b51-8a5d-3a2e8f7c6b10", menu: "1e1d4a8f-0a4f-4c62-9b6e-4b3f9a8d7c21", feature: "2f2e5b9a-1b5a-4d73-8c7f-5c4a0b9e8d32", post: "3a3f6c0b-2c6b-4e84-9d8a-6d5b1c0f9e43" };

const data: OrganizationData = {
  organization: { id: ids.org, name: "Acme" },
  settings: { site: null, language: "en", supported_locales: ["en"], header_style: { type: "default" }, cookie_policy_revision: 1 },
  website_hero: { id: ids.hero, title: "Welcome", description: "Hi", button: null, url_page: "/home", organization_id: ids.org, version: 3, button_style: { isVideo: false, aboveDescription: false, url: "/products" } },
  menu_items: [{ id: ids.menu, display_name: "About", is_displayed: true, is_displayed_on_footer: false, order: 0 }],
  submenu_items: [],
  blog_posts: [{ id: ids.post, title: "Hello", display_this_post: true, metadescription_for_page: null, slug: "hello" }],
  products: [],
  pricing_plans: [],
  features: [{ id: ids.feature, title: "Fast", description: null, icon_name: null, organization_id: ids.org, created_at: "2026-01-01" }],
  faqs: [],
  banners: [],
  cookie_categories: [],
  cookie_services: [],
  cookie_consent_records: [],
};

describe("the Global Settings save body", () => {
  it("is null while nothing changed (Save stays disabled), a site without a name showing the organization's", () => {
    const loaded = draftOf(data);
    expect(loaded.settings.site).toBe("Acme");
    expect(changesOf(loaded, draftOf(data))).toBeNull();
  });

  it("sends the editable settings, a changed list whole (new rows without an id), and only the changed fields of edited rows", () => {
    const loaded = draftOf(data);
    const draft = {
      ...loaded,
      settings: { ...loaded.settings, site: "Acme Ltd" },
      lists: {
        ...loaded.lists,
        features: [...loaded.lists.features, { id: newRowId(), title: "Friendly", description: "" }],
        menu_items: [{ ...loaded.lists.menu_items[0]!, is_displayed_on_footer: true }],
        blog_posts: [{ ...loaded.lists.blog_posts[0]!, display_this_post: false }],
      },
    };
    const body = changesOf(loaded, draft);
    expect(body).toEqual({
      settings: { site: "Acme Ltd", language: "en", supported_locales: ["en"] },
      // A stored null the API does not take is left out (the row keeps it); one it takes is sent.
      features: [{ id: ids.feature, title: "Fast", icon_name: null }, { title: "Friendly", description: "" }],
      menu_items: [{ id: ids.menu, is_displayed_on_footer: true }],
      blog_posts: [{ id: ids.post, display_config: { display_this_post: false } }],
    });
    expect(saveOrganizationBody.safeParse(body).success).toBe(true);
  });

  it("sends a menu item's name in another language (the Menu tab's language switch)", () => {
    const loaded = draftOf(data);
    const body = changesOf(loaded, { ...loaded, lists: { ...loaded.lists, menu_items: [{ ...loaded.lists.menu_items[0]!, display_name_translation: { es: "Acerca de" } }] } });
    expect(body).toEqual({ menu_items: [{ id: ids.menu, display_name_translation: { es: "Acerca de" } }] });
    expect(saveOrganizationBody.safeParse(body).success).toBe(true);
  });

  it("sends the hero when it changed, with every field the API takes and none it does not", () => {
    const loaded = draftOf(data);
    const body = changesOf(loaded, { ...loaded, website_hero: { ...loaded.website_hero!, title: "Hello" } });
    expect(body).toEqual({ website_hero: { title: "Hello", description: "Hi", button: null, button_style: { isVideo: false, aboveDescription: false, url: "/products" } } });
    expect(saveOrganizationBody.safeParse(body).success).toBe(true);
  });
});
