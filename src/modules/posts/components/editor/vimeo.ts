import { mergeAttributes, Node } from "@tiptap/core";

/** The player address of a Vimeo link (vimeo.com/76979871, player.vimeo.com/video/76979871), or null. */
export function vimeoPlayerUrl(url: string): string | null {
  const match = /^https?:\/\/(?:www\.|player\.)?vimeo\.com\/(?:video\/)?(\d+)(?:[/?#]|$)/i.exec(url.trim());
  return match ? `https://player.vimeo.com/video/${match[1]}` : null;
}

declare module "@tiptap/core" {
  interface Commands<ReturnType> {
    vimeo: {
      /** Inserts the player of a Vimeo link; false when the link is not Vimeo's. */
      setVimeoVideo: (options: { src: string }) => ReturnType;
    };
  }
}

/**
 * A Vimeo player in post content, the counterpart of TipTap's YouTube node (TipTap ships none):
 * only player.vimeo.com addresses parse or insert, the one other iframe the post sanitizer keeps.
 */
export const Vimeo = Node.create({
  name: "vimeo",
  group: "block",
  atom: true,
  draggable: true,
  addAttributes() {
    return { src: { default: null } };
  },
  parseHTML() {
    return [{ tag: 'iframe[src^="https://player.vimeo.com/video/"]' }];
  },
  renderHTML({ HTMLAttributes }) {
    const player = mergeAttributes({ width: 640, height: 360, frameborder: "0", allow: "autoplay; fullscreen; picture-in-picture", allowfullscreen: "true" }, HTMLAttributes);
    return ["div", { "data-vimeo-video": "" }, ["iframe", player]];
  },
  addCommands() {
    return {
      setVimeoVideo:
        ({ src }) =>
        ({ commands }) => {
          const player = vimeoPlayerUrl(src);
          return player ? commands.insertContent({ type: this.name, attrs: { src: player } }) : false;
        },
    };
  },
});
