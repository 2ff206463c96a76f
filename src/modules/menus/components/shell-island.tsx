"use client";

// The only script of the public shell. It loads on every page, so it stays tiny and depends on react
// alone: the server renders every state (guest, member, admin, basket badge) and CSS shows the one
// this script selects. The login and register modals load on first use.
import { lazy, Suspense, useEffect, useState } from "react";
import { basketChangeEvent, basketCount, basketStorageKey } from "@/lib/basket-count";
import { pathInLanguage } from "@/lib/site-path";
import { nextHeaderScrollState, type HeaderScrollState } from "./header-scroll";
import { sessionRoleOf } from "./session-role";
import type { AuthModalText, SessionRole, TicketModalKind, TicketModalText } from "./shell-context";

const loadAuthModal = () => import("./auth-modal");
const AuthModal = lazy(loadAuthModal);
// Only members and admins see the entries that open these, so visitors never fetch them.
const ContactModal = lazy(() => import("@/modules/tickets/components/contact-modal"));
const TicketsInboxModal = lazy(() => import("@/modules/tickets/components/tickets-inbox-modal"));

/** The session check, once per page load. */
async function sessionRole(): Promise<SessionRole> {
  try {
    const response = await fetch("/api/session", { credentials: "same-origin" });
    return sessionRoleOf(response.ok ? await response.json() : null);
  } catch {
    return "guest";
  }
}

/**
 * Marks `<html data-session>` after the session check; wires [data-login-modal] (opens the modal),
 * [data-logout], the [data-basket-count] badge, [data-language] links (kept on the current page),
 * the logo fallback, Escape on hover panels, and the header's scroll states (spec 001 §2, §4).
 */
export function ShellIsland({ defaultLocale, organizationId, text, tickets }: { defaultLocale: string; organizationId: string; text: AuthModalText; tickets: TicketModalText }) {
  const [modal, setModal] = useState(false);
  const [ticketModal, setTicketModal] = useState<TicketModalKind | null>(null);
  useEffect(() => {
    const root = document.documentElement;
    void sessionRole().then((role) => (root.dataset.session = role));

    const onClick = (event: MouseEvent) => {
      const target = (event.target as Element).closest?.("[data-login-modal],[data-ticket-modal],[data-logout]");
      if (!target) return;
      const ticketKind = target.getAttribute("data-ticket-modal");
      if (target.hasAttribute("data-login-modal") || ticketKind) {
        // A modified click still opens the link's page in a new tab, as links do.
        if (event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        // The account panel is a popover: it gives way to the modal.
        target.closest<HTMLElement>("[popover]")?.hidePopover();
        if (ticketKind === "contact" || ticketKind === "inbox") return setTicketModal(ticketKind);
        return setModal(true);
      }
      void fetch("/api/auth/sign-out", { method: "POST", credentials: "same-origin", headers: { "content-type": "application/json" }, body: "{}" })
        .catch(() => undefined)
        .then(() => location.reload());
    };
    // Fetch the modal's code when a visitor heads for the login button, before the click.
    const preload = (event: Event) => (event.target as Element).closest?.("[data-login-modal]") && loadAuthModal();

    const showBasket = () => {
      let count = 0;
      try {
        count = basketCount(localStorage.getItem(basketStorageKey));
      } catch {
        // Blocked storage: an empty basket.
      }
      document.querySelectorAll<HTMLElement>("[data-basket-count]").forEach((badge) => {
        badge.textContent = count > 99 ? "99+" : String(count);
        badge.hidden = count < 1;
      });
    };

    document.querySelectorAll<HTMLAnchorElement>("a[data-language]").forEach((anchor) => {
      anchor.href = pathInLanguage(location.pathname, anchor.dataset.language!, defaultLocale) + location.search;
    });

    // A probe, because the logo's own error event may have fired before this script ran.
    document.querySelectorAll<HTMLImageElement>("img[data-logo]").forEach((logo) => {
      const probe = new Image();
      probe.onerror = () => {
        logo.hidden = true;
        logo.nextElementSibling?.removeAttribute("hidden");
      };
      probe.src = logo.currentSrc || logo.src;
    });

    // Escape hides an open hover panel without moving the pointer (WCAG 1.4.13).
    const onKey = (event: KeyboardEvent) => {
      const item = event.key === "Escape" && ((event.target as Element).closest?.("[data-menu-item]") ?? document.querySelector("[data-menu-item]:hover"));
      if (!item) return;
      item.setAttribute("data-dismissed", "");
      if (item.contains(document.activeElement)) item.querySelector<HTMLElement>("a,button")?.focus();
      const restore = () => item.removeAttribute("data-dismissed");
      item.addEventListener("mouseleave", restore, { once: true });
      item.addEventListener("focusout", restore, { once: true });
    };

    const header = document.getElementById("site-header");
    const canHide = !!header?.hasAttribute("data-hides-on-scroll");
    let state: HeaderScrollState = { hidden: false, frosted: false, translucent: false };
    let lastY = scrollY;
    const onScroll = () => {
      state = nextHeaderScrollState(state, scrollY, lastY, innerHeight, canHide);
      lastY = scrollY;
      for (const [name, on] of Object.entries(state)) header?.toggleAttribute(`data-${name}`, on);
    };

    showBasket();
    onScroll();
    const listeners: [string, EventListener, AddEventListenerOptions?][] = [
      ["click", onClick as EventListener],
      ["pointerover", preload],
      ["focusin", preload],
      ["keydown", onKey as EventListener],
      ["scroll", onScroll, { passive: true }],
      ["storage", showBasket],
      [basketChangeEvent, showBasket],
    ];
    for (const [type, listener, options] of listeners) addEventListener(type, listener, options);
    return () => {
      for (const [type, listener] of listeners) removeEventListener(type, listener);
    };
  }, [defaultLocale]);

  const closeTickets = () => setTicketModal(null);
  return (
    <Suspense fallback={null}>
      {modal && <AuthModal organizationId={organizationId} text={text} onClose={() => setModal(false)} />}
      {ticketModal === "contact" && <ContactModal text={tickets.contact} ticketsHref={tickets.ticketsHref} onClose={closeTickets} />}
      {ticketModal === "inbox" && <TicketsInboxModal locale={tickets.locale} onClose={closeTickets} />}
    </Suspense>
  );
}
