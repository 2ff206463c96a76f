"use client";

// The privacy settings dialog (spec 001 §2, §4, §8, §9), on the house's Dialog and Tabs (Radix, react-rnd).
// Loaded only when a visitor opens it (consent-behavior.tsx), so none of it weighs on page load.
import { useEffect, useState, type ReactNode } from "react";
import { Dialog } from "@/components/ui/dialog";
import { Tabs } from "@/components/ui/tabs";
import { translated } from "@/lib/translate";
import { consentSaved, saveConsent } from "./consent-record";
import { acceptedServices, isEssentialCategory, servicesFor, type ConsentConfig } from "./consent-state";
import { activeServices, categoryOn, choiceToSave, initialChoice, toggleCategory, toggleService, type CookieCategory } from "../privacy-choice";
import { formatMessage } from "@/lib/i18n/format";
import type { PrivacyDialogText } from "./consent-strings";

/** After this long without categories the dialog gives up (spec 001 §8, §9). */
export const privacyDialogTimeoutMs = 15_000;

export interface PrivacyDialogProps {
  config: ConsentConfig;
  onClose: () => void;
}

type Status = "loading" | "ready" | "error" | "timeout";

const focusRing = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700";
const buttonBase = `inline-flex min-h-10 items-center justify-center rounded-lg px-4 py-2 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60 ${focusRing}`;
const primary = `${buttonBase} bg-sky-700 text-white hover:bg-sky-800`;
const secondary = `${buttonBase} bg-white text-gray-900 ring-1 ring-gray-300 hover:bg-gray-50`;

/** The categories for the dialog: GET /api/cookies/categories; a non-OK answer is a failure. */
async function fetchCategories(signal: AbortSignal): Promise<CookieCategory[]> {
  const response = await fetch("/api/cookies/categories", { signal, credentials: "same-origin" });
  if (!response.ok) throw new Error(`Failed to load categories: ${response.status}`);
  const body: unknown = await response.json();
  if (!Array.isArray(body)) throw new Error("Failed to load categories");
  return body as CookieCategory[];
}

/**
 * Modal, labelled by its title, focus kept inside and given back to the button that opened it, Escape
 * closes it; dragged by its header inside the viewport. Its height follows its content.
 */
export default function PrivacyDialog({ config, onClose }: PrivacyDialogProps) {
  const text = config.dialog;
  const [status, setStatus] = useState<Status>("loading");
  const [attempt, setAttempt] = useState(0);
  const [categories, setCategories] = useState<CookieCategory[]>([]);
  const [chosen, setChosen] = useState(() =>
    initialChoice(typeof document === "undefined" ? [] : acceptedServices(document.cookie, config.revision), config.services),
  );
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<{ message: string; status: number } | null>(null);
  const [logoFailed, setLogoFailed] = useState(false);

  useEffect(() => {
    let live = true;
    const request = new AbortController();
    const timer = setTimeout(() => {
      live = false;
      request.abort();
      setStatus("timeout");
    }, privacyDialogTimeoutMs);
    fetchCategories(request.signal).then(
      (list) => {
        if (!live) return;
        clearTimeout(timer);
        setCategories(list);
        setStatus("ready");
      },
      () => {
        if (!live) return;
        clearTimeout(timer);
        setStatus("error");
      },
    );
    return () => {
      live = false;
      clearTimeout(timer);
      request.abort();
    };
  }, [attempt]);

  /** Stores the choice (cookies at once), records it, and closes once the server has it. */
  async function decide(services: string[], message: string, given?: boolean) {
    setSaving(true);
    setFailure(null);
    const status = await saveConsent(config, services, given);
    if (consentSaved(status)) return onClose();
    setSaving(false);
    setFailure({ message, status });
  }

  const acceptAll = () => decide(servicesFor("accept", config.services), text.consentFailed, true);
  const rejectAll = () => decide(servicesFor("reject", config.services), text.consentFailed, false);
  const saveChoice = () => decide(choiceToSave(chosen, config.services), text.settingsFailed);
  const failed = status === "error" || status === "timeout";
  const categoryName = (category: CookieCategory) => translated(category.name, category.name_translation, config.locale);

  const logo =
    config.logo && !logoFailed ? (
      <img src={config.logo} alt={config.siteName} onError={() => setLogoFailed(true)} draggable={false} className="mb-2 h-8 w-auto max-w-48 object-contain" />
    ) : (
      <p className="mb-2 text-sm font-semibold text-gray-600">{config.siteName}</p>
    );

  const categoryList = (
    <ul className="space-y-3">
      {categories.map((category) => {
        const essential = isEssentialCategory(category.name);
        const services = activeServices(category);
        return (
          <Item
            key={category.id}
            id={`privacy-category-${category.id}`}
            title={categoryName(category)}
            checked={categoryOn(category, chosen)}
            disabled={essential || saving || services.length === 0}
            note={essential ? text.alwaysOn : undefined}
            onChange={(on) => setChosen((current) => toggleCategory(current, category, on))}
            text={text}
          >
            <p>{translated(category.description, category.description_translation, config.locale)}</p>
            {services.length === 0 ? (
              <p className="mt-2 italic">{text.noServices}</p>
            ) : (
              <ul className="mt-2 list-disc space-y-1 ps-5">
                {services.map((service) => (
                  <li key={service.id}>
                    <span className="font-medium text-gray-800">{service.name}</span>
                    {service.description && ` – ${service.description}`}
                  </li>
                ))}
              </ul>
            )}
          </Item>
        );
      })}
    </ul>
  );

  const serviceList = (
    <ul className="space-y-3">
      {categories.flatMap((category) => {
        const essential = isEssentialCategory(category.name);
        return activeServices(category).map((service) => (
          <Item
            key={service.id}
            id={`privacy-service-${service.id}`}
            title={service.name}
            checked={essential || chosen.has(service.id)}
            disabled={essential || saving}
            note={essential ? text.alwaysOn : undefined}
            onChange={(on) => setChosen((current) => toggleService(current, categories, service.id, on))}
            text={text}
          >
            {service.description && <p>{service.description}</p>}
            <p className="mt-1">
              {text.category}: {categoryName(category)}
            </p>
            {service.hosts.length > 0 && (
              <p className="mt-1">
                {text.hosts}: {service.hosts.join(", ")}
              </p>
            )}
          </Item>
        ));
      })}
    </ul>
  );
  const empty = categories.length === 0 && <p className="text-sm text-gray-600 italic">{text.noServices}</p>;

  const footer = failed ? (
    <>
      <button type="button" onClick={onClose} className={secondary}>
        {text.close}
      </button>
      <button
        type="button"
        onClick={() => {
          setStatus("loading");
          setAttempt((count) => count + 1);
        }}
        className={secondary}
      >
        {text.retry}
      </button>
      <button type="button" onClick={rejectAll} disabled={saving} className={primary}>
        {text.rejectAllDialog}
      </button>
    </>
  ) : (
    <>
      <button type="button" onClick={saveChoice} disabled={saving || status !== "ready"} className={secondary}>
        {text.saveSettings}
      </button>
      <button type="button" onClick={rejectAll} disabled={saving} className={primary}>
        {text.rejectAllDialog}
      </button>
      <button type="button" onClick={acceptAll} disabled={saving} className={primary}>
        {text.acceptAllDialog}
      </button>
    </>
  );

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={text.privacySettings}
      eyebrow={logo}
      closeLabel={text.close}
      description={text.intro}
      footer={footer}
      movable
      initialSize={{ width: 672 }}
    >
      <div data-privacy-dialog>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <a href={config.privacyPolicy} className={`font-medium text-sky-700 underline hover:text-sky-900 ${focusRing}`}>
            {text.privacyPolicy}
          </a>
          <a href={config.cookiePolicy} className={`font-medium text-sky-700 underline hover:text-sky-900 ${focusRing}`}>
            {text.cookiePolicy}
          </a>
        </p>

        {status === "loading" && (
          <p role="status" className="mt-6 flex items-center gap-3 text-sm text-gray-600">
            <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-gray-300 border-t-sky-700 motion-reduce:animate-none" />
            {text.loading}
          </p>
        )}

        {failed && (
          <div role="alert" className="mt-6 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
            <h3 className="font-semibold">{text.errorHeading}</h3>
            <p className="mt-1">{status === "timeout" ? text.timedOut : text.loadFailed}</p>
          </div>
        )}

        {status === "ready" && (
          <div className="mt-5">
            <Tabs
              label={text.privacySettings}
              items={[
                { id: "categories", label: text.categories, content: <>{categoryList}{empty}</> },
                { id: "services", label: text.services, content: <>{serviceList}{empty}</> },
              ]}
            />
          </div>
        )}

        {failure && (
          <div role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
            <p className="font-medium">{failure.message}</p>
            {failure.status > 0 && <p className="mt-1 text-xs">{formatMessage(text.consentStatus, { status: String(failure.status) })}</p>}
          </div>
        )}
      </div>
    </Dialog>
  );
}

interface ItemProps {
  id: string;
  title: string;
  checked: boolean;
  disabled: boolean;
  note?: string;
  onChange: (on: boolean) => void;
  text: PrivacyDialogText;
  children: ReactNode;
}

/** A category or service: its name, a switch, and details that expand. */
function Item({ id, title, checked, disabled, note, onChange, text, children }: ItemProps) {
  return (
    <li className="rounded-xl border border-gray-200 p-4">
      <div className="flex items-center justify-between gap-4">
        <label htmlFor={id} className="min-w-0 font-semibold">
          {title}
        </label>
        <span className="flex shrink-0 items-center gap-3">
          {note && <span className="text-xs font-medium text-gray-500">{note}</span>}
          <span className="relative inline-flex">
            <input
              id={id}
              type="checkbox"
              role="switch"
              checked={checked}
              disabled={disabled}
              onChange={(event) => onChange(event.target.checked)}
              className={`peer h-6 w-11 cursor-pointer appearance-none rounded-full bg-gray-300 transition-colors checked:bg-sky-700 disabled:cursor-not-allowed disabled:opacity-60 motion-reduce:transition-none ${focusRing}`}
            />
            <span
              aria-hidden="true"
              className="pointer-events-none absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5 motion-reduce:transition-none"
            />
          </span>
        </span>
      </div>
      <details className="mt-2 text-sm text-gray-600">
        <summary className={`cursor-pointer rounded font-medium text-sky-700 hover:text-sky-900 ${focusRing}`}>{text.details}</summary>
        <div className="mt-2">{children}</div>
      </details>
    </li>
  );
}
