import type { SearchStrings } from "./search-strings";

interface Props {
  /** The search page's address, with the language prefix. */
  action: string;
  strings: Pick<SearchStrings, "search" | "searchLabel">;
  /** The words to show in the field (the search page fills it from the address). */
  value?: string;
  onChange?: (value: string) => void;
  onSubmit?: (event: React.FormEvent<HTMLFormElement>) => void;
}

/**
 * A search form that works without JavaScript: it opens /search?q=… (the help center shows it as is;
 * the search page's island takes over its submit to search in place).
 */
export function SearchBox({ action, strings, value, onChange, onSubmit }: Props) {
  return (
    <form role="search" action={action} method="get" onSubmit={onSubmit} className="flex gap-2">
      <label className="sr-only" htmlFor="site-search">
        {strings.searchLabel}
      </label>
      <input
        id="site-search"
        type="search"
        name="q"
        required
        maxLength={200}
        placeholder={strings.searchLabel}
        {...(onChange ? { value: value ?? "", onChange: (event) => onChange(event.target.value) } : {})}
        className="min-w-0 flex-1 rounded-md border border-gray-300 px-3 py-2 text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700"
      />
      <button type="submit" className="rounded-md bg-sky-700 px-4 py-2 font-semibold text-white hover:bg-sky-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700">
        {strings.search}
      </button>
    </form>
  );
}
