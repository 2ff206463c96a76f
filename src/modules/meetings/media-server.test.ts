import { describe, expect, it } from "vitest";
import { janusRoomOf, signMediaSession, verifyMediaSession } from "./media-server";

// The media server's session values (decision 027): a browser can only drive the Janus session
// Atrium gave it, for its own booking and participant.
describe("signed media sessions", () => {
  const bookingId = "3f1c2a9e-7b4d-4c1e-9a2b-1234567890ab";
  const signed = signMediaSession({ bookingId, participant: "guest", session: 4533396107636094 });

  it("name their session for the booking's participant they were made for, and no other", () => {
    expect(verifyMediaSession(signed, bookingId, "guest")).toEqual({ bookingId, participant: "guest", session: 4533396107636094 });
    expect(verifyMediaSession(signed, bookingId, "host:someone")).toBeNull();
    expect(verifyMediaSession(signed, "00000000-0000-4000-8000-000000000000", "guest")).toBeNull();
  });

  it("are refused when changed or forged", () => {
    const [body, signature] = signed.split(".");
    const other = Buffer.from(JSON.stringify({ bookingId, participant: "guest", session: 1 })).toString("base64url");
    expect(verifyMediaSession(`${other}.${signature}`, bookingId, "guest")).toBeNull();
    expect(verifyMediaSession(`${body}.${signature!.slice(1)}`, bookingId, "guest")).toBeNull();
    expect(verifyMediaSession("garbage", bookingId, "guest")).toBeNull();
  });

  it("number a booking's Janus room from its id, within JavaScript's safe integers", () => {
    expect(janusRoomOf(bookingId)).toBe(parseInt("3f1c2a9e7b4d4", 16));
    expect(Number.isSafeInteger(janusRoomOf("ffffffff-ffff-4fff-bfff-ffffffffffff"))).toBe(true);
  });
});
