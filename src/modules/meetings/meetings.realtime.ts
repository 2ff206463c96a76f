import { realtimeBus, publishAfterCommit } from "@/server/realtime/realtime";
import type { EventStream } from "@/server/http/event-stream";
import type { Signal } from "./meetings.validation";

// What meetings say on the realtime bus (decision 025): a booking's channel carries its status
// changes and its call's signalling; an organization's channel tells the host side a booking changed.

const bookingChannel = (bookingId: string) => `booking:${bookingId}`;
const organizationChannel = (organizationId: string) => `meetings:${organizationId}`;

interface BookingState {
  id: string;
  status: string;
}

type BookingMessage<View extends BookingState = BookingState> =
  | { type: "status"; booking: View }
  | { type: "signal"; from: string; participant: string; to: string | null; signal: Omit<Signal, "to"> }
  | { type: "presence"; event: "joined" | "left"; peer: string; participant: string }
  | { type: "feed"; feed: number; peer: string; participant: string };

/** What the host side hears of a change: enough to know whose it is and to refetch. */
interface OrganizationChange {
  type: "status";
  id: string;
  status: string;
  host_user_id: string;
}

/** Tells the booking's guest and call, and the organization's host side, that a booking changed (after the commit). */
export function publishBookingChange(organizationId: string, booking: BookingState & { host_user_id: string }) {
  publishAfterCommit(bookingChannel(booking.id), { type: "status", booking } satisfies BookingMessage);
  publishAfterCommit(organizationChannel(organizationId), { type: "status", id: booking.id, status: booking.status, host_user_id: booking.host_user_id } satisfies OrganizationChange);
}

/** Publishes a peer's signals in the order given (the bus keeps the order of one publisher's messages). */
export async function publishSignals(bookingId: string, participant: string, from: string, signals: Signal[]) {
  const bus = await realtimeBus();
  for (const { to, ...signal } of signals) await bus.publish(bookingChannel(bookingId), { type: "signal", from, participant, to: to ?? null, signal } satisfies BookingMessage);
}

/** Tells the call's room that a peer sends its camera to the media server: the others subscribe to it. */
export async function publishFeed(bookingId: string, feed: { feed: number; peer: string; participant: string }) {
  await (await realtimeBus()).publish(bookingChannel(bookingId), { type: "feed", ...feed } satisfies BookingMessage);
}

/**
 * Streams a booking's status changes (`booking` events, the first one as it is now) until the client
 * leaves; `extra` may add to each event (the guest's room access once admitted).
 */
export async function streamBookingChanges<View extends BookingState>(stream: EventStream, current: View, isOver: (booking: View) => boolean, extra: (booking: View) => Promise<object | null> = async () => null) {
  const send = async (booking: View) => stream.send("booking", { ...booking, ...(await extra(booking)) });
  await send(current);
  if (isOver(current)) return;
  // One change at a time, in order, whatever `extra` takes.
  let sending = Promise.resolve();
  const unsubscribe = (await realtimeBus()).subscribe(bookingChannel(current.id), (message) => {
    const change = message as BookingMessage<View>;
    if (change.type !== "status") return;
    sending = sending.then(async () => {
      await send(change.booking);
      if (isOver(change.booking)) stream.close();
    });
  });
  await stream.closed;
  unsubscribe();
}

/** Streams each change of the organization's bookings (`hostUserId`: only that host's) until the client leaves. */
export async function streamOrganizationChanges(stream: EventStream, organizationId: string, hostUserId?: string) {
  const unsubscribe = (await realtimeBus()).subscribe(organizationChannel(organizationId), (message) => {
    const change = message as OrganizationChange;
    if (!hostUserId || change.host_user_id === hostUserId) void stream.send("change", change);
  });
  await stream.send("ready", {});
  await stream.closed;
  unsubscribe();
}

/**
 * One peer in a booking's call: it hears who joins and leaves, the signals meant for it (or for
 * everyone) from the others, the feeds they send the media server, and the booking's status changes; `mayStay` ends its stream when a
 * change closes the call to it (a guest sent back to the lobby, the meeting ended). Others hear it
 * join when it connects and leave when it goes.
 */
export async function streamRoom<View extends BookingState>(stream: EventStream, room: { bookingId: string; peer: string; participant: string; mayStay: (booking: View) => boolean }) {
  const bus = await realtimeBus();
  const channel = bookingChannel(room.bookingId);
  const unsubscribe = bus.subscribe(channel, (message) => {
    const event = message as BookingMessage<View>;
    if (event.type === "status") {
      void stream.send("booking", event.booking);
      if (!room.mayStay(event.booking)) stream.close();
    } else if (event.type === "presence") {
      if (event.peer !== room.peer) void stream.send("presence", { event: event.event, peer: event.peer, participant: event.participant });
    } else if (event.type === "feed") {
      if (event.peer !== room.peer) void stream.send("feed", { feed: event.feed, peer: event.peer, participant: event.participant });
    } else if (event.from !== room.peer && (event.to === null || event.to === room.peer)) {
      void stream.send("signal", { from: event.from, participant: event.participant, ...event.signal });
    }
  });
  const presence = (event: "joined" | "left") => bus.publish(channel, { type: "presence", event, peer: room.peer, participant: room.participant } satisfies BookingMessage);
  await stream.send("welcome", { peer: room.peer, participant: room.participant });
  await presence("joined");
  await stream.closed;
  unsubscribe();
  await presence("left").catch(() => undefined);
}
