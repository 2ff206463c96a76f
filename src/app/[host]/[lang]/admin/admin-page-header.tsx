import Link from "next/link";
import type { ReactNode } from "react";

/** How the header's links look (a button among them takes it too). */
export const adminHeaderLinkStyle = "rounded-lg px-4 py-2 text-sm font-semibold text-sky-800 ring-1 ring-sky-300 hover:bg-sky-50";

/** A link among an admin page's header links. */
export function AdminHeaderLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className={adminHeaderLinkStyle}>
      {children}
    </Link>
  );
}

/** The admin area's page header: the site's name above the page's title, and the page's links. */
export function AdminPageHeader({ siteName, title, children }: { siteName: string; title: string; children?: ReactNode }) {
  return (
    <header className="flex flex-wrap items-center justify-between gap-4">
      <div>
        <p className="text-sm text-gray-600">{siteName}</p>
        <h1 className="text-3xl font-bold text-gray-900">{title}</h1>
      </div>
      {children ? <nav className="flex gap-2">{children}</nav> : null}
    </header>
  );
}
