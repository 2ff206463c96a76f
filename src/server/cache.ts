import { revalidateTag } from "next/cache";

/** The cache tag of everything an organization's public pages show. */
export const organizationTag = (organizationId: string) => `org-${organizationId}`;
/** The cache tag of one post or page. */
export const postTag = (organizationId: string, slug: string) => `org-${organizationId}-post-${slug}`;

const recent: string[] = [];

/**
 * Drops cached pages carrying these tags, so that the next request shows the change
 * (`expire: 0`: not stale-while-revalidate; see ARCHITECTURE.md pitfalls). Outside a Next server
 * (tests, the CLI) nothing is cached; the tags are only recorded.
 */
export function invalidate(...tags: string[]): void {
  recent.push(...tags);
  if (recent.length > 200) recent.splice(0, recent.length - 200);
  if (!process.env.NEXT_RUNTIME) return;
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch (error) {
      // Outside a request (start-up seeding the demo) Next has no cache store, and nothing is cached yet.
      if (!(error instanceof Error && error.message.includes("static generation store missing"))) throw error;
    }
  }
}

/** The tags invalidated lately, newest last (for tests). */
export function recentInvalidations(): readonly string[] {
  return recent;
}

/** Forgets the record, so that a test sees only what it caused. */
export function clearRecentInvalidations(): void {
  recent.length = 0;
}
