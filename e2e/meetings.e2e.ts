import { simpleParser } from "mailparser";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminContext } from "./support/admin";
import { seriousViolations } from "./support/axe";
import { launchBrowser } from "./support/browser";
import { demoUrl, uniqueEmail, waitForMail } from "./support/journey";
import { fakeMediaArgs, framesDecoded, recordPeerConnections } from "./support/webrtc";

// Issue 14: booking, the e-mail with its invite, the waiting room, the host's admit queue and the
// video call, in two browser contexts (the guest's and the host's) with Chromium's fake camera.
let browser: Browser;
let admin: BrowserContext;
let typeName: string;
let typeId: string;
const origin = () => demoUrl("").replace(/\/$/, "");

beforeAll(async () => {
  browser = await launchBrowser(fakeMediaArgs);
  admin = await adminContext(browser);
  await recordPeerConnections(admin);
  const profile = (await (await admin.request.get(demoUrl("/api/profile"))).json()) as { user_id: string };
  // Open all day, every day, so the journey finds a free time whenever it runs.
  const allDay = [{ start: "00:00", end: "24:00" }];
  typeName = `Journey call ${Date.now()}`;
  const created = await admin.request.post(demoUrl("/api/meeting-types"), {
    data: { name: typeName, duration_minutes: 15, host_user_ids: [profile.user_id], time_zone: "UTC", availability: { mon: allDay, tue: allDay, wed: allDay, thu: allDay, fri: allDay, sat: allDay, sun: allDay } },
    headers: { origin: origin() },
  });
  expect(created.status()).toBe(201);
  typeId = ((await created.json()) as { id: string }).id;
});

afterAll(async () => {
  await admin.request.patch(demoUrl(`/api/meeting-types/${typeId}`), { data: { is_active: false }, headers: { origin: origin() } });
  await browser?.close();
});

const dialogNamed = (page: Page, name: string) => page.getByRole("dialog", { name });

/** Waits until the page decodes the other side's video, and the count keeps rising (a live picture, not one frame). */
async function seesVideo(page: Page, who: string) {
  await expect.poll(() => framesDecoded(page), { timeout: 15_000, message: `${who} decodes the other's video` }).toBeGreaterThan(0);
  const before = await framesDecoded(page);
  await expect.poll(() => framesDecoded(page), { timeout: 10_000, message: `${who}'s decoded frames keep rising` }).toBeGreaterThan(before + 10);
}
const statusOf = async (id: string) => ((await (await admin.request.get(demoUrl(`/api/meetings/bookings/${id}`))).json()) as { status: string }).status;

/** Books through the API, as the booking page does; answers the booking's id and the guest's links. */
async function bookByApi(): Promise<{ id: string; join_url: string; cancel_url: string; email: string }> {
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const slots = (await (await admin.request.get(demoUrl(`/api/meetings/types/${typeId}/slots?from=${tomorrow}&days=1`))).json()) as { slots: string[] };
  // Tomorrow afternoon (UTC, the type's zone), clear of the booking page's and the other tests' bookings.
  const slot = slots.slots[48 + Math.floor(Math.random() * 40)]!;
  const email = uniqueEmail("leo");
  const answer = await admin.request.post(demoUrl("/api/meetings/bookings"), { data: { meeting_type_id: typeId, scheduled_at: slot, customer_name: "Leo Park", customer_email: email }, headers: { origin: origin() } });
  expect(answer.status()).toBe(201);
  const body = (await answer.json()) as { booking: { id: string }; join_url: string; cancel_url: string };
  return { id: body.booking.id, join_url: body.join_url, cancel_url: body.cancel_url, email };
}

describe("meetings", () => {
  it("a visitor books; the e-mail with its invite arrives; the guest waits with a running timer; the host admits and both see each other; back to the lobby, admitted again; leaving completes it", async () => {
    const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await recordPeerConnections(visitor);
    const page = await visitor.newPage();
    await page.goto(demoUrl("/book"));
    await page.getByRole("heading", { level: 1, name: "Book a meeting" }).waitFor();
    // The cookie notice sits over the bottom of the page: answer it first.
    await page.locator('[data-consent="reject"]').click();
    // The first type's days show once the island is React's: a radio clicked before then can be reset by hydration.
    await page.getByRole("group", { name: "Day" }).getByRole("button").first().waitFor();
    await page.getByRole("radio", { name: new RegExp(typeName) }).check();
    const day = page.getByRole("group", { name: "Day" }).getByRole("button").first();
    await day.click();
    // The day's last time (late in the day, today has only a few left): clear of the API bookings below,
    // and within today and tomorrow, which the host's queue lists.
    await page.getByRole("group", { name: "Time" }).getByRole("button").last().click();
    expect(await seriousViolations(page), "booking page").toEqual([]);
    const email = uniqueEmail("marta");
    await page.getByLabel("Your name").fill("Marta Ruiz");
    await page.getByLabel("Your e-mail address").fill(email);
    await page.getByRole("button", { name: /^Book / }).click();
    await page.getByText(`Almost done! Please confirm your booking with the link we sent to ${email}. We keep the time for you for 30 minutes.`).waitFor();

    // The guest confirms from the e-mail that asks them to (the key is given nowhere else).
    const request = await simpleParser((await waitForMail(email, /^Please confirm: /)).raw);
    const confirmUrl = /https?:\/\/\S+\/meet\/[\w-]+#key=[\w-]+&confirm=1/.exec(request.text ?? "")?.[0];
    expect(confirmUrl).toBeDefined();
    await page.goto(confirmUrl!);
    await page.getByText("Your booking is confirmed. We sent the calendar invite and the link to join to your e-mail.", { exact: false }).waitFor();

    // Then the e-mail, over real SMTP, with the calendar invite.
    const mail = await simpleParser((await waitForMail(email, /^Booked: /)).raw);
    const invite = mail.attachments.find((attachment) => attachment.filename === "invite.ics");
    expect(invite?.content.toString("utf8")).toContain("METHOD:REQUEST");
    const joinUrl = /https?:\/\/\S+\/meet\/[\w-]+#key=[\w-]+/.exec(mail.text ?? "")?.[0];
    expect(joinUrl).toBeDefined();
    const bookingId = /\/meet\/([\w-]+)#/.exec(joinUrl!)![1]!;

    // The guest waits; the timer runs. (The link opens from the e-mail: a new page load, not a change of the fragment.)
    await page.goto("about:blank");
    await page.goto(joinUrl!);
    const room = dialogNamed(page, "Waiting room");
    await room.waitFor();
    const timer = room.locator("[data-waiting-time]");
    const first = await timer.innerText();
    await expect.poll(() => timer.innerText(), { timeout: 5_000 }).not.toBe(first);
    expect(await seriousViolations(page), "waiting room").toEqual([]);
    expect(await statusOf(bookingId)).toBe("waiting");

    // The host sees the knock and admits, which opens the call on both sides; each sees the other's video.
    // The admin area has no public shell (no session mark to wait for): the page itself is the check.
    const host = await admin.newPage();
    await host.goto(demoUrl("/admin/meetings"));
    await host.getByRole("heading", { level: 1, name: "Meetings" }).waitFor();
    const queue = host.getByRole("region", { name: "Waiting to be let in" });
    await queue.getByRole("button", { name: "Admit: Marta Ruiz" }).click();
    await dialogNamed(page, "You are in the meeting").waitFor();
    const guestCall = page.getByRole("region", { name: "Video call" });
    const hostCall = host.getByRole("region", { name: "Video call" });
    await guestCall.locator('video[data-remote-video^="host:"]').waitFor();
    await hostCall.locator('video[data-remote-video="guest"]').waitFor();
    await seesVideo(page, "the guest");
    await seesVideo(host, "the host");
    expect(await hostCall.getByText("Marta Ruiz").count()).toBe(1);
    // The guest's controls: microphone and camera toggle.
    await guestCall.getByRole("button", { name: "Mute" }).click();
    await guestCall.getByRole("button", { name: "Unmute" }).waitFor();
    await guestCall.getByRole("button", { name: "Turn camera off" }).click();
    await guestCall.getByRole("button", { name: "Turn camera on" }).click();
    expect(await seriousViolations(page), "the guest's call").toEqual([]);

    // Back to the lobby (from the list), then in again: a new connection, video again.
    await host.getByRole("button", { name: "Send back to the lobby: Marta Ruiz" }).click();
    await dialogNamed(page, "Waiting room").waitFor();
    await hostCall.getByText("Waiting for the other person to join…").waitFor();
    await queue.getByRole("button", { name: "Admit: Marta Ruiz" }).click();
    await dialogNamed(page, "You are in the meeting").waitFor();
    await seesVideo(page, "the guest, admitted again");

    await page.getByRole("button", { name: "Leave the meeting" }).click();
    await page.getByText("This meeting has ended.").waitFor();
    expect(await statusOf(bookingId)).toBe("completed");
    // The host's call closes with the meeting.
    await expect.poll(() => hostCall.count()).toBe(0);
    await host.close();
    await visitor.close();
  }, 60_000);

  it("leaving the waiting room confirms the booking again; a cancelled booking closes the room; the cancel link cancels", async () => {
    const booking = await bookByApi();
    const visitor = await browser.newContext();
    const page = await visitor.newPage();
    await page.goto(booking.join_url);
    await dialogNamed(page, "Waiting room").waitFor();
    await page.getByRole("button", { name: "Leave", exact: true }).click();
    await page.getByText("You left the waiting room. Open your link again to come back.").waitFor();
    expect(await statusOf(booking.id)).toBe("confirmed");

    // Back in the room; the host cancels: the room closes and says so.
    await page.goto(demoUrl("/"));
    await page.goto(booking.join_url);
    await dialogNamed(page, "Waiting room").waitFor();
    const cancelled = await admin.request.put(demoUrl(`/api/meetings/bookings/${booking.id}`), { data: { status: "cancelled" }, headers: { origin: origin() } });
    expect(cancelled.status()).toBe(200);
    await page.getByText("This meeting was cancelled.").waitFor();
    expect(await dialogNamed(page, "Waiting room").count()).toBe(0);

    // The e-mail's cancel link asks, then cancels.
    const other = await bookByApi();
    await page.goto(demoUrl("/"));
    await page.goto(other.cancel_url);
    await page.getByText("Cancel this meeting?").waitFor();
    await page.getByRole("button", { name: "Cancel the meeting" }).click();
    await page.getByText("This meeting was cancelled.").waitFor();
    expect(await statusOf(other.id)).toBe("cancelled");

    // The e-mail's reschedule link offers the host's free times: the same booking moves, and an updated invite follows.
    const moving = await bookByApi();
    const booked = await simpleParser((await waitForMail(moving.email, /^Booked: /)).raw);
    const rescheduleUrl = /To choose another time, go here: (\S+)/.exec(booked.text ?? "")![1]!;
    await page.goto(demoUrl("/"));
    await page.goto(rescheduleUrl);
    const form = page.getByRole("form", { name: "Choose another time" });
    await form.getByRole("group", { name: "Time" }).getByRole("button").first().click();
    expect(await seriousViolations(page), "the guest's reschedule page").toEqual([]);
    await form.getByRole("button", { name: /^Move to / }).click();
    await page.getByText(/^Your meeting is moved to /).waitFor();
    const movedMail = await simpleParser((await waitForMail(moving.email, /^Moved: /)).raw);
    expect(movedMail.attachments.find((file) => file.filename === "invite.ics")?.content.toString("utf8")).toContain("SEQUENCE:1");
    const after = (await (await admin.request.get(demoUrl(`/api/meetings/bookings/${moving.id}`))).json()) as { status: string; scheduled_at: string };
    expect(after.status).toBe("confirmed");
    expect(movedMail.text).toContain(new Intl.DateTimeFormat("en-GB", { timeStyle: "short", timeZone: "UTC" }).format(new Date(after.scheduled_at)));

    // A link without its key opens nothing.
    await page.goto(demoUrl("/"));
    await page.goto(demoUrl(`/meet/${other.id}`));
    await page.getByText("This meeting link does not work. Please open the link from your e-mail.").waitFor();
    await visitor.close();
  }, 60_000);

  it("a member who hosts sees the meetings they host on /admin/meetings, and no one else's", async () => {
    const member = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const signedUp = await member.request.post(demoUrl("/api/auth/sign-up/email"), { data: { email: uniqueEmail("host"), password: "Sunflower-Field-27", name: "Ana Host" }, headers: { origin: origin() } });
    expect(signedUp.status()).toBe(200);
    const memberId = ((await signedUp.json()) as { user: { id: string } }).user.id;
    const allDay = [{ start: "00:00", end: "24:00" }];
    const type = await admin.request.post(demoUrl("/api/meeting-types"), {
      data: { name: `Member hosted ${Date.now()}`, duration_minutes: 15, host_user_ids: [memberId], time_zone: "UTC", availability: { mon: allDay, tue: allDay, wed: allDay, thu: allDay, fri: allDay, sat: allDay, sun: allDay } },
      headers: { origin: origin() },
    });
    const memberType = ((await type.json()) as { id: string }).id;
    const { slots } = (await (await admin.request.get(demoUrl(`/api/meetings/types/${memberType}/slots?from=${new Date().toISOString().slice(0, 10)}&days=2`))).json()) as { slots: string[] };
    const theirs = await admin.request.post(demoUrl("/api/meetings/bookings"), { data: { meeting_type_id: memberType, scheduled_at: slots[4], customer_name: "Noor Guest", customer_email: uniqueEmail("noor") }, headers: { origin: origin() } });
    expect(theirs.status()).toBe(201);
    // And one five days ahead: on the page once the host asks for the next 7 days.
    const fiveDaysOn = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    const later = (await (await admin.request.get(demoUrl(`/api/meetings/types/${memberType}/slots?from=${fiveDaysOn}&days=1`))).json()) as { slots: string[] };
    const inesEmail = uniqueEmail("ines");
    const ahead = await admin.request.post(demoUrl("/api/meetings/bookings"), { data: { meeting_type_id: memberType, scheduled_at: later.slots[4], customer_name: "Ines Later", customer_email: inesEmail }, headers: { origin: origin() } });
    expect(ahead.status()).toBe(201);
    const aheadId = ((await ahead.json()) as { booking: { id: string } }).booking.id;
    const others = await bookByApi();

    const page = await member.newPage();
    await page.goto(demoUrl("/admin/meetings"));
    await page.getByRole("heading", { level: 1, name: "Meetings" }).waitFor();
    const upcoming = page.getByRole("region", { name: "Today and tomorrow" });
    await upcoming.locator(`[data-booking="${((await theirs.json()) as { booking: { id: string } }).booking.id}"]`).waitFor();
    expect(await page.locator(`[data-booking="${others.id}"]`).count()).toBe(0);
    expect(await page.locator(`[data-booking="${aheadId}"]`).count()).toBe(0);
    await page.getByLabel("Show").selectOption({ label: "The next 7 days" });
    const week = page.getByRole("region", { name: "The next 7 days" });
    await week.locator(`[data-booking="${aheadId}"]`).waitFor();
    // Under the heading of its day.
    const dayOfIt = new Intl.DateTimeFormat("en-US", { weekday: "long", day: "numeric", month: "long" }).format(new Date(later.slots[4]!));
    expect(await week.getByRole("heading", { level: 3, name: dayOfIt }).count()).toBe(1);
    // Rescheduling offers the host's free times in a dialog; the guest's e-mail gives the new time.
    await week.getByRole("button", { name: "Reschedule: Ines Later" }).click();
    const move = page.getByRole("dialog", { name: "Move the booking with Ines Later" });
    await move.getByRole("group", { name: "Time" }).getByRole("button").first().click();
    expect(await seriousViolations(page), "the host's reschedule dialog").toEqual([]);
    await move.getByRole("button", { name: /^Move to / }).click();
    await page.getByText("Booking moved. The guest and the host get the updated invite by e-mail.").waitFor();
    await waitForMail(inesEmail, /^Moved: /);
    // Cancelling asks first, and the guest's e-mail gives the reason.
    await week.getByRole("button", { name: "Cancel booking: Ines Later" }).click();
    const ask = page.getByRole("alertdialog", { name: "Cancel the booking with Ines Later?" });
    await ask.getByLabel("Reason for the guest (optional)").fill("The adviser is away that week.");
    expect(await seriousViolations(page), "the cancel question").toEqual([]);
    await ask.getByRole("button", { name: "Cancel booking" }).click();
    await week.locator(`[data-booking="${aheadId}"][data-status="cancelled"]`).waitFor();
    expect((await simpleParser((await waitForMail(inesEmail, /^Cancelled: /)).raw)).text).toContain("The reason given: The adviser is away that week.");
    // The admin area's dashboard is not theirs.
    expect(await page.getByRole("link", { name: "Dashboard" }).count()).toBe(0);
    expect(await seriousViolations(page), "a member's meetings page").toEqual([]);
    await member.close();
    await admin.request.patch(demoUrl(`/api/meeting-types/${memberType}`), { data: { is_active: false }, headers: { origin: origin() } });
  }, 60_000);
});
