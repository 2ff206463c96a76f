"use client";

import { areaField, checkField, RowList, textField } from "./row-fields";
import { withList, type TabProps } from "./tab-props";

/** Each blog post's title, whether visitors see it, and its meta description; posts are written in the post editor. */
export function BlogTab({ draft, change }: TabProps) {
  return (
    <RowList
      rows={draft.lists.blog_posts}
      fields={[textField("title", "Title"), checkField("display_this_post", "Published"), areaField("metadescription_for_page", "Meta description")]}
      nameOf={(post, index) => String(post.title || `Post ${index + 1}`)}
      onChange={(rows) => change(withList("blog_posts", rows))}
      empty="No blog posts yet."
    />
  );
}
