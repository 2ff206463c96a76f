import { createHmac } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";

// env() parses once: each case loads the module afresh with its own environment.
async function iceServersWith(variables: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(variables)) vi.stubEnv(name, value);
  return (await import("./ice-servers")).iceServersFor;
}

afterEach(() => vi.unstubAllEnvs());

describe("ICE servers from configuration", () => {
  it("are none without ICE_SERVER_URLS (calls connect on one network)", async () => {
    expect((await iceServersWith({ ICE_SERVER_URLS: "" }))("guest")).toEqual([]);
  });

  it("give coturn's time-limited credentials with TURN_SECRET, valid as long as the room token", async () => {
    const secret = "a-shared-secret-for-coturn";
    const iceServersFor = await iceServersWith({ ICE_SERVER_URLS: "stun:turn.example.com:3478, turn:turn.example.com:3478?transport=udp,turns:turn.example.com:5349", TURN_SECRET: secret });
    const now = new Date("2026-11-25T10:00:00Z");
    const [stun, turn] = iceServersFor("guest", now);
    expect(stun).toEqual({ urls: ["stun:turn.example.com:3478"] });
    expect(turn!.urls).toEqual(["turn:turn.example.com:3478?transport=udp", "turns:turn.example.com:5349"]);
    expect(turn!.username).toBe(`${now.getTime() / 1000 + 3600}:guest`);
    expect(turn!.credential).toBe(createHmac("sha1", secret).update(turn!.username!).digest("base64"));
  });

  it("give the fixed credentials without a secret", async () => {
    const iceServersFor = await iceServersWith({ ICE_SERVER_URLS: "turn:turn.example.com:3478", TURN_USERNAME: "atrium", TURN_CREDENTIAL: "s3cret" });
    expect(iceServersFor("host:1")).toEqual([{ urls: ["turn:turn.example.com:3478"], username: "atrium", credential: "s3cret" }]);
  });

  it("refuse a URL that is not STUN or TURN, naming the variable", async () => {
    const iceServersFor = await iceServersWith({ ICE_SERVER_URLS: "https://turn.example.com" });
    expect(() => iceServersFor("guest")).toThrow(/ICE_SERVER_URLS/);
  });
});
