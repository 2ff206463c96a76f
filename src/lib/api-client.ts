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

/** The code of a save against a stale version (decision 017). */
export const versionConflictCode = "version_conflict";

/**
 * Someone else saved the row since it was loaded (409 `version_conflict`): nothing was changed.
 * `current` is the row as it is now, parsed like a reply of the endpoint; the editor offers to
 * reload it, or to overwrite by saving again with `current.version`.
 */
export class ConflictError<T = unknown> extends ApiRequestError {
  constructor(
    message: string,
    readonly current: T,
  ) {
    super(message, 409, versionConflictCode, { current });
    this.name = "ConflictError";
  }
}

/**
 * The server's own reason for refusing a request (a 4xx reply's `error`, such as a validation
 * message), to show beside the spec's sentence for the failure; none for server faults (5xx), a
 * reply that was not understood, or a network failure, whose words would say nothing to the user.
 */
export const serverReason = (error: unknown): string | undefined =>
  error instanceof ApiRequestError && error.status >= 400 && error.status < 500 && error.code !== "unexpected_reply" ? error.message : undefined;

/** Narrows a caught error to a version conflict (the row type is the caller's to state). */
export const isConflictError = <T = unknown>(error: unknown): error is ConflictError<T> => error instanceof ConflictError;

/** Something that parses a reply: the zod schema the API documents the reply with. */
export interface ReplySchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

interface ReplyOptions<T> {
  reply?: ReplySchema<T>;
  /** The schema of `details.current` in a 409 `version_conflict` (usually the reply's own). */
  current?: ReplySchema<unknown>;
}

type ErrorReply = { error?: string; code?: string; details?: unknown } | null;

/**
 * A reply's JSON body; null when it has none (a 204) or a refusal's is not JSON (a proxy's error
 * page). A body the network cut off fails as the request itself would (a TypeError): taken for an
 * empty one, a 200 whose body never arrived resolved to null, and the help widget's chat fell over
 * on it. A success whose body is not JSON is a reply not understood.
 */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === "") return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    if (response.ok) throw new ApiRequestError(unexpectedReplyMessage, response.status, "unexpected_reply");
    return null;
  }
}

/** Turns a reply into its parsed body, or the error it stands for. */
function settle<T>(ok: boolean, status: number, statusText: string, body: unknown, init: ReplyOptions<T>): T {
  if (!ok) {
    const failure = body as ErrorReply;
    const message = failure?.error ?? statusText;
    if (status === 409 && failure?.code === versionConflictCode) {
      const current = (failure.details as { current?: unknown } | undefined)?.current;
      const parsed = init.current?.safeParse(current);
      throw new ConflictError(message, parsed?.success ? parsed.data : current);
    }
    throw new ApiRequestError(message, status, failure?.code, failure?.details);
  }
  if (!init.reply) return body as T;
  const parsed = init.reply.safeParse(body);
  if (!parsed.success) throw new ApiRequestError(unexpectedReplyMessage, status, "unexpected_reply");
  return parsed.data;
}

/**
 * JSON request to Atrium's own API (same origin, cookies included). With `reply`, the answer is
 * parsed by the API's own response schema, so a reply of the wrong shape fails here, loudly,
 * instead of deep inside a component. A 409 `version_conflict` fails with a `ConflictError`.
 */
export async function apiRequest<T>(path: string, init: { method?: string; json?: unknown } & ReplyOptions<T> = {}): Promise<T> {
  const response = await fetch(path, {
    method: init.method ?? (init.json === undefined ? "GET" : "POST"),
    headers: init.json === undefined ? undefined : { "content-type": "application/json" },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
    credentials: "same-origin",
  });
  return settle(response.ok, response.status, response.statusText, await readBody(response), init);
}

/**
 * Sends a multipart form (uploads). With `onProgress` in a browser it goes through XMLHttpRequest,
 * the one API that reports upload progress (0 to 1); elsewhere through fetch, reporting 1 at the end.
 */
export async function apiUpload<T>(path: string, form: FormData, init: ReplyOptions<T> & { onProgress?: (fraction: number) => void } = {}): Promise<T> {
  const { onProgress } = init;
  if (onProgress && typeof XMLHttpRequest !== "undefined") {
    const { ok, status, statusText, body } = await new Promise<{ ok: boolean; status: number; statusText: string; body: unknown }>((resolve, reject) => {
      const request = new XMLHttpRequest();
      request.open("POST", path);
      request.withCredentials = true;
      request.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(event.loaded / event.total);
      };
      request.onload = () => {
        let body: unknown = null;
        try {
          body = JSON.parse(request.responseText);
        } catch {
          body = null;
        }
        resolve({ ok: request.status >= 200 && request.status < 300, status: request.status, statusText: request.statusText, body });
      };
      request.onerror = () => reject(new ApiRequestError("The upload failed. Please check your connection and try again.", 0, "network"));
      request.send(form);
    });
    const result = settle(ok, status, statusText, body, init);
    onProgress(1);
    return result;
  }
  const response = await fetch(path, { method: "POST", body: form, credentials: "same-origin" });
  const result = settle(response.ok, response.status, response.statusText, await readBody(response), init);
  onProgress?.(1);
  return result;
}
