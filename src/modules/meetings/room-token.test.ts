import { describe, expect, it } from "vitest";
import { roomTokenLifetimeSeconds, roomTokenRefreshMs } from "./meeting-protocol";
import { mintRoomToken, verifyRoomToken } from "./room-token";

const booking = "6f1d3c55-0000-4000-8000-000000000001";
const other = "6f1d3c55-0000-4000-8000-000000000002";

describe("room tokens", () => {
  it("open the room of their own booking, for the participant they name", async () => {
    const token = await mintRoomToken({ bookingId: booking, participant: "guest" });
    expect(await verifyRoomToken(token, booking)).toEqual({ bookingId: booking, participant: "guest" });
  });

  it("open no other booking's room, and nothing once tampered with", async () => {
    const token = await mintRoomToken({ bookingId: booking, participant: "host:u1" });
    expect(await verifyRoomToken(token, other)).toBeNull();
    const [head, body, signature] = token.split(".");
    const forged = `${head}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body!, "base64url").toString()), sub: other, aud: `booking-${other}` })).toString("base64url")}.${signature}`;
    expect(await verifyRoomToken(forged, other)).toBeNull();
  });

  it("expire after an hour; the call asks for a new one after 50 minutes, before that", async () => {
    const minted = new Date("2026-12-01T10:00:00Z");
    const token = await mintRoomToken({ bookingId: booking, participant: "guest" }, minted);
    expect(roomTokenRefreshMs).toBe(3_000_000);
    expect(roomTokenRefreshMs).toBeLessThan(roomTokenLifetimeSeconds * 1000);
    expect(await verifyRoomToken(token, booking, new Date(minted.getTime() + roomTokenRefreshMs))).not.toBeNull();
    expect(await verifyRoomToken(token, booking, new Date(minted.getTime() + roomTokenLifetimeSeconds * 1000 + 1000))).toBeNull();
  });
});
