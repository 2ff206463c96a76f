import type { ContentfulStatusCode } from "hono/utils/http-status";

/** One code-to-status table for every failure the API reports (CONVENTIONS.md 5). */
export const errorStatus = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  /** A save named a version of the row that is no longer the current one (decision 017). */
  version_conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  internal: 500,
  bad_gateway: 502,
} as const satisfies Record<string, ContentfulStatusCode>;

export type ErrorCode = keyof typeof errorStatus;

/** The body of every failed reply: the UI shows `error` as it is. */
export interface ErrorBody {
  error: string;
  code: ErrorCode;
  details?: unknown;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details?: unknown;

  constructor({ code, message, details }: { code: ErrorCode; message: string; details?: unknown }) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.details = details;
  }

  get status(): ContentfulStatusCode {
    return errorStatus[this.code];
  }

  toBody(): ErrorBody {
    return this.details === undefined
      ? { error: this.message, code: this.code }
      : { error: this.message, code: this.code, details: this.details };
  }
}

export const notFound = (message = "Not found") => new AppError({ code: "not_found", message });

/** The generic message users see when something failed on our side (spec 000 §8). */
/** The spec's message for too many attempts (000 §8). */
export const tooManyAttemptsMessage = "Too many attempts. Please try again later.";

export const unexpectedErrorMessage = "An error occurred. Please try again.";

/**
 * A save against a stale version (decision 017). The spec has no message for it; the editor shows
 * this one and offers to reload or to overwrite.
 */
export const versionConflictMessage = "This was changed by someone else. Reload to see their changes, or overwrite them.";

/** 409 `version_conflict`; `details.current` is the row as it is now, shaped as the endpoint answers it. */
export const versionConflict = (current: unknown) =>
  new AppError({ code: "version_conflict", message: versionConflictMessage, details: { current } });

/** The words for a request body over its limit (the API's JSON limit, an upload's whole request). */
export const bodyTooLargeMessage = (maxBytes: number) => `Request body is too large (at most ${Math.round(maxBytes / 1024)} KB)`;
