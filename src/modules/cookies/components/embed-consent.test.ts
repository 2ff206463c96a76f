import { describe, expect, it } from "vitest";
import { testConsentConfig } from "@/testing/consent-config";
import { embedConsent, playerUrl, servicesAllowing, withAutoplay } from "./embed-consent";

// The demo's YouTube service covers the player's host, youtube-nocookie.com.
const config = { ...testConsentConfig, services: testConsentConfig.services.map((service) => (service.name === "YouTube" ? { ...service, hosts: ["youtube.com", "youtube-nocookie.com"] } : service)) };
const youtube = "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ";
const decided = (services: string[], revision = config.revision) => `cookies_accepted=true; cookies_consent=${revision}:${services.join(".")}`;

describe("a frame's player address", () => {
  it("moves YouTube to youtube-nocookie.com, keeping the path and the query", () => {
    expect(playerUrl("https://www.youtube.com/embed/dQw4w9WgXcQ?start=30")).toEqual({ src: `${youtube}?start=30`, provider: "youtube" });
    expect(playerUrl("https://youtube.com/embed/dQw4w9WgXcQ")).toEqual({ src: youtube, provider: "youtube" });
    expect(playerUrl(youtube)).toEqual({ src: youtube, provider: "youtube" });
    expect(playerUrl("https://player.vimeo.com/video/76979871?h=abc")).toEqual({ src: "https://player.vimeo.com/video/76979871?h=abc", provider: "vimeo" });
  });

  it("is null for anything that is no https player", () => {
    for (const src of ["", "not a url", "http://www.youtube.com/embed/dQw4w9WgXcQ", "https://www.youtube.com/watch?v=dQw4w9WgXcQ", "https://evil.example/embed/x", "https://vimeo.com/76979871", "javascript:alert(1)"]) {
      expect(playerUrl(src), src).toBeNull();
    }
  });

  it("autoplays once the visitor clicked", () => {
    expect(withAutoplay(youtube)).toBe(`${youtube}?autoplay=1`);
    expect(withAutoplay("https://player.vimeo.com/video/1234567?h=abc")).toBe("https://player.vimeo.com/video/1234567?h=abc&autoplay=1");
  });
});

describe("whether a frame loads without a click", () => {
  const service = config.services.find((entry) => entry.name === "YouTube")!;

  it("not before any decision, nor after Reject all (essential services only)", () => {
    expect(embedConsent(youtube, config, "")).toEqual({ service, allowed: false });
    expect(embedConsent(youtube, config, "cookies_accepted=false; cookies_consent=3:s-1").allowed).toBe(false);
  });

  it("once the service covering its host is accepted under the current policy revision", () => {
    expect(embedConsent(youtube, config, decided(["s-1", "s-2"])).allowed).toBe(true);
    expect(embedConsent(youtube, config, decided(["s-1", "s-2"], config.revision - 1)).allowed).toBe(false);
  });

  it("never for a host no service covers, nor on a page without a consent configuration", () => {
    expect(embedConsent("https://player.vimeo.com/video/76979871", config, decided(["s-1", "s-2"]))).toEqual({ service: undefined, allowed: false });
    expect(embedConsent(youtube, null, decided(["s-1", "s-2"])).allowed).toBe(false);
  });

  it("always when the organization counts the service as essential", () => {
    const essential = { ...config, services: config.services.map((entry) => ({ ...entry, essential: true })) };
    expect(embedConsent(youtube, essential, "").allowed).toBe(true);
  });

  it("'always allow' keeps what stands and adds the essential services and the embed's", () => {
    expect(servicesAllowing(service, config, "")).toEqual(["s-1", "s-2"]);
    const other = { ...config, services: [...config.services, { id: "s-3", name: "Vimeo", essential: false, hosts: ["vimeo.com"] }] };
    expect(servicesAllowing(service, other, decided(["s-1", "s-3"]))).toEqual(["s-1", "s-3", "s-2"]);
  });
});
