import type { z } from "zod";
import { heroBody } from "@/modules/hero/hero.validation";
import { faqInput, featureInput, pricingPlanInput, productInput } from "@/modules/organizations/collections.validation";
import { settingsInput } from "@/modules/organizations/settings.validation";
import type { OrganizationData, Row, SaveOrganizationFields } from "../site-settings.queries";

/**
 * What Global Settings edits, and the PUT body for what changed. The fields sent are the ones the
 * save body's own schemas name, so a stored-only field (created_at, version) never makes it fail.
 */

/** Lists the save replaces as a whole: rows without an id are new, rows left out are removed. */
export const replacedLists = ["products", "pricing_plans", "features", "faqs"] as const;
/** Lists whose rows are made and removed in editors of their own: the save changes rows by id. */
export const editedLists = ["banners", "menu_items", "blog_posts", "cookie_categories", "cookie_services"] as const;
export type ListName = (typeof replacedLists)[number] | (typeof editedLists)[number];

type Shape = Record<string, z.ZodType>;
const replacedShapes: Record<(typeof replacedLists)[number], Shape> = {
  products: productInput.shape,
  pricing_plans: pricingPlanInput.shape,
  features: featureInput.shape,
  faqs: faqInput.shape,
};
// The server puts the hero on the home page itself.
const { url_page: _placedByServer, ...heroShape } = heroBody.shape;

/** The fields of an edited list's rows this modal changes; only the changed ones are sent. */
const editedFields: Record<(typeof editedLists)[number], readonly string[]> = {
  banners: ["content", "is_enabled", "dismissal_duration"],
  menu_items: ["display_name", "display_name_translation", "is_displayed", "is_displayed_on_footer"],
  blog_posts: ["title", "metadescription_for_page", "display_this_post"],
  cookie_categories: ["name", "description"],
  cookie_services: ["name", "description", "active"],
};

/** What the modal edits: the settings, the lists and the home page's hero. */
export interface SettingsDraft {
  settings: Record<string, unknown>;
  lists: Record<ListName, Row[]>;
  website_hero: Row | null;
}

export function draftOf(data: OrganizationData): SettingsDraft {
  const lists = Object.fromEntries([...replacedLists, ...editedLists].map((name) => [name, data[name]])) as Record<ListName, Row[]>;
  // A site without a name of its own shows the organization's (as the public pages do).
  const site = data.settings.site ?? data.organization.name ?? "";
  return { settings: { ...data.settings, site }, lists, website_hero: data.website_hero };
}

// Rows added in the modal carry a made-up id until the server gives them one.
const newRowPrefix = "new-";
let added = 0;
export const newRowId = () => `${newRowPrefix}${++added}`;
const isNewRowId = (value: unknown) => typeof value === "string" && value.startsWith(newRowPrefix);

/**
 * The fields of `source` the schema knows. A stored null that the schema does not take means "no
 * value" and is left out, so the stored row keeps it.
 */
export function editableFields(shape: Shape, source: Record<string, unknown>): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(shape)) {
    const value = source[key];
    if (value === undefined || (value === null && !schema.safeParse(null).success)) continue;
    if (key === "id" && isNewRowId(value)) continue;
    fields[key] = value;
  }
  return fields;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** An edited row as the save body takes it: its id and the fields that changed (a post's flag goes in display_config). */
function rowChanges(name: (typeof editedLists)[number], before: Row | undefined, after: Row): Record<string, unknown> | null {
  const changed = editedFields[name].filter((key) => !same(before?.[key], after[key]));
  if (changed.length === 0) return null;
  const fields: Record<string, unknown> = Object.fromEntries(changed.map((key) => [key, after[key]]));
  if ("display_this_post" in fields) {
    const { display_this_post, ...rest } = fields;
    return { id: after.id, ...rest, display_config: { display_this_post } };
  }
  return { id: after.id, ...fields };
}

/**
 * The PUT body for what changed, or null when nothing did: the settings when they changed, each
 * replaced list that changed (whole), the changed rows of the edited lists, and the hero when it
 * changed. Spec 000 §7 sends the hero while its tab is active; sending it whenever it changed keeps
 * a hero edit that was followed by a switch to another tab before Save.
 */
export function changesOf(saved: SettingsDraft, draft: SettingsDraft): SaveOrganizationFields | null {
  const body: SaveOrganizationFields = {};
  const settings = editableFields(settingsInput.shape, draft.settings);
  if (!same(editableFields(settingsInput.shape, saved.settings), settings)) body.settings = settings;
  for (const name of replacedLists) {
    if (!same(saved.lists[name], draft.lists[name])) body[name] = draft.lists[name].map((row) => editableFields(replacedShapes[name], row));
  }
  for (const name of editedLists) {
    const before = new Map(saved.lists[name].map((row) => [row.id, row]));
    const changed = draft.lists[name].map((row) => rowChanges(name, before.get(row.id), row)).filter((row) => row !== null);
    if (changed.length > 0) body[name] = changed;
  }
  if (draft.website_hero && !same(saved.website_hero, draft.website_hero)) body.website_hero = editableFields(heroShape, draft.website_hero);
  return Object.keys(body).length > 0 ? body : null;
}
