"use client";

import { lazy, Suspense, useState } from "react";

const TicketsInboxModal = lazy(() => import("./tickets-inbox-modal"));

/**
 * The /admin dashboard's Tickets button: the same inbox modal as the Admin panel's, loaded on click,
 * or at once on `openTicket` (`/admin?ticket=`, the link in a ticket's e-mail to the admins).
 */
export function TicketsInboxButton({ label, locale, className, openTicket = null }: { label: string; locale: string; className: string; openTicket?: string | null }) {
  const [open, setOpen] = useState(Boolean(openTicket));
  return (
    <>
      <button type="button" aria-haspopup="dialog" className={className} onClick={() => setOpen(true)}>
        {label}
      </button>
      {open && (
        <Suspense fallback={null}>
          <TicketsInboxModal locale={locale} openFirst={openTicket} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
