import { authMessages } from "../auth.validation";

// Client-safe helpers for the translated auth forms: no strings of any language live here, so a form
// that imports this module does not pull every language into the browser (see auth-strings.ts).

/**
 * A message of the browser's own validation (auth.validation.ts, always English) in the form's
 * language: the message is looked up among the keys the form was given. Anything else, such as a
 * server's answer, is returned as it is.
 */
export function localizedMessage(message: string, strings: object): string {
  const known = strings as Record<string, unknown>;
  for (const [key, english] of Object.entries(authMessages)) {
    if (english === message && typeof known[key] === "string") return known[key];
  }
  return message;
}
