"use client";

// The booking page's island (issue 14, spec decision 7): a meeting type, a day and a free time shown
// in the visitor's own zone, then name and e-mail. The page around it is cached and the same for
// everyone; free times come from the API. No i18n runtime: the words arrive as data.
import { useId, useState } from "react";
import { formatMessage } from "@/lib/i18n/format";
import type { MeetingStrings } from "./meeting-strings";
import { TimePicker, useFreeTimes, useTimeFormats } from "./time-picker";

export interface BookableType {
  id: string;
  name: string;
  description: string | null;
  duration_minutes: number;
}

type Outcome = { state: "idle" } | { state: "sending" } | { state: "failed"; message: string } | { state: "booked"; email: string; minutes: number };

async function errorOf(response: Response, fallback: string) {
  const body = (await response.json().catch(() => null)) as { error?: string } | null;
  return body?.error ?? fallback;
}

export function BookingView({ types, strings, locale }: { types: BookableType[]; strings: MeetingStrings; locale: string }) {
  const id = useId();
  const [typeId, setTypeId] = useState(types[0]?.id ?? "");
  const { times, zone, reload } = useFreeTimes(typeId ? `/api/meetings/types/${typeId}/slots` : null);
  const formats = useTimeFormats(locale, zone);
  const [time, setTime] = useState<string | null>(null);
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [outcome, setOutcome] = useState<Outcome>({ state: "idle" });

  const chooseType = (next: string) => {
    setTypeId(next);
    setTime(null);
  };

  async function book() {
    if (!time) return;
    setOutcome({ state: "sending" });
    const response = await fetch("/api/meetings/bookings", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ meeting_type_id: typeId, scheduled_at: time, customer_name: name, customer_email: email, time_zone: zone, locale }),
    }).catch(() => null);
    if (response?.status === 201) {
      // How long the time is kept for the guest to confirm it from their e-mail.
      const { booking } = (await response.json()) as { booking: { hold_until: string | null } };
      const minutes = booking.hold_until ? Math.round((Date.parse(booking.hold_until) - Date.now()) / 60_000) : 0;
      return setOutcome({ state: "booked", email, minutes });
    }
    setOutcome({ state: "failed", message: response ? await errorOf(response, strings.failed) : strings.failed });
    // A time taken meanwhile: show the times as they are now.
    if (response?.status === 409) {
      setTime(null);
      reload();
    }
  }

  if (types.length === 0) return <p className="text-gray-700">{strings.noTypes}</p>;
  if (outcome.state === "booked") {
    return (
      <div role="status" className="space-y-2 rounded-xl bg-emerald-50 p-6 text-emerald-900 ring-1 ring-emerald-200">
        <p className="font-semibold">{formatMessage(strings.booked, { email: outcome.email, minutes: outcome.minutes }, locale)}</p>
      </div>
    );
  }

  return (
    <form
      className="space-y-6"
      onSubmit={(event) => {
        event.preventDefault();
        void book();
      }}
    >
      <fieldset className="space-y-2">
        <legend className="font-semibold text-gray-900">{strings.chooseType}</legend>
        {types.map((type) => (
          <label key={type.id} className="flex cursor-pointer gap-3 rounded-lg p-3 ring-1 ring-gray-200 has-[:checked]:ring-2 has-[:checked]:ring-sky-700">
            <input type="radio" name={`${id}-type`} checked={type.id === typeId} onChange={() => chooseType(type.id)} className="mt-1" />
            <span>
              <span className="block font-medium text-gray-900">
                {type.name} · {formatMessage(strings.minutes, { count: type.duration_minutes }, locale)}
              </span>
              {type.description ? <span className="block text-sm text-gray-600">{type.description}</span> : null}
            </span>
          </label>
        ))}
      </fieldset>

      <TimePicker times={times} zone={zone} locale={locale} strings={strings} time={time} onTime={setTime} />

      {outcome.state === "failed" ? (
        <p role="alert" className="text-sm text-red-700">
          {outcome.message}
        </p>
      ) : null}

      {time ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-1">
            <label htmlFor={`${id}-name`} className="block text-sm font-medium text-gray-800">
              {strings.yourName}
            </label>
            <input id={`${id}-name`} required autoComplete="name" value={name} onChange={(event) => setName(event.target.value)} className="block w-full rounded-lg border border-gray-300 px-3 py-2" />
          </div>
          <div className="space-y-1">
            <label htmlFor={`${id}-email`} className="block text-sm font-medium text-gray-800">
              {strings.yourEmail}
            </label>
            <input id={`${id}-email`} type="email" required autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} className="block w-full rounded-lg border border-gray-300 px-3 py-2" />
          </div>
          <button type="submit" disabled={outcome.state === "sending"} className="rounded-lg bg-sky-700 px-4 py-2.5 font-semibold text-white hover:bg-sky-800 disabled:bg-sky-300 sm:col-span-2">
            {outcome.state === "sending" ? strings.booking : formatMessage(strings.book, { time: formats.both(time) })}
          </button>
        </div>
      ) : null}
    </form>
  );
}
