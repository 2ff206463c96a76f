import { ResponsiveImage } from "@/modules/media/components/responsive-image";
import { mediaKind } from "./media-kind";
import { VideoEmbed } from "./video-embed";

type MetricMediaProps = {
  src: string | null | undefined;
  /** Plain-text title, used as alt text and as the video's accessible name. */
  alt: string;
  /** Size and shape classes (height, rounding, object-fit). */
  className?: string;
};

/** A metric's media: an image, a video file, or a click-to-load YouTube/Vimeo player. */
export function MetricMedia({ src, alt, className = "" }: MetricMediaProps) {
  const media = mediaKind(src);
  switch (media.kind) {
    case "none":
      return null;
    case "image":
      return <ResponsiveImage src={media.src} alt={alt} maxWidth={640} loading="lazy" decoding="async" className={`object-cover ${className}`} />;
    case "video":
      return (
        <video controls preload="none" aria-label={alt || undefined} className={`bg-black object-cover ${className}`}>
          <source src={media.src} />
        </video>
      );
    case "youtube":
    case "vimeo":
      return <VideoEmbed embedUrl={media.embedUrl} provider={media.kind} title={alt} className={className} />;
  }
}
