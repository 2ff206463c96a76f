import type { Metadata } from "next";
import type { ReactNode } from "react";
import { loadSite } from "@/modules/organizations/site.service";
import { documentMetadata, RootDocument } from "@/site/root-document";
import "../../globals.css";

export async function generateMetadata({ params }: { params: Promise<{ host: string; lang: string }> }): Promise<Metadata> {
  const { host, lang } = await params;
  return documentMetadata((await loadSite(host, lang))?.siteName);
}

export default async function RootLayout({ children, params }: { children: ReactNode; params: Promise<{ host: string; lang: string }> }) {
  const { host, lang } = await params;
  return <RootDocument locale={(await loadSite(host, lang))?.locale ?? "en"}>{children}</RootDocument>;
}
