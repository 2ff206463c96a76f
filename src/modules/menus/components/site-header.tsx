import Link from "next/link";
import { colorValue, gradientCss } from "@/lib/palette";
import { translated } from "@/lib/translate";
import type { HeaderStyle } from "@/modules/organizations/organizations.schema";
import { headerItems, menuHref, menuKind, visibleSubmenus, type MenuEntry } from "../menu-rules";

interface Props {
  siteName: string;
  logo: string | null;
  items: MenuEntry[];
  style: HeaderStyle;
  locale: string;
  link: (path: string) => string;
  labels: { signIn: string; menu: string; options: (count: number) => string; noItems: string };
}

const widths: Record<string, string> = { lg: "max-w-5xl", xl: "max-w-7xl", "2xl": "max-w-[1536px]", "3xl": "max-w-[1792px]", "4xl": "max-w-[2048px]", "5xl": "max-w-[2304px]", "6xl": "max-w-[2560px]", "7xl": "max-w-[2816px]" };
const logoHeights: Record<string, string> = { "h-8": "h-8", "h-10": "h-10", "h-12": "h-12", "h-16": "h-16" };

/** The public header (spec 001 §2): logo, menu with dropdowns and mega panels, sign-in; a menu sheet on phones. */
export function SiteHeader({ siteName, logo, items, style, locale, link, labels }: Props) {
  const shown = headerItems(items);
  const name = (item: MenuEntry) => translated(item.display_name, item.display_name_translation, locale);
  const background = style.is_gradient && style.gradient
    ? gradientCss(style.gradient)
    : colorValue(style.background);
  return (
    <header className="sticky top-0 z-40 border-b border-black/5 backdrop-blur" style={{ background, color: colorValue(style.color) }}>
      <nav aria-label="Main" className={`mx-auto flex h-16 items-center justify-between gap-6 px-4 sm:px-6 ${widths[style.menu_width] ?? "max-w-7xl"}`}>
        <Link href={link("/")} className="flex shrink-0 items-center gap-2 font-bold tracking-tight">
          {logo ? <img src={logo} alt={siteName} className={`w-auto max-md:h-8 ${logoHeights[style.logo_height] ?? "h-12"}`} /> : <span className="text-lg">{siteName}</span>}
        </Link>
        <ul className="hidden items-center gap-1 md:flex">
          {shown.length === 0 && <li className="text-sm opacity-70">{labels.noItems}</li>}
          {shown.map((item) => {
            const kind = menuKind(item);
            const submenus = visibleSubmenus(item);
            return (
              <li key={item.url_name + item.order} className="group relative">
                <Link href={link(menuHref(item.url_name))} className="inline-flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium hover:bg-black/5 focus-visible:bg-black/5" aria-haspopup={kind === "link" ? undefined : "true"}>
                  {name(item)}
                  {kind !== "link" && (
                    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 opacity-60"><path fill="currentColor" d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06Z" /></svg>
                  )}
                </Link>
                {kind === "dropdown" && (
                  <div className="invisible absolute left-0 top-full z-50 min-w-56 pt-2 opacity-0 transition group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100">
                    <ul className="rounded-xl bg-white p-2 text-gray-800 shadow-lg ring-1 ring-black/5">
                      {submenus.map((submenu) => (
                        <li key={submenu.url_name + submenu.order}>
                          <Link href={link(menuHref(submenu.url_name))} className="block rounded-lg px-3 py-2 text-sm hover:bg-gray-50">
                            {translated(submenu.name, submenu.name_translation, locale)}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </div>
                )}
                {kind === "mega" && (
                  <div className="invisible fixed inset-x-0 top-16 z-50 opacity-0 transition group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100">
                    <ul className="mx-auto grid max-w-7xl grid-cols-2 gap-4 rounded-b-2xl bg-white p-6 text-gray-800 shadow-xl ring-1 ring-black/5 lg:grid-cols-4">
                      {submenus.map((submenu) => (
                        <li key={submenu.url_name + submenu.order}>
                          <Link href={link(menuHref(submenu.url_name))} className="group/card block overflow-hidden rounded-xl ring-1 ring-gray-200 hover:ring-sky-600">
                            {submenu.image && <img src={submenu.image} alt="" loading="lazy" className="h-32 w-full bg-gray-100 object-cover" />}
                            <span className="block px-4 pt-3 text-sm font-semibold">{translated(submenu.name, submenu.name_translation, locale)}</span>
                            <span className="block px-4 pb-4 text-sm text-gray-600">{translated(submenu.description, submenu.description_translation, locale)}</span>
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
        <div className="flex items-center gap-2">
          <Link href={link("/login")} className="hidden rounded-lg px-3 py-2 text-sm font-semibold hover:bg-black/5 md:inline-block">
            {labels.signIn}
          </Link>
          <details className="group/menu md:hidden">
            <summary className="list-none rounded-lg p-2 hover:bg-black/5" aria-label={labels.menu}>
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6"><path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M4 7h16M4 12h16M4 17h16" /></svg>
            </summary>
            <div className="fixed inset-x-0 bottom-0 top-16 overflow-y-auto bg-white p-4 text-gray-900">
              <ul className="space-y-1">
                {shown.map((item) => {
                  const submenus = visibleSubmenus(item);
                  return (
                    <li key={item.url_name + item.order}>
                      {submenus.length === 0 ? (
                        <Link href={link(menuHref(item.url_name))} className="block rounded-lg px-3 py-3 font-medium hover:bg-gray-50">
                          {name(item)}
                        </Link>
                      ) : (
                        <details>
                          <summary className="flex cursor-pointer items-center justify-between rounded-lg px-3 py-3 font-medium hover:bg-gray-50">
                            {name(item)} <span className="text-sm text-gray-600">{labels.options(submenus.length)}</span>
                          </summary>
                          <ul className="pb-2 pl-4">
                            {submenus.map((submenu) => (
                              <li key={submenu.url_name + submenu.order}>
                                <Link href={link(menuHref(submenu.url_name))} className="block rounded-lg px-3 py-2 text-gray-700 hover:bg-gray-50">
                                  {translated(submenu.name, submenu.name_translation, locale)}
                                </Link>
                              </li>
                            ))}
                          </ul>
                        </details>
                      )}
                    </li>
                  );
                })}
                <li>
                  <Link href={link("/login")} className="mt-4 block rounded-lg bg-sky-700 px-3 py-3 text-center font-semibold text-white">
                    {labels.signIn}
                  </Link>
                </li>
              </ul>
            </div>
          </details>
        </div>
      </nav>
    </header>
  );
}
