import { expect } from "vitest";
import { createApi } from "@/api/app";

const api = createApi();

export interface CallOptions {
  host: string;
  method?: string;
  json?: unknown;
  body?: string;
  /** A multipart form (uploads); its content type and boundary are set by the form itself. */
  form?: FormData;
  /** A body sent as it is produced (a large upload), with its content type in `headers`. */
  stream?: ReadableStream<Uint8Array>;
  token?: string;
  cookie?: string;
  headers?: Record<string, string>;
}

/** One request through the real API (in process), as a browser on `host` would send it. */
export function call(path: string, { host, method, json, body, form, stream, token, cookie, headers = {} }: CallOptions): Promise<Response> {
  const init: RequestInit & { duplex?: "half" } = {
    method: method ?? (json === undefined && body === undefined && form === undefined && stream === undefined ? "GET" : "POST"),
    headers: {
      host,
      origin: `http://${host}`,
      "x-forwarded-for": "127.0.0.1",
      ...(json !== undefined || body !== undefined ? { "content-type": "application/json" } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
    body: stream ?? form ?? body ?? (json === undefined ? undefined : JSON.stringify(json)),
    ...(stream ? { duplex: "half" as const } : {}),
  };
  return Promise.resolve(api.request(`http://${host}${path}`, init));
}

export interface Credentials {
  userId: string;
  email: string;
  token: string;
  cookie: string;
}

function sessionCookie(response: Response): string {
  const setCookie = response.headers.getSetCookie().find((line) => line.includes("session_token="));
  return setCookie?.split(";")[0] ?? "";
}

async function credentialsFrom(response: Response, email: string): Promise<Credentials> {
  if (!response.ok) throw new Error(`Authentication failed (${response.status}): ${await response.text()}`);
  const body = (await response.json()) as { user: { id: string } };
  return { userId: body.user.id, email, token: response.headers.get("set-auth-token") ?? "", cookie: sessionCookie(response) };
}

export async function signUp(host: string, { email, password = "Correct-Horse-42", name = "Test User" }: { email: string; password?: string; name?: string }) {
  return credentialsFrom(await call("/api/auth/sign-up/email", { host, json: { email, password, name } }), email);
}

export async function signIn(host: string, email: string, password = "Correct-Horse-42") {
  return credentialsFrom(await call("/api/auth/sign-in/email", { host, json: { email, password } }), email);
}

/** Asserts a failed reply: its status and the `error` message users would see. */
export async function expectError(response: Response, status: number, message: string): Promise<void> {
  expect(response.status, message).toBe(status);
  expect((await response.json()).error).toBe(message);
}

/** Who expectAdminOnly tries (a TestWorld of factories.ts has them): acme's member, another organization's admin, on acme's and globex's hosts. */
interface Callers {
  acme: { host: string };
  globex: { host: string };
  member: { token: string };
  outsider: { token: string };
}

interface AdminOnlyRequest {
  method: string;
  json?: unknown;
}

/**
 * Anonymous callers get 401, members 403, and the admin of another organization 404 on acme's host.
 * With `acmeRowInPath`, the outsider also gets 404 on their own host for acme's row.
 */
export async function expectAdminOnly(world: Callers, path: string, request: AdminOnlyRequest, { acmeRowInPath = true } = {}) {
  const onAcme = { host: world.acme.host, ...request };
  expect((await call(path, onAcme)).status, `${request.method} ${path} anonymous`).toBe(401);
  expect((await call(path, { ...onAcme, token: world.member.token })).status, `${request.method} ${path} member`).toBe(403);
  expect((await call(path, { ...onAcme, token: world.outsider.token })).status, `${request.method} ${path} outsider on acme`).toBe(404);
  if (acmeRowInPath) {
    const onGlobex = { host: world.globex.host, ...request, token: world.outsider.token };
    expect((await call(path, onGlobex)).status, `${request.method} ${path} outsider on globex`).toBe(404);
  }
}
