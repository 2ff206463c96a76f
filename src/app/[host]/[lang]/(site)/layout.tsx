import type { ReactNode } from "react";
import { shellStrings } from "@/lib/shell-strings";
import { getSiteStyles, listMenu } from "@/modules/menus/menus.service";
import { SiteFooter } from "@/modules/menus/components/site-footer";
import { SiteHeader } from "@/modules/menus/components/site-header";
import { requireSite } from "@/modules/organizations/site.server";

// The public shell around every site page: header and footer from the organization's menus and styles.
export default async function SiteLayout({ children, params }: { children: ReactNode; params: Promise<{ host: string; lang: string }> }) {
  const { site, link } = await requireSite(params);
  const [items, styles] = await Promise.all([listMenu(site.organization.id, { includeHidden: false }), getSiteStyles(site.organization.id)]);
  const labels = shellStrings[site.locale];
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader siteName={site.siteName} logo={site.logo} items={items} style={styles.header} locale={site.locale} link={link} labels={labels} />
      <main className="flex-1">{children}</main>
      <SiteFooter siteName={site.siteName} items={items} style={styles.footer} locale={site.locale} link={link} labels={labels} />
    </div>
  );
}
