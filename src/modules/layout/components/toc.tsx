import { tocCurrentOffsetPx, type TocEntry } from "./toc-headings";
import { TocHighlight } from "./toc-highlight";

function TocList({ entries, nested }: { entries: TocEntry[]; nested?: boolean }) {
  return (
    <ol className={nested ? "ms-3 border-s border-gray-200 ps-2" : "space-y-0.5"}>
      {entries.map((entry, index) => (
        <li key={`${index}:${entry.id}`}>
          <a
            href={`#${entry.id}`}
            className="block rounded-md px-2 py-1 text-gray-600 hover:bg-gray-100 hover:text-gray-900 aria-[current=location]:bg-sky-50 aria-[current=location]:font-medium aria-[current=location]:text-sky-700"
          >
            {entry.text}
          </a>
          {entry.children.length > 0 && <TocList entries={entry.children} nested />}
        </li>
      ))}
    </ol>
  );
}

/**
 * "On this page" (spec 001 §2): the page's h2 to h5 headings as nested links, sticky below the
 * header on wide screens. A <details> makes it collapsible without JavaScript; only the highlighting
 * of the current heading runs in the browser.
 */
export function TableOfContents({ entries, title }: { entries: TocEntry[]; title: string }) {
  return (
    <details open className="group rounded-xl border border-gray-200 bg-white p-4 text-sm lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:overflow-y-auto">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 font-semibold text-gray-900 [&::-webkit-details-marker]:hidden">
        {title}
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 text-gray-400 transition-transform group-open:rotate-180">
          <path fill="currentColor" d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06Z" />
        </svg>
      </summary>
      <nav aria-label={title} className="mt-3">
        <div data-toc>
          <TocList entries={entries} />
        </div>
        <TocHighlight offsetPx={tocCurrentOffsetPx} />
      </nav>
    </details>
  );
}
