"use client";

// Moving a booking to another free time of its host (issue 33): the guest from their e-mail's link,
// the host side from the meetings page. The same booking keeps its id, links and host; both sides
// get the updated invite by e-mail.
import { useCallback, useId, useState } from "react";
import { formatMessage } from "@/lib/i18n/format";
import type { MeetingStrings } from "./meeting-strings";
import { TimePicker, useFreeTimes, useTimeFormats } from "./time-picker";

export interface MovableBooking {
  id: string;
  title: string;
  scheduled_at: string;
}

type Sending = { state: "idle" } | { state: "sending" } | { state: "failed"; message: string };

/**
 * `headers`: what proves the caller (the guest's key; a host's session rides in its cookie).
 * `onMoved` gets the booking as it now is (the API's booking, shaped as the caller's own); `onCannotMove` hears that it can no longer move (cancelled,
 * its guest arrived, its meeting over).
 */
export function RescheduleForm<Booking extends MovableBooking>({
  booking,
  strings,
  locale,
  headers,
  reasonLabel,
  onMoved,
  onCannotMove,
  onKeep,
}: {
  booking: Booking;
  strings: MeetingStrings;
  locale: string;
  headers?: Record<string, string>;
  reasonLabel: string;
  onMoved: (booking: Booking) => void;
  onCannotMove: () => void;
  onKeep: () => void;
}) {
  const id = useId();
  const refused = useCallback((status: number) => status === 409 && onCannotMove(), [onCannotMove]);
  const { times, zone, reload } = useFreeTimes(`/api/meetings/bookings/${booking.id}/free-times`, headers, refused);
  const formats = useTimeFormats(locale, zone);
  const [time, setTime] = useState<string | null>(null);
  const [reason, setReason] = useState("");
  const [sending, setSending] = useState<Sending>({ state: "idle" });

  async function move() {
    if (!time) return;
    setSending({ state: "sending" });
    const response = await fetch(`/api/meetings/bookings/${booking.id}/reschedule`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify({ scheduled_at: time, ...(reason.trim() ? { reason: reason.trim() } : {}) }),
    }).catch(() => null);
    if (response?.ok) return onMoved((await response.json()) as Booking);
    setSending({ state: "failed", message: response?.status === 409 ? strings.timeTaken : strings.failed });
    // Taken meanwhile, or the booking changed: the times as they are now (a booking that cannot move says so).
    if (response?.status === 409) {
      setTime(null);
      reload();
    }
  }

  return (
    <form
      className="space-y-6"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        void move();
      }}
    >
      <div className="space-y-1">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-gray-900">
          {strings.rescheduleTitle}
        </h2>
        <p className="text-gray-700">
          {booking.title} · {formatMessage(strings.rescheduleNow, { when: formats.both(booking.scheduled_at) })}
        </p>
      </div>
      <TimePicker times={times} zone={zone} locale={locale} strings={strings} time={time} onTime={setTime} />
      {sending.state === "failed" ? (
        <p role="alert" className="text-sm text-red-700">
          {sending.message}
        </p>
      ) : null}
      {time ? (
        <div className="space-y-1">
          <label htmlFor={`${id}-reason`} className="block text-sm font-medium text-gray-800">
            {reasonLabel}
          </label>
          <textarea id={`${id}-reason`} value={reason} maxLength={500} rows={2} onChange={(event) => setReason(event.target.value)} className="block w-full rounded-lg border border-gray-300 px-3 py-2" />
        </div>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {time ? (
          <button type="submit" disabled={sending.state === "sending"} className="rounded-lg bg-sky-700 px-4 py-2.5 font-semibold text-white hover:bg-sky-800 disabled:bg-sky-300">
            {sending.state === "sending" ? strings.moving : formatMessage(strings.moveTo, { time: formats.both(time) })}
          </button>
        ) : null}
        <button type="button" className="rounded-lg px-4 py-2.5 font-semibold text-gray-900 ring-1 ring-gray-300 hover:bg-gray-50" onClick={onKeep}>
          {strings.keepTime}
        </button>
      </div>
    </form>
  );
}
