// Kept apart from section-fields.ts (zod, DOMPurify) so that the editing layer's first chunk can use it.

/** The home page's path: "/" is read and stored as "/home" (spec 000 §2, 001 §2). */
export const homePage = "/home";

/** "/" is the home page; a trailing slash is dropped ("/about/" is "/about"). */
export function normalizeUrlPage(path: string): string {
  const trimmed = path.trim().replace(/\/+$/, "");
  return trimmed === "" ? homePage : trimmed;
}
