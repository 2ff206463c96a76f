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

/** JSON request to Atrium's own API (same origin, cookies included). */
export async function apiRequest<T>(path: string, init: { method?: string; json?: unknown } = {}): Promise<T> {
  const response = await fetch(path, {
    method: init.method ?? (init.json === undefined ? "GET" : "POST"),
    headers: init.json === undefined ? undefined : { "content-type": "application/json" },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
    credentials: "same-origin",
  });
  const body = (await response.json().catch(() => null)) as { error?: string; code?: string; details?: unknown } | null;
  if (!response.ok) throw new ApiRequestError(body?.error ?? response.statusText, response.status, body?.code, body?.details);
  return body as T;
}
