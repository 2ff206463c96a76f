import { z } from "zod";
import { mediaUrl, shortText } from "@/lib/fields";
import { knownLocales } from "@/lib/locales";
import { palette } from "@/lib/palette";
import { isTimeZone, timeZoneMessage } from "@/lib/time-zones";

const families = [...new Set(Object.keys(palette).map((name) => name.replace(/-\d+$/, "")))];
const shades = ["50", "100", "200", "300", "400", "500", "600", "700", "800", "900", "950"] as const;

/** The editable settings of spec 000 §3 and 001 §3 (header and footer style have their own endpoints). */
export const settingsInput = z
  .object({
    site: shortText(120).trim().min(1, "Site name is required").optional(),
    image: mediaUrl.nullable().optional(),
    image_for_privacy_settings: mediaUrl.nullable().optional(),
    font_family: shortText(60).trim().min(1).optional(),
    language: z.enum(knownLocales, { message: `Language must be one of: ${knownLocales.join(", ")}` }).optional(),
    supported_locales: z.array(z.enum(knownLocales, { message: `Languages must be among: ${knownLocales.join(", ")}` })).min(1).max(knownLocales.length).optional(),
    with_language_switch: z.boolean().optional(),
    primary_color: z.enum(families as [string, ...string[]], { message: "Unknown colour: use a palette name such as sky" }).optional(),
    primary_shade: z.enum(shades).optional(),
    secondary_color: z.enum(families as [string, ...string[]], { message: "Unknown colour: use a palette name such as gray" }).optional(),
    secondary_shade: z.enum(shades).optional(),
    require_email_confirmation: z.boolean().optional(),
    /** Ours: the zone the organization's dates are written in (banners' start and end in Global Settings). */
    time_zone: z.string().max(64).refine(isTimeZone, timeZoneMessage).optional(),
  })
  .strict();

export type SettingsInput = z.infer<typeof settingsInput>;
