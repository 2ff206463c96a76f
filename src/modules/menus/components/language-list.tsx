import type { LanguageLink } from "./shell-context";

/** Links to each language, each in its own language; the island points them at the current page. */
export function LanguageList({ links, className, linkClassName }: { links: LanguageLink[]; className?: string; linkClassName: string }) {
  return (
    <ul className={className}>
      {links.map((entry) => (
        <li key={entry.locale}>
          <a href={entry.href} data-language={entry.locale} hrefLang={entry.locale} lang={entry.locale} aria-current={entry.current ? "true" : undefined} className={linkClassName}>
            {entry.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
