/** Where visitors read a post (decision 022): a chapter, a help article, a blog post or a page. */
export function placeOf(post: { slug: string; doc_set: string | null; is_help_center: boolean; display_as_blog_post: boolean }) {
  if (post.doc_set) return { kind: "doc" as const, path: `/docs/${post.doc_set}/${post.slug}` };
  if (post.is_help_center) return { kind: "help" as const, path: `/help-center/${post.slug}` };
  if (post.display_as_blog_post) return { kind: "post" as const, path: `/blog/${post.slug}` };
  return { kind: "page" as const, path: `/${post.slug}` };
}
