import Link from "next/link";
import type { ReactNode } from "react";

/** The frame of the authentication pages: the site's name, a title, the form and its links. */
export function AuthCard({ siteName, homeHref, title, subtitle, children, footer }: {
  siteName: string;
  homeHref: string;
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-b from-sky-50 to-white px-4 py-12">
      <div className="w-full max-w-md">
        <Link href={homeHref} className="mb-8 block text-center text-xl font-bold tracking-tight text-gray-900">
          {siteName}
        </Link>
        <div className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-gray-200">
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          {subtitle && <p className="mt-1 text-sm text-gray-600">{subtitle}</p>}
          <div className="mt-6">{children}</div>
        </div>
        {footer && <div className="mt-6 text-center text-sm text-gray-600">{footer}</div>}
      </div>
    </main>
  );
}
