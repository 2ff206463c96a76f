import { randomUUID } from "node:crypto";

// Janus's HTTP API (https://janus.conf.meetecho.com/docs/rest.html), spoken by Atrium's server only
// (decision 027): sessions, handles on the VideoRoom plugin, its synchronous requests and its
// asynchronous ones, whose answer arrives as an event on the session's long poll.

export interface Jsep {
  type: "offer" | "answer";
  sdp: string;
}

interface Reply {
  janus: string;
  transaction?: string;
  data?: { id: number };
  plugindata?: { plugin: string; data: Record<string, unknown> };
  jsep?: Jsep;
  error?: { code: number; reason: string };
}

export class JanusError extends Error {
  constructor(
    readonly code: number,
    reason: string,
  ) {
    super(`Janus: ${reason} (${code})`);
  }
}

/** How long an asynchronous request may take (a join with its SDP answer is a few milliseconds on one network). */
const eventTimeoutMs = 15_000;

export class JanusClient {
  constructor(
    private readonly url: string,
    private readonly secret?: string,
  ) {}

  private async send(path: string, body: Record<string, unknown>): Promise<Reply> {
    const transaction = randomUUID();
    const response = await fetch(`${this.url.replace(/\/$/, "")}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...body, transaction, ...(this.secret ? { apisecret: this.secret } : {}) }),
      signal: AbortSignal.timeout(eventTimeoutMs),
    });
    const reply = (await response.json()) as Reply;
    if (reply.janus === "error") throw new JanusError(reply.error?.code ?? 0, reply.error?.reason ?? "error");
    return { ...reply, transaction };
  }

  async createSession(): Promise<number> {
    return (await this.send("", { janus: "create" })).data!.id;
  }

  async attachVideoRoom(session: number): Promise<number> {
    return (await this.send(`/${session}`, { janus: "attach", plugin: "janus.plugin.videoroom" })).data!.id;
  }

  keepAlive(session: number) {
    return this.send(`/${session}`, { janus: "keepalive" });
  }

  destroySession(session: number) {
    return this.send(`/${session}`, { janus: "destroy" });
  }

  /** A synchronous VideoRoom request (create, exists, listparticipants, kick, destroy): its answer. */
  async request(session: number, handle: number, body: Record<string, unknown>): Promise<Record<string, unknown>> {
    const data = (await this.send(`/${session}/${handle}`, { janus: "message", body })).plugindata?.data ?? {};
    if (typeof data.error_code === "number") throw new JanusError(data.error_code, String(data.error));
    return data;
  }

  /**
   * An asynchronous VideoRoom request (join, joinandconfigure, start): Janus acknowledges it, and its
   * answer comes as an event with the same transaction on the session's long poll. One peer's
   * requests go one at a time, so other events of the session (a publisher joined) can be passed by.
   */
  async message(session: number, handle: number, body: Record<string, unknown>, jsep?: Jsep): Promise<{ data: Record<string, unknown>; jsep?: Jsep }> {
    const { transaction } = await this.send(`/${session}/${handle}`, { janus: "message", body, ...(jsep ? { jsep } : {}) });
    const deadline = Date.now() + eventTimeoutMs;
    while (Date.now() < deadline) {
      const query = new URLSearchParams({ maxev: "10", rid: String(Date.now()), ...(this.secret ? { apisecret: this.secret } : {}) });
      const response = await fetch(`${this.url.replace(/\/$/, "")}/${session}?${query}`, { signal: AbortSignal.timeout(eventTimeoutMs) });
      const events = [(await response.json()) as Reply | Reply[]].flat();
      const mine = events.find((event) => event.transaction === transaction && event.janus !== "ack");
      if (!mine) continue;
      if (mine.janus === "error") throw new JanusError(mine.error?.code ?? 0, mine.error?.reason ?? "error");
      const data = mine.plugindata?.data ?? {};
      if (typeof data.error_code === "number") throw new JanusError(data.error_code, String(data.error));
      return { data, jsep: mine.jsep };
    }
    throw new JanusError(0, "no answer in time");
  }
}
