import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser";
import { startJanus, type RunningJanus } from "./support/janus";
import { freePort, startServer } from "./support/server";
import { fakeMediaArgs, framesDecoded, recordPeerConnections } from "./support/webrtc";

// Issue 14's media-server option (decision 027): Atrium started with MEDIA_SERVER_URL pointing at a
// real Janus; the guest and the host each send their camera once to Janus and receive the other's
// from it. Admission, the lobby and the end of the meeting hold on the media server too.
let browser: Browser;
let janus: RunningJanus;
let stopServer = async () => {};
let origin = "";
let admin: BrowserContext;
let typeId = "";
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "atrium-media-server-"));

// Debian's janus (README); under CI its absence is a failure, not a skip.
const janusInstalled = spawnSync("janus", ["--help"]).error === undefined;
if (!janusInstalled) console.warn("Skipping the media-server journey: janus is not installed (apt-get install janus).");
const onlyWithJanus = !janusInstalled && !process.env.CI;

beforeAll(async () => {
  if (onlyWithJanus) return;
  janus = await startJanus();
  const port = await freePort();
  const server = await startServer(port, { ATRIUM_DATA_DIR: dataDir, DATABASE_URL: "", MEDIA_SERVER_URL: janus.url, MEDIA_SERVER_SECRET: janus.secret, MEDIA_SERVER_ROOM_KEY: janus.roomKey });
  stopServer = server.stop;
  origin = `http://localhost:${port}`;
  const password = /Admin password: (\S+)/.exec(server.output())![1]!;
  browser = await launchBrowser(fakeMediaArgs);
  admin = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await recordPeerConnections(admin);
  expect((await admin.request.post(`${origin}/api/auth/sign-in/email`, { data: { email: "admin@demo.example", password }, headers: { origin } })).status()).toBe(200);
  const profile = (await (await admin.request.get(`${origin}/api/profile`)).json()) as { user_id: string };
  const allDay = [{ start: "00:00", end: "24:00" }];
  const created = await admin.request.post(`${origin}/api/meeting-types`, {
    data: { name: "Through the media server", duration_minutes: 15, host_user_ids: [profile.user_id], time_zone: "UTC", availability: { mon: allDay, tue: allDay, wed: allDay, thu: allDay, fri: allDay, sat: allDay, sun: allDay } },
    headers: { origin },
  });
  typeId = ((await created.json()) as { id: string }).id;
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await stopServer();
  await janus?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function seesVideo(page: Page, who: string) {
  await expect.poll(() => framesDecoded(page), { timeout: 15_000, message: `${who} decodes the other's video` }).toBeGreaterThan(0);
  const before = await framesDecoded(page);
  await expect.poll(() => framesDecoded(page), { timeout: 10_000, message: `${who}'s decoded frames keep rising` }).toBeGreaterThan(before + 10);
}

/** Who sends video to Janus in the booking's room: the participants Atrium named there. */
async function publishersIn(bookingId: string): Promise<string[]> {
  const room = parseInt(bookingId.replace(/-/g, "").slice(0, 13), 16);
  const listed = await janus.videoRoom({ request: "listparticipants", room });
  return ((listed.participants as { display: string }[] | undefined) ?? []).map((participant) => participant.display.split("|")[0]!).sort();
}

describe.skipIf(onlyWithJanus)("a video call through the media server", () => {
  it("the host admits; both see each other through Janus; back to the lobby ends the guest's sessions there; the end closes the room", async () => {
    const { slots } = (await (await admin.request.get(`${origin}/api/meetings/types/${typeId}/slots?from=${new Date().toISOString().slice(0, 10)}&days=2`)).json()) as { slots: string[] };
    const booked = await admin.request.post(`${origin}/api/meetings/bookings`, { data: { meeting_type_id: typeId, scheduled_at: slots[8], customer_name: "Marta Ruiz", customer_email: "marta@example.com" }, headers: { origin } });
    const { booking, join_url } = (await booked.json()) as { booking: { id: string }; join_url: string };

    const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await recordPeerConnections(visitor);
    const page = await visitor.newPage();
    await page.goto(join_url);
    await page.getByRole("dialog", { name: "Waiting room" }).waitFor();

    const host = await admin.newPage();
    await host.goto(`${origin}/admin/meetings`);
    await host.getByRole("heading", { level: 1, name: "Meetings" }).waitFor();
    await host.getByRole("button", { name: "Admit: Marta Ruiz" }).click();
    await page.getByRole("dialog", { name: "You are in the meeting" }).waitFor();
    await seesVideo(page, "the guest");
    await seesVideo(host, "the host");
    // The media went through Janus: both publish there.
    await expect.poll(() => publishersIn(booking.id), { timeout: 10_000 }).toEqual(["guest", expect.stringMatching(/^host:/)]);

    // Back to the lobby: the guest's sessions on Janus end with the admission.
    await host.getByRole("button", { name: "Send back to the lobby: Marta Ruiz" }).click();
    await page.getByRole("dialog", { name: "Waiting room" }).waitFor();
    await expect.poll(() => publishersIn(booking.id), { timeout: 10_000 }).toEqual([expect.stringMatching(/^host:/)]);
    await host.getByRole("button", { name: "Admit: Marta Ruiz" }).click();
    await seesVideo(page, "the guest, admitted again");

    // The guest leaves: completed, and the room is gone from Janus.
    await page.getByRole("button", { name: "Leave the meeting" }).click();
    await page.getByText("This meeting has ended.").waitFor();
    const room = parseInt(booking.id.replace(/-/g, "").slice(0, 13), 16);
    await expect.poll(async () => (await janus.videoRoom({ request: "exists", room })).exists, { timeout: 10_000 }).toBe(false);
    await visitor.close();
    await host.close();
  }, 120_000);
});
