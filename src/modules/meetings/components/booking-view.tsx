"use client";

// The booking page's island (issue 14, spec decision 7): a meeting type, a day and a free time shown
// in the visitor's own zone, then name and e-mail. The page around it is cached and the same for
// everyone; free times come from the API. No i18n runtime: the words arrive as data.
import { useEffect, useId, useMemo, useState } from "react";
import { formatMessage } from "@/lib/i18n/format";
import type { MeetingStrings } from "./meeting-strings";

export interface BookableType {
  id: string;
  name: string;
  description: string | null;
  duration_minutes: number;
}

type Slots = { state: "loading" } | { state: "failed" } | { state: "ready"; slots: string[] };
type Outcome = { state: "idle" } | { state: "sending" } | { state: "failed"; message: string } | { state: "booked"; email: string; minutes: number };

const visitorZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
/** How far ahead the page offers days. */
const daysShown = 14;

async function errorOf(response: Response, fallback: string) {
  const body = (await response.json().catch(() => null)) as { error?: string } | null;
  return body?.error ?? fallback;
}

export function BookingView({ types, strings, locale }: { types: BookableType[]; strings: MeetingStrings; locale: string }) {
  const id = useId();
  const [typeId, setTypeId] = useState(types[0]?.id ?? "");
  const [slots, setSlots] = useState<Slots>({ state: "loading" });
  const [day, setDay] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [outcome, setOutcome] = useState<Outcome>({ state: "idle" });
  const [zone, setZone] = useState("UTC");

  const dayFormat = useMemo(() => new Intl.DateTimeFormat(locale, { weekday: "short", day: "numeric", month: "short", timeZone: zone }), [locale, zone]);
  const timeFormat = useMemo(() => new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone: zone }), [locale, zone]);
  const dayKey = useMemo(() => new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone: zone }), [zone]);

  // The free times of the chosen type for the next two weeks (from yesterday in UTC: every zone's today is in).
  useEffect(() => {
    if (!typeId) return;
    let current = true;
    const from = new Date(Date.now() - 24 * 3_600_000).toISOString().slice(0, 10);
    void fetch(`/api/meetings/types/${typeId}/slots?from=${from}&days=${daysShown + 1}`)
      .then((response) => (response.ok ? (response.json() as Promise<{ slots: string[] }>) : Promise.reject(new Error(String(response.status)))))
      .then(
        ({ slots: found }) => {
          if (!current) return;
          setZone(visitorZone());
          setSlots({ state: "ready", slots: found });
        },
        () => current && setSlots({ state: "failed" }),
      );
    return () => {
      current = false;
    };
  }, [typeId]);

  const byDay = useMemo(() => {
    const days = new Map<string, string[]>();
    if (slots.state === "ready") for (const slot of slots.slots) days.set(dayKey.format(new Date(slot)), [...(days.get(dayKey.format(new Date(slot))) ?? []), slot]);
    return days;
  }, [slots, dayKey]);
  const shownDay = day && byDay.has(day) ? day : ([...byDay.keys()][0] ?? null);

  const chooseType = (next: string) => {
    setTypeId(next);
    setSlots({ state: "loading" });
    setDay(null);
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
    if (response?.status === 409) chooseType(typeId);
  }

  if (types.length === 0) return <p className="text-gray-700">{strings.noTypes}</p>;
  if (outcome.state === "booked") {
    return (
      <div role="status" className="space-y-2 rounded-xl bg-emerald-50 p-6 text-emerald-900 ring-1 ring-emerald-200">
        <p className="font-semibold">{formatMessage(strings.booked, { email: outcome.email, minutes: outcome.minutes }, locale)}</p>
      </div>
    );
  }

  const chip = "rounded-lg px-3 py-2 text-sm font-medium ring-1 ring-gray-300 hover:bg-sky-50 aria-pressed:bg-sky-700 aria-pressed:text-white aria-pressed:ring-sky-700";
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

      <fieldset className="space-y-2" aria-busy={slots.state === "loading"}>
        <legend className="font-semibold text-gray-900">{strings.chooseDay}</legend>
        {slots.state === "loading" ? <p role="status">{strings.loadingTimes}</p> : null}
        {slots.state === "failed" ? <p role="alert">{strings.failed}</p> : null}
        {slots.state === "ready" && byDay.size === 0 ? <p>{strings.noTimes}</p> : null}
        <div className="flex flex-wrap gap-2">
          {[...byDay.keys()].map((key) => (
            <button key={key} type="button" className={chip} aria-pressed={key === shownDay} onClick={() => (setDay(key), setTime(null))}>
              {dayFormat.format(new Date(byDay.get(key)![0]!))}
            </button>
          ))}
        </div>
      </fieldset>

      {shownDay ? (
        <fieldset className="space-y-2">
          <legend className="font-semibold text-gray-900">{strings.chooseTime}</legend>
          <p className="text-sm text-gray-600">{formatMessage(strings.timesIn, { zone })}</p>
          <div className="flex flex-wrap gap-2">
            {byDay.get(shownDay)!.map((slot) => (
              <button key={slot} type="button" className={chip} aria-pressed={slot === time} onClick={() => setTime(slot)}>
                {timeFormat.format(new Date(slot))}
              </button>
            ))}
          </div>
        </fieldset>
      ) : null}

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
            {outcome.state === "sending" ? strings.booking : formatMessage(strings.book, { time: `${dayFormat.format(new Date(time))}, ${timeFormat.format(new Date(time))}` })}
          </button>
        </div>
      ) : null}
    </form>
  );
}
