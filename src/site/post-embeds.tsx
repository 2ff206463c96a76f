import { ConsentEmbed } from "@/modules/cookies/components/consent-embed";
import { playerUrl } from "@/modules/cookies/components/embed-consent";
import { embedWords } from "@/modules/cookies/components/embed-words.server";
import { postFrames, replaceFrames } from "@/modules/posts/post-frames";
import { renderHtmlText } from "@/server/islands/render-html";

/**
 * A post's sanitized HTML with each YouTube or Vimeo frame replaced by the click-to-load placeholder
 * island (its `src` on youtube-nocookie.com, its title kept), so that a page loads nothing from the
 * provider until the visitor consents or loads it once. A frame that is no known player is dropped.
 * The stored HTML is unchanged; every visitor gets the same HTML (the page stays cacheable).
 */
export async function withConsentEmbeds(html: string, locale: string): Promise<string> {
  const frames = postFrames(html);
  if (frames.length === 0) return html;
  const placeholders = await Promise.all(
    frames.map(({ src, title }) => {
      const player = playerUrl(src);
      if (!player) return "";
      return renderHtmlText(<ConsentEmbed src={player.src} provider={player.provider} title={title} words={embedWords(locale, player.provider)} className="my-6 aspect-video rounded-xl" />);
    }),
  );
  return replaceFrames(html, (_, index) => placeholders[index]!);
}
