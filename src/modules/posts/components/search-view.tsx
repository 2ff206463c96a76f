"use client";

// The /search page's island. The page is the same for every visitor and cached (decision 007): the
// words come from the address here, and the results from GET /api/search.
import { useCallback, useEffect, useState } from "react";
import { encodeCursor } from "@/lib/cursor";
import { formatMessage } from "@/lib/i18n/format";
import { pageNumberFrom, pageNumbers } from "@/lib/page-numbers";
import { searchPageSize } from "../paging";
import type { SnippetPart } from "../post-search";
import { SearchBox } from "./search-box";
import type { SearchStrings } from "./search-strings";

interface Result {
  kind: string;
  title: string;
  path: string;
  snippet: SnippetPart[];
}

type State =
  | { status: "idle" }
  | { status: "searching"; query: string }
  | { status: "done"; query: string; page: number; results: Result[]; total: number }
  | { status: "failed"; query: string; message: string };

interface Props {
  locale: string;
  strings: SearchStrings;
  /** The search page's address, with the language prefix. */
  action: string;
  /** The language prefix of the site's links ("" or "/fr"). */
  prefix: string;
}

const queryInAddress = () => new URLSearchParams(location.search).get("q")?.trim() ?? "";
/** ?page=2…: a page of results has an address of its own (page 1 is the address without it). */
const pageInAddress = () => pageNumberFrom(new URLSearchParams(location.search).get("page")) ?? 1;
const searchAddress = (action: string, query: string, page: number) => `${action}?${new URLSearchParams(page > 1 ? { q: query, page: String(page) } : { q: query })}`;

async function search(query: string, page: number, locale: string, fallbackMessage: string): Promise<State> {
  try {
    // The API's cursor of the page's first result: this island is one of the clients that makes them.
    // The page's language goes along: texts in it come first (/es/search finds the Spanish home page).
    const params = new URLSearchParams(page > 1 ? { q: query, lang: locale, cursor: encodeCursor((page - 1) * searchPageSize) } : { q: query, lang: locale });
    const response = await fetch(`/api/search?${params}`, { headers: { accept: "application/json" } });
    const body = (await response.json().catch(() => null)) as { results?: Result[]; total?: number; error?: string } | null;
    if (response.ok && body?.results) return { status: "done", query, page, results: body.results, total: body.total ?? body.results.length };
    return { status: "failed", query, message: body?.error ?? fallbackMessage };
  } catch {
    return { status: "failed", query, message: fallbackMessage };
  }
}

/** The search form, then the results with the found words marked; the address keeps the words (?q=). */
export function SearchView({ locale, strings, action, prefix }: Props) {
  const [text, setText] = useState("");
  const [state, setState] = useState<State>({ status: "idle" });

  const run = useCallback(
    async (query: string, page = 1) => {
      if (!query) return setState({ status: "idle" });
      setState({ status: "searching", query });
      setState(await search(query, page, locale, strings.searchFailed));
    },
    [locale, strings.searchFailed],
  );

  // The words and page of the address on arrival and on Back/Forward.
  useEffect(() => {
    const fromAddress = () => {
      const query = queryInAddress();
      setText(query);
      void run(query, pageInAddress());
    };
    fromAddress();
    addEventListener("popstate", fromAddress);
    return () => removeEventListener("popstate", fromAddress);
  }, [run]);

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = text.trim();
    if (!query) return;
    history.pushState(null, "", searchAddress(action, query, 1));
    void run(query);
  };

  // A page link is a real address (it opens in a new tab too); a plain click stays in the island.
  const openPage = (event: React.MouseEvent<HTMLAnchorElement>, query: string, page: number) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    history.pushState(null, "", searchAddress(action, query, page));
    scrollTo({ top: 0 });
    void run(query, page);
  };
  const last = state.status === "done" ? Math.max(1, Math.ceil(state.total / searchPageSize)) : 1;

  return (
    <div className="mt-8">
      <SearchBox action={action} strings={strings} value={text} onChange={setText} onSubmit={submit} />
      <div role="status" aria-live="polite" className="mt-6 text-gray-600">
        {state.status === "idle" ? strings.searchPrompt : null}
        {state.status === "searching" ? strings.searching : null}
        {state.status === "failed" ? state.message : null}
        {state.status === "done"
          ? formatMessage(state.total > 0 ? strings.searchResults : strings.searchNothing, { count: state.total, query: state.query }, locale)
          : null}
      </div>
      {state.status === "done" && state.results.length > 0 ? (
        <ol aria-label={strings.search} className="mt-6 space-y-6">
          {state.results.map((result) => (
            <li key={result.path}>
              <a href={result.path === "/" && prefix ? prefix : `${prefix}${result.path}`} className="text-lg font-semibold text-sky-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700">
                {result.title}
              </a>
              <p className="mt-1 text-sm text-gray-700">
                {result.snippet.map((part, index) => (part.marked ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>))}
              </p>
            </li>
          ))}
        </ol>
      ) : null}
      {state.status === "done" && last > 1 ? (
        <nav aria-label={strings.pagination} className="mt-10 flex flex-wrap items-center gap-2">
          {state.page > 1 ? (
            <a href={searchAddress(action, state.query, state.page - 1)} rel="prev" onClick={(event) => openPage(event, state.query, state.page - 1)} className={pageLink}>
              ← {strings.previous}
            </a>
          ) : null}
          {pageNumbers(state.page, last).map((number, index) =>
            number === null ? (
              <span key={`gap${index}`} aria-hidden="true" className="px-1 text-gray-500">
                …
              </span>
            ) : (
              <a
                key={number}
                href={searchAddress(action, state.query, number)}
                aria-label={formatMessage(strings.pageNumber, { page: number }, locale)}
                aria-current={number === state.page ? "page" : undefined}
                onClick={(event) => openPage(event, state.query, number)}
                className={`${pageLink} aria-[current=page]:border-sky-700 aria-[current=page]:bg-sky-700 aria-[current=page]:text-white`}
              >
                {number}
              </a>
            ),
          )}
          {state.page < last ? (
            <a href={searchAddress(action, state.query, state.page + 1)} rel="next" onClick={(event) => openPage(event, state.query, state.page + 1)} className={pageLink}>
              {strings.next} →
            </a>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}

const pageLink =
  "inline-flex min-w-10 items-center justify-center rounded-lg border border-gray-200 bg-white px-3 py-2 text-sm font-medium text-gray-700 hover:border-sky-300 hover:text-sky-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700";
