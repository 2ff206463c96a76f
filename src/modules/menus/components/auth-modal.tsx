"use client";

// Loaded only when a visitor opens it (shell-behavior.tsx), so its forms cost nothing on page load.
import { useEffect, useId, useRef, useState } from "react";
import { LoginForm } from "@/modules/auth/components/login-form";
import { RegisterForm } from "@/modules/auth/components/register-form";
import type { AuthModalText } from "./shell-context";

/** Login and register modals switch with a 300 ms delay (spec 001 §4, §9). */
export const authModalSwitchDelayMs = 300;

type View = "login" | "register";

interface Props {
  organizationId: string;
  text: AuthModalText;
  onClose: () => void;
}

/**
 * The login modal of the public header, which can switch to the register modal and back. A modal
 * <dialog> makes the page behind it inert (focus stays inside), closes on Escape and is labelled by
 * its title; focus goes back to the button that opened it.
 */
export default function AuthModal({ organizationId, text: { paths, labels, forms }, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [view, setView] = useState<View>("login");
  const [switching, setSwitching] = useState(false);
  const [switched, setSwitched] = useState(false);
  const titleId = useId();
  const other: View = view === "login" ? "register" : "login";

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
    return () => opener?.focus();
  }, []);

  useEffect(() => {
    // After a switch the new form's first field takes the focus the switch button had.
    if (switched) dialog.current?.querySelector("input")?.focus();
  }, [switched, view]);

  function switchTo(next: View) {
    setSwitching(true);
    setTimeout(() => {
      setView(next);
      setSwitching(false);
      setSwitched(true);
    }, authModalSwitchDelayMs);
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-modal="true"
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog itself; its content sits in the inner box.
        if (event.target === dialog.current) dialog.current.close();
      }}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(calc(100%-2rem),28rem)] overflow-y-auto rounded-2xl border-0 bg-white p-0 text-gray-900 shadow-2xl ring-1 ring-black/10 backdrop:bg-gray-950/50 backdrop:backdrop-blur-sm"
    >
      <div className={`p-6 transition-opacity duration-300 sm:p-8 ${switching ? "opacity-0" : "opacity-100"}`}>
        <div className="mb-6 flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-xl font-bold tracking-tight">
            {view === "login" ? labels.login : labels.register}
          </h2>
          <button
            type="button"
            aria-label={labels.close}
            onClick={() => dialog.current?.close()}
            className="-m-2 rounded-lg p-2 text-gray-600 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-sky-700"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </button>
        </div>
        {view === "login" ? (
          <LoginForm accountPath={paths.account} explicitTarget={typeof location === "undefined" ? undefined : location.pathname + location.search} strings={forms} />
        ) : (
          <RegisterForm organizationId={organizationId} profilePath={paths.accountProfile} loginPath={paths.login} strings={forms} />
        )}
        <div className="mt-6 space-y-2 text-sm text-gray-700">
          <p>
            {view === "login" ? labels.noAccount : labels.haveAccount}{" "}
            <button type="button" disabled={switching} onClick={() => switchTo(other)} className="font-semibold text-sky-700 hover:underline focus-visible:outline-2 focus-visible:outline-sky-700">
              {other === "login" ? labels.login : labels.register}
            </button>
          </p>
          {view === "login" && (
            <p>
              <a href={paths.resetPassword} className="font-semibold text-sky-700 hover:underline focus-visible:outline-2 focus-visible:outline-sky-700">
                {labels.forgotPassword}
              </a>
            </p>
          )}
        </div>
      </div>
    </dialog>
  );
}
