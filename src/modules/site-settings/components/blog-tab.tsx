"use client";

import { areaField, checkField, RowList, textField } from "./row-fields";
import { withList, type TabProps } from "./tab-props";
import { settingsBlogPostLimit } from "@/modules/posts/posts.validation";

/** Each recent blog post's title, whether visitors see it, and its meta description; posts are written in the post editor. */
export function BlogTab({ draft, change }: TabProps) {
  const rows = draft.lists.blog_posts;
  return (
    <>
      {rows.length >= settingsBlogPostLimit ? <p className="mb-3 text-sm text-gray-600">The newest {settingsBlogPostLimit} posts. Older ones open from the site map.</p> : null}
      <RowList
        rows={rows}
        fields={[textField("title", "Title"), checkField("display_this_post", "Published"), areaField("metadescription_for_page", "Meta description")]}
        nameOf={(post, index) => String(post.title || `Post ${index + 1}`)}
        onChange={(rows) => change(withList("blog_posts", rows))}
        empty="No blog posts yet."
      />
    </>
  );
}
