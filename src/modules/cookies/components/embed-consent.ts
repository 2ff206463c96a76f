// Third-party frames (YouTube, Vimeo) wait behind a click-to-load placeholder (consent-embed.tsx)
// until the visitor consents to the cookie service that covers the frame's host. The rules, apart
// from the markup so that they can be tested.
import { acceptedServices, serviceForUrl, type ConsentConfig, type ConsentService } from "./consent-state";

export type EmbedProvider = "youtube" | "vimeo";

/** The provider's name as visitors know it (a brand: the same in every language). */
export const providerNames: Record<EmbedProvider, string> = { youtube: "YouTube", vimeo: "Vimeo" };

const youtubeHosts = new Set(["youtube.com", "www.youtube.com", "youtube-nocookie.com", "www.youtube-nocookie.com"]);

/**
 * A player address as a frame may load it: https, a YouTube or Vimeo player, YouTube's on
 * youtube-nocookie.com (no cookies until the video plays). Null for anything else.
 */
export function playerUrl(raw: string): { src: string; provider: EmbedProvider } | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== "https:") return null;
  if (youtubeHosts.has(url.hostname) && /^\/embed\/[\w-]+$/.test(url.pathname)) {
    url.hostname = "www.youtube-nocookie.com";
    return { src: url.href, provider: "youtube" };
  }
  if (url.hostname === "player.vimeo.com" && /^\/video\/\d+$/.test(url.pathname)) return { src: url.href, provider: "vimeo" };
  return null;
}

/** The player starts at once: the visitor clicked to load it. */
export function withAutoplay(src: string): string {
  const url = new URL(src);
  url.searchParams.set("autoplay", "1");
  return url.href;
}

/**
 * Whether a frame may load without a click: the page's consent configuration names a service that
 * covers its host, and that service is essential or accepted under the current policy revision.
 * A host no service covers loads only on the visitor's click (the organization did not declare it).
 */
export function embedConsent(src: string, config: ConsentConfig | null, cookies: string): { service: ConsentService | undefined; allowed: boolean } {
  const service = config ? serviceForUrl(src, config.services) : undefined;
  const allowed = Boolean(config && service && (service.essential || acceptedServices(cookies, config.revision).includes(service.id)));
  return { service, allowed };
}

/** The services a visitor's "always allow" saves: what stands, the essential ones and the embed's service. */
export function servicesAllowing(service: ConsentService, config: ConsentConfig, cookies: string): string[] {
  const essential = config.services.filter((entry) => entry.essential).map((entry) => entry.id);
  return [...new Set([...essential, ...acceptedServices(cookies, config.revision), service.id])];
}
