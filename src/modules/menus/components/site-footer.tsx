import type { CSSProperties } from "react";
import type { ShellStrings } from "@/lib/shell-strings";
import { colorValue, gradientCss } from "@/lib/palette";
import { translated } from "@/lib/translate";
import { consentText } from "@/modules/cookies/components/consent-strings";
import type { FooterStyle } from "@/modules/organizations/organizations.schema";
import { compactFooterLinks, footerColumns, menuHref, visibleSubmenus, type MenuEntry } from "../menu-rules";
import { FooterAccount } from "./account-menu";
import { accountPaths, languageLinks, type ShellLanguages } from "./shell-context";
import { LanguageList } from "./language-list";

interface Props {
  siteName: string;
  items: MenuEntry[];
  style: FooterStyle;
  locale: string;
  link: (path: string) => string;
  labels: ShellStrings;
  languages: ShellLanguages;
}

/** The footer types as the public site knows them (001 §2): stacked is default; light and minimal are compact. */
export function footerLayout(type: FooterStyle["type"]): "default" | "compact" | "grid" {
  if (type === "grid") return "grid";
  if (type === "compact" || type === "light" || type === "minimal") return "compact";
  return "default";
}

const focusRing = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current";
const linkClass = `hover:text-(--footer-hover) hover:underline ${focusRing}`;
const headingClass = "text-sm font-semibold tracking-wide text-(--footer-hover) uppercase";

/** The public footer: a column per item with submenus, the other links by 8, the account column, language and copyright. */
export function SiteFooter({ siteName, items, style, locale, link, labels, languages }: Props) {
  const layout = footerLayout(style.type);
  const { own, groups } = footerColumns(items);
  const name = (item: MenuEntry) => translated(item.display_name, item.display_name_translation, locale);
  // Transparent: no colour of its own, the page's shows through (the text colour still applies).
  const background = style.type === "transparent" ? "transparent" : (style.is_gradient && gradientCss(style.gradient)) || colorValue(style.background) || colorValue("neutral-900");
  const colors = {
    background,
    ...(style.type === "fixed" ? { boxShadow: "0 -6px 16px -8px rgb(0 0 0 / 0.25)" } : {}),
    color: colorValue(style.color) ?? colorValue("neutral-400"),
    "--footer-hover": colorValue(style.color_hover) ?? colorValue("white"),
  } as CSSProperties;
  const year = new Date().getFullYear();
  const switchLinks = languageLinks(languages);
  const copyright = (
    <p>
      © {year} {siteName}. {labels.rights}
    </p>
  );
  // Opens the privacy dialog: the consent island listens for [data-consent=settings] clicks (spec 001 §2 Footer).
  const privacySettings = (
    <button type="button" data-consent="settings" className={`cursor-pointer text-start ${linkClass}`}>
      {consentText(locale).privacySettings}
    </button>
  );
  const languageSwitch = switchLinks.length > 0 && (
    <nav aria-label={labels.language} data-footer-languages>
      <LanguageList links={switchLinks} className="flex flex-wrap gap-x-4 gap-y-2" linkClassName={`${linkClass} aria-[current]:text-(--footer-hover)`} />
    </nav>
  );

  if (layout === "compact") {
    const links = compactFooterLinks(items);
    return (
      <footer data-shell-part="footer" data-footer-layout="compact" style={colors}>
        <div className="mx-auto flex max-w-7xl flex-col items-center gap-4 px-6 py-8 text-sm md:flex-row md:justify-between">
          {copyright}
          {links.length > 0 && (
            <nav aria-label={labels.footerNav}>
              <ul className="flex flex-wrap justify-center gap-x-5 gap-y-2">
                {links.map((item) => (
                  <li key={item.url_name + item.order}>
                    <a className={linkClass} href={link(menuHref(item.url_name))}>
                      {name(item)}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          {languageSwitch}
          {privacySettings}
        </div>
      </footer>
    );
  }

  const columns = [
    ...own.map((item) => ({
      key: `own-${item.url_name}-${item.order}`,
      title: name(item),
      entries: visibleSubmenus(item).map((submenu) => ({ key: submenu.url_name + submenu.order, label: translated(submenu.name, submenu.name_translation, locale), href: menuHref(submenu.url_name) })),
    })),
    ...groups.map((group, index) => ({
      key: `links-${index}`,
      title: labels.links,
      entries: group.map((item) => ({ key: item.url_name + item.order, label: name(item), href: menuHref(item.url_name) })),
    })),
  ];
  return (
    <footer data-shell-part="footer" data-footer-layout={layout} style={colors}>
      <div className="mx-auto max-w-7xl px-6 py-12">
        <div className={layout === "grid" ? "space-y-10" : "grid gap-10 lg:grid-cols-[16rem_1fr]"}>
          <p className="text-lg font-bold text-(--footer-hover)">{siteName}</p>
          <nav
            aria-label={labels.footerNav}
            className={layout === "grid" ? "grid grid-cols-2 gap-8 md:grid-cols-4" : "grid grid-cols-2 gap-8 sm:grid-cols-[repeat(auto-fit,minmax(10rem,1fr))]"}
          >
            {columns.map((column) => (
              <div key={column.key} data-footer-column>
                <h2 className={headingClass}>{column.title}</h2>
                <ul className="mt-4 space-y-2 text-sm">
                  {column.entries.map((entry) => (
                    <li key={entry.key}>
                      <a className={linkClass} href={link(entry.href)}>
                        {entry.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
            {/* The last column: Profile, or Admin for admins, chosen by CSS after the island's session check. */}
            <FooterAccount paths={accountPaths(link)} labels={labels} />
          </nav>
        </div>
        <div className="mt-10 flex flex-col gap-4 border-t border-current/15 pt-6 text-sm md:flex-row md:items-center md:justify-between">
          {copyright}
          <div className="flex flex-wrap items-center gap-6">
            {languageSwitch}
            {privacySettings}
          </div>
        </div>
      </div>
    </footer>
  );
}
