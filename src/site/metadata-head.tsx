import type { Metadata } from "next";
import type { ReactNode } from "react";

/**
 * The head tags Next writes for the metadata of a page's layouts and page (generateMetadata), for
 * pages from the public renderer (docs/decisions/030): the fields Atrium's metadata uses (see
 * modules/seo), in Next's order and form, so that a page reads the same to search engines whoever
 * rendered it (the parity journey compares the two heads).
 */
type TitleField = Metadata["title"];
type Images = { url: string | URL; alt?: string }[];

/** Layouts first, then the page: each top-level key replaces the one before (Next merges so), but a title's template carries down. */
export function mergeMetadata(levels: Metadata[]): { metadata: Metadata; title: string | undefined } {
  let template: string | undefined;
  let title: string | undefined;
  const metadata: Metadata = {};
  for (const level of levels) {
    Object.assign(metadata, level);
    const field: TitleField = level.title;
    if (field === undefined || field === null) continue;
    if (typeof field === "string") title = template ? template.replace("%s", field) : field;
    else if ("absolute" in field && field.absolute !== undefined) title = field.absolute;
    else if ("default" in field) title = field.default;
    if (typeof field === "object" && "template" in field && field.template) template = field.template;
  }
  return { metadata, title };
}

/** An absolute URL as Next writes it: against metadataBase, without the slash of a bare origin. */
function absolute(url: string | URL, base: string | URL | null | undefined): string {
  const resolved = new URL(url, base ?? undefined);
  return resolved.pathname === "/" && !resolved.search && !resolved.hash ? resolved.origin : resolved.href;
}

const list = <T,>(value: T | T[] | undefined | null): T[] => (value === undefined || value === null ? [] : Array.isArray(value) ? value : [value]);

export function MetadataHead({ levels }: { levels: Metadata[] }): ReactNode {
  const { metadata, title } = mergeMetadata(levels);
  const base = metadata.metadataBase ?? null;
  const tags: ReactNode[] = [];
  const meta = (key: string, attributes: Record<string, string>) => tags.push(<meta key={`${key}${tags.length}`} {...attributes} />);
  const link = (attributes: Record<string, string>) => tags.push(<link key={`link${tags.length}`} {...attributes} />);

  if (title !== undefined) tags.push(<title key="title">{title}</title>);
  if (metadata.description) meta("description", { name: "description", content: metadata.description });
  if (metadata.robots && typeof metadata.robots === "object") {
    const { index, follow } = metadata.robots;
    meta("robots", { name: "robots", content: [index === false ? "noindex" : "index", follow === false ? "nofollow" : "follow"].join(", ") });
  }
  const alternates = metadata.alternates;
  if (alternates?.canonical) link({ rel: "canonical", href: absolute(alternates.canonical as string, base) });
  for (const [lang, href] of Object.entries(alternates?.languages ?? {})) if (href) link({ rel: "alternate", hrefLang: lang, href: absolute(href as string, base) });
  for (const [type, entries] of Object.entries(alternates?.types ?? {})) {
    for (const entry of list(entries as { url: string; title?: string }[])) link({ rel: "alternate", type, href: absolute(entry.url, base), ...(entry.title ? { title: entry.title } : {}) });
  }
  const og = metadata.openGraph as (NonNullable<Metadata["openGraph"]> & { type?: string; locale?: string; alternateLocale?: string[] }) | undefined;
  if (og) {
    const property = (name: string, content: string | undefined) => content && meta(name, { property: `og:${name}`, content });
    property("title", typeof og.title === "string" ? og.title : undefined);
    property("description", og.description);
    if (og.url) property("url", absolute(og.url, base));
    property("site_name", og.siteName);
    property("locale", og.locale);
    for (const image of list(og.images as Images)) {
      property("image", absolute(image.url, base));
      if (image.alt) property("image:alt", image.alt);
    }
    for (const locale of og.alternateLocale ?? []) property("locale:alternate", locale);
    property("type", og.type);
  }
  const twitter = metadata.twitter as (NonNullable<Metadata["twitter"]> & { card?: string }) | undefined;
  if (twitter) {
    const name = (key: string, content: string | undefined) => content && meta(key, { name: `twitter:${key}`, content });
    name("card", twitter.card);
    name("title", typeof twitter.title === "string" ? twitter.title : undefined);
    name("description", twitter.description ?? undefined);
    for (const image of list(twitter.images as Images)) {
      name("image", absolute(image.url, base));
      if (image.alt) name("image:alt", image.alt);
    }
  }
  const icons = metadata.icons as { icon?: string } | undefined;
  if (icons?.icon) link({ rel: "icon", href: icons.icon });
  return tags;
}
