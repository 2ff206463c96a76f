import { announce, onAnnounced } from "./coherence";
import { sharedPageStore } from "./http/page-store";
import { perProcess } from "./per-process";

/** The cache tag of everything an organization's public pages show. */
export const organizationTag = (organizationId: string) => `org-${organizationId}`;
/** The cache tag of one post or page. */
export const postTag = (organizationId: string, slug: string) => `org-${organizationId}-post-${slug}`;

const recent = perProcess("recent-invalidations", (): string[] => []);

perProcess("page-invalidation", () =>
  onAnnounced(
    "pages",
    (announcement) => {
      if (announcement.kind !== "pages") return;
      recent.push(...announcement.tags);
      if (recent.length > 200) recent.splice(0, recent.length - 200);
      sharedPageStore().invalidateHere(announcement.tags);
    },
    async (announcement) => {
      if (announcement.kind === "pages") await sharedPageStore().invalidateShared(announcement.tags);
    },
  ),
);

/**
 * Drops cached pages carrying these tags once the change is committed, in every process of the
 * installation and in the shared cache (coherence.ts), so that the next request anywhere shows it.
 * Public pages are cached only by the front server (docs/decisions/007).
 */
export function invalidate(...tags: string[]): void {
  announce({ kind: "pages", tags });
}

/** The tags invalidated lately, newest last (for tests). */
export function recentInvalidations(): readonly string[] {
  return recent;
}

/** Forgets the record, so that a test sees only what it caused. */
export function clearRecentInvalidations(): void {
  recent.length = 0;
}
