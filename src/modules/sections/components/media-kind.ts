/** What a metric's `image` URL points at (spec 000 §3 "Metric list": image, video file or video host). */
export type MediaKind =
  | { kind: "none" }
  | { kind: "image"; src: string }
  | { kind: "video"; src: string }
  | { kind: "youtube"; id: string; embedUrl: string }
  | { kind: "vimeo"; id: string; embedUrl: string };

const videoFile = /\.(mp4|webm|ogg)$/i;
const youtubeId = /^[A-Za-z0-9_-]{11}$/;
const vimeoId = /^\d{6,12}$/;
const youtubeHosts = new Set(["youtube.com", "m.youtube.com", "music.youtube.com", "youtube-nocookie.com"]);
const vimeoHosts = new Set(["vimeo.com", "player.vimeo.com"]);

function youtube(id: string | null | undefined): MediaKind | null {
  return id && youtubeId.test(id) ? { kind: "youtube", id, embedUrl: `https://www.youtube-nocookie.com/embed/${id}` } : null;
}

function vimeo(id: string | null | undefined): MediaKind | null {
  return id && vimeoId.test(id) ? { kind: "vimeo", id, embedUrl: `https://player.vimeo.com/video/${id}` } : null;
}

function videoHost(url: URL): MediaKind | null {
  const host = url.hostname.replace(/^www\./, "");
  const segments = url.pathname.split("/").filter(Boolean);
  if (host === "youtu.be") return youtube(segments[0]);
  if (youtubeHosts.has(host)) {
    if (segments[0] === "watch") return youtube(url.searchParams.get("v"));
    if (segments[0] === "embed" || segments[0] === "shorts" || segments[0] === "live" || segments[0] === "v") return youtube(segments[1]);
    return null;
  }
  if (vimeoHosts.has(host)) return vimeo(segments.findLast((segment) => /^\d+$/.test(segment)));
  return null;
}

/**
 * Classifies a stored media URL. Absolute http(s) URLs, site-relative paths and `data:image/` URLs
 * are accepted; anything else (javascript:, blank) is "none". YouTube and Vimeo links become
 * privacy-friendly player URLs (the click-to-load placeholder adds autoplay when the visitor clicks).
 */
export function mediaKind(raw: string | null | undefined): MediaKind {
  const value = raw?.trim();
  if (!value) return { kind: "none" };
  if (/^data:image\//i.test(value)) return { kind: "image", src: value };
  let url: URL;
  try {
    url = new URL(value, "https://relative.invalid");
  } catch {
    return { kind: "none" };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return { kind: "none" };
  const hosted = url.hostname === "relative.invalid" ? null : videoHost(url);
  if (hosted) return hosted;
  if (videoFile.test(url.pathname)) return { kind: "video", src: value };
  return { kind: "image", src: value };
}
