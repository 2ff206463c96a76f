import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ApiRequestError, apiRequest, apiUpload, ConflictError, serverReason, unexpectedReplyMessage } from "./api-client";

afterEach(() => vi.unstubAllGlobals());

const row = z.object({ id: z.string(), version: z.number() });
const reply = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));

describe("apiRequest and version conflicts", () => {
  it("turns a 409 version_conflict into a ConflictError whose current row is parsed by the given schema", async () => {
    vi.stubGlobal("fetch", reply(409, { error: "Changed", code: "version_conflict", details: { current: { id: "a", version: 3, extra: true } } }));
    const error = await apiRequest("/x", { method: "PUT", json: {}, reply: row, current: row }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ConflictError);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ message: "Changed", status: 409, code: "version_conflict", current: { id: "a", version: 3 } });
    expect((error as ConflictError).current).not.toHaveProperty("extra");
  });

  it("keeps other 409s (a taken slug) as plain ApiRequestErrors", async () => {
    vi.stubGlobal("fetch", reply(409, { error: "A page with this slug already exists", code: "conflict" }));
    const error = await apiRequest("/x", { json: {} }).catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(ConflictError);
    expect(error).toMatchObject({ status: 409, code: "conflict" });
  });

  it("apiUpload reports progress through XMLHttpRequest in a browser and parses the reply", async () => {
    class FakeRequest {
      status = 0;
      statusText = "";
      responseText = "";
      withCredentials = false;
      upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
      onload?: () => void;
      onerror?: () => void;
      open() {}
      send() {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        this.status = 201;
        this.responseText = JSON.stringify({ id: "m", version: 1 });
        this.onload?.();
      }
    }
    vi.stubGlobal("XMLHttpRequest", FakeRequest);
    const progress: number[] = [];
    expect(await apiUpload("/api/media", new FormData(), { reply: row, onProgress: (fraction) => progress.push(fraction) })).toEqual({ id: "m", version: 1 });
    expect(progress).toEqual([0.5, 1]);
  });

  it("apiUpload without XMLHttpRequest uses fetch and fails on a reply of the wrong shape", async () => {
    vi.stubGlobal("fetch", reply(201, { id: 1 }));
    await expect(apiUpload("/api/media", new FormData(), { reply: row })).rejects.toMatchObject({ message: unexpectedReplyMessage });
  });
});

describe("apiRequest and the reply's body", () => {
  it("fails when the network cuts a successful reply's body off, instead of resolving to nothing", async () => {
    const cutOff = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"online":tr'));
        controller.error(new TypeError("network error"));
      },
    });
    vi.stubGlobal("fetch", vi.fn(async () => new Response(cutOff, { status: 200, headers: { "content-type": "application/json" } })));
    await expect(apiRequest("/api/support/chat")).rejects.toThrow(TypeError);
  });

  it("resolves an empty success (204) to null, and a success that is not JSON is a reply not understood", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response(null, { status: 204 })));
    expect(await apiRequest<null>("/api/support/chat/typing", { method: "POST" })).toBeNull();
    vi.stubGlobal("fetch", vi.fn(async () => new Response("<html>a portal's login page</html>", { status: 200 })));
    await expect(apiRequest("/api/support/chat")).rejects.toMatchObject({ message: unexpectedReplyMessage, code: "unexpected_reply" });
    // A refusal that is not JSON (a proxy's 502 page) keeps its status text.
    vi.stubGlobal("fetch", vi.fn(async () => new Response("<html>Bad gateway</html>", { status: 502, statusText: "Bad Gateway" })));
    await expect(apiRequest("/api/support/chat")).rejects.toMatchObject({ message: "Bad Gateway", status: 502 });
  });
});

describe("serverReason", () => {
  it("is a refusal's own words (4xx) and nothing for server faults, replies not understood or other errors", () => {
    expect(serverReason(new ApiRequestError("URL name must be unique", 400, "bad_request"))).toBe("URL name must be unique");
    expect(serverReason(new ApiRequestError("Menu item not found", 404, "not_found"))).toBe("Menu item not found");
    expect(serverReason(new ApiRequestError("Internal Server Error", 500))).toBeUndefined();
    expect(serverReason(new ApiRequestError(unexpectedReplyMessage, 200, "unexpected_reply"))).toBeUndefined();
    expect(serverReason(new TypeError("Failed to fetch"))).toBeUndefined();
  });
});
