"use client";

import { lazy, Suspense, useState } from "react";

const TicketsInboxModal = lazy(() => import("./tickets-inbox-modal"));

/** The /admin dashboard's Tickets button: the same inbox modal as the Admin panel's, loaded on click. */
export function TicketsInboxButton({ label, locale, className }: { label: string; locale: string; className: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" aria-haspopup="dialog" className={className} onClick={() => setOpen(true)}>
        {label}
      </button>
      {open && (
        <Suspense fallback={null}>
          <TicketsInboxModal locale={locale} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
