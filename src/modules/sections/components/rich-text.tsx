import type { ElementType } from "react";
import type { InPlaceMark } from "@/lib/editing";

type RichTextProps = {
  html: string;
  as?: ElementType;
  className?: string;
  id?: string;
  /** Marks the text as one an admin edits where it stands (`inPlaceMark`). */
  edit?: InPlaceMark;
};

/** Rich text that the service sanitized on write (spec 001 §5). Renders nothing when empty. */
export function RichText({ html, as: Tag = "div", className, id, edit }: RichTextProps) {
  if (!html.trim()) return null;
  return <Tag id={id} className={className} {...edit} dangerouslySetInnerHTML={{ __html: html }} />;
}
