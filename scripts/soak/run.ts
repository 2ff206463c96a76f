import { execFileSync } from "node:child_process";
import { parseArgs } from "node:util";
import { send, withLoadServer, type Answer, type LoadServer } from "../load/harness";

/**
 * `npm run soak -- [--minutes 10]`: a mixed load on a production server on PostgreSQL
 * (scripts/load/harness.ts): visitors reading pages (cached and not), admins saving a banner,
 * guests booking and cancelling, visitors chatting with a team whose inbox is open. It first
 * measures the mix's capacity (10 s, as fast as it goes), then runs at half of it for the given
 * time, and prints the success rate, p50/p99, and the server's memory (RSS) at the start and the end.
 */
const { values } = parseArgs({ options: { minutes: { type: "string", default: "10" } } });
const minutes = Number(values.minutes);

type Action = (server: LoadServer, n: number) => Promise<Answer[]>;
type Outcome = Pick<Answer, "status" | "ms">;

const guestClient = (n: number) => ({ "x-forwarded-for": `198.18.${Math.floor(n / 250) % 250}.${n % 250}` });

/** The mix, by weight: mostly visitors, as on a real site. */
function actions(setup: { bannerId: string; typeId: string; slots: string[] }): [number, Action][] {
  let nextSlot = 0;
  return [
    [50, async ({ port, host }) => [await send(port, host, "GET", "/")]],
    [15, async ({ port, host }, n) => [await send(port, host, "GET", `/?cb=${n}`)]],
    [10, async ({ port, host }) => [await send(port, host, "GET", "/blog")]],
    [5, async ({ port, host }, n) => [await send(port, host, "GET", `/api/search?q=${["visa", "translation", "fees", "appointment"][n % 4]}`)]],
    [8, async ({ port, host, tokens }, n) => [await send(port, host, "PUT", `/api/banners/${setup.bannerId}`, { token: tokens.admin, body: JSON.stringify({ content: { text: `Soak banner ${n}` } }) })]],
    [
      6,
      async ({ port, host, tokens }, n) => {
        const slot = setup.slots[nextSlot++ % setup.slots.length]!;
        const booked = await send(port, host, "POST", "/api/meetings/bookings", {
          headers: guestClient(n),
          body: JSON.stringify({ meeting_type_id: setup.typeId, scheduled_at: slot, customer_name: "Soak Guest", customer_email: `guest-${n}@soak.example`, time_zone: "Europe/Madrid" }),
        });
        if (booked.status !== 201) return [booked];
        // The host cancels it (the guest's key is in their e-mail only): the slot is free again for the next booking.
        const { booking } = JSON.parse(booked.text) as { booking: { id: string } };
        return [booked, await send(port, host, "POST", `/api/meetings/bookings/${booking.id}/cancel`, { token: tokens.admin })];
      },
    ],
    [6, async ({ port, host }, n) => [await send(port, host, "POST", "/api/support/chat/messages", { headers: { ...guestClient(n), cookie: `atrium_visitor=${crypto.randomUUID()}` }, body: JSON.stringify({ body: `Hello from soak visitor ${n}` }) })]],
  ];
}

function pickerOf(mix: [number, Action][]) {
  const total = mix.reduce((sum, [weight]) => sum + weight, 0);
  return (n: number) => {
    let roll = (n * 7919) % total;
    for (const [weight, action] of mix) {
      if (roll < weight) return action;
      roll -= weight;
    }
    return mix[0]![1];
  };
}

/** The resident memory of the server and the processes it started, in MB. */
function rssMb(pid: number): number {
  const tree = [pid];
  for (let index = 0; index < tree.length; index++) {
    try {
      tree.push(...execFileSync("pgrep", ["-P", String(tree[index])], { encoding: "utf8" }).split("\n").filter(Boolean).map(Number));
    } catch {
      // pgrep exits 1 when a process has no children.
    }
  }
  const kb = tree.map((each) => Number(execFileSync("ps", ["-o", "rss=", "-p", String(each)], { encoding: "utf8" }).trim() || 0));
  return kb.reduce((sum, value) => sum + value, 0) / 1024;
}

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

async function main() {
  await withLoadServer({ TRUST_PROXY_HEADERS: "on" }, async (server) => {
    const { port, host, tokens } = server;
    // What the mix needs: a banner to save, a meeting type with free times, and a team online.
    const banner = JSON.parse((await send(port, host, "POST", "/api/banners", { token: tokens.admin, body: JSON.stringify({ content: { text: "Soak banner" } }) })).text) as { id: string };
    const allDay = [{ start: "00:00", end: "24:00" }];
    const availability = Object.fromEntries(["mon", "tue", "wed", "thu", "fri", "sat", "sun"].map((day) => [day, allDay]));
    const type = JSON.parse((await send(port, host, "POST", "/api/meeting-types", { token: tokens.admin, body: JSON.stringify({ name: "Soak call", duration_minutes: 30, host_user_ids: [server.adminUserId], time_zone: "UTC", availability }) })).text) as { id: string };
    const from = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const { slots } = JSON.parse((await send(port, host, "GET", `/api/meetings/types/${type.id}/slots?from=${from}&days=7`)).text) as { slots: string[] };
    const inbox = await import("node:http").then(
      (http) =>
        new Promise<import("node:http").ClientRequest>((resolve) => {
          const request = http.request({ host: "127.0.0.1", port, path: "/api/support/conversations/events", headers: { host, authorization: `Bearer ${tokens.admin}` } }, () => resolve(request));
          request.end();
        }),
    );
    const pick = pickerOf(actions({ bannerId: banner.id, typeId: type.id, slots }));

    let n = 0;
    // Only each answer's status and time are kept: a run of an hour answers gigabytes of pages.
    const run = async (outcomes: Outcome[]) => outcomes.push(...(await pick(n)(server, n++)).map(({ status, ms }) => ({ status, ms })));

    // Capacity: as fast as 16 clients go, for 10 s.
    const measured: Outcome[] = [];
    const capacityEnds = performance.now() + 10_000;
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (performance.now() < capacityEnds) await run(measured);
      }),
    );
    const capacity = measured.length / 10;
    // Half of it, counted in actions (a booking is two requests).
    const actionsPerSecond = n / 10 / 2;
    console.log(`capacity of the mix: ${capacity.toFixed(1)} requests/s; soaking at half of it for ${minutes} min`);

    // The soak: actions started at that rate, whatever the answers' times (an open loop).
    const rssStart = rssMb(server.server.process.pid!);
    const answers: Outcome[] = [];
    const pending = new Set<Promise<unknown>>();
    const started = performance.now();
    const ends = started + minutes * 60_000;
    let launched = 0;
    while (performance.now() < ends) {
      const due = Math.floor(((performance.now() - started) / 1000) * actionsPerSecond);
      for (; launched < due; launched++) {
        const action = run(answers);
        pending.add(action);
        void action.finally(() => pending.delete(action));
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await Promise.all(pending);
    const rssEnd = rssMb(server.server.process.pid!);
    inbox.destroy();

    const ok = answers.filter((answer) => answer.status >= 200 && answer.status < 400);
    const failed = answers.filter((answer) => !(answer.status >= 200 && answer.status < 400));
    const byStatus = new Map<number, number>();
    for (const answer of failed) byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1);
    const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
    console.log(`soak: ${answers.length} requests in ${minutes} min`);
    console.log(`  success: ${((100 * ok.length) / Math.max(1, answers.length)).toFixed(3)}% (${failed.length} failed${failed.length ? `: ${[...byStatus].map(([status, count]) => `${status}: ${count}`).join(", ")}` : ""})`);
    console.log(`  latency: p50 ${percentile(times, 0.5).toFixed(0)} ms, p99 ${percentile(times, 0.99).toFixed(0)} ms`);
    console.log(`  server RSS: ${rssStart.toFixed(0)} MB at the start, ${rssEnd.toFixed(0)} MB at the end (${(((rssEnd - rssStart) / rssStart) * 100).toFixed(1)}%)`);
  });
}

await main();
