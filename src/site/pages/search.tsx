import type { Metadata } from "next";
import { Breadcrumbs } from "@/modules/layout/components/breadcrumbs";
import { requireSite } from "@/modules/organizations/site.service";
import { SearchView } from "@/modules/posts/components/search-view";
import { searchStringsFor } from "@/modules/posts/components/search-strings";

type Params = Promise<{ host: string; lang: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { site } = await requireSite(params);
  return { title: searchStringsFor(site.locale).search, robots: { index: false } };
}

// Site search (issue 13). The words live in the address (?q=), which this page does not read: it is
// the same for everyone and cached with the site (decision 007), and the island searches on the client.
export default async function SearchPage({ params }: { params: Params }) {
  const { site, link } = await requireSite(params);
  const strings = searchStringsFor(site.locale);
  const home = link("/");
  return (
    <>
      <Breadcrumbs path="/search" organizationType={site.organization.type} locale={site.locale} link={link} overrides={{ search: { label: strings.search } }} />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">{strings.search}</h1>
        <SearchView locale={site.locale} strings={strings} action={link("/search")} prefix={home === "/" ? "" : home} />
      </div>
    </>
  );
}
