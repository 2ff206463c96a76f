import { ConsentEmbed } from "@/modules/cookies/components/consent-embed";
import { embedWordsFor } from "@/modules/cookies/components/embed-words";
import { ResponsiveImage } from "@/modules/media/components/responsive-image";
import { mediaKind } from "./media-kind";

type MetricMediaProps = {
  src: string | null | undefined;
  /** Plain-text title: the image's alt text when the media library has none for it, and the video's accessible name. */
  alt: string;
  /** Size and shape classes (height, rounding, object-fit). */
  className?: string;
};

/**
 * A metric's media: an image, a video file, or a YouTube/Vimeo player behind the click-to-load
 * placeholder (its words are the page's, registered by the site layout).
 */
export function MetricMedia({ src, alt, className = "" }: MetricMediaProps) {
  const media = mediaKind(src);
  switch (media.kind) {
    case "none":
      return null;
    case "image":
      return <ResponsiveImage src={media.src} fallbackAlt={alt} maxWidth={640} loading="lazy" decoding="async" className={`object-cover ${className}`} />;
    case "video":
      return (
        <video controls preload="none" aria-label={alt || undefined} className={`bg-black object-cover ${className}`}>
          <source src={media.src} />
        </video>
      );
    case "youtube":
    case "vimeo":
      return <ConsentEmbed src={media.embedUrl} provider={media.kind} title={alt} words={embedWordsFor(media.kind)} className={className} />;
  }
}
