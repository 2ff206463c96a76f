import type { ShellStrings } from "@/lib/shell-strings";
import { accountEntries, type AccountEntry, type AccountPaths } from "./shell-context";

// Every visitor gets the same cached page, so each of these renders all three states; CSS shows the
// one that matches <html data-session>, which shell-behavior.tsx sets after its session check.

const focusRing = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current";
/** Without a display class: each use picks the one that fits its session state. */
export const headerIconButton = `relative h-10 items-center gap-2 rounded-lg px-2.5 text-sm font-semibold hover:bg-black/5 hover:text-(--header-hover) ${focusRing}`;
const panelLink = "block w-full rounded-lg px-3 py-2 text-left text-sm hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-sky-700";

function PersonIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" className="size-5">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </svg>
  );
}

/** The header's profile or login icon (spec 001 §2): a login link that opens the modal, or a Profile or Admin panel. */
export function HeaderAccount({ paths, labels }: { paths: AccountPaths; labels: ShellStrings }) {
  return (
    <>
      {/* A real link, so that login works before the script runs. */}
      <a
        href={paths.login}
        data-login-modal
        aria-haspopup="dialog"
        className={`inline-flex in-data-[session=admin]:hidden in-data-[session=user]:hidden ${headerIconButton}`}
      >
        <PersonIcon />
        <span className="max-md:sr-only">{labels.login}</span>
      </a>
      <AccountPanel role="user" paths={paths} labels={labels} buttonClass="hidden in-data-[session=user]:inline-flex" />
      <AccountPanel role="admin" paths={paths} labels={labels} buttonClass="hidden in-data-[session=admin]:inline-flex" />
    </>
  );
}

/** A panel as a popover: Escape, clicks outside and focus return come from the browser. */
function AccountPanel({ role, paths, labels, buttonClass }: { role: "user" | "admin"; paths: AccountPaths; labels: ShellStrings; buttonClass: string }) {
  const { title, links } = accountEntries(role, paths, labels);
  const id = `account-panel-${role}`;
  return (
    <>
      <button type="button" popoverTarget={id} aria-label={title} data-account-button={role} className={`${buttonClass} ${headerIconButton}`}>
        <PersonIcon />
      </button>
      <div id={id} popover="auto" className="pointer-events-auto fixed inset-auto top-16 right-4 m-0 w-60 rounded-xl border-0 bg-white p-2 text-gray-800 shadow-xl ring-1 ring-black/10">
        <p className="px-3 pt-1 pb-2 text-xs font-semibold tracking-wide text-gray-600 uppercase">{title}</p>
        <ul>
          {links.map((entry) => (
            <li key={entry.label}>
              <a href={entry.href} data-ticket-modal={entry.modal} aria-haspopup={entry.modal ? "dialog" : undefined} className={panelLink}>
                {entry.label}
              </a>
            </li>
          ))}
          <li className="mt-1 border-t border-gray-100 pt-1">
            <button type="button" data-logout className={panelLink}>
              {labels.logout}
            </button>
          </li>
        </ul>
      </div>
    </>
  );
}

const footerLink = `hover:text-(--footer-hover) hover:underline ${focusRing}`;

/** The footer's last column: Profile with Login and Register for guests; Profile or Admin entries and Logout once signed in. */
export function FooterAccount({ paths, labels }: { paths: AccountPaths; labels: ShellStrings }) {
  const columns: { role: string; className: string; title: string; links: AccountEntry[] }[] = [
    { role: "guest", className: "in-data-[session=admin]:hidden in-data-[session=user]:hidden", title: labels.profile, links: [{ label: labels.login, href: paths.login }, { label: labels.register, href: paths.register }] },
    { role: "user", className: "hidden in-data-[session=user]:block", ...accountEntries("user", paths, labels) },
    { role: "admin", className: "hidden in-data-[session=admin]:block", ...accountEntries("admin", paths, labels) },
  ];
  return columns.map((column) => (
    <div key={column.role} data-footer-column data-footer-account={column.role} className={column.className}>
      <h2 className="text-sm font-semibold tracking-wide text-(--footer-hover) uppercase">{column.title}</h2>
      <ul className="mt-4 space-y-2 text-sm">
        {column.links.map((entry) => (
          <li key={entry.label}>
            <a className={footerLink} href={entry.href} data-ticket-modal={entry.modal} aria-haspopup={entry.modal ? "dialog" : undefined}>
              {entry.label}
            </a>
          </li>
        ))}
        {column.role !== "guest" && (
          <li>
            <button type="button" data-logout className={footerLink}>
              {labels.logout}
            </button>
          </li>
        )}
      </ul>
    </div>
  ));
}
