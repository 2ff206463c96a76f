import { beforeAll, describe, expect, it } from "vitest";
import { call } from "@/testing/api";
import { eventsOf, type StreamedEvent } from "@/testing/event-stream";
import { createTestWorld } from "@/testing/factories";
import { guestKeyHeader, roomTokenHeader } from "./meeting-protocol";

// Pushed booking changes and the call's signalling, through the real API in process: each stream is
// read the way the browser reads it (fetch, then an SSE parser).

type World = Awaited<ReturnType<typeof createTestWorld>>;
let world: World;
beforeAll(async () => {
  world = await createTestWorld();
});

const asAdmin = (path: string, request: { method?: string; json?: unknown; headers?: Record<string, string> } = {}) => call(path, { host: world.acme.host, token: world.admin.token, ...request });
const asVisitor = (path: string, request: { method?: string; json?: unknown; headers?: Record<string, string> } = {}) => call(path, { host: world.acme.host, ...request });

const allDay = [{ start: "00:00", end: "24:00" }];
const everyDay = { mon: allDay, tue: allDay, wed: allDay, thu: allDay, fri: allDay, sat: allDay, sun: allDay };
const tomorrow = () => new Date(Date.now() + 24 * 3_600_000).toISOString().slice(0, 10);

/** A booking an admin made for a client (confirmed at once, its answer has the guest's link), and its guest's key. */
async function booking(hostUserId = world.admin.userId) {
  const type = (await (await asAdmin("/api/meeting-types", { json: { name: `Call ${crypto.randomUUID().slice(0, 8)}`, duration_minutes: 30, host_user_ids: [hostUserId], time_zone: "UTC", availability: everyDay } })).json()) as { id: string };
  const { slots } = (await (await asVisitor(`/api/meetings/types/${type.id}/slots?from=${tomorrow()}&days=1`)).json()) as { slots: string[] };
  const booked = (await (await asAdmin("/api/meetings/bookings", { json: { meeting_type_id: type.id, scheduled_at: slots[0], customer_name: "Marta Ruiz", customer_email: `marta-${crypto.randomUUID()}@example.com` } })).json()) as { booking: { id: string }; join_url: string };
  return { id: booked.booking.id, key: new URLSearchParams(new URL(booked.join_url).hash.slice(1)).get("key")! };
}

const roomToken = async (id: string, headers: Record<string, string>, asHost = false) => {
  const answer = await (asHost ? asAdmin : asVisitor)("/api/meetings/launch-video", { json: { booking_id: id, update_status: asHost }, headers });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { token: string }).token;
};
const roomEvents = (id: string, token: string | undefined, peer: string) => asVisitor(`/api/meetings/rooms/${id}/events?peer=${peer}`, { headers: token ? { [roomTokenHeader]: token } : {} });
const candidate = { candidate: "candidate:1 1 udp 2122260223 127.0.0.1 50000 typ host", sdpMid: "0", sdpMLineIndex: 0 };
const signal = (id: string, token: string | undefined, { from, ...one }: { from: string } & Record<string, unknown>) => asVisitor(`/api/meetings/rooms/${id}/signals`, { json: { from, signals: [one] }, headers: token ? { [roomTokenHeader]: token } : {} });

describe("a booking's pushed changes (GET /api/meetings/bookings/{id}/events)", () => {
  it("sends the guest the booking as it is, then each change as the host makes it, and ends when the meeting is over", async () => {
    const { id, key } = await booking();
    expect((await asVisitor(`/api/meetings/bookings/${id}/events`)).status).toBe(404);
    expect((await call(`/api/meetings/bookings/${id}/events`, { host: world.acme.host, token: world.member.token })).status).toBe(404);
    await asVisitor(`/api/meetings/bookings/${id}/join`, { method: "POST", headers: { [guestKeyHeader]: key } });
    const guest = eventsOf(await asVisitor(`/api/meetings/bookings/${id}/events`, { headers: { [guestKeyHeader]: key } }));
    expect(await guest.next()).toMatchObject({ event: "booking", data: { id, status: "waiting" } });

    // (A change published just before the stream opened may come again: the state, not a delta.)
    const status = (wanted: string) => (event: StreamedEvent) => event.data.status === wanted;
    await asAdmin(`/api/meetings/bookings/${id}`, { method: "PUT", json: { status: "in_progress" } });
    // Admitted, the guest gets their room access with the news (no launch-video round trip); the host side gets none this way.
    const admitted = await guest.until(status("in_progress"));
    expect(admitted).toMatchObject({ event: "booking", data: { id, title: expect.stringMatching(/^Call /), room: { participant: "guest", room_name: `booking-${id}`, ice_servers: [] } } });
    const room = eventsOf(await roomEvents(id, (admitted.data.room as { token: string }).token, "guest-peer-pushed"));
    expect(await room.next()).toEqual({ event: "welcome", data: { peer: "guest-peer-pushed", participant: "guest" } });
    await room.close();
    const hostSide = eventsOf(await asAdmin(`/api/meetings/bookings/${id}/events`));
    expect((await hostSide.next())?.data).not.toHaveProperty("room");
    await hostSide.close();
    await asAdmin(`/api/meetings/bookings/${id}`, { method: "PUT", json: { status: "completed" } });
    await guest.until(status("completed"));
    expect(await guest.next()).toBeNull();
  });
});

describe("the organization's booking changes (GET /api/meetings/events)", () => {
  it("tell the meetings page at once that a guest knocks", async () => {
    expect((await call("/api/meetings/events", { host: world.acme.host })).status).toBe(401);
    expect((await call("/api/meetings/events", { host: world.acme.host, token: world.outsider.token })).status).toBe(404);
    const host = eventsOf(await asAdmin("/api/meetings/events"));
    expect((await host.next())?.event).toBe("ready");
    const { id, key } = await booking();
    const change = (status: string) => ({ event: "change", data: { type: "status", id, status, host_user_id: world.admin.userId } });
    expect(await host.until((event) => event.data.id === id)).toEqual(change("confirmed"));
    await asVisitor(`/api/meetings/bookings/${id}/join`, { method: "POST", headers: { [guestKeyHeader]: key } });
    expect(await host.until((event) => event.data.id === id)).toEqual(change("waiting"));
    await host.close();
  });

  it("tell a member only of the bookings they host", async () => {
    const member = eventsOf(await call("/api/meetings/events", { host: world.acme.host, token: world.member.token }));
    expect((await member.next())?.event).toBe("ready");
    const admins = await booking();
    const theirs = await booking(world.member.userId);
    await asVisitor(`/api/meetings/bookings/${admins.id}/join`, { method: "POST", headers: { [guestKeyHeader]: admins.key } });
    await asVisitor(`/api/meetings/bookings/${theirs.id}/join`, { method: "POST", headers: { [guestKeyHeader]: theirs.key } });
    // In order: their booking's two changes, and nothing of the admin's in between.
    expect(await member.next()).toMatchObject({ event: "change", data: { id: theirs.id, status: "confirmed" } });
    expect(await member.next()).toMatchObject({ event: "change", data: { id: theirs.id, status: "waiting" } });
    await member.close();
  });
});

describe("the call's room (rooms/{id}/events and rooms/{id}/signals)", () => {
  it("opens only with a room token of that booking, and to a guest only while admitted", async () => {
    const { id, key } = await booking();
    const other = await booking();
    const hostToken = await roomToken(other.id, {}, true);
    expect((await roomEvents(id, undefined, "peer-without-token")).status).toBe(404);
    expect((await roomEvents(id, "forged.token.value", "peer-forged")).status).toBe(404);
    // A token of another booking opens nothing here.
    expect((await roomEvents(id, hostToken, "peer-other-room")).status).toBe(404);
    expect((await signal(id, hostToken, { from: "peer-other-room", candidate })).status).toBe(404);
    // Another organization's host does not know the booking.
    const otherHostToken = await roomToken(id, {}, true);
    expect((await call(`/api/meetings/rooms/${id}/events?peer=peer-elsewhere`, { host: world.globex.host, headers: { [roomTokenHeader]: otherHostToken } })).status).toBe(404);

    // Admitted (the host starts the call and lets the waiting guest in), the guest gets a token; sent back to the lobby, it no longer opens the room.
    await asVisitor(`/api/meetings/bookings/${id}/join`, { method: "POST", headers: { [guestKeyHeader]: key } });
    await roomToken(id, {}, true);
    const guestToken = await roomToken(id, { [guestKeyHeader]: key });
    await asAdmin(`/api/meetings/bookings/${id}`, { method: "PUT", json: { status: "waiting" } });
    const refused = await roomEvents(id, guestToken, "guest-peer-1");
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toBe("Your host has not let you in yet.");
    expect((await signal(id, guestToken, { from: "guest-peer-1", candidate })).status).toBe(409);
  });

  it("introduces the peers, carries each signal to its peer only, and closes the guest's stream when the host sends them back to the lobby", async () => {
    const { id, key } = await booking();
    await asVisitor(`/api/meetings/bookings/${id}/join`, { method: "POST", headers: { [guestKeyHeader]: key } });
    const hostToken = await roomToken(id, {}, true);
    const guestToken = await roomToken(id, { [guestKeyHeader]: key });

    const host = eventsOf(await roomEvents(id, hostToken, "host-peer-1"));
    expect(await host.next()).toEqual({ event: "welcome", data: { peer: "host-peer-1", participant: `host:${world.admin.userId}` } });
    const guest = eventsOf(await roomEvents(id, guestToken, "guest-peer-1"));
    expect(await guest.next()).toEqual({ event: "welcome", data: { peer: "guest-peer-1", participant: "guest" } });
    expect(await host.until((event) => event.event === "presence")).toEqual({ event: "presence", data: { event: "joined", peer: "guest-peer-1", participant: "guest" } });

    // The host offers to the newcomer, the guest answers, a candidate follows: each reaches the other only.
    // (A status change published as the streams opened may come first: skip to the signals.)
    const isSignal = (event: StreamedEvent) => event.event === "signal";
    const offer = { type: "offer", sdp: "v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n" };
    expect((await signal(id, hostToken, { from: "host-peer-1", to: "guest-peer-1", description: offer })).status).toBe(204);
    expect(await guest.until(isSignal)).toEqual({ event: "signal", data: { from: "host-peer-1", participant: `host:${world.admin.userId}`, description: offer } });
    const answer = { type: "answer", sdp: "v=0\r\no=- 3 4 IN IP4 127.0.0.1\r\n" };
    expect((await signal(id, guestToken, { from: "guest-peer-1", to: "host-peer-1", description: answer })).status).toBe(204);
    expect(await host.until(isSignal)).toEqual({ event: "signal", data: { from: "guest-peer-1", participant: "guest", description: answer } });
    await signal(id, hostToken, { from: "host-peer-1", to: "guest-peer-1", candidate });
    expect(await guest.until(isSignal)).toMatchObject({ event: "signal", data: { from: "host-peer-1", candidate } });
    // Several at once arrive in the order sent.
    const candidates = [1, 2, 3].map((n) => ({ ...candidate, candidate: `candidate:${n} 1 udp 2122260223 127.0.0.1 5000${n} typ host` }));
    await asVisitor(`/api/meetings/rooms/${id}/signals`, { json: { from: "host-peer-1", signals: candidates.map((one) => ({ to: "guest-peer-1", candidate: one })) }, headers: { [roomTokenHeader]: hostToken } });
    for (const one of candidates) expect(await guest.until(isSignal)).toMatchObject({ data: { candidate: one } });

    // Bad signals: 400 with what is wrong.
    const bad = await signal(id, hostToken, { from: "host-peer-1", description: offer, candidate });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toBe("A signal carries a description, a candidate or hello");
    expect((await signal(id, hostToken, { from: "x", candidate })).status).toBe(400);
    const none = await asVisitor(`/api/meetings/rooms/${id}/signals`, { json: { from: "host-peer-1", signals: [] }, headers: { [roomTokenHeader]: hostToken } });
    expect((await none.json()).error).toBe("Send at least one signal");

    // Back to the lobby: the guest hears it and their stream ends; the host hears them leave.
    await asAdmin(`/api/meetings/bookings/${id}`, { method: "PUT", json: { status: "waiting" } });
    await guest.until((event) => event.event === "booking" && event.data.status === "waiting");
    expect(await guest.next()).toBeNull();
    expect(await host.until((event) => event.event === "presence")).toEqual({ event: "presence", data: { event: "left", peer: "guest-peer-1", participant: "guest" } });
    await host.close();
  });
});

describe("the call's media through a media server (rooms/{id}/media)", () => {
  it("is peer-to-peer without MEDIA_SERVER_URL: the room access says so, and the media endpoint finds nothing, after checking the token", async () => {
    const { id } = await booking();
    const access = await asAdmin("/api/meetings/launch-video", { json: { booking_id: id } });
    expect(await access.json()).toMatchObject({ media: "peer-to-peer" });
    const token = await roomToken(id, {}, true);
    const publish = { action: "publish", peer: "host-peer-media", offer: { type: "offer", sdp: "v=0" } };
    expect((await asVisitor(`/api/meetings/rooms/${id}/media`, { json: publish })).status).toBe(404);
    const answer = await asVisitor(`/api/meetings/rooms/${id}/media`, { json: publish, headers: { [roomTokenHeader]: token } });
    expect(answer.status).toBe(404);
    expect((await answer.json()).error).toBe("This call has no media server");
    const bad = await asVisitor(`/api/meetings/rooms/${id}/media`, { json: { action: "record" }, headers: { [roomTokenHeader]: token } });
    expect(bad.status).toBe(400);
  });
});
