import type { MiddlewareHandler } from "hono";
import { AppError } from "./errors";

export const nulCharacterMessage = "The request contains a NUL character (U+0000), which no address or field may hold.";
export const loneSurrogateMessage = "The request contains text that is not valid Unicode (a lone surrogate), which no field may hold.";

// A NUL escaped in JSON (\u0000, not preceded by an escaping backslash), in a form (%00), or raw.
const nulInJson = /(?:^|[^\\])(?:\\\\)*\\u0000|\u0000/;
const nulInUrl = /%00|\u0000/;
// A UTF-16 surrogate escaped in JSON: paired (an emoji) or not, which only parsing tells.
const escapedSurrogate = /\\u[dD][89a-fA-F]/;

function wellFormed(value: unknown): boolean {
  if (typeof value === "string") return value.isWellFormed();
  if (Array.isArray(value)) return value.every(wellFormed);
  if (value && typeof value === "object") return Object.entries(value).every(([key, item]) => key.isWellFormed() && wellFormed(item));
  return true;
}

/** Whether a JSON body holds a lone surrogate (`"\ud800"`); malformed JSON is left to the route's own 400. */
function hasLoneSurrogate(json: string): boolean {
  if (!escapedSurrogate.test(json)) return false;
  try {
    return !wellFormed(JSON.parse(json));
  } catch {
    return false;
  }
}

/**
 * Refuses ill-formed text in the address or a JSON or form body with a 400, for every route: a NUL
 * character (PostgreSQL cannot store one in text, and no field has a use for it) and a lone UTF-16
 * surrogate (no valid UTF-8 holds one, so PostgreSQL refuses it too). The body is read from a
 * copy, so that the handler (better-auth reads the raw request) still has it.
 */
export const refuseIllFormedText: MiddlewareHandler = async (c, next) => {
  const type = c.req.header("content-type") ?? "";
  const readsBody = /json|x-www-form-urlencoded/i.test(type) && c.req.raw.body !== null;
  const body = readsBody ? await c.req.raw.clone().text() : "";
  if (nulInUrl.test(c.req.url) || nulInJson.test(body)) throw new AppError({ code: "bad_request", message: nulCharacterMessage });
  if (/json/i.test(type) && hasLoneSurrogate(body)) throw new AppError({ code: "bad_request", message: loneSurrogateMessage });
  await next();
};
