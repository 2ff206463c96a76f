/**
 * The frames of a post's sanitized HTML (sanitizePostContent keeps YouTube and Vimeo players only).
 * The public renderer replaces each with the click-to-load placeholder (src/site/post-embeds.tsx);
 * the stored HTML stays as it is. DOMPurify writes every element closed and every attribute in
 * double quotes, which is what is read here.
 */
export interface PostFrame {
  /** The frame's address, entities decoded. */
  src: string;
  /** Its title attribute, entities decoded; "" without one. */
  title: string;
}

const frame = /<iframe\b([^>]*)>[\s\S]*?<\/iframe\s*>/gi;

const entities: Record<string, string> = { amp: "&", quot: '"', lt: "<", gt: ">", "#39": "'", "#x27": "'", nbsp: "\u00a0" };
const decode = (value: string) => value.replace(/&(amp|quot|lt|gt|#39|#x27|nbsp);/g, (_, name: string) => entities[name]!);

function attribute(attributes: string, name: string): string {
  const match = new RegExp(`(?:^|\\s)${name}="([^"]*)"`, "i").exec(attributes);
  return match ? decode(match[1]!) : "";
}

/** Each frame of `html` replaced by what `replace` gives for it (its index counts the frames in order). */
export function replaceFrames(html: string, replace: (frame: PostFrame, index: number) => string): string {
  let index = 0;
  return html.replace(frame, (_, attributes: string) => replace({ src: attribute(attributes, "src"), title: attribute(attributes, "title") }, index++));
}

/** The frames of `html`, in order. */
export function postFrames(html: string): PostFrame[] {
  const frames: PostFrame[] = [];
  replaceFrames(html, (found) => {
    frames.push(found);
    return "";
  });
  return frames;
}
