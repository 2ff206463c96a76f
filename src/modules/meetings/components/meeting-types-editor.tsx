"use client";

// Global Settings' meeting-types tab (issue 14): what visitors can book. Each type is its own row
// with a version, saved on its own (a stale save asks, decision 017); the modal's Save is for the
// other tabs.
import { useId, useState } from "react";
import { useEditingLanguage } from "@/components/section-editor/use-editing-language";
import { fieldIn, translationMissing, withTranslation } from "@/lib/translate";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ConflictDialog, useConflictChoice } from "@/components/ui/conflict-dialog";
import { Field } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { ApiRequestError } from "@/lib/api-client";
import { useMembers } from "@/modules/profiles/profiles.queries";
import { useCreateMeetingType, useDeleteMeetingType, useMeetingTypes, useSaveMeetingType, type MeetingTypeDto, type MeetingTypeFields } from "../meetings.queries";
import { formatMessage } from "@/lib/i18n/format";
import meetingTypesText from "@/messages/en/admin/meetingTypes.json";

const weekdays = [
  ["mon", "Monday"],
  ["tue", "Tuesday"],
  ["wed", "Wednesday"],
  ["thu", "Thursday"],
  ["fri", "Friday"],
  ["sat", "Saturday"],
  ["sun", "Sunday"],
] as const;
type Weekday = (typeof weekdays)[number][0];
type Availability = Partial<Record<Weekday, { start: string; end: string }[]>>;

interface TypeForm {
  name: string;
  description: string;
  name_translation: Record<string, string>;
  description_translation: Record<string, string>;
  duration_minutes: string;
  host_user_ids: string[];
  time_zone: string;
  availability: Availability;
  buffer_minutes: string;
  minimum_notice_minutes: string;
  daily_limit: string;
  is_active: boolean;
}

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const workingWeek: Availability = { mon: [{ start: "09:00", end: "17:00" }], tue: [{ start: "09:00", end: "17:00" }], wed: [{ start: "09:00", end: "17:00" }], thu: [{ start: "09:00", end: "17:00" }], fri: [{ start: "09:00", end: "17:00" }] };

const toForm = (type: MeetingTypeDto): TypeForm => ({
  name: type.name,
  description: type.description ?? "",
  name_translation: type.name_translation,
  description_translation: type.description_translation,
  duration_minutes: String(type.duration_minutes),
  host_user_ids: type.host_user_ids,
  time_zone: type.time_zone,
  availability: type.availability,
  buffer_minutes: String(type.buffer_minutes),
  minimum_notice_minutes: String(type.minimum_notice_minutes),
  daily_limit: type.daily_limit === null ? "" : String(type.daily_limit),
  is_active: type.is_active,
});

const whole = (text: string) => (text.trim() === "" ? 0 : Number(text));
const toFields = (form: TypeForm): MeetingTypeFields => ({
  name: form.name,
  description: form.description.trim() || null,
  name_translation: form.name_translation,
  description_translation: form.description_translation,
  duration_minutes: whole(form.duration_minutes),
  host_user_ids: form.host_user_ids,
  time_zone: form.time_zone,
  availability: form.availability,
  buffer_minutes: whole(form.buffer_minutes),
  minimum_notice_minutes: whole(form.minimum_notice_minutes),
  daily_limit: form.daily_limit.trim() === "" ? null : Number(form.daily_limit),
  is_active: form.is_active,
});

const input = "block w-full rounded-lg border border-gray-300 px-3 py-2 text-sm text-gray-900 focus:border-sky-600 focus:outline-none focus:ring-2 focus:ring-sky-600/30";

/** `language`: the one the name and description are written in (null: the site's default, the base texts). */
function TypeCard({ type, language, onDone }: { type?: MeetingTypeDto; language: string | null; onDone?: () => void }) {
  const id = useId();
  const members = useMembers();
  const create = useCreateMeetingType();
  const save = useSaveMeetingType();
  const remove = useDeleteMeetingType();
  const [form, setForm] = useState<TypeForm>(() => (type ? toForm(type) : { ...toForm({ id: "", name: "", description: null, name_translation: {}, description_translation: {}, duration_minutes: 30, host_user_ids: [], time_zone: browserZone(), availability: workingWeek, buffer_minutes: 0, minimum_notice_minutes: 60, daily_limit: null, is_active: true, order: 0, version: 0 }) }));
  const [error, setError] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const conflict = useConflictChoice<MeetingTypeDto>({ reload: (current) => setForm(toForm(current)), resave: (version) => void submit(version) });
  const set = (change: Partial<TypeForm>) => setForm((current) => ({ ...current, ...change }));
  const setDay = (day: Weekday, range: { start: string; end: string } | null) =>
    setForm((current) => ({ ...current, availability: { ...current.availability, [day]: range ? [range, ...(current.availability[day] ?? []).slice(1)] : [] } }));
  const busy = create.isPending || save.isPending || remove.isPending;
  const setText = (field: "name" | "description", text: string) =>
    language === null ? set({ [field]: text }) : set({ [`${field}_translation`]: withTranslation(form[`${field}_translation`], language, text) });

  async function submit(overwriteVersion?: number) {
    setError(null);
    try {
      if (type) await save.mutateAsync({ id: type.id, ...toFields(form), version: overwriteVersion ?? conflict.basedOn(type) });
      else await create.mutateAsync(toFields(form));
      void toast.success(meetingTypesText.saved);
      onDone?.();
    } catch (caught) {
      if (conflict.caught(caught)) return;
      setError(caught instanceof ApiRequestError ? caught.message : meetingTypesText.failed);
    }
  }

  async function destroy() {
    if (!type) return;
    try {
      await remove.mutateAsync(type.id);
      void toast.success(meetingTypesText.deleted);
    } catch (caught) {
      setError(caught instanceof ApiRequestError ? caught.message : meetingTypesText.failed);
    }
  }

  const zones = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [form.time_zone];
  return (
    <form
      aria-label={form.name || meetingTypesText.add}
      data-meeting-type={type?.id ?? "new"}
      className="space-y-4 rounded-lg border border-gray-200 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        event.stopPropagation();
        void submit();
      }}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id={`${id}-name`} label={meetingTypesText.name}>
          <input id={`${id}-name`} {...fieldIn(form.name, form.name_translation, language)} onChange={(event) => setText("name", event.target.value)} className={input} />
        </Field>
        <Field id={`${id}-duration`} label={meetingTypesText.duration}>
          <input id={`${id}-duration`} type="number" min={5} max={480} value={form.duration_minutes} onChange={(event) => set({ duration_minutes: event.target.value })} className={input} />
        </Field>
      </div>
      <Field id={`${id}-description`} label={meetingTypesText.description}>
        <textarea id={`${id}-description`} rows={2} {...fieldIn(form.description, form.description_translation, language)} onChange={(event) => setText("description", event.target.value)} className={input} />
      </Field>
      <fieldset className="space-y-1">
        <legend className="text-sm font-medium text-gray-800">{meetingTypesText.hosts}</legend>
        {(members.data ?? []).map((member) => (
          <label key={member.user_id} className="flex items-center gap-2 text-sm text-gray-800">
            <input
              type="checkbox"
              checked={form.host_user_ids.includes(member.user_id)}
              onChange={(event) => set({ host_user_ids: event.target.checked ? [...form.host_user_ids, member.user_id] : form.host_user_ids.filter((host) => host !== member.user_id) })}
            />
            {member.full_name ?? member.username ?? member.email} <span className="text-gray-600">{member.email}</span>
          </label>
        ))}
      </fieldset>
      <Field id={`${id}-zone`} label={meetingTypesText.timeZone}>
        <select id={`${id}-zone`} value={form.time_zone} onChange={(event) => set({ time_zone: event.target.value })} className={input}>
          {(zones.includes(form.time_zone) ? zones : [form.time_zone, ...zones]).map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </select>
      </Field>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-gray-800">{meetingTypesText.hours}</legend>
        {weekdays.map(([day, label]) => {
          const range = form.availability[day]?.[0];
          return (
            <div key={day} className="flex flex-wrap items-center gap-2 text-sm">
              <label className="flex w-32 items-center gap-2 text-gray-800">
                <input type="checkbox" checked={Boolean(range)} onChange={(event) => setDay(day, event.target.checked ? { start: "09:00", end: "17:00" } : null)} />
                {label}
              </label>
              {range ? (
                <>
                  <input type="time" aria-label={formatMessage(meetingTypesText.from, { day: label })} value={range.start} onChange={(event) => setDay(day, { ...range, start: event.target.value })} className="rounded-md border border-gray-300 px-2 py-1" />
                  <input type="time" aria-label={formatMessage(meetingTypesText.to, { day: label })} value={range.end} onChange={(event) => setDay(day, { ...range, end: event.target.value })} className="rounded-md border border-gray-300 px-2 py-1" />
                </>
              ) : null}
            </div>
          );
        })}
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-3">
        <Field id={`${id}-buffer`} label={meetingTypesText.buffer}>
          <input id={`${id}-buffer`} type="number" min={0} value={form.buffer_minutes} onChange={(event) => set({ buffer_minutes: event.target.value })} className={input} />
        </Field>
        <Field id={`${id}-notice`} label={meetingTypesText.notice}>
          <input id={`${id}-notice`} type="number" min={0} value={form.minimum_notice_minutes} onChange={(event) => set({ minimum_notice_minutes: event.target.value })} className={input} />
        </Field>
        <Field id={`${id}-limit`} label={meetingTypesText.dailyLimit}>
          <input id={`${id}-limit`} type="number" min={1} value={form.daily_limit} onChange={(event) => set({ daily_limit: event.target.value })} className={input} />
        </Field>
      </div>
      <label className="flex items-center gap-2 text-sm text-gray-800">
        <input type="checkbox" checked={form.is_active} onChange={(event) => set({ is_active: event.target.checked })} />
        {meetingTypesText.active}
      </label>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        {type ? (
          <button type="button" disabled={busy} onClick={() => setConfirmDelete(true)} className="mr-auto rounded-lg px-3 py-2 text-sm font-semibold text-red-700 ring-1 ring-red-300 hover:bg-red-50">
            {meetingTypesText.delete}
          </button>
        ) : null}
        <button type="submit" disabled={busy} className="rounded-lg bg-sky-700 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-800 disabled:bg-sky-300">
          {busy ? meetingTypesText.saving : meetingTypesText.save}
        </button>
      </div>
      <ConfirmDialog open={confirmDelete} onOpenChange={setConfirmDelete} title={meetingTypesText.deleteTitle} description={meetingTypesText.deleteMessage} onConfirm={() => void destroy()} />
      <ConflictDialog {...conflict.dialog} />
    </form>
  );
}

export function MeetingTypesEditor() {
  const types = useMeetingTypes();
  const [adding, setAdding] = useState(false);
  // One language for every type's name and description: a saved card is drawn anew, in it still.
  const { language, switcher } = useEditingLanguage();
  const texts = (types.data ?? []).flatMap((type) => [[type.name, type.name_translation] as const, [type.description, type.description_translation] as const]);
  return (
    <div className="space-y-4">
      <p className="text-sm text-gray-700">{meetingTypesText.intro}</p>
      {switcher((other) => translationMissing(texts, other))}
      {types.isPending ? <p role="status">{meetingTypesText.loading}</p> : null}
      {types.isError ? <p role="alert">{types.error.message}</p> : null}
      {types.data?.length === 0 && !adding ? <p className="text-sm text-gray-600">{meetingTypesText.empty}</p> : null}
      {types.data?.map((type) => (
        <TypeCard key={`${type.id}:${type.version}`} type={type} language={language} />
      ))}
      {adding ? <TypeCard language={language} onDone={() => setAdding(false)} /> : null}
      {!adding ? (
        <button type="button" onClick={() => setAdding(true)} className="rounded-lg px-4 py-2 text-sm font-semibold text-sky-800 ring-1 ring-sky-300 hover:bg-sky-50">
          {meetingTypesText.add}
        </button>
      ) : null}
    </div>
  );
}
