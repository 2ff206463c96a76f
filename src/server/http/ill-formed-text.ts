import type { MiddlewareHandler } from "hono";
import { AppError } from "./errors";

export const nulCharacterMessage = "The request contains a NUL character (U+0000), which no address or field may hold.";

// A NUL escaped in JSON (\u0000, not preceded by an escaping backslash), in a form (%00), or raw.
const nulInJson = /(?:^|[^\\])(?:\\\\)*\\u0000|\u0000/;
const nulInUrl = /%00|\u0000/;

/**
 * Refuses a NUL character in the address or a JSON or form body with a 400: PostgreSQL cannot
 * store one in text, and no field has a use for it. The body is read from a copy, so that the
 * handler (better-auth reads the raw request) still has it.
 */
export const refuseNulCharacters: MiddlewareHandler = async (c, next) => {
  const type = c.req.header("content-type") ?? "";
  const readsBody = /json|x-www-form-urlencoded/i.test(type) && c.req.raw.body !== null;
  if (nulInUrl.test(c.req.url) || (readsBody && nulInJson.test(await c.req.raw.clone().text()))) {
    throw new AppError({ code: "bad_request", message: nulCharacterMessage });
  }
  await next();
};
