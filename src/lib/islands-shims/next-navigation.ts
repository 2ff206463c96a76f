/**
 * next/navigation in islands of the public renderer (docs/decisions/030): there is no App Router
 * there, so moving is a page load; the page answers for itself.
 */
export function useRouter() {
  return {
    push: (href: string) => location.assign(href),
    replace: (href: string) => location.replace(href),
    refresh: () => location.reload(),
    back: () => history.back(),
    forward: () => history.forward(),
    prefetch: () => undefined,
  };
}

export function usePathname(): string {
  return typeof location === "undefined" ? "/" : location.pathname;
}

export function useSearchParams(): URLSearchParams {
  return new URLSearchParams(typeof location === "undefined" ? "" : location.search);
}

export function notFound(): never {
  throw new Error("notFound() cannot be called in the browser");
}

export function redirect(href: string): never {
  location.assign(href);
  throw new Error(`Redirecting to ${href}`);
}
