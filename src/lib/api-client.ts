export const unexpectedReplyMessage = "The server's answer was not understood. Please reload the page and try again.";

/** A failed API reply: `message` is the server's `error` field, shown to users as it is. */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = "ApiRequestError";
  }
}

/** Something that parses a reply: the zod schema the API documents the reply with. */
export interface ReplySchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/**
 * JSON request to Atrium's own API (same origin, cookies included). With `reply`, the answer is
 * parsed by the API's own response schema, so a reply of the wrong shape fails here, loudly,
 * instead of deep inside a component.
 */
export async function apiRequest<T>(path: string, init: { method?: string; json?: unknown; reply?: ReplySchema<T> } = {}): Promise<T> {
  const response = await fetch(path, {
    method: init.method ?? (init.json === undefined ? "GET" : "POST"),
    headers: init.json === undefined ? undefined : { "content-type": "application/json" },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
    credentials: "same-origin",
  });
  const body = (await response.json().catch(() => null)) as { error?: string; code?: string; details?: unknown } | null;
  if (!response.ok) throw new ApiRequestError(body?.error ?? response.statusText, response.status, body?.code, body?.details);
  if (!init.reply) return body as T;
  const parsed = init.reply.safeParse(body);
  if (!parsed.success) throw new ApiRequestError(unexpectedReplyMessage, response.status, "unexpected_reply");
  return parsed.data;
}
