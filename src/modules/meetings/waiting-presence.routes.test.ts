import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { installationJobs } from "@/modules/housekeeping/housekeeping.service";
import { call } from "@/testing/api";
import { eventsOf } from "@/testing/event-stream";
import { createTestWorld } from "@/testing/factories";
import { guestKeyHeader } from "./meeting-protocol";
import { guestPresence } from "./meetings.service";

// Issue 33, meetings over time: the host's list covers the days asked for and its queue every waiting
// guest whatever the day of their meeting; a guest whose page closed leaves it once unheard for a
// while, through the real API.

type World = Awaited<ReturnType<typeof createTestWorld>>;
let world: World;
const usual = { ...guestPresence };
beforeAll(async () => {
  world = await createTestWorld();
  // The same rules on a shorter clock: renewed every 100 ms, gone after 300 ms unheard.
  Object.assign(guestPresence, { renewMs: 100, goneAfterMs: 300 });
});
afterAll(() => void Object.assign(guestPresence, usual));

const asAdmin = (path: string, request: { method?: string; json?: unknown } = {}) => call(path, { host: world.acme.host, token: world.admin.token, ...request });
const asGuest = (path: string, key: string, method = "GET") => call(path, { host: world.acme.host, method, headers: { [guestKeyHeader]: key } });

const allDay = [{ start: "00:00", end: "24:00" }];
const everyDay = { mon: allDay, tue: allDay, wed: allDay, thu: allDay, fri: allDay, sat: allDay, sun: allDay };
const inDays = (days: number) => new Date(Date.now() + days * 24 * 3_600_000).toISOString().slice(0, 10);

/** A booking an admin made for a client `days` from now, and its guest's key. */
async function booking(days: number) {
  const type = (await (await asAdmin("/api/meeting-types", { json: { name: `Call ${crypto.randomUUID().slice(0, 8)}`, duration_minutes: 30, host_user_ids: [world.admin.userId], time_zone: "UTC", availability: everyDay } })).json()) as { id: string };
  const { slots } = (await (await call(`/api/meetings/types/${type.id}/slots?from=${inDays(days)}&days=1`, { host: world.acme.host })).json()) as { slots: string[] };
  const booked = (await (await asAdmin("/api/meetings/bookings", { json: { meeting_type_id: type.id, scheduled_at: slots[0], customer_name: "Marta Ruiz", customer_email: `marta-${crypto.randomUUID()}@example.com` } })).json()) as { booking: { id: string }; join_url: string };
  return { id: booked.booking.id, key: new URLSearchParams(new URL(booked.join_url).hash.slice(1)).get("key")! };
}

/** The booking's status as the host's meetings page lists it (today and tomorrow by default), or undefined when it is not listed. */
async function listedStatus(id: string): Promise<string | undefined> {
  const listed = (await (await asAdmin("/api/meetings/bookings")).json()) as { id: string; status: string }[];
  return listed.find((booking) => booking.id === id)?.status;
}

describe("the host's queue", () => {
  it("shows a guest who waits days before their meeting, and not that meeting before they come", async () => {
    const { id, key } = await booking(4);
    expect(await listedStatus(id)).toBeUndefined();
    expect((await asGuest(`/api/meetings/bookings/${id}/join`, key, "POST")).status).toBe(200);
    expect(await listedStatus(id)).toBe("waiting");
  });

  it("lists the days asked for, at most 31 at once, so a read stays bounded", async () => {
    const { id } = await booking(4);
    const from = new Date(Date.now() - 3_600_000).toISOString();
    const inSpan = (days: number) => asAdmin(`/api/meetings/bookings?from=${from}&to=${new Date(Date.parse(from) + days * 86_400_000).toISOString()}`);
    expect(((await (await inSpan(7)).json()) as { id: string }[]).map((listed) => listed.id)).toContain(id);
    const refused = await inSpan(40);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: "Ask for at most 31 days of bookings at once" });
  });

  it("lets a guest whose every page closed go once unheard, while one open page keeps them", async () => {
    const { id, key } = await booking(1);
    await asGuest(`/api/meetings/bookings/${id}/join`, key, "POST");
    const first = eventsOf(await asGuest(`/api/meetings/bookings/${id}/events`, key));
    const second = eventsOf(await asGuest(`/api/meetings/bookings/${id}/events`, key));
    await first.next();
    await second.next();
    await first.close();
    // Three times as long as it takes to be gone: the other page renewed them meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 3 * guestPresence.goneAfterMs));
    expect(await listedStatus(id)).toBe("waiting");

    await second.close();
    await vi.waitFor(async () => expect(await listedStatus(id)).toBe("confirmed"), { timeout: 5_000, interval: 100 });
  });

  it("loses a guest whose page was never heard again through the installation's periodic job too", async () => {
    const { id, key } = await booking(1);
    await asGuest(`/api/meetings/bookings/${id}/join`, key, "POST");
    const job = installationJobs.find((each) => each.name === "waiting-room")!;
    await job.run();
    expect(await listedStatus(id)).toBe("waiting");
    await new Promise((resolve) => setTimeout(resolve, 2 * guestPresence.goneAfterMs));
    await job.run();
    expect(await listedStatus(id)).toBe("confirmed");
  });
});
