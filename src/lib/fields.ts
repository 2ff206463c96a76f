import { z } from "zod";
import { isPaletteName } from "./palette";
import { knownLocales } from "./locales";

/** A colour stored by palette name, e.g. "sky-600" (optionally "from-…", "via-…", "to-…" in hero gradients). */
export const colorName = z
  .string()
  .max(40)
  .refine((value) => isPaletteName(value.replace(/^(bg|text|from|via|to)-/, "")), { message: "Unknown colour: use a palette name such as sky-600" });

/** Gradient {from, via?, to} of palette names (spec 000 §3). */
export const gradient = z.object({ from: colorName, via: colorName.optional(), to: colorName }).strict();

/** Per-language text of at most `max` characters each: {"es": "Hola"}; only known locales, blank values dropped. */
export const translationsOf = (max: number, tooLong?: string) =>
  z
    .record(z.string(), z.string().max(max, tooLong))
    .refine((value) => Object.keys(value).every((key) => (knownLocales as readonly string[]).includes(key)), {
      message: `Translations may only use the languages ${knownLocales.join(", ")}`,
    })
    .transform((value) => Object.fromEntries(Object.entries(value).filter(([, text]) => text.trim() !== "")));

export const translations = translationsOf(10_000);

export const shortText = (max = 500) => z.string().max(max, `Must be at most ${max} characters`);

/** A link target: a site path ("/about") or an http(s) URL; never javascript: and friends. */
export const linkTarget = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => value === "" || value.startsWith("/") || /^https?:\/\//i.test(value) || value.startsWith("#") || /^mailto:|^tel:/i.test(value), {
    message: "Links must be a site path such as /about or an http(s) address",
  });

/** An image or video address: a site path (uploaded media) or an http(s) URL. */
export const mediaUrl = z
  .string()
  .trim()
  .min(1, "Please enter a valid URL")
  .max(2048)
  .refine((value) => value.startsWith("/") || /^https?:\/\/[^\s]+$/i.test(value), { message: "Please enter a valid URL" });

/**
 * The version of the row a save was based on (decision 017). Sent: a stale one answers 409
 * `version_conflict` and changes nothing. Left out: last write wins (for API clients).
 */
export const rowVersion = z
  .number({ error: "version must be a whole number" })
  .int("version must be a whole number")
  .min(1, "version must be 1 or more")
  .max(2_147_483_647, "version is too large");

/**
 * A row's id in an API path (`/api/banners/{id}`): a UUID, or the row is not found. The router
 * answers a path parameter that fails its schema with 404 and its message
 * (src/server/http/router.ts), so a malformed id never reaches the database.
 */
export const rowIdParam = (notFoundMessage: string) => z.object({ id: z.guid({ error: notFoundMessage }) });
