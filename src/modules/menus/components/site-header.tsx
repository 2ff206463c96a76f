import type { CSSProperties } from "react";
import type { ShellStrings } from "@/lib/shell-strings";
import { colorValue, gradientCss } from "@/lib/palette";
import { translated } from "@/lib/translate";
import { authModalFormKeys, authStringsFor, pickStrings } from "@/modules/auth/components/auth-strings";
import type { HeaderStyle } from "@/modules/organizations/organizations.schema";
import { headerItems, menuHref, menuKind, visibleSubmenus, type MenuEntry } from "../menu-rules";
import { LanguageList } from "./language-list";
import { HeaderAccount } from "./account-menu";
import { accountPaths, authModalText, languageLinks, type ShellLanguages } from "./shell-context";
import { ShellBehavior } from "./shell-behavior";
import { Chevron, focusRing, frames, iconLink, logoHeights, miniLogoHeights, navLink, panelFocusRing, panelVisibility, widths } from "./header-look";
import { LanguageSwitch } from "./language-switch";
import { contactTextFor } from "@/modules/tickets/components/ticket-strings";

interface Props {
  siteName: string;
  logo: string | null;
  items: MenuEntry[];
  style: HeaderStyle;
  locale: string;
  link: (path: string) => string;
  labels: ShellStrings;
  languages: ShellLanguages;
  organizationId: string;
}

type HeaderType = HeaderStyle["type"];

/** The mini types have no language switch (spec 001 §2). */
export const isMiniHeader = (type: HeaderType) => type === "mini" || type === "ring_card_mini";

/** The public header (spec 001 §2, §4): logo, menu with dropdowns and mega panels, language, basket, account; a full-screen menu on phones. */
export function SiteHeader({ siteName, logo, items, style, locale, link, labels, languages, organizationId }: Props) {
  const type: HeaderType = style.type in frames ? style.type : "default";
  const frame = frames[type];
  const mini = isMiniHeader(type);
  const shown = headerItems(items);
  const name = (item: MenuEntry) => translated(item.display_name, item.display_name_translation, locale);
  const background = (style.is_gradient && gradientCss(style.gradient)) || colorValue(style.background) || colorValue("white");
  const colors = {
    color: colorValue(style.color) ?? colorValue("gray-700"),
    "--header-hover": colorValue(style.color_hover) ?? colorValue("gray-900"),
  } as CSSProperties;
  const switchLinks = mini ? [] : languageLinks(languages);
  const fallbackName = siteName.trim() || labels.noLogo;
  const logoHeight = (mini ? miniLogoHeights : logoHeights)[style.logo_height] ?? "md:h-12";
  const paths = accountPaths(link);

  return (
    <header
      id="site-header"
      data-shell-part="header"
      data-header-type={type}
      data-hides-on-scroll={type === "fixed" ? undefined : ""}
      className={`group/header z-40 transition-transform duration-300 motion-reduce:transition-none data-hidden:not-focus-within:-translate-y-full ${frame.header}`}
      // Fixed banners above the navbar (56 px each) push it down; the banner script sets the offset.
      style={{ ...colors, top: "var(--banner-offset, 0px)" }}
    >
      <div className={`relative isolate transition-shadow group-data-frosted/header:backdrop-blur-md group-data-translucent/header:backdrop-blur-md ${frame.bar}`}>
        {/* The bar's colour on its own layer, so that the scroll states can fade it without touching the text. */}
        <div
          aria-hidden="true"
          data-header-background
          className={`absolute inset-0 -z-10 rounded-[inherit] transition-opacity duration-300 motion-reduce:transition-none group-data-frosted/header:opacity-85 group-data-translucent/header:opacity-85 ${type === "transparent" ? "opacity-0" : "opacity-100"}`}
          style={{ background }}
        />
        <nav aria-label="Main" className={`mx-auto flex items-center justify-between gap-4 px-4 sm:px-6 ${frame.nav} ${mini ? "" : widths[style.menu_width] ?? "max-w-7xl"}`}>
          <a href={link("/")} className={`flex shrink-0 items-center rounded-lg font-bold tracking-tight ${focusRing}`}>
            {logo ? (
              <>
                <img data-logo src={logo} alt={fallbackName} className={`h-8 w-auto max-w-48 object-contain ${logoHeight}`} />
                {/* Shown by the island when the logo fails to load. */}
                <span hidden className="text-lg">
                  {fallbackName}
                </span>
              </>
            ) : (
              <span className={mini ? "text-base" : "text-lg"}>{fallbackName}</span>
            )}
          </a>

          <ul className="hidden self-stretch md:flex md:items-stretch md:gap-1">
            {shown.length === 0 && <li className="flex items-center text-sm">{labels.noItems}</li>}
            {shown.map((item) => {
              const kind = menuKind(item);
              const submenus = visibleSubmenus(item);
              return (
                <li key={item.url_name + item.order} data-menu-item data-menu-kind={kind} className={`group/item flex items-center ${kind === "dropdown" ? "relative" : ""}`}>
                  <a href={link(menuHref(item.url_name))} className={navLink}>
                    {name(item)}
                    {kind !== "link" && <Chevron className="group-hover/item:rotate-180 group-focus-within/item:rotate-180" />}
                  </a>
                  {kind === "dropdown" && (
                    <div data-panel="dropdown" className={`absolute top-full left-0 z-50 min-w-60 pt-2 ${panelVisibility}`}>
                      <ul className="rounded-xl bg-white p-2 text-gray-800 shadow-lg ring-1 ring-black/10">
                        {submenus.map((submenu) => (
                          <li key={submenu.url_name + submenu.order}>
                            <a href={link(menuHref(submenu.url_name))} className={`block rounded-lg px-3 py-2 hover:bg-gray-100 ${panelFocusRing}`}>
                              <span className="block text-sm font-medium text-gray-900">{translated(submenu.name, submenu.name_translation, locale)}</span>
                              {submenu.description && <span className="mt-0.5 block text-xs text-gray-600">{translated(submenu.description, submenu.description_translation, locale)}</span>}
                            </a>
                          </li>
                        ))}
                      </ul>
                    </div>
                  )}
                  {kind === "mega" && (
                    <div data-panel="mega" className={`absolute inset-x-0 top-full z-50 ${type === "ring_card_mini" ? "pt-2" : ""} ${panelVisibility}`}>
                      <div className={`bg-white text-gray-800 ${frame.mega}`}>
                        <div className={`mx-auto grid gap-8 px-6 py-8 lg:grid-cols-[14rem_1fr] ${mini ? "max-w-5xl" : widths[style.menu_width] ?? "max-w-7xl"}`}>
                          <div className="hidden lg:block">
                            <p className="text-base font-semibold text-gray-900">{name(item)}</p>
                            {item.description && <p className="mt-2 text-sm text-gray-600">{item.description}</p>}
                            <a href={link(menuHref(item.url_name))} className={`mt-4 inline-flex items-center gap-1 rounded text-sm font-semibold text-sky-700 hover:underline ${panelFocusRing}`}>
                              {name(item)} <span aria-hidden="true">→</span>
                            </a>
                          </div>
                          <ul className={`grid gap-4 sm:grid-cols-2 ${submenus.length >= 4 ? "xl:grid-cols-4" : submenus.length === 3 ? "xl:grid-cols-3" : ""}`}>
                            {submenus.map((submenu) => (
                              <li key={submenu.url_name + submenu.order}>
                                <a
                                  href={link(menuHref(submenu.url_name))}
                                  className={`group/card flex h-full flex-col overflow-hidden rounded-xl bg-white ring-1 ring-gray-200 transition hover:shadow-md hover:ring-sky-600 ${panelFocusRing}`}
                                >
                                  {submenu.image ? (
                                    <img src={submenu.image} alt="" loading="lazy" decoding="async" className="aspect-video w-full bg-gray-100 object-cover" />
                                  ) : (
                                    <span aria-hidden="true" className="block aspect-video w-full bg-linear-to-br from-sky-50 to-gray-100" />
                                  )}
                                  <span className="block px-4 pt-3 text-sm font-semibold text-gray-900 group-hover/card:text-sky-700">{translated(submenu.name, submenu.name_translation, locale)}</span>
                                  <span className="block px-4 pt-1 pb-4 text-sm text-gray-600">{translated(submenu.description, submenu.description_translation, locale)}</span>
                                </a>
                              </li>
                            ))}
                          </ul>
                        </div>
                      </div>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>

          <div className="flex items-center gap-1">
            {switchLinks.length > 0 && <LanguageSwitch links={switchLinks} label={labels.language} />}
            <a href={link("/basket")} className={iconLink}>
              <span className="sr-only">{labels.basket}</span>
              <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" className="size-5">
                <path d="M5 8h14l-1.2 11.1a1 1 0 0 1-1 .9H7.2a1 1 0 0 1-1-.9L5 8Z" />
                <path d="M9 8V6.5a3 3 0 0 1 6 0V8" strokeLinecap="round" />
              </svg>
              {/* The item count, shown by the island only when above 0. */}
              <span data-basket-count hidden className="absolute -top-1 -right-1 min-w-5 rounded-full bg-sky-700 px-1 text-center text-[11px] leading-5 font-semibold text-white">
                0
              </span>
            </a>
            <HeaderAccount paths={paths} labels={labels} />
            <button type="button" popoverTarget="mobile-menu" aria-label={labels.menu} className={`${iconLink} md:hidden`}>
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 group-has-[#mobile-menu:popover-open]/header:hidden">
                <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M4 7h16M4 12h16M4 17h16" />
              </svg>
              <svg aria-hidden="true" viewBox="0 0 24 24" className="hidden size-6 group-has-[#mobile-menu:popover-open]/header:block">
                <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M6 6l12 12M18 6 6 18" />
              </svg>
            </button>
          </div>
        </nav>
      </div>

      {/* Phones: a full-screen menu as a popover (Escape, outside clicks and focus return come from the browser); submenus are accordions. */}
      <nav
        id="mobile-menu"
        popover="auto"
        aria-label={labels.menu}
        className={`pointer-events-auto fixed inset-x-0 bottom-0 m-0 h-auto w-full overflow-y-auto overscroll-contain border-0 border-t border-gray-200 bg-white p-4 text-gray-900 md:hidden ${frame.mobileMenuTop}`}
      >
        <ul className="space-y-1">
          {shown.length === 0 && <li className="px-3 py-3 text-gray-700">{labels.noItems}</li>}
          {shown.map((item) => {
            const submenus = visibleSubmenus(item);
            return (
              <li key={item.url_name + item.order}>
                {submenus.length === 0 ? (
                  <a href={link(menuHref(item.url_name))} className={`block rounded-lg px-3 py-3 font-medium hover:bg-gray-100 ${panelFocusRing}`}>
                    {name(item)}
                  </a>
                ) : (
                  <details className="group/accordion">
                    <summary className={`flex cursor-pointer list-none items-center justify-between gap-3 rounded-lg px-3 py-3 font-medium hover:bg-gray-100 [&::-webkit-details-marker]:hidden ${panelFocusRing}`}>
                      <span>{name(item)}</span>
                      <span className="flex items-center gap-2 text-sm font-normal text-gray-600">
                        {labels.options(submenus.length)}
                        <Chevron className="group-open/accordion:rotate-180" />
                      </span>
                    </summary>
                    <ul className="space-y-0.5 pb-2 pl-4">
                      <li>
                        <a href={link(menuHref(item.url_name))} className={`block rounded-lg px-3 py-2 text-gray-700 hover:bg-gray-100 ${panelFocusRing}`}>
                          {name(item)}
                        </a>
                      </li>
                      {submenus.map((submenu) => (
                        <li key={submenu.url_name + submenu.order}>
                          <a href={link(menuHref(submenu.url_name))} className={`block rounded-lg px-3 py-2 text-gray-700 hover:bg-gray-100 ${panelFocusRing}`}>
                            {translated(submenu.name, submenu.name_translation, locale)}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </details>
                )}
              </li>
            );
          })}
        </ul>
        {switchLinks.length > 0 && (
          <div className="mt-6 border-t border-gray-200 pt-4">
            <p className="px-3 text-xs font-semibold tracking-wide text-gray-600 uppercase">{labels.language}</p>
            <LanguageList links={switchLinks} className="mt-2 grid grid-cols-2 gap-1" linkClassName={`block rounded-lg px-3 py-2 text-gray-700 hover:bg-gray-100 aria-[current]:font-semibold aria-[current]:text-gray-900 ${panelFocusRing}`} />
          </div>
        )}
      </nav>
      <ShellBehavior defaultLocale={languages.defaultLocale} organizationId={organizationId} text={authModalText(paths, labels, pickStrings(authStringsFor(locale), authModalFormKeys))} tickets={{ locale, ticketsHref: paths.tickets, contact: contactTextFor(locale) }} />
    </header>
  );
}
