import type { Metadata } from "next";
import type { ReactNode } from "react";
import { loadSite } from "@/modules/organizations/site.service";
import { ReturnUrlMemory } from "@/modules/auth/components/return-url-memory";
import "../../globals.css";

export async function generateMetadata({ params }: { params: Promise<{ host: string; lang: string }> }): Promise<Metadata> {
  const { host, lang } = await params;
  const site = await loadSite(host, lang);
  return site ? { title: { default: site.siteName, template: `%s | ${site.siteName}` } } : { title: "Atrium" };
}

export default async function RootLayout({ children, params }: { children: ReactNode; params: Promise<{ host: string; lang: string }> }) {
  const { host, lang } = await params;
  const site = await loadSite(host, lang);
  return (
    <html lang={site?.locale ?? "en"}>
      <body className="min-h-screen bg-white font-sans text-gray-900">
        {children}
        <ReturnUrlMemory />
      </body>
    </html>
  );
}
