import { breadcrumbWords } from "../breadcrumb-strings";
import { breadcrumbTrail, type BreadcrumbOptions } from "./breadcrumb-trail";

interface Props extends BreadcrumbOptions {
  /** The site path without the language prefix, e.g. `/products/visa-help`. */
  path: string;
}

function HomeIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0">
      <path fill="currentColor" d="M9.3 2.3a1 1 0 0 1 1.4 0l7 7a1 1 0 0 1-1.4 1.4l-.3-.3V17a1 1 0 0 1-1 1h-3a1 1 0 0 1-1-1v-3H9v3a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1v-6.6l-.3.3a1 1 0 0 1-1.4-1.4l7-7Z" />
    </svg>
  );
}

function Chevron() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0 text-gray-300">
      <path fill="currentColor" d="M7.2 14.8a.75.75 0 0 1 0-1.06L10.94 10 7.2 6.26a.75.75 0 1 1 1.06-1.06l4.27 4.27a.75.75 0 0 1 0 1.06L8.26 14.8a.75.75 0 0 1-1.06 0Z" />
    </svg>
  );
}

const linkStyle = "rounded hover:text-gray-900 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600";

/**
 * The breadcrumb bar under the header (spec 001 §2): a server component with plain links, so it
 * costs public pages no JavaScript. Renders nothing on the home page.
 */
export function Breadcrumbs({ path, ...options }: Props) {
  const trail = breadcrumbTrail(path, options);
  if (trail.length === 0) return null;
  return (
    <nav aria-label={breadcrumbWords(options.locale).breadcrumb} className="border-b border-gray-200 bg-gray-50/70">
      <ol className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-1.5 gap-y-1 px-4 py-2.5 text-sm text-gray-500 sm:px-6">
        {trail.map((crumb, index) => (
          <li key={`${index}:${crumb.href}`} className="flex min-w-0 items-center gap-1.5">
            {index > 0 && <Chevron />}
            {crumb.current ? (
              <span aria-current="page" title={crumb.fullLabel} className="truncate font-medium text-gray-900">
                {crumb.label}
              </span>
            ) : (
              <a href={crumb.href} title={crumb.fullLabel} className={`${crumb.home ? "flex items-center" : "truncate"} ${linkStyle}`}>
                {crumb.home ? (
                  <>
                    <HomeIcon />
                    <span className="sr-only">{crumb.label}</span>
                  </>
                ) : (
                  crumb.label
                )}
              </a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
