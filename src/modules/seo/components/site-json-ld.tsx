import type { CrumbOverride } from "@/modules/layout/components/breadcrumb-trail";
import { articleGraph, breadcrumbGraph, siteGraph } from "../seo.service";
import { JsonLd } from "./json-ld";

type RouteParams = Promise<{ host: string; lang: string }>;

interface MenuLinks {
  url_name: string;
  submenu_items?: { url_name: string }[];
}

/** The Organization and WebSite of every site page (site layout); the menus' social links become sameAs. */
export async function SiteJsonLd({ params, menu = [] }: { params: RouteParams; menu?: readonly MenuLinks[] }) {
  const links = menu.flatMap((item) => [item.url_name, ...(item.submenu_items ?? []).map((submenu) => submenu.url_name)]);
  return <JsonLd data={await siteGraph(await params, links)} />;
}

/** The BreadcrumbList of a page: give it the breadcrumb bar's path and overrides. */
export async function BreadcrumbJsonLd({ params, path, overrides }: { params: RouteParams; path: string; overrides?: Record<string, CrumbOverride> }) {
  return <JsonLd data={await breadcrumbGraph(await params, path, overrides)} />;
}

/** The BlogPosting of a blog post, the TechArticle of a help article or documentation chapter. */
export async function ArticleJsonLd({ params, post, path, type }: { params: RouteParams; post: Parameters<typeof articleGraph>[2]; path: string; type: Parameters<typeof articleGraph>[1] }) {
  return <JsonLd data={await articleGraph(await params, type, post, path)} />;
}
