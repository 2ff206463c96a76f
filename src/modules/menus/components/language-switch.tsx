import { Chevron, iconLink, panelFocusRing, panelVisibility } from "./header-look";
import { LanguageList } from "./language-list";
import type { LanguageLink } from "./shell-context";

/** The header's language switch: large screens only, a hover and keyboard panel like the dropdowns. */
export function LanguageSwitch({ links, label }: { links: LanguageLink[]; label: string }) {
  const current = links.find((entry) => entry.current) ?? links[0]!;
  return (
    <div data-menu-item data-language-switch className="group/item relative hidden self-stretch lg:flex lg:items-center">
      <button type="button" className={iconLink}>
        <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" className="size-5">
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.7 3.7 5.7 3.7 9s-1.2 6.3-3.7 9c-2.5-2.7-3.7-5.7-3.7-9S9.5 5.7 12 3Z" />
        </svg>
        <span className="sr-only">{label}:</span>
        <span className="uppercase">{current.locale}</span>
        <Chevron className="group-hover/item:rotate-180 group-focus-within/item:rotate-180" />
      </button>
      <div className={`absolute top-full right-0 z-50 min-w-44 pt-2 ${panelVisibility}`}>
        <LanguageList
          links={links}
          className="rounded-xl bg-white p-2 text-gray-800 shadow-lg ring-1 ring-black/10"
          linkClassName={`block rounded-lg px-3 py-2 text-sm hover:bg-gray-100 aria-[current]:font-semibold aria-[current]:text-gray-900 ${panelFocusRing}`}
        />
      </div>
    </div>
  );
}
