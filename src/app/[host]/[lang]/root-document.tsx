import type { Metadata } from "next";
import type { ReactNode } from "react";
import { loadSite } from "@/modules/organizations/site.service";
import { ReturnUrlMemory } from "@/modules/auth/components/return-url-memory";

/**
 * The document around every page of a host, for Next's root layout and for the public renderer
 * (docs/decisions/030), which adds the head Next would write (`head`); the stylesheet is imported
 * by the layout, where Next's build sees it.
 */
export async function rootMetadata({ host, lang }: { host: string; lang: string }): Promise<Metadata> {
  const site = await loadSite(host, lang);
  return site ? { title: { default: site.siteName, template: `%s | ${site.siteName}` } } : { title: "Atrium" };
}

export async function RootDocument({ host, lang, head, children }: { host: string; lang: string; head?: ReactNode; children: ReactNode }) {
  const site = await loadSite(host, lang);
  return (
    <html lang={site?.locale ?? "en"}>
      {head === undefined ? null : <head>{head}</head>}
      <body className="min-h-screen bg-white font-sans text-gray-900">
        {children}
        <ReturnUrlMemory />
      </body>
    </html>
  );
}
