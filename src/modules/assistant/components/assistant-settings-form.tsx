"use client";

// The assistant's settings (issue 15, README decision 11): on or off, its welcome text, and which
// content it may answer from. One versioned row: a stale save asks (decision 017), and leaving with
// unsaved changes asks too, as the modal editors do before closing.
import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { ConflictDialog, useConflictChoice } from "@/components/ui/conflict-dialog";
import { Field } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { ApiRequestError } from "@/lib/api-client";
import { useLeaveGuard } from "@/lib/use-leave-guard";
import { assistantKeys, useSaveAssistantSettings, type AssistantSettingsDto } from "../assistant.queries";
import { formatMessage } from "@/lib/i18n/format";
import text from "@/messages/en/admin/assistantManagement.json";

/** The welcome text's limit (the API's own, assistantSettingsBody). */
export const maxWelcomeLength = 500;

type SettingsForm = Omit<AssistantSettingsDto, "version">;
const formOf = ({ enabled, welcome_text, use_help_center, use_docs, use_faqs }: AssistantSettingsDto): SettingsForm => ({ enabled, welcome_text, use_help_center, use_docs, use_faqs });
const sameForm = (a: SettingsForm, b: SettingsForm) => (Object.keys(a) as (keyof SettingsForm)[]).every((key) => a[key] === b[key]);

const sources = [
  ["use_help_center", text.useHelpCenter],
  ["use_docs", text.useDocs],
  ["use_faqs", text.useFaqs],
] as const;

/** Mounted per saved version (`key`): a save, or "Reload their version", starts it again from the cached row. */
export function AssistantSettingsForm({ settings }: { settings: AssistantSettingsDto }) {
  const id = useId();
  const client = useQueryClient();
  const save = useSaveAssistantSettings();
  const [form, setForm] = useState<SettingsForm>(() => formOf(settings));
  const [error, setError] = useState<string | null>(null);
  const conflict = useConflictChoice<AssistantSettingsDto>({
    // Their row becomes the cached one, which mounts this form again from it.
    reload: (current) => client.setQueryData(assistantKeys.settings, current),
    resave: (version) => void submit(version),
  });
  const dirty = !sameForm(form, formOf(settings));
  useLeaveGuard(dirty, text.leave);
  const set = (change: Partial<SettingsForm>) => setForm((current) => ({ ...current, ...change }));

  async function submit(overwriteVersion?: number) {
    setError(null);
    try {
      await save.mutateAsync({ ...form, version: overwriteVersion ?? conflict.basedOn(settings) });
      void toast.success(text.saved);
    } catch (caught) {
      if (conflict.caught(caught)) return;
      setError(caught instanceof ApiRequestError ? caught.message : text.failed);
    }
  }

  return (
    <form
      aria-labelledby={`${id}-title`}
      className="space-y-5 rounded-xl border border-gray-200 p-5"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id={`${id}-title`} className="text-xl font-semibold text-gray-900">
        {text.settings}
      </h2>
      <div className="flex items-center gap-3">
        <button
          type="button"
          role="switch"
          id={`${id}-enabled`}
          aria-checked={form.enabled}
          onClick={() => set({ enabled: !form.enabled })}
          className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700 ${form.enabled ? "bg-sky-700" : "bg-gray-400"}`}
        >
          <span aria-hidden="true" className={`inline-block h-5 w-5 rounded-full bg-white shadow transition ${form.enabled ? "translate-x-5" : "translate-x-0.5"}`} />
        </button>
        <label htmlFor={`${id}-enabled`} className="text-sm font-medium text-gray-900">
          {text.enabled}
        </label>
      </div>
      <Field
        id={`${id}-welcome`}
        label={text.welcomeText}
        hint={
          <p id={`${id}-welcome-hint`} className="flex justify-between text-xs text-gray-600">
            <span>{text.welcomeHint}</span>
            <span aria-live="polite">{formatMessage(text.counter, { length: String(form.welcome_text.length), max: String(maxWelcomeLength) })}</span>
          </p>
        }
      >
        <textarea
          id={`${id}-welcome`}
          rows={3}
          maxLength={maxWelcomeLength}
          aria-describedby={`${id}-welcome-hint`}
          value={form.welcome_text}
          onChange={(event) => set({ welcome_text: event.target.value })}
          className="block w-full rounded-lg border border-gray-300 px-3 py-2 text-sm text-gray-900 focus:border-sky-600 focus:outline-none focus:ring-2 focus:ring-sky-600/30"
        />
      </Field>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-gray-800">{text.sources}</legend>
        {sources.map(([key, label]) => (
          <label key={key} className="flex items-center gap-2 text-sm text-gray-800">
            <input type="checkbox" checked={form[key]} onChange={(event) => set({ [key]: event.target.checked })} />
            {label}
          </label>
        ))}
      </fieldset>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex items-center justify-end gap-3">
        {dirty ? <p className="mr-auto text-sm text-amber-800">{text.unsaved}</p> : null}
        <button type="submit" disabled={!dirty || save.isPending} className="rounded-lg bg-sky-700 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-800 disabled:bg-sky-300">
          {save.isPending ? text.saving : text.save}
        </button>
      </div>
      <ConflictDialog {...conflict.dialog} />
    </form>
  );
}
