import { isLocale } from "./locales";

/** Pages that are never remembered as, nor redirected to after login (spec 000 §2). */
const authPages = ["login", "register", "reset-password", "signup"];

/** The path without a language prefix: `/es/login` -> `/login`. */
export function withoutLocale(pathname: string): string {
  const [, first, ...rest] = pathname.split("/");
  return first && isLocale(first) ? `/${rest.join("/")}` : pathname;
}

export function isAuthPage(pathname: string): boolean {
  const first = withoutLocale(pathname).split("/")[1] ?? "";
  return authPages.includes(first);
}

/** A same-site path (never another origin: `//evil.com` and `https://...` are refused). */
export function isLocalPath(target: string): boolean {
  return target.startsWith("/") && !target.startsWith("//") && !target.startsWith("/\\");
}

/** Every page other than the authentication pages and the root is remembered (spec 000 §2). */
export function shouldRemember(pathname: string): boolean {
  const bare = withoutLocale(pathname.split("?")[0] ?? pathname);
  return bare !== "/" && bare !== "" && !isAuthPage(bare);
}

function acceptable(target: string | null | undefined): target is string {
  return Boolean(target) && isLocalPath(target!) && !isAuthPage(target!.split("?")[0]!);
}

/**
 * Where to go after login, in the spec's order: an explicit target, the redirectTo query
 * parameter, the remembered return URL, the current public page, otherwise /account.
 * A target that is itself an authentication page (or another site) is skipped.
 */
export function loginRedirectTarget(
  candidates: { explicit?: string | null; redirectTo?: string | null; remembered?: string | null; currentPage?: string | null },
  fallback = "/account",
): string {
  const ordered = [candidates.explicit, candidates.redirectTo, candidates.remembered, candidates.currentPage];
  return ordered.find(acceptable) ?? fallback;
}
