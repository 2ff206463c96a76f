import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { loadPageContent } from "@/modules/layout/page-content.server";
import { PageSections } from "@/modules/layout/components/page-sections";
import { requireSite } from "@/modules/organizations/site.server";
import { findPublishedPage } from "@/modules/posts/posts.service";

type Params = Promise<{ host: string; lang: string; path: string[] }>;

async function loadPage(params: Params) {
  const { path } = await params;
  const { site, link } = await requireSite(params);
  const page = path.length === 1 ? await findPublishedPage(site.organization.id, decodeURIComponent(path[0]!)) : null;
  if (!page) notFound();
  return { site, link, page };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { page } = await loadPage(params);
  return { title: page.title, description: page.metadescription_for_page ?? page.description ?? undefined };
}

// A page made through Create Page (/{slug}): its title, then the sections placed on it.
export default async function SitePage({ params }: { params: Params }) {
  const { site, link, page } = await loadPage(params);
  const content = await loadPageContent(site.organization.id, `/${page.slug}`);
  return (
    <>
      {content.heroes.length === 0 && (
        <div className="bg-gradient-to-b from-sky-50 to-white">
          <div className="mx-auto max-w-4xl px-6 py-20 text-center">
            <h1 className="text-4xl font-bold tracking-tight text-gray-900 sm:text-5xl">{page.title}</h1>
            {page.description && <p className="mx-auto mt-4 max-w-2xl text-lg text-gray-600">{page.description}</p>}
          </div>
        </div>
      )}
      <PageSections content={content} locale={site.locale} link={link} />
    </>
  );
}
