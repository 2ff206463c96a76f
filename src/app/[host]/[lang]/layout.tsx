import type { Metadata } from "next";
import type { ReactNode } from "react";
import { documentMetadata, RootDocument } from "@/site/root-document";
import { siteOf } from "./back-office-api";
import "../../globals.css";

type Params = Promise<{ host: string; lang: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return documentMetadata((await siteOf(params))?.site_name);
}

/** The back office's document (the public pages have the renderer's): the site's language, read through the API. */
export default async function RootLayout({ children, params }: { children: ReactNode; params: Params }) {
  return <RootDocument locale={(await siteOf(params))?.locale ?? "en"}>{children}</RootDocument>;
}
