import type { Metadata } from "next";
import { basketStringsFor } from "@/modules/basket/components/basket-strings";
import { homePricingAnchor } from "@/modules/sections/sections.service";
import { BasketView } from "@/modules/basket/components/basket-view";
import { Breadcrumbs } from "@/modules/layout/components/breadcrumbs";
import { requireSite } from "@/modules/organizations/site.service";
import { log } from "@/server/log";

type Params = Promise<{ host: string; lang: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { site } = await requireSite(params);
  return { title: basketStringsFor(site.locale).title, robots: { index: false } };
}

// The basket (spec 001 §2, §3). Its contents live in the visitor's browser, so this page reads
// nothing of the visitor: it is the same for everyone and cached with the site (the layout tags
// it, decision 007), and the list is drawn on the client.
export default async function BasketPage({ params }: { params: Params }) {
  const { site, link } = await requireSite(params);
  const strings = basketStringsFor(site.locale);
  const anchor = await homePricingAnchor(site.organization.id).catch((error: unknown) => {
    log().error({ err: error }, "[page] Failed to find the pricing section for /basket");
    return null;
  });
  return (
    <>
      <Breadcrumbs path="/basket" organizationType={site.organization.type} locale={site.locale} link={link} overrides={{ basket: { label: strings.title } }} />
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">{strings.title}</h1>
        <BasketView
          locale={site.locale}
          strings={strings}
          pricingHref={anchor ? `${link("/")}#${anchor}` : link("/")}
          contactHref={link("/contact")}
        />
      </div>
    </>
  );
}
