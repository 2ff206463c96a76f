import { splitLocale } from "./site-path";

/**
 * The first path segments of the back office and account pages, which Next serves (docs/decisions/034):
 * everything else a visitor can open is the public renderer's. `signup` is registration's other address.
 */
export const backOfficeRoutes = ["admin", "account", "login", "register", "signup", "reset-password", "invitation"] as const;

const routes = new Set<string>(backOfficeRoutes);

/** Whether a page's path (with or without its language prefix) is one of the back office's. */
export function isBackOfficePath(pathname: string): boolean {
  const first = splitLocale(pathname).rest.split("/").find(Boolean);
  return first !== undefined && routes.has(first);
}
