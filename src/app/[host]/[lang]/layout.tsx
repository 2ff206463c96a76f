import type { Metadata } from "next";
import type { ReactNode } from "react";
import { RootDocument, rootMetadata } from "./root-document";
import "../../globals.css";

export async function generateMetadata({ params }: { params: Promise<{ host: string; lang: string }> }): Promise<Metadata> {
  return rootMetadata(await params);
}

export default async function RootLayout({ children, params }: { children: ReactNode; params: Promise<{ host: string; lang: string }> }) {
  return <RootDocument {...await params}>{children}</RootDocument>;
}
