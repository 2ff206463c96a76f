import { z } from "zod";
import { colorName, mediaUrl, translations } from "@/lib/fields";

export const menuMessages = {
  nameRequired: "Menu item name is required",
  submenuNameRequired: "Submenu item name is required",
  urlNameRequired: "URL name must contain letters, numbers or hyphens",
  duplicateIds: "Each menu item may appear only once",
  plainColor: "Use a palette name without a prefix, such as sky-600",
} as const;

/** Slug normalisation of spec 001 §5 (after trimming): lowercase, whitespace to hyphens, then only a-z, 0-9 and hyphens. */
export function normalizeUrlName(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/\s+/g, "-")
    .replace(/[^a-z0-9-]/g, "");
}

const urlName = z.string().max(200).transform(normalizeUrlName).pipe(z.string().min(1, menuMessages.urlNameRequired));
const name = (message: string) => z.string().trim().min(1, message).max(120);
const order = z.number().int().min(0).max(1_000_000);
const description = z.string().trim().max(2000);
const image = mediaUrl.nullable();
const iconName = z.string().trim().max(100).nullable();
const id = z.string().max(64);

/** `POST /api/menu-items` (spec 001 §7); `order` defaults to the highest plus 10. */
export const createMenuItemBody = z
  .object({
    organization_id: id,
    display_name: name(menuMessages.nameRequired),
    url_name: urlName,
    order: order.optional(),
    is_displayed: z.boolean().default(true),
    is_displayed_on_footer: z.boolean().default(false),
    description: description.nullable().optional(),
    image: image.optional(),
    icon_name: iconName.optional(),
  })
  .strict();
export type CreateMenuItemInput = z.output<typeof createMenuItemBody>;

/** `PUT /api/menu-items/{id}`: any of these fields. */
export const updateMenuItemBody = z
  .object({
    order,
    is_displayed: z.boolean(),
    is_displayed_on_footer: z.boolean(),
    display_name: name(menuMessages.nameRequired),
    display_name_translation: translations,
    url_name: urlName,
    description: description.nullable(),
    image,
    icon_name: iconName,
    menu_items_are_text: z.boolean(),
  })
  .partial()
  .strict();
export type UpdateMenuItemInput = z.output<typeof updateMenuItemBody>;

/** `PUT /api/menu-items`: the whole order, saved at once. */
export const reorderMenuItemsBody = z
  .object({
    items: z
      .array(z.object({ id, order }).strict())
      .max(500)
      .refine((items) => new Set(items.map((item) => item.id)).size === items.length, { message: menuMessages.duplicateIds }),
  })
  .strict();

/** `POST /api/submenu-items` (spec 001 §7). */
export const createSubmenuItemBody = z
  .object({
    menu_item_id: id,
    organization_id: id,
    name: name(menuMessages.submenuNameRequired),
    url_name: urlName,
    order: order.optional(),
    is_displayed: z.boolean().default(true),
    description: description.default(""),
    image: image.optional(),
  })
  .strict();
export type CreateSubmenuItemInput = z.output<typeof createSubmenuItemBody>;

/** `PUT /api/submenu-items/{id}`: any of these fields. */
export const updateSubmenuItemBody = z
  .object({
    name: name(menuMessages.submenuNameRequired),
    name_translation: translations,
    url_name: urlName,
    description,
    description_translation: translations,
    image,
    is_displayed: z.boolean(),
    order,
  })
  .partial()
  .strict();
export type UpdateSubmenuItemInput = z.output<typeof updateSubmenuItemBody>;

/** Header and footer colours are bare palette names (their gradients carry no from-/via-/to- prefixes, 001 §3). */
const plainColor = colorName.refine((value) => !/^(bg|text|from|via|to)-/.test(value), { message: menuMessages.plainColor });
const plainGradient = z.object({ from: plainColor, via: plainColor.optional(), to: plainColor }).strict();

const colours = {
  background: plainColor,
  color: plainColor,
  color_hover: plainColor,
  is_gradient: z.boolean(),
  gradient: plainGradient.nullable(),
};

export const headerTypes = ["default", "transparent", "fixed", "mini", "ring_card_mini"] as const;
export const footerTypes = ["default", "transparent", "fixed", "compact", "grid", "light", "minimal", "stacked"] as const;

/** `PUT /api/header-style`: the fields to change; the rest is kept (001 §3 "Header style"). */
export const headerStyleBody = z
  .object({
    type: z.enum(headerTypes, { message: `Header type must be one of: ${headerTypes.join(", ")}` }),
    ...colours,
    menu_width: z.enum(["lg", "xl", "2xl", "3xl", "4xl", "5xl", "6xl", "7xl"], { message: "Menu width must be one of lg to 7xl" }),
    logo_height: z.enum(["h-8", "h-10", "h-12", "h-16"], { message: "Logo height must be h-8, h-10, h-12 or h-16" }),
    menu_items_are_text: z.boolean(),
  })
  .partial()
  .strict();
export type HeaderStyleInput = z.output<typeof headerStyleBody>;

/** `PUT /api/footer-style`: the fields to change; the rest is kept (001 §3 "Footer style"). */
export const footerStyleBody = z
  .object({
    type: z.enum(footerTypes, { message: `Footer type must be one of: ${footerTypes.join(", ")}` }),
    ...colours,
  })
  .partial()
  .strict();
export type FooterStyleInput = z.output<typeof footerStyleBody>;

const gradientResponse = z.object({ from: z.string(), via: z.string().optional(), to: z.string() });

export const submenuItemResponse = z.object({
  id: z.uuid(),
  menu_item_id: z.uuid(),
  organization_id: z.uuid(),
  name: z.string(),
  name_translation: z.record(z.string(), z.string()),
  url_name: z.string(),
  description: z.string(),
  description_translation: z.record(z.string(), z.string()),
  image: z.string().nullable(),
  order: z.number(),
  is_displayed: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});

const menuItemFields = {
  id: z.uuid(),
  organization_id: z.uuid(),
  display_name: z.string(),
  display_name_translation: z.record(z.string(), z.string()),
  url_name: z.string(),
  description: z.string().nullable(),
  order: z.number(),
  is_displayed: z.boolean(),
  is_displayed_on_footer: z.boolean(),
  image: z.string().nullable(),
  icon_name: z.string().nullable(),
  react_icon_id: z.string().nullable(),
  menu_items_are_text: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
};

export const menuItemResponse = z.object(menuItemFields);
export const menuItemWithSubmenusResponse = z.object({ ...menuItemFields, submenu_items: z.array(submenuItemResponse) });

export const headerStyleResponse = z.object({
  type: z.enum(headerTypes),
  background: z.string(),
  color: z.string(),
  color_hover: z.string(),
  is_gradient: z.boolean(),
  gradient: gradientResponse.optional(),
  menu_width: z.string(),
  logo_height: z.string(),
  menu_items_are_text: z.boolean(),
});

export const footerStyleResponse = z.object({
  type: z.enum(footerTypes),
  background: z.string(),
  color: z.string(),
  color_hover: z.string(),
  is_gradient: z.boolean(),
  gradient: gradientResponse.optional(),
});
