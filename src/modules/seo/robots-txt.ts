/** Paths no crawler should walk: the API and the visitor's own pages (account, admin, sign-in). */
export const disallowedPaths = ["/api/", "/account", "/admin", "/invitation", "/login", "/register", "/reset-password"] as const;

/**
 * The Disallow rules of one private path. robots.txt rules are prefixes, and a bare `/account`
 * would also hide pages an admin may well create, such as /accounting or /registered-agents; so
 * the path is matched exactly (`$`, understood by Google and Bing), with a query, or with
 * anything below it.
 */
function disallowRules(path: string): string[] {
  return path.endsWith("/") ? [path] : [`${path}$`, `${path}?`, `${path}/`];
}

/**
 * robots.txt of a site: everything allowed but the private paths, in every enabled language
 * (`/es/login` as well as `/login`; the default language answers with its prefix too), and the
 * site's sitemap.
 */
export function robotsTxt(origin: string, locales: readonly string[] = []): string {
  const prefixes = ["", ...locales.map((locale) => `/${locale}`)];
  const disallow = disallowedPaths.flatMap((path) => (path === "/api/" ? [path] : prefixes.flatMap((prefix) => disallowRules(`${prefix}${path}`))));
  return ["User-agent: *", "Allow: /", ...disallow.map((rule) => `Disallow: ${rule}`), "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
}
