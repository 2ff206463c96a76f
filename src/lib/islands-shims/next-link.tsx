import type { AnchorHTMLAttributes } from "react";

/** next/link in islands of the public renderer (docs/decisions/030): a plain link; the next page loads whole. */
export default function Link({ href, prefetch: _prefetch, replace: _replace, scroll: _scroll, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; prefetch?: boolean; replace?: boolean; scroll?: boolean }) {
  return <a href={href} {...rest} />;
}
