import type { ElementType } from "react";

type RichTextProps = { html: string; as?: ElementType; className?: string; id?: string };

/** Rich text that the service sanitized on write (spec 001 §5). Renders nothing when empty. */
export function RichText({ html, as: Tag = "div", className, id }: RichTextProps) {
  if (!html.trim()) return null;
  return <Tag id={id} className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}


