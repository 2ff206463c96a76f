import { afterEach, beforeAll, vi } from "vitest";
import { call } from "./api";
import { createTestAdmin, createTestOrganization } from "./factories";

/**
 * Client code's `fetch` as a browser on `host` would send it with this cookie: the same-origin
 * request goes through the real API, in process. (The transport is the browser's; nothing of ours
 * is replaced.)
 */
export function fetchAs(host: string, cookie: string): void {
  vi.stubGlobal("fetch", vi.fn(async (input: string | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), `http://${host}`);
    const form = init.body instanceof FormData ? init.body : undefined;
    return call(url.pathname + url.search, { host, method: init.method ?? (form ? "POST" : "GET"), body: typeof init.body === "string" ? init.body : undefined, form, cookie });
  }));
}

/**
 * For a file of client-query tests: an organization and one admin of it, made before the tests;
 * the answer makes client `fetch` a browser signed in as that admin (undone after each test).
 */
export function browserOfNewAdmin(): (() => void) & { host: () => string } {
  let host = "";
  let cookie = "";
  beforeAll(async () => {
    const site = await createTestOrganization();
    host = site.host;
    cookie = (await createTestAdmin(site.host, site.organization.id)).cookie;
  });
  afterEach(() => vi.unstubAllGlobals());
  // `host()`: the organization's, for calls a visitor would make (`call` from ./api).
  return Object.assign(() => fetchAs(host, cookie), { host: () => host });
}
