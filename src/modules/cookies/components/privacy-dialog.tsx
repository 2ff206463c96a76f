"use client";

// The privacy settings dialog (spec 001 §2, §4, §8, §9). Loaded only when a visitor opens it or makes
// a choice in the notice (consent-island.tsx), so none of it weighs on page load.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent as ReactPointerEvent, type ReactNode } from "react";
import { translated } from "@/lib/translate";
import { consentSaved, postConsent, saveConsent } from "./consent-record";
import { acceptedServices, isEssentialCategory, servicesFor, type ConsentConfig } from "./consent-state";
import { activeServices, categoryOn, choiceToSave, clampOffset, initialChoice, toggleCategory, toggleService, type CookieCategory } from "../privacy-choice";
import { formatMessage } from "@/lib/i18n/format";
import type { PrivacyDialogText } from "./consent-strings";

// The island records the notice's Accept all and Reject all through this chunk.
export { postConsent };

/** After this long without categories the dialog gives up (spec 001 §8, §9). */
export const privacyDialogTimeoutMs = 15_000;

export interface PrivacyDialogProps {
  config: ConsentConfig;
  onClose: () => void;
}

type Status = "loading" | "ready" | "error" | "timeout";
const tabs = ["categories", "services"] as const;
type Tab = (typeof tabs)[number];

const focusRing = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700";
const buttonBase = `inline-flex min-h-10 items-center justify-center rounded-lg px-4 py-2 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60 ${focusRing}`;
const primary = `${buttonBase} bg-sky-700 text-white hover:bg-sky-800`;
const secondary = `${buttonBase} bg-white text-gray-900 ring-1 ring-gray-300 hover:bg-gray-50`;

/** Moves the dialog to an offset from its centred place (kept in `offset`), clamped inside the viewport. */
function place(box: HTMLDialogElement | null, offset: { x: number; y: number }, wanted: { x: number; y: number }) {
  if (!box) return;
  const rect = box.getBoundingClientRect();
  const home = { left: rect.left - offset.x, top: rect.top - offset.y, width: rect.width, height: rect.height };
  Object.assign(offset, clampOffset(home, wanted, { width: innerWidth, height: innerHeight }));
  box.style.translate = `${offset.x}px ${offset.y}px`;
}

/** The categories for the dialog: GET /api/cookies/categories; a non-OK answer is a failure. */
async function fetchCategories(signal: AbortSignal): Promise<CookieCategory[]> {
  const response = await fetch("/api/cookies/categories", { signal, credentials: "same-origin" });
  if (!response.ok) throw new Error(`Failed to load categories: ${response.status}`);
  const body: unknown = await response.json();
  if (!Array.isArray(body)) throw new Error("Failed to load categories");
  return body as CookieCategory[];
}

/**
 * A modal <dialog>: labelled by its title, the page behind it inert (focus stays inside), Escape
 * closes it, focus goes back to the button that opened it. It can be dragged by its header inside the
 * viewport (pointer events; keyboard users need not move it). Tabs follow the ARIA tabs pattern.
 */
export default function PrivacyDialog({ config, onClose }: PrivacyDialogProps) {
  const text = config.dialog;
  const dialog = useRef<HTMLDialogElement>(null);
  const offset = useRef({ x: 0, y: 0 });
  const tabButtons = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  const id = useId();
  const [status, setStatus] = useState<Status>("loading");
  const [attempt, setAttempt] = useState(0);
  const [categories, setCategories] = useState<CookieCategory[]>([]);
  const [tab, setTab] = useState<Tab>("categories");
  const [chosen, setChosen] = useState(() =>
    initialChoice(typeof document === "undefined" ? [] : acceptedServices(document.cookie, config.revision), config.services),
  );
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<{ message: string; status: number } | null>(null);
  const [logoFailed, setLogoFailed] = useState(false);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
    return () => {
      if (opener?.isConnected && !opener.closest("[hidden]")) opener.focus();
    };
  }, []);

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

  // The dialog's height changes with its content and the viewport with the window: stay inside.
  useEffect(() => {
    const refit = () => place(dialog.current, offset.current, offset.current);
    refit();
    addEventListener("resize", refit);
    return () => removeEventListener("resize", refit);
  }, [status, tab]);

  function startDrag(event: ReactPointerEvent<HTMLElement>) {
    if (event.button !== 0 || (event.target as Element).closest("button, a, input")) return;
    event.preventDefault();
    const handle = event.currentTarget;
    handle.setPointerCapture(event.pointerId);
    const from = { x: event.clientX - offset.current.x, y: event.clientY - offset.current.y };
    const move = (moved: PointerEvent) => place(dialog.current, offset.current, { x: moved.clientX - from.x, y: moved.clientY - from.y });
    const end = () => {
      handle.removeEventListener("pointermove", move);
      handle.removeEventListener("pointerup", end);
      handle.removeEventListener("pointercancel", end);
    };
    handle.addEventListener("pointermove", move);
    handle.addEventListener("pointerup", end);
    handle.addEventListener("pointercancel", end);
  }

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>) {
    const index = tabs.indexOf(tab);
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1 + tabs.length, Home: 0, End: tabs.length - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[target % tabs.length]!;
    setTab(next);
    tabButtons.current[next]?.focus();
  }

  const close = () => dialog.current?.close();

  /** Stores the choice (cookies at once), records it, and closes once the server has it. */
  async function decide(services: string[], message: string, given?: boolean) {
    setSaving(true);
    setFailure(null);
    const status = await saveConsent(config, services, given);
    if (consentSaved(status)) return close();
    setSaving(false);
    setFailure({ message, status });
  }

  const acceptAll = () => decide(servicesFor("accept", config.services), text.consentFailed, true);
  const rejectAll = () => decide(servicesFor("reject", config.services), text.consentFailed, false);
  const saveChoice = () => decide(choiceToSave(chosen, config.services), text.settingsFailed);
  const failed = status === "error" || status === "timeout";
  const categoryName = (category: CookieCategory) => translated(category.name, category.name_translation, config.locale);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-intro`}
      aria-modal="true"
      onClose={onClose}
      data-privacy-dialog
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(calc(100%-2rem),42rem)] flex-col overflow-hidden rounded-2xl border-0 bg-white p-0 text-gray-900 shadow-2xl ring-1 ring-black/10 backdrop:bg-gray-950/50 open:flex"
    >
      <header
        onPointerDown={startDrag}
        data-drag-handle
        className="flex cursor-move touch-none items-start justify-between gap-4 border-b border-gray-200 px-6 pt-5 pb-4 select-none"
      >
        <div className="min-w-0">
          {config.logo && !logoFailed ? (
            <img src={config.logo} alt={config.siteName} onError={() => setLogoFailed(true)} draggable={false} className="h-8 w-auto max-w-48 object-contain" />
          ) : (
            <p className="text-sm font-semibold text-gray-600">{config.siteName}</p>
          )}
          <h2 id={`${id}-title`} className="mt-3 text-xl font-bold tracking-tight">
            {text.privacySettings}
          </h2>
        </div>
        <button type="button" aria-label={text.close} onClick={close} className={`-m-2 rounded-lg p-2 text-gray-600 hover:bg-gray-100 hover:text-gray-900 ${focusRing}`}>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
        </button>
      </header>

      <div className="min-h-0 flex-1 overflow-y-auto px-6 py-4">
        <p id={`${id}-intro`} className="text-sm leading-6 text-gray-700">
          {text.intro}
        </p>
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
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
            <div role="tablist" aria-label={text.privacySettings} className="flex gap-1 border-b border-gray-200">
              {tabs.map((name) => (
                <button
                  key={name}
                  ref={(element) => {
                    tabButtons.current[name] = element;
                  }}
                  type="button"
                  role="tab"
                  id={`${id}-tab-${name}`}
                  aria-selected={tab === name}
                  aria-controls={`${id}-panel-${name}`}
                  tabIndex={tab === name ? 0 : -1}
                  onClick={() => setTab(name)}
                  onKeyDown={onTabKey}
                  className={`-mb-px border-b-2 px-4 py-2 text-sm font-semibold ${focusRing} ${tab === name ? "border-sky-700 text-sky-800" : "border-transparent text-gray-600 hover:text-gray-900"}`}
                >
                  {text[name]}
                </button>
              ))}
            </div>
            <div role="tabpanel" id={`${id}-panel-${tab}`} aria-labelledby={`${id}-tab-${tab}`} tabIndex={0} className={`pt-4 ${focusRing}`}>
              {tab === "categories" ? (
                <ul className="space-y-3">
                  {categories.map((category) => {
                    const essential = isEssentialCategory(category.name);
                    const services = activeServices(category);
                    return (
                      <Item
                        key={category.id}
                        id={`${id}-category-${category.id}`}
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
              ) : (
                <ul className="space-y-3">
                  {categories.flatMap((category) => {
                    const essential = isEssentialCategory(category.name);
                    return activeServices(category).map((service) => (
                      <Item
                        key={service.id}
                        id={`${id}-service-${service.id}`}
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
              )}
              {categories.length === 0 && <p className="text-sm text-gray-600 italic">{text.noServices}</p>}
            </div>
          </div>
        )}

        {failure && (
          <div role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
            <p className="font-medium">{failure.message}</p>
            {failure.status > 0 && <p className="mt-1 text-xs">{formatMessage(text.consentStatus, { status: String(failure.status) })}</p>}
          </div>
        )}
      </div>

      <footer className="flex flex-wrap justify-end gap-2 border-t border-gray-200 px-6 py-4">
        {failed ? (
          <>
            <button type="button" onClick={close} className={secondary}>
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
        )}
      </footer>
    </dialog>
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
