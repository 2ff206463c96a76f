import { z } from "@hono/zod-openapi";

/**
 * Names a schema in the OpenAPI document (a reusable component). Importing @hono/zod-openapi puts
 * `openapi()` on zod's prototype, but zod copies prototype methods onto each schema as it is built,
 * so a schema of a *.validation.ts module built before that import lacks the method, which happens
 * when another route of the same server bundle (sitemap.xml) loads the module first. Calling the
 * method from the prototype works whichever module loaded first.
 */
export function named<T extends z.ZodType>(schema: T, name: string): T {
  return z.ZodType.prototype.openapi.call(schema, name) as T;
}

export const errorBody = named(
  z.object({
    error: z.string().openapi({ example: "Organization not found for current domain" }),
    code: z.string().openapi({ example: "not_found" }),
    details: z.unknown().optional(),
  }),
  "Error",
);

const descriptions: Record<number, string> = {
  400: "Invalid input; `error` is the first problem found",
  401: "No session or Bearer token",
  403: "Signed in, but not an admin of this organization",
  404: "Not found, or it belongs to another organization",
  409: "Conflicts with existing data",
  413: "Request body is too large",
  429: "Too many attempts",
  500: "Unexpected failure",
};

/** The standard error responses of a route, for its OpenAPI entry. */
export function errorResponses(...statuses: number[]) {
  return Object.fromEntries(
    [400, ...statuses].map((status) => [
      status,
      { description: descriptions[status] ?? "Error", content: { "application/json": { schema: errorBody } } },
    ]),
  );
}

export function jsonContent<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { "application/json": { schema } } };
}

const signedIn = (): Record<string, string[]>[] => [{ bearerAuth: [] }, { cookieAuth: [] }];

/** Marks a route's access level in the OpenAPI document; the security tests read it. */
export const access = {
  public: { "x-atrium-access": "public" as const },
  user: { "x-atrium-access": "user" as const, security: signedIn() },
  admin: { "x-atrium-access": "admin" as const, security: signedIn() },
};

/**
 * The 409 of a route whose saves may carry `version` (decision 017): `version_conflict` with the
 * row as it is now in `details.current`; `otherConflicts` describes the route's other 409s, if any.
 */
export function versionConflictResponse<T extends z.ZodType>(current: T, otherConflicts?: string) {
  return {
    409: {
      description:
        "`version_conflict`: the `version` sent is not the row's current one; nothing was changed and `details.current` is the row as it is now" +
        (otherConflicts ? `. \`conflict\`: ${otherConflicts}` : ""),
      content: {
        "application/json": {
          schema: z.object({
            error: z.string().openapi({ example: "This was changed by someone else. Reload to see their changes, or overwrite them." }),
            code: z.string().openapi({ example: "version_conflict" }),
            details: z.object({ current }).optional(),
          }),
        },
      },
    },
  };
}

/** A route's required JSON request body, validated by `schema`. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({ body: { content: { "application/json": { schema } }, required: true } });

/** A Server-Sent Events reply in the OpenAPI document. */
export const eventStreamContent = (description: string) => ({ content: { "text/event-stream": { schema: z.string() } }, description });
