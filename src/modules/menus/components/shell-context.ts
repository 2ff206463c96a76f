import type { Locale } from "@/lib/locales";
import { languageNames, type ShellStrings } from "@/lib/shell-strings";
import type { LoginFormStrings, RegisterFormStrings } from "@/modules/auth/components/auth-strings";
import type { ContactText } from "@/modules/tickets/components/ticket-strings";

/** Where the account entries of the header and footer lead, already in the page's language. */
export interface AccountPaths {
  login: string;
  register: string;
  resetPassword: string;
  account: string;
  accountProfile: string;
  tickets: string;
  admin: string;
  aiAgents: string;
}

/** Who the session check found: guests see Login, members Profile, admins Admin (spec 001 §2). */
export type SessionRole = "guest" | "user" | "admin";

/** What the lazily loaded login and register modals need: plain strings only, as they cross to the browser. */
export interface AuthModalText {
  paths: Pick<AccountPaths, "login" | "resetPassword" | "account" | "accountProfile">;
  labels: Pick<ShellStrings, "login" | "register" | "close" | "noAccount" | "haveAccount" | "forgotPassword">;
  /** The words of the two forms, in the page's language (auth-strings.ts). */
  forms: LoginFormStrings & RegisterFormStrings;
}

/** What the lazily loaded ticket modals need: the members' Contact words and where their tickets are listed. */
export interface TicketModalText {
  locale: string;
  ticketsHref: string;
  contact: ContactText;
}

/** The language switch of a site: shown only with the setting with_language_switch and more than one language. */
export interface ShellLanguages {
  withSwitch: boolean;
  current: Locale;
  defaultLocale: Locale;
  locales: Locale[];
}

export interface LanguageLink {
  locale: Locale;
  name: string;
  /** The language's home; the island points it at the current page once it runs. */
  href: string;
  current: boolean;
}

export function accountPaths(link: (path: string) => string): AccountPaths {
  return {
    login: link("/login"),
    register: link("/register"),
    resetPassword: link("/reset-password"),
    account: link("/account"),
    accountProfile: link("/account/profile"),
    // Contact and Tickets open a ticket modal in spec 001 §2, with this page for the list (issue 15).
    tickets: link("/account/profile/tickets"),
    admin: link("/admin"),
    aiAgents: link("/admin/ai/management"),
  };
}

/** An entry that opens a modal on click (`data-ticket-modal`); its link is where it leads without the script. */
export type TicketModalKind = "contact" | "inbox";
export interface AccountEntry {
  label: string;
  href: string;
  modal?: TicketModalKind;
}

/**
 * The signed-in entries of spec 001 §2 (each panel ends with Logout): Admin for admins, Profile for
 * everyone else. Contact (members) and Tickets (admins) open the ticket modals (issue 15).
 */
export function accountEntries(role: Exclude<SessionRole, "guest">, paths: AccountPaths, labels: ShellStrings): { title: string; links: AccountEntry[] } {
  if (role === "admin") {
    return {
      title: labels.admin,
      links: [
        { label: labels.dashboard, href: paths.admin },
        { label: labels.tickets, href: paths.admin, modal: "inbox" },
        { label: labels.meetings, href: paths.admin },
        { label: labels.aiAgents, href: paths.aiAgents },
      ],
    };
  }
  return {
    title: labels.profile,
    links: [
      { label: labels.account, href: paths.account },
      { label: labels.contact, href: paths.tickets, modal: "contact" },
    ],
  };
}

export function authModalText(paths: AccountPaths, labels: ShellStrings, forms: LoginFormStrings & RegisterFormStrings): AuthModalText {
  const { login, resetPassword, account, accountProfile } = paths;
  const { close, noAccount, haveAccount, forgotPassword, register } = labels;
  return { paths: { login, resetPassword, account, accountProfile }, labels: { login: labels.login, register, close, noAccount, haveAccount, forgotPassword }, forms };
}

/** The links of a language switch, or none when the switch is off or there is nothing to switch to. */
export function languageLinks({ withSwitch, current, defaultLocale, locales }: ShellLanguages): LanguageLink[] {
  if (!withSwitch || locales.length < 2) return [];
  return locales.map((locale) => ({
    locale,
    name: languageNames[locale],
    href: locale === defaultLocale ? "/" : `/${locale}`,
    current: locale === current,
  }));
}
