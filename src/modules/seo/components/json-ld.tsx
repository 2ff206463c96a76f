import { serializeJsonLd, type JsonLdObject } from "../json-ld";

/** Structured data for search engines, as a plain script tag (no JavaScript runs; `<` is escaped). */
export function JsonLd({ data }: { data: JsonLdObject | null }) {
  if (!data) return null;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
