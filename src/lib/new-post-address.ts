/**
 * A new post opened from outside the editing layer with its first fields filled in (the assistant's
 * "Draft an article" on /admin/ai/management): a link to a public page with `#new=post&title=…` in
 * its address, read by the layer like `#edit=` (decision 019) and removed once read. Parsed by hand,
 * not with zod: the layer's first chunk carries no zod (decision 019, "Two chunks").
 */
export interface PostPrefill {
  title: string;
  /** A help-center article rather than a blog post. */
  helpCenter: boolean;
}

/** The longest title the address carries (the posts API's own limit). */
export const maxPrefillTitle = 300;

/** `#new=post&title=…&place=help-center`: the hash that opens the post editor on a new post so filled. */
export function newPostHash({ title, helpCenter }: PostPrefill): string {
  const params = new URLSearchParams({ new: "post", title: title.trim().slice(0, maxPrefillTitle) });
  if (helpCenter) params.set("place", "help-center");
  return `#${params.toString()}`;
}

/** The prefill a `#new=post…` hash asks for, or null when the hash is anything else. */
export function readNewPostHash(hash: string): PostPrefill | null {
  if (!hash.startsWith("#new=post")) return null;
  const params = new URLSearchParams(hash.slice(1));
  if (params.get("new") !== "post") return null;
  const title = (params.get("title") ?? "").trim().slice(0, maxPrefillTitle);
  return { title, helpCenter: params.get("place") === "help-center" };
}
