import { afterCommit } from "./db/client";
import { sharedPageCache } from "./http/page-cache";
import { perProcess } from "./per-process";

/** The cache tag of everything an organization's public pages show. */
export const organizationTag = (organizationId: string) => `org-${organizationId}`;
/** The cache tag of one post or page. */
export const postTag = (organizationId: string, slug: string) => `org-${organizationId}-post-${slug}`;

const recent = perProcess("recent-invalidations", (): string[] => []);

/**
 * Drops cached pages carrying these tags once the change is committed, so that the next request
 * shows it. Public pages are cached only by the front server (docs/decisions/007); Next's own
 * caches are not used, so there is nothing to revalidate there.
 */
export function invalidate(...tags: string[]): void {
  afterCommit(() => {
    recent.push(...tags);
    if (recent.length > 200) recent.splice(0, recent.length - 200);
    sharedPageCache().invalidate(tags);
  });
}

/** The tags invalidated lately, newest last (for tests). */
export function recentInvalidations(): readonly string[] {
  return recent;
}

/** Forgets the record, so that a test sees only what it caused. */
export function clearRecentInvalidations(): void {
  recent.length = 0;
}
