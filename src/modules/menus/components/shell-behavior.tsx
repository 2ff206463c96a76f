"use client";

// The public shell's behavior (src/lib/behavior.ts), on every page, without React: the server
// renders every state (guest, member, admin, basket badge) and CSS shows the one this selects. The
// login, contact and tickets modals load (with React) on first use.
import { behavior } from "@/lib/behavior";
import { basketChangeEvent, basketCount, basketStorageKey } from "@/lib/basket-count";
import { pageInLanguage } from "@/lib/site-path";
import { nextHeaderScrollState, type HeaderScrollState } from "./header-scroll";
import { sessionRoleOf } from "./session-role";
import type { AuthModalText, SessionRole, TicketModalText } from "./shell-context";

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
 * [data-logout], the [data-basket-count] badge, [data-language] links (kept on the current page, at its address there),
 * the logo fallback, Escape on hover panels, and the header's scroll states (spec 001 §2, §4).
 */
export const ShellBehavior = behavior<{ defaultLocale: string; organizationId: string; text: AuthModalText; tickets: TicketModalText }>(
  ({ defaultLocale, organizationId, text, tickets }, page) => {
    const root = document.documentElement;
    void sessionRole().then((role) => (root.dataset.session = role));

    // One modal at a time: each is modal, so nothing else can be clicked while one is open.
    let modal: Promise<() => void> | undefined;
    const closeModal = () => {
      void modal?.then((remove) => remove());
      modal = undefined;
    };
    const openModal = (name: "auth" | "contact" | "inbox", props: Record<string, unknown>) => {
      modal ??= page.mount(name, "default", { ...props, onClose: closeModal });
      modal.catch(() => (modal = undefined)); // not loaded (offline): the next click tries again
    };

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
        if (ticketKind === "contact") return openModal("contact", { text: tickets.contact, ticketsHref: tickets.ticketsHref });
        if (ticketKind === "inbox") return openModal("inbox", { locale: tickets.locale });
        return openModal("auth", { organizationId, text });
      }
      void fetch("/api/auth/sign-out", { method: "POST", credentials: "same-origin", headers: { "content-type": "application/json" }, body: "{}" })
        .catch(() => undefined)
        .then(() => location.reload());
    };
    // Fetch the modal's code when a visitor heads for the login button, before the click.
    const preload = (event: Event) => void ((event.target as Element).closest?.("[data-login-modal]") && page.load("auth"));

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
      anchor.href = pageInLanguage(window, anchor.dataset.language!, defaultLocale);
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
  },
  {
    auth: "src/modules/menus/components/auth-modal.tsx",
    // Only members and admins see the entries that open these, so visitors never fetch them.
    contact: "src/modules/tickets/components/contact-modal.tsx",
    inbox: "src/modules/tickets/components/tickets-inbox-modal.tsx",
  },
);
