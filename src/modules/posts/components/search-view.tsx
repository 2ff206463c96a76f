"use client";

// The /search page's island. The page is the same for every visitor and cached (decision 007): the
// words come from the address here, and the results from GET /api/search.
import { useCallback, useEffect, useState } from "react";
import { formatMessage } from "@/lib/i18n/format";
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
  | { status: "done"; query: string; results: Result[] }
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

async function search(query: string, fallbackMessage: string): Promise<State> {
  try {
    const response = await fetch(`/api/search?${new URLSearchParams({ q: query })}`, { headers: { accept: "application/json" } });
    const body = (await response.json().catch(() => null)) as { results?: Result[]; error?: string } | null;
    if (response.ok && body?.results) return { status: "done", query, results: body.results };
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
    async (query: string) => {
      if (!query) return setState({ status: "idle" });
      setState({ status: "searching", query });
      setState(await search(query, strings.searchFailed));
    },
    [strings.searchFailed],
  );

  // The words of the address on arrival and on Back/Forward.
  useEffect(() => {
    const fromAddress = () => {
      const query = queryInAddress();
      setText(query);
      void run(query);
    };
    fromAddress();
    addEventListener("popstate", fromAddress);
    return () => removeEventListener("popstate", fromAddress);
  }, [run]);

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = text.trim();
    if (!query) return;
    history.pushState(null, "", `${action}?${new URLSearchParams({ q: query })}`);
    void run(query);
  };

  return (
    <div className="mt-8">
      <SearchBox action={action} strings={strings} value={text} onChange={setText} onSubmit={submit} />
      <div role="status" aria-live="polite" className="mt-6 text-gray-600">
        {state.status === "idle" ? strings.searchPrompt : null}
        {state.status === "searching" ? strings.searching : null}
        {state.status === "failed" ? state.message : null}
        {state.status === "done"
          ? formatMessage(state.results.length > 0 ? strings.searchResults : strings.searchNothing, { count: state.results.length, query: state.query }, locale)
          : null}
      </div>
      {state.status === "done" && state.results.length > 0 ? (
        <ol aria-label={strings.search} className="mt-6 space-y-6">
          {state.results.map((result) => (
            <li key={result.path}>
              <a href={`${prefix}${result.path}`} className="text-lg font-semibold text-sky-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700">
                {result.title}
              </a>
              <p className="mt-1 text-sm text-gray-700">
                {result.snippet.map((part, index) => (part.marked ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>))}
              </p>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
