import { Hono } from "hono";
import { afterEach, describe, expect, it } from "vitest";
import { AppError } from "./errors";
import { eventStream, streamLimits, tooManyStreamsMessage } from "./event-stream";

/** A stream that stays open until its client goes, as the API's event streams do. */
const app = new Hono()
  .get("/events", (c) => eventStream(c, async (stream) => stream.closed))
  .onError((error, c) => (error instanceof AppError ? c.json({ error: error.message }, error.status as 429) : c.json({ error: "unexpected" }, 500)));

const opened: Response[] = [];
async function open(headers: Record<string, string>): Promise<Response> {
  const response = await app.request("/events", { headers });
  if (response.status === 200) opened.push(response);
  return response;
}
const close = (response: Response) => response.body?.cancel();

afterEach(async () => {
  await Promise.all(opened.splice(0).map(close));
  // A cancelled stream is counted out once the server side sees the client go.
  await new Promise((resolve) => setTimeout(resolve, 20));
});

describe("open event streams", () => {
  it("are capped per client, with a 429 and a message; a closed one frees its place", async () => {
    const client = { "x-forwarded-for": "10.0.0.1", authorization: "Bearer one" };
    for (let index = 0; index < streamLimits.perClient; index++) expect((await open(client)).status).toBe(200);
    const refused = await open(client);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: tooManyStreamsMessage });
    // Another client at the same address is not held back by the first one's tabs.
    expect((await open({ ...client, authorization: "Bearer two" })).status).toBe(200);

    await close(opened.shift()!);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await open(client)).status).toBe(200);
  });

  it("are capped per address, whoever asks from it", async () => {
    for (let index = 0; index < streamLimits.perAddress; index++) expect((await open({ "x-forwarded-for": "10.0.0.2", cookie: `atrium_visitor=${crypto.randomUUID()}` })).status).toBe(200);
    expect((await open({ "x-forwarded-for": "10.0.0.2", cookie: `atrium_visitor=${crypto.randomUUID()}` })).status).toBe(429);
    expect((await open({ "x-forwarded-for": "10.0.0.3" })).status).toBe(200);
  });
});
