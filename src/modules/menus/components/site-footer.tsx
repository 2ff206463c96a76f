import Link from "next/link";
import { colorValue, gradientCss } from "@/lib/palette";
import { translated } from "@/lib/translate";
import type { FooterStyle } from "@/modules/organizations/organizations.schema";
import { footerColumns, menuHref, visibleSubmenus, type MenuEntry } from "../menu-rules";

interface Props {
  siteName: string;
  items: MenuEntry[];
  style: FooterStyle;
  locale: string;
  link: (path: string) => string;
  labels: { links: string; profile: string; login: string; register: string; rights: string };
}

/** The footer types as the public site knows them (001 §2): stacked is default; light and minimal are compact. */
export function footerLayout(type: FooterStyle["type"]): "default" | "compact" | "grid" {
  if (type === "grid") return "grid";
  if (type === "compact" || type === "light" || type === "minimal") return "compact";
  return "default";
}

/** The public footer: a column per item with submenus, other links by 8, the guest column, the copyright line. */
export function SiteFooter({ siteName, items, style, locale, link, labels }: Props) {
  const layout = footerLayout(style.type);
  const { own, groups } = footerColumns(items);
  const name = (item: MenuEntry) => translated(item.display_name, item.display_name_translation, locale);
  const background = style.is_gradient && style.gradient
    ? gradientCss(style.gradient)
    : colorValue(style.background);
  const linkClass = "hover:underline";
  const year = new Date().getFullYear();

  if (layout === "compact") {
    const links = [...own, ...groups.flat()].slice(0, 6);
    return (
      <footer style={{ background, color: colorValue(style.color) }}>
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-4 px-6 py-8 text-sm sm:flex-row">
          <p>© {year} {siteName}. {labels.rights}</p>
          <ul className="flex flex-wrap gap-4">
            {links.map((item) => (
              <li key={item.url_name + item.order}><Link className={linkClass} href={link(menuHref(item.url_name))}>{name(item)}</Link></li>
            ))}
          </ul>
        </div>
      </footer>
    );
  }

  const columns = [
    ...own.map((item) => ({ title: name(item), entries: visibleSubmenus(item).map((submenu) => ({ key: submenu.url_name + submenu.order, label: translated(submenu.name, submenu.name_translation, locale), href: menuHref(submenu.url_name) })) })),
    ...groups.map((group) => ({ title: labels.links, entries: group.map((item) => ({ key: item.url_name + item.order, label: name(item), href: menuHref(item.url_name) })) })),
    { title: labels.profile, entries: [{ key: "login", label: labels.login, href: "/login" }, { key: "register", label: labels.register, href: "/register" }] },
  ];
  return (
    <footer style={{ background, color: colorValue(style.color) }}>
      <div className="mx-auto max-w-7xl px-6 py-12">
        <div className={`grid gap-8 ${layout === "grid" ? "grid-cols-2 md:grid-cols-4" : "grid-cols-2 md:grid-cols-3 lg:grid-cols-5"}`}>
          <div className="col-span-2 md:col-span-1">
            <p className="text-lg font-bold" style={{ color: colorValue(style.color_hover) }}>{siteName}</p>
          </div>
          {columns.map((column, index) => (
            <div key={`${column.title}-${index}`}>
              <h2 className="text-sm font-semibold uppercase tracking-wide" style={{ color: colorValue(style.color_hover) }}>{column.title}</h2>
              <ul className="mt-4 space-y-2 text-sm">
                {column.entries.map((entry) => (
                  <li key={entry.key}><Link className={linkClass} href={link(entry.href)}>{entry.label}</Link></li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <p className="mt-10 border-t border-white/10 pt-6 text-sm">© {year} {siteName}. {labels.rights}</p>
      </div>
    </footer>
  );
}
