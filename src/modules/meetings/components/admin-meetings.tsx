"use client";

// The host side of meetings (issue 14): the bookings of the next days by day (today and tomorrow
// unless the host asks for 7 or 30), and the admit queue, whatever the day of a waiting guest's meeting. A guest
// who knocks shows up at once (pushed by /api/meetings/events; polled every 3 s while that is down),
// with a chime and (if allowed) a browser notification; the host admits (and joins the call), turns
// away, sends back to the lobby, removes or ends. Admin UI text is English (decision 019).
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog } from "@/components/ui/dialog";
import { QueryProvider } from "@/components/ui/query-provider";
import { toast } from "@/components/ui/toast";
import { ApiRequestError } from "@/lib/api-client";
import { followEvents } from "@/lib/event-stream";
import { useQueryClient } from "@tanstack/react-query";
import { launchVideo, meetingKeys, upcomingDays, useBookings, useSetBookingStatus, type BookingDto, type UpcomingDays } from "../meetings.queries";
import { formatMessage } from "@/lib/i18n/format";
import { adminLocale } from "@/lib/locales";
import adminMeetingsText from "@/messages/en/admin/adminMeetings.json";
import { useCallModule } from "./call/use-call-module";
import type { MeetingStrings } from "./meeting-strings";
import { RescheduleForm } from "./reschedule-form";

/** A short two-note chime (Web Audio: no sound file to download). */
function chime() {
  try {
    const audio = new AudioContext();
    [660, 880].forEach((frequency, index) => {
      const tone = audio.createOscillator();
      const gain = audio.createGain();
      tone.frequency.value = frequency;
      gain.gain.setValueAtTime(0.15, audio.currentTime + index * 0.18);
      gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + index * 0.18 + 0.3);
      tone.connect(gain).connect(audio.destination);
      tone.start(audio.currentTime + index * 0.18);
      tone.stop(audio.currentTime + index * 0.18 + 0.3);
    });
  } catch {
    // No audio (a browser that refuses it before any click): the list still shows the guest.
  }
}

/** Chimes and notifies once for each guest who starts waiting. */
function useKnocks(bookings: BookingDto[] | undefined) {
  const known = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (!bookings) return;
    const waiting = bookings.filter((booking) => booking.status === "waiting");
    const seen = known.current;
    known.current = new Set(waiting.map((booking) => `${booking.id}:${booking.waiting_since}`));
    // The first list is what was already there: only later arrivals knock.
    if (!seen) return;
    const arrived = waiting.filter((booking) => !seen.has(`${booking.id}:${booking.waiting_since}`));
    if (arrived.length === 0) return;
    chime();
    if (typeof Notification !== "undefined" && Notification.permission === "granted") for (const booking of arrived) new Notification(formatMessage(adminMeetingsText.knocking, { name: booking.customer_name }), { body: booking.title, tag: booking.id });
  }, [bookings]);
}

const noChanges = () => () => undefined;
/** Whole minutes a guest has waited since `since`: 0 while under a minute (or the clocks differ). */
const waitedMinutes = (now: number, since: string) => Math.max(0, Math.floor((now - Date.parse(since)) / 60_000));
// With the date: a guest may wait in the queue days before their meeting.
const time = (iso: string) => new Intl.DateTimeFormat(undefined, { weekday: "short", day: "numeric", month: "short", hour: "numeric", minute: "2-digit" }).format(new Date(iso));

/** Bookings (soonest first) under the day they fall on in the host's zone, in order. */
function byDay(bookings: BookingDto[]): [string, BookingDto[]][] {
  const dayOf = new Intl.DateTimeFormat(undefined, { weekday: "long", day: "numeric", month: "long" });
  const days = new Map<string, BookingDto[]>();
  for (const booking of bookings) {
    const label = dayOf.format(new Date(booking.scheduled_at));
    days.set(label, [...(days.get(label) ?? []), booking]);
  }
  return [...days];
}

/**
 * How long the list waits after a pushed change before it reads the bookings again: changes come in
 * bursts (an admission moves a booking twice), and a read at the moment a call starts competes with
 * the call's own requests (bench:meeting).
 */
export const refetchAfterChangeMs = 300;

/** Follows the organization's booking changes; returns whether the push is live. */
function usePushedChanges() {
  const client = useQueryClient();
  const [pushed, setPushed] = useState(false);
  useEffect(() => {
    const stop = new AbortController();
    let later: ReturnType<typeof setTimeout> | undefined;
    void followEvents("/api/meetings/events", {
      signal: stop.signal,
      onLive: setPushed,
      onEvent: ({ event }) => {
        if (event !== "change" || later) return;
        later = setTimeout(() => {
          later = undefined;
          void client.invalidateQueries({ queryKey: meetingKeys.bookings });
        }, refetchAfterChangeMs);
      },
    });
    return () => {
      stop.abort();
      clearTimeout(later);
    };
  }, [client]);
  return pushed;
}

function Meetings({ strings }: { strings: MeetingStrings }) {
  const [days, setDays] = useState<UpcomingDays>(2);
  const bookings = useBookings(usePushedChanges(), days);
  const change = useSetBookingStatus();
  const [inCall, setInCall] = useState<string | null>(null);
  // The booking whose guest the host's next room access admits (set by Admit).
  const admitting = useRef<string | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [asked, setAsked] = useState(false);
  // Known in the browser only (the server renders without the button).
  const notifications = useSyncExternalStore(noChanges, () => (typeof Notification === "undefined" ? "unsupported" : Notification.permission), () => "unsupported");
  const canNotify = notifications === "default" && !asked;
  useKnocks(bookings.data);
  const callCode = useCallModule();
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(tick);
  }, []);

  // A cancellation asks first, and may carry a reason the guest's e-mail gives.
  const [cancelling, setCancelling] = useState<BookingDto | null>(null);
  const [reason, setReason] = useState("");
  const [moving, setMoving] = useState<BookingDto | null>(null);
  const client = useQueryClient();
  const act = (booking: BookingDto, status: BookingDto["status"], withReason?: string) =>
    change.mutateAsync({ id: booking.id, status, reason: withReason }).catch((error: unknown) => void toast.error(error instanceof ApiRequestError ? error.message : adminMeetingsText.failed));
  const button = "rounded-lg px-3 py-1.5 text-sm font-semibold ring-1";
  const actions = (booking: BookingDto) => {
    const label = (text: string) => `${text}: ${booking.customer_name}`;
    switch (booking.status) {
      case "waiting":
        return (
          <>
            <button
              type="button"
              aria-label={label(adminMeetingsText.admit)}
              className={`${button} bg-emerald-700 text-white ring-emerald-700 hover:bg-emerald-800`}
              onClick={() => {
                // The host's side of the call starts with the admission, not after it: its room access
                // admits the guest in the same request. A host already in the call (the guest was sent
                // back to the lobby), or without the call's code yet, admits by a status change.
                if (callCode && inCall !== booking.id) admitting.current = booking.id;
                else void act(booking, "in_progress");
                setInCall(booking.id);
              }}
            >
              {adminMeetingsText.admit}
            </button>
            <button type="button" aria-label={label(adminMeetingsText.turnAway)} className={`${button} text-gray-900 ring-gray-300 hover:bg-gray-50`} onClick={() => void act(booking, "confirmed")}>
              {adminMeetingsText.turnAway}
            </button>
          </>
        );
      case "in_progress":
        return (
          <>
            {inCall === booking.id ? null : (
              <button type="button" aria-label={label(adminMeetingsText.joinCall)} className={`${button} bg-emerald-700 text-white ring-emerald-700 hover:bg-emerald-800`} onClick={() => setInCall(booking.id)}>
                {adminMeetingsText.joinCall}
              </button>
            )}
            <button type="button" aria-label={label(adminMeetingsText.backToLobby)} className={`${button} text-gray-900 ring-gray-300 hover:bg-gray-50`} onClick={() => void act(booking, "waiting")}>
              {adminMeetingsText.backToLobby}
            </button>
            <button type="button" aria-label={label(adminMeetingsText.end)} className={`${button} text-gray-900 ring-gray-300 hover:bg-gray-50`} onClick={() => void act(booking, "completed")}>
              {adminMeetingsText.end}
            </button>
          </>
        );
      case "confirmed":
      case "scheduled":
        return (
          <>
            {/* Only a confirmed booking moves: one awaiting its guest's confirmation is theirs to confirm first. */}
            {booking.status === "confirmed" ? (
              <button type="button" aria-label={label(adminMeetingsText.reschedule)} className={`${button} text-gray-900 ring-gray-300 hover:bg-gray-50`} onClick={() => setMoving(booking)}>
                {adminMeetingsText.reschedule}
              </button>
            ) : null}
            <button type="button" aria-label={label(adminMeetingsText.cancel)} className={`${button} text-red-700 ring-red-300 hover:bg-red-50`} onClick={() => setCancelling(booking)}>
              {adminMeetingsText.cancel}
            </button>
          </>
        );
      default:
        return null;
    }
  };

  if (bookings.isPending) return <p role="status">{adminMeetingsText.loading}</p>;
  if (bookings.isError) return <p role="alert">{bookings.error.message}</p>;
  const waiting = bookings.data.filter((booking) => booking.status === "waiting");
  const upcoming = bookings.data.filter((booking) => booking.status !== "waiting");
  const calling = bookings.data.find((booking) => booking.id === inCall && booking.status !== "completed" && booking.status !== "cancelled");
  const row = (booking: BookingDto) => (
    <li key={booking.id} data-booking={booking.id} data-status={booking.status} className="flex flex-wrap items-center gap-3 py-3">
      <span className="min-w-0 flex-1">
        <span className="block font-medium text-gray-900">{booking.title}</span>
        <span className="block text-sm text-gray-600">
          {time(booking.scheduled_at)} · {adminMeetingsText.statuses[booking.status]}
          {booking.status === "waiting" && booking.waiting_since ? ` · ${formatMessage(adminMeetingsText.waitingFor, { minutes: waitedMinutes(now, booking.waiting_since) }, adminLocale)}` : ""}
        </span>
      </span>
      {actions(booking)}
    </li>
  );
  return (
    <div className="space-y-8">
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => {
          if (open) return;
          setCancelling(null);
          setReason("");
        }}
        title={formatMessage(adminMeetingsText.cancelTitle, { name: cancelling?.customer_name ?? "" }, adminLocale)}
        description={adminMeetingsText.cancelDescription}
        confirmLabel={adminMeetingsText.cancel}
        cancelLabel={adminMeetingsText.keep}
        onConfirm={() => cancelling && void act(cancelling, "cancelled", reason.trim() || undefined)}
      >
        <label className="mt-4 block text-sm text-gray-800">
          {adminMeetingsText.cancelReason}
          <textarea value={reason} onChange={(event) => setReason(event.target.value)} maxLength={500} rows={3} className="mt-1 w-full rounded-lg border border-gray-300 px-3 py-2 text-sm" />
        </label>
      </ConfirmDialog>
      <Dialog open={moving !== null} onOpenChange={(open) => !open && setMoving(null)} title={formatMessage(adminMeetingsText.rescheduleTitle, { name: moving?.customer_name ?? "" }, adminLocale)}>
        {moving ? (
          <RescheduleForm
            booking={moving}
            strings={strings}
            locale={adminLocale}
            reasonLabel={adminMeetingsText.cancelReason}
            onMoved={() => {
              setMoving(null);
              toast.success(adminMeetingsText.moved);
              void client.invalidateQueries({ queryKey: meetingKeys.bookings });
            }}
            onCannotMove={() => {
              setMoving(null);
              toast.error(adminMeetingsText.cannotMove);
            }}
            onKeep={() => setMoving(null)}
          />
        ) : null}
      </Dialog>
      {canNotify ? (
        <button type="button" className={`${button} text-sky-800 ring-sky-300 hover:bg-sky-50`} onClick={() => void Notification.requestPermission().then(() => setAsked(true))}>
          {adminMeetingsText.notify}
        </button>
      ) : null}
      {calling && callCode ? (
        <div className="h-[70vh]">
          <callCode.VideoCall
            key={calling.id}
            bookingId={calling.id}
            launch={() => {
              // Only the first launch after Admit admits: a token refreshed later must not let in a guest sent back to the lobby.
              const admit = admitting.current === calling.id;
              admitting.current = null;
              return launchVideo(calling.id, admit).catch((error: unknown) => {
                if (admit) void act(calling, "in_progress");
                throw error;
              });
            }}
            strings={strings}
            leaveLabel={adminMeetingsText.leaveCall}
            onLeave={(call) => {
              call.leave();
              setInCall(null);
            }}
            nameOf={(remote) => (remote.participant === "guest" ? calling.customer_name : adminMeetingsText.host)}
            hostControls={
              <>
                {calling.status === "in_progress" ? (
                  <>
                    <button type="button" className="rounded-full px-4 py-2 text-sm font-semibold text-white ring-1 ring-gray-500 hover:bg-gray-700" onClick={() => void act(calling, "waiting")}>
                      {adminMeetingsText.backToLobby}
                    </button>
                    <button type="button" className="rounded-full px-4 py-2 text-sm font-semibold text-white ring-1 ring-gray-500 hover:bg-gray-700" onClick={() => void act(calling, "confirmed")}>
                      {adminMeetingsText.remove}
                    </button>
                  </>
                ) : null}
                <button type="button" className="rounded-full px-4 py-2 text-sm font-semibold text-white ring-1 ring-red-400 hover:bg-red-900" onClick={() => void act(calling, "completed").then(() => setInCall(null))}>
                  {adminMeetingsText.endForAll}
                </button>
              </>
            }
          />
        </div>
      ) : null}
      <section aria-labelledby="meetings-queue" className="space-y-2">
        <h2 id="meetings-queue" className="text-xl font-semibold text-gray-900">
          {adminMeetingsText.queue}
        </h2>
        {waiting.length === 0 ? <p className="text-gray-700">{adminMeetingsText.noQueue}</p> : <ul className="divide-y divide-gray-100">{waiting.map(row)}</ul>}
      </section>
      <section aria-labelledby="meetings-upcoming" className="space-y-2">
        <h2 id="meetings-upcoming" className="text-xl font-semibold text-gray-900">
          {adminMeetingsText.upcoming[days]}
        </h2>
        <label className="flex items-center gap-2 text-sm text-gray-700">
          {adminMeetingsText.show}
          <select value={days} onChange={(event) => setDays(Number(event.target.value) as UpcomingDays)} className="rounded-lg border border-gray-300 bg-white px-2 py-1 text-sm text-gray-900">
            {upcomingDays.map((choice) => (
              <option key={choice} value={choice}>
                {adminMeetingsText.upcoming[choice]}
              </option>
            ))}
          </select>
        </label>
        {upcoming.length === 0 ? (
          <p className="text-gray-700">{adminMeetingsText.none}</p>
        ) : (
          byDay(upcoming).map(([label, list]) => (
            <div key={label}>
              <h3 className="pt-2 text-sm font-semibold text-gray-900">{label}</h3>
              <ul className="divide-y divide-gray-100">{list.map(row)}</ul>
            </div>
          ))
        )}
      </section>
    </div>
  );
}

export function AdminMeetings({ strings }: { strings: MeetingStrings }) {
  return (
    <QueryProvider>
      <Meetings strings={strings} />
    </QueryProvider>
  );
}
