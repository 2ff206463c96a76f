import type { Metadata } from "next";
import type { ReactNode } from "react";
import { ReturnUrlMemory } from "@/modules/auth/components/return-url-memory";

/** The title of every page of a site: its name, and each page's title before it. */
export function documentMetadata(siteName: string | null | undefined): Metadata {
  return siteName ? { title: { default: siteName, template: `%s | ${siteName}` } } : { title: "Atrium" };
}

/**
 * The document around every page of a host, for the public renderer (which writes the head Next
 * would write: `head`) and for Next's root layout (the back office). It reads nothing: each passes
 * the page's language.
 */
export function RootDocument({ locale, head, children }: { locale: string; head?: ReactNode; children: ReactNode }) {
  return (
    <html lang={locale}>
      {head === undefined ? null : <head>{head}</head>}
      <body className="min-h-screen bg-white font-sans text-gray-900">
        {children}
        <ReturnUrlMemory />
      </body>
    </html>
  );
}
