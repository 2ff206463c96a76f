// What Global Settings' modal reads, for its render tests: the admin's profile and one organization's
// settings with a single menu item and every list empty.

export const organizationId = "6f1c4b4e-2a43-4d8e-9a51-0c6f0b1c2d3e";
export const menuItemId = "1e1d4a8f-0a4f-4c62-9b6e-4b3f9a8d7c21";

/** `GET /api/profile`: the organization's admin. */
export const adminProfile = {
  id: "0d0c3f7e-9f3e-4b51-8a5d-3a2e8f7c6b10",
  user_id: "u1",
  organization_id: organizationId,
  username: "owner",
  full_name: null,
  email: "owner@example.com",
  role: "admin",
  created_at: "2026-11-23T10:00:00.000Z",
  updated_at: "2026-11-23T10:00:00.000Z",
};

/** `GET /api/organizations/{id}`: Harbour Finance in English and German, its lists empty. */
export const organizationData = {
  organization: { id: organizationId, name: "Harbour Finance" },
  settings: { site: "Harbour Finance", font_family: "Inter", language: "en", supported_locales: ["en", "de"], with_language_switch: true },
  website_hero: null,
  menu_items: [{ id: menuItemId, display_name: "About", is_displayed: true, is_displayed_on_footer: false, order: 10 }],
  submenu_items: [],
  blog_posts: [],
  products: [],
  pricing_plans: [],
  features: [],
  faqs: [],
  banners: [],
  cookie_categories: [],
  cookie_services: [],
  cookie_consent_records: [],
};
