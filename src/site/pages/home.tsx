import { loadPageContent } from "@/modules/layout/page-content.server";
import { PageSections } from "@/modules/layout/components/page-sections";
import { requireSite } from "@/modules/organizations/site.service";
import { homeMetadata } from "@/modules/seo/seo.service";

// Title, description, canonical, hreflang, OpenGraph and Twitter card (see modules/seo).
export async function generateMetadata({ params }: { params: Promise<{ host: string; lang: string }> }) {
  return homeMetadata(await params);
}

// The home page: read as /home for section data (spec 000 §2).
export default async function HomePage({ params }: { params: Promise<{ host: string; lang: string }> }) {
  const { site, link } = await requireSite(params);
  const content = await loadPageContent(site.organization.id, "/");
  return <PageSections content={content} locale={site.locale} link={link} fallbackHeroFor={site.siteName} />;
}
