import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startMailServer } from "../../../e2e/support/mail-server";

// Real SMTP: a server in this process receives what the API sends.
const mail = await startMailServer();
vi.stubEnv("SMTP_URL", `smtp://127.0.0.1:${mail.port}`);
const { call, expectAdminOnly } = await import("@/testing/api");
const { createTestWorld } = await import("@/testing/factories");
const { maxBookingsPerAddress, maxBookingsPerClient } = await import("./meetings.routes");
const { guestKeyHeader } = await import("./meeting-protocol");
const { verifyRoomToken } = await import("./room-token");
const { holdMinutes } = await import("./meetings.service");
const { db } = await import("@/server/db/client");
const { bookings } = await import("./meetings.schema");
const { eq } = await import("drizzle-orm");
const { readInvite } = await import("@/testing/calendar");

type World = Awaited<ReturnType<typeof createTestWorld>>;
let world: World;

beforeAll(async () => {
  world = await createTestWorld();
});
afterAll(() => mail.close());

const asAdmin = (path: string, request: { method?: string; json?: unknown } = {}) => call(path, { host: world.acme.host, token: world.admin.token, ...request });
const asVisitor = (path: string, request: { method?: string; json?: unknown; headers?: Record<string, string> } = {}) => call(path, { host: world.acme.host, ...request });

const allDay = [{ start: "00:00", end: "24:00" }];
const everyDay = { mon: allDay, tue: allDay, wed: allDay, thu: allDay, fri: allDay, sat: allDay, sun: allDay };
const tomorrow = () => new Date(Date.now() + 24 * 3_600_000).toISOString().slice(0, 10);

async function createType(name: string, extra: Record<string, unknown> = {}) {
  const response = await asAdmin("/api/meeting-types", { json: { name, duration_minutes: 30, host_user_ids: [world.admin.userId], time_zone: "UTC", availability: everyDay, ...extra } });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; name: string; version: number };
}

async function freeSlots(typeId: string): Promise<string[]> {
  const response = await asVisitor(`/api/meetings/types/${typeId}/slots?from=${tomorrow()}&days=1`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { slots: string[] }).slots;
}

type Booked = { booking: { id: string; status: string; waiting_since: string | null; hold_until: string | null }; join_url?: string; cancel_url?: string };
let guests = 0;
/** A guest books from a device of their own (a client address each, unless `from` says). */
async function bookSlot(typeId: string, scheduled_at: string, email = `guest-${crypto.randomUUID()}@example.com`, from = `198.51.${Math.floor(++guests / 250)}.${guests % 250}`, page: { time_zone?: string; locale?: string } = { time_zone: "Europe/Madrid" }) {
  return asVisitor("/api/meetings/bookings", { json: { meeting_type_id: typeId, scheduled_at, customer_name: "Marta Ruiz", customer_email: email, ...page }, headers: { "x-forwarded-for": from } });
}

/** The first e-mail to `to` whose subject starts so, parsed. */
async function mailTo(to: string, subject: string) {
  const matches = (message: { to: string; subject: string }) => message.to.includes(to) && message.subject.startsWith(subject);
  await vi.waitFor(() => expect(mail.messages.some(matches)).toBe(true));
  return simpleParser(mail.messages.find(matches)!.raw);
}

/** The calendar invite an e-mail carries, as a calendar reads it. */
const inviteIn = (message: Awaited<ReturnType<typeof simpleParser>>) => readInvite(message.attachments.find((attachment) => attachment.filename === "invite.ics")!.content.toString("utf8"));

/** The guest's key, from the e-mail that asks them to confirm: it is given nowhere else. */
const keyFromMail = async (email: string, subject = "Please confirm: ") => /#key=([\w-]+)&confirm=1/.exec((await mailTo(email, subject)).text ?? "")![1]!;

const confirmAs = (key: string, id: string) => asVisitor(`/api/meetings/bookings/${id}/confirm`, { method: "POST", headers: { [guestKeyHeader]: key } });

/** A guest books and (unless told not to) confirms from their e-mail, as a real guest does. */
async function guestBooks(typeId: string, slot: string, { confirm = true, zone = "Europe/Madrid", locale = undefined as string | undefined, confirmSubject = "Please confirm: " } = {}) {
  const email = `guest-${crypto.randomUUID()}@example.com`;
  const response = await bookSlot(typeId, slot, email, undefined, { time_zone: zone, locale });
  expect(response.status).toBe(201);
  const { booking } = (await response.json()) as Booked;
  const key = await keyFromMail(email, confirmSubject);
  if (confirm) expect((await confirmAs(key, booking.id)).status).toBe(200);
  return { id: booking.id, key, email };
}

describe("meeting types", () => {
  it("are created, listed and updated by admins with versions; visitors see the active ones", async () => {
    const type = await createType("First consultation", { description: "Thirty minutes to talk about your case" });
    const inactive = await createType("Internal review", { is_active: false });
    const listed = (await (await asVisitor("/api/meetings/types")).json()) as { id: string; name: string }[];
    expect(listed.map((entry) => entry.id)).toContain(type.id);
    expect(listed.map((entry) => entry.id)).not.toContain(inactive.id);
    expect(listed.find((entry) => entry.id === type.id)).toEqual({ id: type.id, name: "First consultation", description: "Thirty minutes to talk about your case", duration_minutes: 30, name_translation: {}, description_translation: {} });

    const saved = await asAdmin(`/api/meeting-types/${type.id}`, { method: "PATCH", json: { duration_minutes: 45, version: 1 } });
    expect(await saved.json()).toMatchObject({ duration_minutes: 45, version: 2 });
    const stale = await asAdmin(`/api/meeting-types/${type.id}`, { method: "PATCH", json: { duration_minutes: 60, version: 1 } });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ code: "version_conflict", details: { current: { duration_minutes: 45 } } });
  });

  it("carry their name and description in other languages, known languages only (issue 33)", async () => {
    const type = await createType(`Consulta ${crypto.randomUUID().slice(0, 8)}`, { description: "Thirty minutes", name_translation: { es: "Primera consulta", fr: " " }, description_translation: { fr: "Trente minutes" } });
    const listed = ((await (await asVisitor("/api/meetings/types")).json()) as { id: string; name_translation: object; description_translation: object }[]).find((entry) => entry.id === type.id);
    // A blank translation is no translation.
    expect(listed).toMatchObject({ name_translation: { es: "Primera consulta" }, description_translation: { fr: "Trente minutes" } });
    const refused = await asAdmin(`/api/meeting-types/${type.id}`, { method: "PATCH", json: { name_translation: { xx: "?" } } });
    expect(refused.status).toBe(400);

  });

  it("refuse what cannot work, with a clear message", async () => {
    const bad = async (json: Record<string, unknown>) => (await (await asAdmin("/api/meeting-types", { json: { name: "X", duration_minutes: 30, host_user_ids: [world.admin.userId], time_zone: "UTC", availability: everyDay, ...json } })).json()).error;
    expect(await bad({ time_zone: "Mars/Olympus" })).toBe("Choose a time zone such as Europe/Madrid");
    expect(await bad({ availability: { mon: [{ start: "17:00", end: "09:00" }] } })).toBe("Each opening range must end after it starts");
    expect(await bad({ availability: { mon: [{ start: "9am", end: "17:00" }] } })).toBe("Times are written as HH:MM, such as 09:30");
    expect(await bad({ host_user_ids: [world.outsider.userId] })).toBe("Each host must be a member of this organization");
    expect(await bad({ duration_minutes: 2 })).toBe("A meeting lasts at least 5 minutes");
  });

  it("are for admins only: anonymous 401, member 403, another organization's admin 404", async () => {
    const type = await createType("Guarded");
    await expectAdminOnly(world, "/api/meeting-types", { method: "GET" }, { acmeRowInPath: false });
    await expectAdminOnly(world, "/api/meeting-types", { method: "POST", json: { name: "Nope", duration_minutes: 30, host_user_ids: [world.admin.userId], time_zone: "UTC", availability: {} } }, { acmeRowInPath: false });
    await expectAdminOnly(world, `/api/meeting-types/${type.id}`, { method: "PATCH", json: { name: "Nope" } });
    await expectAdminOnly(world, `/api/meeting-types/${type.id}`, { method: "DELETE" });
    expect((await asAdmin("/api/meeting-types")).status).toBe(200);
  });
});

describe("booking", () => {
  it("books a free time that waits for its guest: confirmed from their e-mail, the guest and the host get the calendar invite over SMTP", async () => {
    const type = await createType("Visa consultation");
    const [slot] = await freeSlots(type.id);
    const email = `marta-${crypto.randomUUID()}@example.com`;
    const response = await bookSlot(type.id, slot!, email);
    expect(response.status).toBe(201);
    const booked = (await response.json()) as Booked;
    // The visitor gets no key: it is in the guest's e-mail only, so a booking for someone else's address cannot be confirmed.
    expect(booked).not.toHaveProperty("join_url");
    expect(booked.booking).toMatchObject({ status: "scheduled", waiting_since: null });
    expect(Date.parse(booked.booking.hold_until!) - Date.now()).toBeGreaterThan((holdMinutes - 1) * 60_000);
    // The time is held meanwhile.
    expect(await freeSlots(type.id)).not.toContain(slot);

    const request = await mailTo(email, "Please confirm: Visa consultation with Marta Ruiz, ");
    expect(request.text).toContain(`We keep this time for you for ${holdMinutes} minutes`);
    expect(request.text).toContain("(Europe/Madrid)");
    expect(request.attachments).toHaveLength(0);
    const key = await keyFromMail(email);
    expect(mail.messages.some((message) => message.to.includes(world.admin.email) && message.subject.startsWith("New booking: Visa consultation"))).toBe(false);

    expect((await confirmAs("not-the-key", booked.booking.id)).status).toBe(404);
    const confirmed = await confirmAs(key, booked.booking.id);
    expect(await confirmed.json()).toMatchObject({ status: "confirmed", hold_until: null });
    // Twice is the same.
    expect(await (await confirmAs(key, booked.booking.id)).json()).toMatchObject({ status: "confirmed" });

    const guestMail = await mailTo(email, "Booked: Visa consultation with Marta Ruiz, ");
    expect(guestMail.text).toContain(`/meet/${booked.booking.id}#key=${key}`);
    expect(guestMail.text).toContain("(Europe/Madrid)");
    const invite = guestMail.attachments.find((attachment) => attachment.contentType.startsWith("text/calendar"));
    expect(invite?.filename).toBe("invite.ics");
    const ics = invite!.content.toString("utf8");
    expect(ics).toContain("METHOD:REQUEST");
    expect(readInvite(ics)).toMatchObject({ method: "REQUEST", uid: `${booked.booking.id}@atrium`, sequence: 0, startZone: "Europe/Madrid", undefinedZones: [], stampIsUtc: true });
    expect(invite!.contentType).toBe("text/calendar");
    expect(guestMail.attachments.find((attachment) => attachment.filename === "invite.ics")?.headers.get("content-type")).toMatchObject({ params: { method: "REQUEST" } });
    await mailTo(world.admin.email, "New booking: Visa consultation");
    expect(mail.messages.filter((message) => message.to.includes(email) && message.subject.startsWith("Booked: "))).toHaveLength(1);
  });

  it(`holds an unconfirmed booking's time for ${holdMinutes} minutes only: then the time is free, and a late confirmation takes it back only if nobody else did`, async () => {
    const type = await createType("Held briefly");
    const [first, second] = await freeSlots(type.id);
    const lapse = (id: string) => db().then((database) => database.update(bookings).set({ hold_until: new Date(Date.now() - 1_000) }).where(eq(bookings.id, id)));
    const listed = async () => ((await (await asAdmin(`/api/meetings/bookings?from=${tomorrow()}T00:00:00Z&to=${new Date(Date.parse(tomorrow()) + 2 * 86_400_000).toISOString()}`)).json()) as { id: string }[]).map((entry) => entry.id);

    // Nobody confirms the first booking: once its hold lapses, its time is offered again and the admins no longer see it.
    const unconfirmed = await guestBooks(type.id, first!, { confirm: false });
    expect(await listed()).toContain(unconfirmed.id);
    await lapse(unconfirmed.id);
    expect(await freeSlots(type.id)).toContain(first);
    expect(await listed()).not.toContain(unconfirmed.id);
    // Another guest takes it; the first guest, confirming late, is told to book again.
    const other = await guestBooks(type.id, first!);
    const late = await confirmAs(unconfirmed.key, unconfirmed.id);
    expect(late.status).toBe(409);
    expect((await late.json()).error).toBe("This booking was not confirmed in time and its time went to someone else. Please book again.");
    expect(await (await asAdmin(`/api/meetings/bookings/${other.id}`)).json()).toMatchObject({ status: "confirmed" });

    // A lapsed hold nobody took: the late confirmation (or the join link) keeps the booking.
    const slow = await guestBooks(type.id, second!, { confirm: false });
    await lapse(slow.id);
    expect(await (await confirmAs(slow.key, slow.id)).json()).toMatchObject({ status: "confirmed", hold_until: null });
    expect(await freeSlots(type.id)).not.toContain(second);
  });

  it("books at once for an admin (a client on the phone): confirmed, with the guest's links to pass on", async () => {
    const type = await createType("Phone booking");
    const [slot] = await freeSlots(type.id);
    const email = `phone-${crypto.randomUUID()}@example.com`;
    const response = await asAdmin("/api/meetings/bookings", { json: { meeting_type_id: type.id, scheduled_at: slot, customer_name: "Ana Gil", customer_email: email } });
    expect(response.status).toBe(201);
    const booked = (await response.json()) as Booked;
    expect(booked.booking).toMatchObject({ status: "confirmed", hold_until: null });
    expect(booked.join_url).toMatch(new RegExp(`/meet/${booked.booking.id}#key=`));
    expect((await mailTo(email, "Booked: Phone booking with Ana Gil, ")).text).toContain(booked.join_url);
  });

  it("gives one booking when 20 visitors take the same time at once; the others are told it was just taken", async () => {
    const type = await createType("Popular slot");
    const [slot] = await freeSlots(type.id);
    const answers = await Promise.all(Array.from({ length: 20 }, () => bookSlot(type.id, slot!)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const refused = await answers.find((answer) => answer.status === 409)!.json();
    expect(refused.error).toBe("This time was just taken. Please choose another one.");
    const day = new Date(slot!);
    const listed = (await (await asAdmin(`/api/meetings/bookings?from=${new Date(day.getTime() - 1).toISOString()}&to=${new Date(day.getTime() + 60_000).toISOString()}`)).json()) as { title: string }[];
    expect(listed.filter((booking) => booking.title.startsWith("Popular slot"))).toHaveLength(1);
  });

  it("refuses a time the type does not offer, a missing name, and too many bookings from one address", async () => {
    const type = await createType("Strict", { availability: { mon: [{ start: "09:00", end: "10:00" }] } });
    const [slot] = await freeSlots((await createType("Open")).id);
    const offHours = await bookSlot(type.id, `${tomorrow()}T03:17:00Z`);
    expect(offHours.status).toBe(409);
    expect((await offHours.json()).error).toBe("This time cannot be booked. Please choose one of the times shown.");
    const nameless = await asVisitor("/api/meetings/bookings", { json: { meeting_type_id: type.id, scheduled_at: slot, customer_name: " ", customer_email: "a@example.com" } });
    expect(nameless.status).toBe(400);
    expect((await nameless.json()).error).toBe("Please enter your name");
    // The guest's zone and language are ones Atrium knows, or the booking is refused.
    expect(await (await bookSlot(type.id, slot!, undefined, undefined, { time_zone: "Mars/Olympus" })).json()).toMatchObject({ error: "Choose a time zone such as Europe/Madrid" });
    expect((await bookSlot(type.id, slot!, undefined, undefined, { locale: "xx" })).status).toBe(400);

    const open = await createType("Busy guest");
    const slots = await freeSlots(open.id);
    const email = `busy-${crypto.randomUUID()}@example.com`;
    for (let booking = 0; booking < maxBookingsPerAddress; booking++) expect((await bookSlot(open.id, slots[booking]!, email)).status).toBe(201);
    const over = await bookSlot(open.id, slots[maxBookingsPerAddress]!, email);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it(`refuse a client's ${maxBookingsPerClient + 1}th booking in a day, whatever addresses it gives, and hold back no other guest`, async () => {
    const type = await createType("Calendar filler");
    const slots = await freeSlots(type.id);
    for (let booking = 0; booking < maxBookingsPerClient; booking++) expect((await bookSlot(type.id, slots[booking]!, undefined, "203.0.113.7")).status).toBe(201);
    const over = await bookSlot(type.id, slots[maxBookingsPerClient]!, undefined, "203.0.113.7");
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await bookSlot(type.id, slots[maxBookingsPerClient]!, undefined, "203.0.113.8")).status).toBe(201);
  });
});

describe("a booking's life", () => {
  async function booked() {
    const type = await createType(`Life ${crypto.randomUUID().slice(0, 8)}`);
    const [slot] = await freeSlots(type.id);
    return guestBooks(type.id, slot!);
  }
  const asGuest = (key: string) => (path: string, request: { method?: string; json?: unknown } = {}) => asVisitor(path, { ...request, headers: { [guestKeyHeader]: key } });

  it("waits, is admitted, goes back to the lobby, is admitted again and ends; leaving the waiting room confirms it", async () => {
    const { id, key } = await booked();
    const guest = asGuest(key);
    expect((await asVisitor(`/api/meetings/bookings/${id}`)).status).toBe(404);
    expect((await asGuest("not-the-key")(`/api/meetings/bookings/${id}`)).status).toBe(404);
    expect(await (await guest(`/api/meetings/bookings/${id}`)).json()).toMatchObject({ id, status: "confirmed", meeting_type: { name: expect.stringMatching(/^Life /) }, host_user_id: world.admin.userId });

    const waiting = await (await guest(`/api/meetings/bookings/${id}/join`, { method: "POST" })).json();
    expect(waiting.status).toBe("waiting");
    expect(Date.parse(waiting.waiting_since)).toBeGreaterThan(Date.now() - 60_000);
    // A guest cannot let themselves in.
    expect((await guest(`/api/meetings/bookings/${id}`, { method: "PUT", json: { status: "in_progress" } })).status).toBe(409);

    const admit = (status: string) => asAdmin(`/api/meetings/bookings/${id}`, { method: "PUT", json: { status } });
    expect(await (await admit("in_progress")).json()).toMatchObject({ status: "in_progress" });
    expect(await (await admit("waiting")).json()).toMatchObject({ status: "waiting" });
    expect(await (await admit("in_progress")).json()).toMatchObject({ status: "in_progress" });
    // The guest leaves the call: completed.
    expect(await (await guest(`/api/meetings/bookings/${id}`, { method: "PUT", json: { status: "completed" } })).json()).toMatchObject({ status: "completed" });
    // Leaving the waiting room afterwards answers the meeting as it is.
    expect(await (await guest("/api/meetings/waiting-room/leave", { json: { booking_id: id } })).json()).toMatchObject({ status: "completed" });

    const second = await booked();
    const secondGuest = asGuest(second.key);
    await secondGuest(`/api/meetings/bookings/${second.id}/join`, { method: "POST" });
    expect(await (await secondGuest("/api/meetings/waiting-room/leave", { json: { booking_id: second.id } })).json()).toMatchObject({ status: "confirmed", waiting_since: null });
  });

  it("is cancelled by the guest's link; both get the cancellation with an invite that removes it, and the time is free again", async () => {
    const made = await booked();
    const cancelled = await asGuest(made.key)(`/api/meetings/bookings/${made.id}/cancel`, { method: "POST" });
    expect(await cancelled.json()).toMatchObject({ status: "cancelled" });
    await vi.waitFor(() => expect(mail.messages.filter((message) => message.subject.startsWith("Cancelled: ") && message.subject.includes("Life"))).not.toHaveLength(0));
    const message = await simpleParser(mail.messages.find((entry) => entry.subject.startsWith("Cancelled: "))!.raw);
    expect(message.attachments[0]!.content.toString("utf8")).toContain("METHOD:CANCEL");
    // Cancelled twice is still cancelled; a completed meeting cannot be.
    expect((await asGuest(made.key)(`/api/meetings/bookings/${made.id}/cancel`, { method: "POST" })).status).toBe(200);
  });

  it("gives each side its e-mails and invites in its own zone and language; the cancel supersedes the invite in both calendars", async () => {
    const type = await createType(`Zones ${crypto.randomUUID().slice(0, 8)}`, { time_zone: "Europe/Madrid" });
    const [slot] = await freeSlots(type.id);
    // The guest books in New York on the site's Spanish pages; the host works in Madrid, in the back office's English.
    const made = await guestBooks(type.id, slot!, { zone: "America/New_York", locale: "es", confirmSubject: "Confirma, por favor: " });
    const title = `${type.name} with Marta Ruiz`;
    const start = new Date(slot!);
    const end = new Date(start.getTime() + 30 * 60_000);
    const when = (locale: string, zone: string) => `${new Intl.DateTimeFormat(locale, { dateStyle: "full", timeStyle: "short", timeZone: zone }).format(start)} (${zone})`;
    const clock = (zone: string) => `${new Intl.DateTimeFormat("en-GB", { timeStyle: "short", timeZone: zone }).format(start)} (${zone})`;

    const guestBooked = await mailTo(made.email, "Reservada: ");
    const hostBooked = await mailTo(world.admin.email, `New booking: ${title}`);
    expect(guestBooked.subject).toBe(`Reservada: ${title}, ${when("es", "America/New_York")}`);
    expect(guestBooked.text).toContain(`Tu reunión «${title}» está reservada para el ${when("es", "America/New_York")}.`);
    expect(hostBooked.text).toContain(clock("Europe/Madrid"));
    expect(hostBooked.text).toContain(when("en-GB", "Europe/Madrid"));
    const requests = [inviteIn(guestBooked), inviteIn(hostBooked)];
    expect(requests.map((invite) => invite.startZone)).toEqual(["America/New_York", "Europe/Madrid"]);

    expect((await asAdmin(`/api/meetings/bookings/${made.id}`, { method: "PUT", json: { status: "cancelled" } })).status).toBe(200);
    const guestCancelled = await mailTo(made.email, "Cancelada: ");
    const hostCancelled = await mailTo(world.admin.email, `Cancelled: ${title}`);
    expect(guestCancelled.text).toBe(`La reunión «${title}» del ${when("es", "America/New_York")} se ha cancelado.`);
    expect(guestCancelled.text).not.toContain("Europe/Madrid");
    expect(hostCancelled.text).toBe(`The meeting "${title}" on ${when("en-GB", "Europe/Madrid")} is cancelled.`);
    expect(hostCancelled.text).toContain(clock("Europe/Madrid"));
    const cancels = [inviteIn(guestCancelled), inviteIn(hostCancelled)];
    expect(cancels.map((invite) => invite.startZone)).toEqual(["America/New_York", "Europe/Madrid"]);

    for (const [index, request] of requests.entries()) {
      const cancel = cancels[index]!;
      for (const invite of [request, cancel]) {
        expect(invite).toMatchObject({ uid: `${made.id}@atrium`, undefinedZones: [], stampIsUtc: true, organizer: `mailto:${world.admin.email}`, attendees: [`mailto:${made.email}`] });
        expect([invite.start, invite.end]).toEqual([start, end]);
      }
      expect(request).toMatchObject({ method: "REQUEST", status: "CONFIRMED" });
      expect(cancel).toMatchObject({ method: "CANCEL", status: "CANCELLED" });
      expect(cancel.sequence).toBeGreaterThan(request.sequence);
    }
  });

  it("cancelled by the host side with a reason: the guest's e-mail gives it, in their language; a reason goes with a cancellation only", async () => {
    const type = await createType(`Reasons ${crypto.randomUUID().slice(0, 8)}`);
    const [slot] = await freeSlots(type.id);
    const made = await guestBooks(type.id, slot!, { locale: "es", confirmSubject: "Confirma, por favor: " });
    const put = (json: unknown) => asAdmin(`/api/meetings/bookings/${made.id}`, { method: "PUT", json });
    const notWithAdmit = await put({ status: "in_progress", reason: "Early start" });
    expect(notWithAdmit.status).toBe(400);
    expect(await notWithAdmit.json()).toMatchObject({ error: "A reason goes with a cancellation only" });
    const tooLong = await put({ status: "cancelled", reason: "x".repeat(501) });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toMatchObject({ error: "Write the reason in at most 500 characters" });

    expect((await put({ status: "cancelled", reason: "  The adviser is ill <today>.  " })).status).toBe(200);
    const guestCancelled = await mailTo(made.email, "Cancelada: ");
    expect(guestCancelled.text).toContain("Motivo indicado: The adviser is ill <today>.");
    expect(guestCancelled.html).toContain("The adviser is ill &#60;today&#62;.");
  });

  it("belongs to its guest, its host and the organization's admins: a member or another organization's admin finds nothing", async () => {
    const { id } = await booked();
    for (const token of [world.member.token, world.outsider.token]) {
      expect((await call(`/api/meetings/bookings/${id}`, { host: world.acme.host, token })).status).toBe(404);
      expect((await call(`/api/meetings/bookings/${id}`, { host: world.acme.host, token, method: "PUT", json: { status: "cancelled" } })).status).toBe(404);
      expect((await call(`/api/meetings/bookings/${id}/cancel`, { host: world.acme.host, token, method: "POST" })).status).toBe(404);
    }
    // Another organization's host does not even know the booking exists.
    expect((await call(`/api/meetings/bookings/${id}`, { host: world.globex.host, token: world.outsider.token })).status).toBe(404);
    expect(await (await asAdmin(`/api/meetings/bookings/${id}`)).json()).toMatchObject({ id, status: "confirmed" });
  });

  it("is listed to admins, and to a member who hosts it (the host's e-mail links to the meetings page), with the host side's moves", async () => {
    const hosted = await createType(`Member hosted ${crypto.randomUUID().slice(0, 8)}`, { host_user_ids: [world.member.userId] });
    const [slot] = await freeSlots(hosted.id);
    const theirs = await guestBooks(hosted.id, slot!);
    const admins = await booked();
    const listOf = async (token?: string) => {
      const answer = await call("/api/meetings/bookings", { host: world.acme.host, token, method: "GET" });
      return { status: answer.status, ids: answer.status === 200 ? ((await answer.json()) as { id: string }[]).map((entry) => entry.id) : [] };
    };
    expect((await listOf()).status).toBe(401);
    expect((await listOf(world.outsider.token)).status).toBe(404);
    expect((await listOf(world.admin.token)).ids).toEqual(expect.arrayContaining([theirs.id, admins.id]));
    const member = await listOf(world.member.token);
    expect(member.ids).toContain(theirs.id);
    expect(member.ids).not.toContain(admins.id);
    // Their own booking they may act on; another host's stays "not found".
    await asVisitor(`/api/meetings/bookings/${theirs.id}/join`, { method: "POST", headers: { [guestKeyHeader]: theirs.key } });
    const asMember = (id: string, status: string) => call(`/api/meetings/bookings/${id}`, { host: world.acme.host, token: world.member.token, method: "PUT", json: { status } });
    expect(await (await asMember(theirs.id, "in_progress")).json()).toMatchObject({ status: "in_progress" });
    expect((await asMember(admins.id, "cancelled")).status).toBe(404);
  });
});

describe("moving a booking (issue 33)", () => {
  const guestCalls = (key: string) => (path: string, json?: unknown) => asVisitor(path, { method: json === undefined ? "GET" : "POST", json, headers: { [guestKeyHeader]: key } });
  const timesFor = async (ask: (path: string) => Promise<Response>, id: string) => ((await (await ask(`/api/meetings/bookings/${id}/free-times?from=${tomorrow()}&days=1`)).json()) as { slots: string[] }).slots;

  it("a guest moves theirs from the e-mail's link: the same booking at a new time, each side's invite replaces the one before, in their zone and language", async () => {
    const type = await createType(`Move ${crypto.randomUUID().slice(0, 8)}`, { time_zone: "Europe/Madrid" });
    const slots = await freeSlots(type.id);
    const made = await guestBooks(type.id, slots[0]!, { zone: "America/New_York", locale: "es", confirmSubject: "Confirma, por favor: " });
    const guest = guestCalls(made.key);
    const booked = await mailTo(made.email, "Reservada: ");
    expect(booked.text).toContain(`Para elegir otra hora, entra aquí: `);
    expect(booked.text).toContain(`/meet/${made.id}#key=${made.key}&reschedule=1`);

    // Its own time counts free to it; the others' do not change.
    const times = await timesFor(guest, made.id);
    expect(times).toContain(slots[0]);
    expect(times).toContain(slots[4]);
    const moved = await guest(`/api/meetings/bookings/${made.id}/reschedule`, { scheduled_at: slots[4] });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ id: made.id, status: "confirmed", scheduled_at: slots[4] });
    const visible = await freeSlots(type.id);
    expect(visible).toContain(slots[0]);
    expect(visible).not.toContain(slots[4]);

    const start = new Date(slots[4]!);
    const when = (locale: string, zone: string, at = start) => `${new Intl.DateTimeFormat(locale, { dateStyle: "full", timeStyle: "short", timeZone: zone }).format(at)} (${zone})`;
    const guestMoved = await mailTo(made.email, "Cambiada: ");
    expect(guestMoved.text).toContain(`Tu reunión «${type.name} with Marta Ruiz» se ha cambiado al ${when("es", "America/New_York")} (antes era el ${when("es", "America/New_York", new Date(slots[0]!))}).`);
    // The guest keeps their links.
    expect(guestMoved.text).toContain(`/meet/${made.id}#key=${made.key}`);
    const hostMoved = await mailTo(world.admin.email, `Moved: ${type.name}`);
    expect(hostMoved.text).toContain(`has moved to ${when("en-GB", "Europe/Madrid")}`);
    const [before, guestInvite, hostInvite] = [inviteIn(booked), inviteIn(guestMoved), inviteIn(hostMoved)];
    for (const invite of [guestInvite, hostInvite]) {
      expect(invite).toMatchObject({ method: "REQUEST", uid: before.uid, status: "CONFIRMED", undefinedZones: [], stampIsUtc: true });
      expect(invite.sequence).toBeGreaterThan(before.sequence);
      expect([invite.start, invite.end]).toEqual([start, new Date(start.getTime() + 30 * 60_000)]);
    }
    expect([guestInvite.startZone, hostInvite.startZone]).toEqual(["America/New_York", "Europe/Madrid"]);

    // A cancellation afterwards supersedes the moved invite too.
    expect((await guest(`/api/meetings/bookings/${made.id}/cancel`, {})).status).toBe(200);
    expect(inviteIn(await mailTo(made.email, "Cancelada: ")).sequence).toBeGreaterThan(guestInvite.sequence);
  });

  it("the host side moves one with a reason: the guest gets it in their language with new links, and the old links stop working", async () => {
    const type = await createType(`Host moves ${crypto.randomUUID().slice(0, 8)}`);
    const slots = await freeSlots(type.id);
    const made = await guestBooks(type.id, slots[0]!, { locale: "es", confirmSubject: "Confirma, por favor: " });
    const moved = await asAdmin(`/api/meetings/bookings/${made.id}/reschedule`, { json: { scheduled_at: slots[2], reason: "  La asesora tiene juicio <hoy>.  " } });
    expect(await moved.json()).toMatchObject({ id: made.id, scheduled_at: slots[2] });
    const guestMoved = await mailTo(made.email, "Cambiada: ");
    expect(guestMoved.text).toContain("Motivo indicado: La asesora tiene juicio <hoy>.");
    expect(guestMoved.html).toContain("La asesora tiene juicio &#60;hoy&#62;.");
    const newKey = new RegExp(`/meet/${made.id}#key=([\\w-]+)&reschedule=1`).exec(guestMoved.text ?? "")![1]!;
    expect(newKey).not.toBe(made.key);
    expect((await guestCalls(made.key)(`/api/meetings/bookings/${made.id}`)).status).toBe(404);
    expect(await (await guestCalls(newKey)(`/api/meetings/bookings/${made.id}`)).json()).toMatchObject({ scheduled_at: slots[2] });
    expect((await mailTo(world.admin.email, `Moved: ${type.name}`)).text).toContain("The reason given: La asesora tiene juicio <hoy>.");
  });

  it("refuses a time not offered or taken meanwhile, a booking that is not confirmed, and anyone but its guest, host or admins", async () => {
    const type = await createType(`Move refusals ${crypto.randomUUID().slice(0, 8)}`);
    const slots = await freeSlots(type.id);
    const made = await guestBooks(type.id, slots[0]!);
    const other = await guestBooks(type.id, slots[1]!);
    const guest = guestCalls(made.key);
    const moveTo = (json: unknown) => guest(`/api/meetings/bookings/${made.id}/reschedule`, json);
    const refusal = async (answer: Promise<Response>) => {
      const response = await answer;
      return [response.status, ((await response.json()) as { error: string }).error];
    };

    expect(await timesFor(guest, made.id)).not.toContain(slots[1]);
    expect(await refusal(moveTo({ scheduled_at: slots[1] }))).toEqual([409, "This time was just taken. Please choose another one."]);
    const offTheGrid = new Date(Date.parse(slots[2]!) + 7 * 60_000).toISOString();
    expect(await refusal(moveTo({ scheduled_at: offTheGrid }))).toEqual([409, "This time cannot be booked. Please choose one of the times shown."]);
    expect(await refusal(moveTo({ scheduled_at: "next Tuesday" }))).toEqual([400, "This time cannot be booked. Please choose one of the times shown."]);
    expect(await refusal(moveTo({ scheduled_at: slots[2], reason: "x".repeat(501) }))).toEqual([400, "Write the reason in at most 500 characters"]);

    // Nobody else finds it: no key, another booking's key, a member who does not host it, another organization's admin.
    const outsiders = [asVisitor(`/api/meetings/bookings/${made.id}/reschedule`, { json: { scheduled_at: slots[2] } }), guestCalls(other.key)(`/api/meetings/bookings/${made.id}/reschedule`, { scheduled_at: slots[2] })];
    for (const token of [world.member.token, world.outsider.token]) {
      outsiders.push(call(`/api/meetings/bookings/${made.id}/reschedule`, { host: world.acme.host, token, json: { scheduled_at: slots[2] } }));
      outsiders.push(call(`/api/meetings/bookings/${made.id}/free-times?from=${tomorrow()}&days=1`, { host: world.acme.host, token }));
    }
    for (const answer of outsiders) expect((await answer).status).toBe(404);
    expect(await (await asAdmin(`/api/meetings/bookings/${made.id}`)).json()).toMatchObject({ scheduled_at: slots[0] });

    // Waiting in the lobby, or cancelled: it stays where it is.
    await guest(`/api/meetings/bookings/${made.id}/join`, {});
    expect(await refusal(moveTo({ scheduled_at: slots[2] }))).toEqual([409, "A booking that is waiting cannot move to another time"]);
    await guest("/api/meetings/waiting-room/leave", { booking_id: made.id });
    await guest(`/api/meetings/bookings/${made.id}/cancel`, {});
    expect(await refusal(moveTo({ scheduled_at: slots[2] }))).toEqual([409, "A booking that is cancelled cannot move to another time"]);
    expect((await guest(`/api/meetings/bookings/${made.id}/free-times?from=${tomorrow()}&days=1`)).status).toBe(409);
  });
});

describe("the room token (POST /api/meetings/launch-video)", () => {
  it("is refused to a guest until admitted, then opens that booking's room only; the host gets one at once", async () => {
    const type = await createType(`Video ${crypto.randomUUID().slice(0, 8)}`);
    const [first, second] = await freeSlots(type.id);
    const made = await guestBooks(type.id, first!);
    const otherBooking = await guestBooks(type.id, second!);
    const guest = (json: unknown, key = made.key) => asVisitor("/api/meetings/launch-video", { json, headers: { [guestKeyHeader]: key } });
    const id = made.id;

    await guest({}, "x").then((answer) => expect(answer.status).toBe(400));
    await asVisitor(`/api/meetings/bookings/${id}/join`, { method: "POST", headers: { [guestKeyHeader]: made.key } });
    const early = await guest({ booking_id: id });
    expect(early.status).toBe(409);
    expect((await early.json()).error).toBe("Your host has not let you in yet.");
    // No key, another booking's key, another organization's admin: no such booking.
    expect((await asVisitor("/api/meetings/launch-video", { json: { booking_id: id } })).status).toBe(404);
    expect((await guest({ booking_id: id }, otherBooking.key)).status).toBe(404);
    expect((await call("/api/meetings/launch-video", { host: world.acme.host, token: world.outsider.token, json: { booking_id: id } })).status).toBe(404);
    expect((await call("/api/meetings/launch-video", { host: world.acme.host, token: world.member.token, json: { booking_id: id } })).status).toBe(404);

    // The host starts and admits in one step.
    const hostAnswer = await asAdmin("/api/meetings/launch-video", { json: { booking_id: id, update_status: true } });
    expect(hostAnswer.headers.get("cache-control")).toBe("no-store");
    const hostToken = (await hostAnswer.json()) as { success: boolean; token: string; room_name: string; error: null };
    expect(hostToken).toMatchObject({ success: true, room_name: `booking-${id}`, error: null });
    expect(await verifyRoomToken(hostToken.token, id)).toEqual({ bookingId: id, participant: `host:${world.admin.userId}` });

    const admitted = (await (await guest({ booking_id: id })).json()) as { token: string };
    expect(await verifyRoomToken(admitted.token, id)).toEqual({ bookingId: id, participant: "guest" });
    expect(await verifyRoomToken(admitted.token, otherBooking.id)).toBeNull();

    // Over: no more tokens.
    await asAdmin(`/api/meetings/bookings/${id}`, { method: "PUT", json: { status: "completed" } });
    const late = await asAdmin("/api/meetings/launch-video", { json: { booking_id: id } });
    expect(late.status).toBe(409);
    expect((await late.json()).error).toBe("This meeting is over.");
  });
});
