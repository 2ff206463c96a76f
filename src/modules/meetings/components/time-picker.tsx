"use client";

// A day and a free time, shown in the visitor's own zone: the booking page's and the guest's
// reschedule page's. The free times come from the API (a type's, or those a booking can move to).
import { useCallback, useEffect, useMemo, useState } from "react";
import { formatMessage } from "@/lib/i18n/format";
import type { MeetingStrings } from "./meeting-strings";

export type FreeTimes = { state: "loading" } | { state: "failed" } | { state: "ready"; slots: string[] };

/** How far ahead the pages offer days. */
const daysShown = 14;

const visitorZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The free times at `path` (without its query) for the next two weeks, from yesterday in UTC so that
 * every zone's today is in; `reload` asks again (after a time was taken meanwhile). `onRefused` hears
 * an answer other than 200 (a booking that can no longer move answers 409).
 */
export function useFreeTimes(path: string | null, headers?: Record<string, string>, onRefused?: (status: number) => void) {
  // Each answer names the request it answers: until the current one's arrives, the times are loading.
  const [answer, setAnswer] = useState<{ request: string; times: FreeTimes; zone: string } | null>(null);
  const [asked, setAsked] = useState(0);
  const headerList = JSON.stringify(headers ?? {});
  const request = path ? `${path}\n${headerList}\n${asked}` : null;

  useEffect(() => {
    if (!path || !request) return;
    let current = true;
    const from = new Date(Date.now() - 24 * 3_600_000).toISOString().slice(0, 10);
    void fetch(`${path}?from=${from}&days=${daysShown + 1}`, { headers: JSON.parse(headerList) as Record<string, string> })
      .then((response) => {
        if (!response.ok) onRefused?.(response.status);
        return response.ok ? (response.json() as Promise<{ slots: string[] }>) : Promise.reject(new Error(String(response.status)));
      })
      .then(
        ({ slots }) => current && setAnswer({ request, times: { state: "ready", slots }, zone: visitorZone() }),
        () => current && setAnswer({ request, times: { state: "failed" }, zone: "UTC" }),
      );
    return () => {
      current = false;
    };
  }, [path, headerList, request, onRefused]);

  const times: FreeTimes = answer && answer.request === request ? answer.times : { state: "loading" };
  const zone = answer?.zone ?? "UTC";
  const reload = useCallback(() => setAsked((count) => count + 1), []);
  return { times, zone, reload };
}

/** How a time reads in the zone: "Tue 1 Dec, 10:00". */
export function useTimeFormats(locale: string, zone: string) {
  return useMemo(() => {
    const day = new Intl.DateTimeFormat(locale, { weekday: "short", day: "numeric", month: "short", timeZone: zone });
    const time = new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone: zone });
    return { day, time, both: (instant: string) => `${day.format(new Date(instant))}, ${time.format(new Date(instant))}` };
  }, [locale, zone]);
}

/** The days with free times, then the chosen day's times; `time` is the chosen instant (null until one is). */
export function TimePicker({ times, zone, locale, strings, time, onTime }: { times: FreeTimes; zone: string; locale: string; strings: MeetingStrings; time: string | null; onTime: (time: string | null) => void }) {
  const [day, setDay] = useState<string | null>(null);
  const formats = useTimeFormats(locale, zone);
  const dayKey = useMemo(() => new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone: zone }), [zone]);

  const byDay = useMemo(() => {
    const days = new Map<string, string[]>();
    if (times.state === "ready") for (const slot of times.slots) days.set(dayKey.format(new Date(slot)), [...(days.get(dayKey.format(new Date(slot))) ?? []), slot]);
    return days;
  }, [times, dayKey]);
  const shownDay = day && byDay.has(day) ? day : ([...byDay.keys()][0] ?? null);

  const chip = "rounded-lg px-3 py-2 text-sm font-medium ring-1 ring-gray-300 hover:bg-sky-50 aria-pressed:bg-sky-700 aria-pressed:text-white aria-pressed:ring-sky-700";
  return (
    <>
      <fieldset className="space-y-2" aria-busy={times.state === "loading"}>
        <legend className="font-semibold text-gray-900">{strings.chooseDay}</legend>
        {times.state === "loading" ? <p role="status">{strings.loadingTimes}</p> : null}
        {times.state === "failed" ? <p role="alert">{strings.failed}</p> : null}
        {times.state === "ready" && byDay.size === 0 ? <p>{strings.noTimes}</p> : null}
        <div className="flex flex-wrap gap-2">
          {[...byDay.keys()].map((key) => (
            <button key={key} type="button" className={chip} aria-pressed={key === shownDay} onClick={() => (setDay(key), onTime(null))}>
              {formats.day.format(new Date(byDay.get(key)![0]!))}
            </button>
          ))}
        </div>
      </fieldset>

      {shownDay ? (
        <fieldset className="space-y-2">
          <legend className="font-semibold text-gray-900">{strings.chooseTime}</legend>
          <p className="text-sm text-gray-600">{formatMessage(strings.timesIn, { zone })}</p>
          {/* A whole day holds up to 96 times: they scroll in their own box, as in the field's booking
              pages, so the form below stays in reach. The padding keeps the focus rings inside. */}
          <div className="flex max-h-64 flex-wrap gap-2 overflow-y-auto p-1">
            {byDay.get(shownDay)!.map((slot) => (
              <button key={slot} type="button" className={chip} aria-pressed={slot === time} onClick={() => onTime(slot)}>
                {formats.time.format(new Date(slot))}
              </button>
            ))}
          </div>
        </fieldset>
      ) : null}
    </>
  );
}
