"use client";

// The guest's side of a booking (spec 000 §2 "Meetings", §4 "Waiting room", §8, §9; issue 14): the
// join link's key (in the address's fragment, which no server sees) opens the waiting room, where the
// elapsed time runs every second and the booking's changes are pushed (asked for every 3 s while the
// push is down) until the host decides; once admitted, the video call opens (its code loads then).
import { useCallback, useEffect, useRef, useState } from "react";
import { followEvents } from "@/lib/event-stream";
import { formatMessage } from "@/lib/i18n/format";
import { guestKeyHeader } from "../meeting-protocol";
import { useCallModule } from "./call/use-call-module";
import { RescheduleForm } from "./reschedule-form";
import { useLobbyMedia } from "./call/use-lobby-media";
import type { RoomAccess } from "./call/use-call-room";
import type { MeetingStrings } from "./meeting-strings";

/** Spec 000 §9: the waiting room asks for the booking this often. */
export const waitingRoomPollMs = 3_000;

type Status = "waiting" | "confirmed" | "scheduled" | "in_progress" | "completed" | "cancelled";
interface Booking {
  id: string;
  title: string;
  status: Status;
  waiting_since: string | null;
  scheduled_at: string;
  meeting_type: { name: string };
  /** Pushed with the admission: the guest's room token and ICE servers. */
  room?: RoomAccess | null;
}

type View =
  | { state: "loading" }
  | { state: "broken" }
  | { state: "cancel-question"; booking: Booking }
  | { state: "reschedule"; booking: Booking; key: string }
  | { state: "moved"; booking: Booking }
  | { state: "room"; booking: Booking }
  | { state: "closed"; reason: "left" | "cancelled" | "completed" | "kept" | "removed" | "confirmed" | "taken" | "cannot-move" };

/** The key and what the link is for, from `#key=…`, `…&cancel=1`, `…&confirm=1` or `…&reschedule=1`. */
function linkOf(hash: string) {
  const fields = new URLSearchParams(hash.replace(/^#/, ""));
  return { key: fields.get("key") ?? "", cancel: fields.get("cancel") === "1", confirm: fields.get("confirm") === "1", reschedule: fields.get("reschedule") === "1" };
}

/** Thrown for a 409: the booking's time went to someone else before its guest confirmed it. */
class TimeTaken extends Error {}

/** 75 s → "1:15"; an hour and more → "1:02:05". */
export function elapsed(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${rest}` : `${minutes}:${rest}`;
}

/** Where the room goes when the booking leaves `waiting` or `in_progress` (000 §4). */
const closedBy = (status: Status): "left" | "cancelled" | "completed" | null =>
  status === "cancelled" ? "cancelled" : status === "completed" ? "completed" : status === "confirmed" || status === "scheduled" ? "left" : null;

export function WaitingRoom({ bookingId, strings, locale }: { bookingId: string; strings: MeetingStrings; locale: string }) {
  const [view, setView] = useState<View>({ state: "loading" });
  const [now, setNow] = useState(() => Date.now());
  const [error, setError] = useState<string | null>(null);
  const [pushed, setPushed] = useState(false);
  const key = useRef("");
  const pushedRoom = useRef<RoomAccess | null>(null);
  const callCode = useCallModule();

  const ask = useCallback(
    async (path: string, init: { method?: string; json?: unknown } = {}): Promise<Booking | null> => {
      const response = await fetch(`/api/meetings${path}`, {
        method: init.method ?? "GET",
        headers: { [guestKeyHeader]: key.current, ...(init.json === undefined ? {} : { "content-type": "application/json" }) },
        body: init.json === undefined ? undefined : JSON.stringify(init.json),
      });
      if (response.status === 404) {
        setView({ state: "broken" });
        return null;
      }
      if (response.status === 409 && /confirm|join/.test(path)) throw new TimeTaken();
      if (!response.ok) throw new Error(String(response.status));
      return (await response.json()) as Booking;
    },
    [],
  );

  /** Shows the booking as it now is: the room while waiting or in the meeting, else the room closes with why. */
  const show = useCallback((booking: Booking | null) => {
    if (!booking) return;
    setView((before) => {
      const reason = closedBy(booking.status);
      // Taken out of the call by the host (not the guest's own leaving).
      const removed = reason === "left" && before.state === "room" && before.booking.status === "in_progress";
      return reason ? { state: "closed", reason: removed ? "removed" : reason } : { state: "room", booking };
    });
  }, []);

  // Arrive: read the link, then confirm the booking, ask about cancelling, offer other times, or enter the waiting room.
  useEffect(() => {
    const link = linkOf(location.hash);
    // Without a key the API finds no booking: the page says the link does not work.
    key.current = link.key;
    const confirmed = (booking: Booking | null) => {
      if (!booking) return;
      const closed = closedBy(booking.status);
      setView({ state: "closed", reason: closed === "left" ? "confirmed" : (closed ?? "confirmed") });
    };
    // Only a confirmed booking moves; any other says so (or, over or cancelled, what it is).
    const offerTimes = (booking: Booking | null) => booking && setView(booking.status === "confirmed" ? { state: "reschedule", booking, key: link.key } : { state: "closed", reason: booking.status === "cancelled" || booking.status === "completed" ? booking.status : "cannot-move" });
    const arrive = link.cancel
      ? ask(`/bookings/${bookingId}`).then((booking) => booking && setView({ state: "cancel-question", booking }))
      : link.reschedule
        ? ask(`/bookings/${bookingId}`).then(offerTimes)
        : link.confirm
          ? ask(`/bookings/${bookingId}/confirm`, { method: "POST" }).then(confirmed)
          : ask(`/bookings/${bookingId}/join`, { method: "POST" }).then(show);
    arrive.catch((error: unknown) => (error instanceof TimeTaken ? setView({ state: "closed", reason: "taken" }) : setError(strings.failed)));
  }, [ask, bookingId, show, strings.failed]);

  const inRoom = view.state === "room";
  // The camera starts in the waiting room; the call takes it over.
  const { media: lobbyMedia, forCall: callMedia } = useLobbyMedia(inRoom);
  // The elapsed time, every second; the booking's changes as they happen.
  useEffect(() => {
    if (!inRoom) return;
    const tick = setInterval(() => setNow(Date.now()), 1_000);
    const stop = new AbortController();
    void followEvents(`/api/meetings/bookings/${bookingId}/events`, {
      signal: stop.signal,
      headers: () => ({ [guestKeyHeader]: key.current }),
      onLive: setPushed,
      onEvent: ({ event, data }) => {
        if (event !== "booking") return;
        pushedRoom.current = (data as Booking).room ?? null;
        show(data as Booking);
      },
      onEnd: (status) => status >= 500,
    });
    return () => {
      clearInterval(tick);
      stop.abort();
    };
  }, [inRoom, bookingId, show]);
  // While the push is down, the booking every 3 s (000 §9).
  useEffect(() => {
    if (!inRoom || pushed) return;
    const poll = setInterval(() => void ask(`/bookings/${bookingId}`).then(show, () => undefined), waitingRoomPollMs);
    return () => clearInterval(poll);
  }, [inRoom, pushed, ask, bookingId, show]);

  // The room access pushed with the admission, once; else (polled, or a token to refresh) launch-video.
  const launch = useCallback(async (): Promise<RoomAccess> => {
    const pushed = pushedRoom.current;
    pushedRoom.current = null;
    if (pushed) return pushed;
    const response = await fetch("/api/meetings/launch-video", { method: "POST", headers: { [guestKeyHeader]: key.current, "content-type": "application/json" }, body: JSON.stringify({ booking_id: bookingId }) });
    if (!response.ok) throw new Error(String(response.status));
    return (await response.json()) as RoomAccess;
  }, [bookingId]);

  async function leave() {
    setError(null);
    try {
      show(await ask("/waiting-room/leave", { method: "POST", json: { booking_id: bookingId } }));
    } catch {
      setError(strings.leaveFailed);
    }
  }

  async function leaveMeeting() {
    setError(null);
    try {
      show(await ask(`/bookings/${bookingId}`, { method: "PUT", json: { status: "completed" } }));
    } catch {
      setError(strings.failed);
    }
  }

  async function cancel() {
    setError(null);
    try {
      show(await ask(`/bookings/${bookingId}/cancel`, { method: "POST" }));
    } catch {
      setError(strings.failed);
    }
  }

  const cannotMove = useCallback(() => setView({ state: "closed", reason: "cannot-move" }), []);
  const when = (booking: Booking) => new Intl.DateTimeFormat(locale, { dateStyle: "full", timeStyle: "short" }).format(new Date(booking.scheduled_at));
  const alert = error ? (
    <p role="alert" className="text-sm text-red-700">
      {error}
    </p>
  ) : null;
  const button = "rounded-lg px-4 py-2 font-semibold ring-1";

  if (view.state === "loading") return <p role="status">{strings.loading}</p>;
  if (view.state === "broken") return <p role="alert">{strings.linkBroken}</p>;
  if (view.state === "closed") {
    return (
      <p role="status" data-meeting-closed={view.reason} className="rounded-xl bg-gray-50 p-6 text-gray-900 ring-1 ring-gray-200">
        {{ cancelled: strings.cancelled, completed: strings.completed, left: strings.left, kept: strings.joinLater, removed: strings.removed, confirmed: `${strings.confirmed} ${strings.joinLater}`, taken: strings.taken, "cannot-move": strings.cannotMove }[view.reason]}
      </p>
    );
  }
  if (view.state === "moved") {
    return (
      <p role="status" data-meeting-closed="moved" className="rounded-xl bg-emerald-50 p-6 text-emerald-900 ring-1 ring-emerald-200">
        {formatMessage(strings.moved, { when: when(view.booking) })} {strings.joinLater}
      </p>
    );
  }
  if (view.state === "reschedule") {
    return (
      <RescheduleForm
        booking={view.booking}
        strings={strings}
        locale={locale}
        headers={{ [guestKeyHeader]: view.key }}
        reasonLabel={strings.rescheduleReason}
        onMoved={(booking) => setView({ state: "moved", booking })}
        onCannotMove={cannotMove}
        onKeep={() => setView({ state: "closed", reason: "kept" })}
      />
    );
  }
  if (view.state === "cancel-question") {
    return (
      <div className="space-y-4">
        <p className="text-lg font-semibold text-gray-900">{strings.cancelQuestion}</p>
        <p className="text-gray-700">
          {view.booking.title} · {when(view.booking)}
        </p>
        {alert}
        <div className="flex gap-3">
          <button type="button" className={`${button} bg-red-700 text-white ring-red-700 hover:bg-red-800`} onClick={() => void cancel()}>
            {strings.cancelMeeting}
          </button>
          <button type="button" className={`${button} text-gray-900 ring-gray-300 hover:bg-gray-50`} onClick={() => setView({ state: "closed", reason: "kept" })}>
            {strings.keepMeeting}
          </button>
        </div>
      </div>
    );
  }

  const { booking } = view;
  const admitted = booking.status === "in_progress";
  if (admitted) {
    return (
      <div role="dialog" aria-modal="true" aria-label={strings.inMeeting} data-booking-status={booking.status} className="fixed inset-0 z-50 flex flex-col gap-2 bg-gray-950 p-2 sm:p-4">
        <h2 className="sr-only">{strings.inMeeting}</h2>
        {alert}
        {callCode ? (
          <div className="min-h-0 flex-1">
            <callCode.VideoCall
              bookingId={bookingId}
              launch={launch}
              strings={strings}
              onBooking={(changed) => show(changed as Booking)}
              leaveLabel={strings.leaveMeeting}
              onLeave={(call) => {
                call.leave();
                void leaveMeeting();
              }}
              nameOf={() => booking.meeting_type.name}
              media={callMedia}
            />
          </div>
        ) : (
          <p role="status" className="text-white">
            {strings.loading}
          </p>
        )}
      </div>
    );
  }
  return (
    <div role="dialog" aria-modal="true" aria-labelledby="waiting-room-title" data-booking-status={booking.status} className="fixed inset-0 z-50 flex items-center justify-center bg-gray-900/80 p-4">
      <div className="w-full max-w-md space-y-4 rounded-2xl bg-white p-6 text-center shadow-2xl">
        <h2 id="waiting-room-title" className="text-xl font-semibold text-gray-900">
          {strings.waitingTitle}
        </h2>
        <p className="text-gray-700">{booking.title}</p>
        <p className="text-gray-700">{strings.waitingText}</p>
        {lobbyMedia && callCode && lobbyMedia.stream.getVideoTracks().length > 0 ? (
          <div className="mx-auto aspect-video w-full max-w-xs">
            <callCode.Video stream={lobbyMedia.stream} muted label={strings.you} mirrored data-lobby-video="" />
          </div>
        ) : null}
        {booking.waiting_since ? (
          <p className="font-mono text-2xl text-gray-900" aria-live="off" data-waiting-time>
            {formatMessage(strings.waitingFor, { time: elapsed((now - Date.parse(booking.waiting_since)) / 1000) })}
          </p>
        ) : null}
        {alert}
        <button type="button" className={`${button} text-gray-900 ring-gray-300 hover:bg-gray-50`} onClick={() => void leave()}>
          {strings.leave}
        </button>
      </div>
    </div>
  );
}
