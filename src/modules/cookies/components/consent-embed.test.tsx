import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { testConsentConfig } from "@/testing/consent-config";
import { ConsentEmbed } from "./consent-embed";
import { noticeId, storeConsent } from "./consent-state";
import { embedWords } from "./embed-words.server";

const config = { ...testConsentConfig, services: testConsentConfig.services.map((service) => (service.name === "YouTube" ? { ...service, hosts: ["youtube.com", "youtube-nocookie.com"] } : service)) };
const src = "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ";

const clearCookies = () => {
  for (const name of ["cookies_accepted", "cookies_consent"]) document.cookie = `${name}=; Max-Age=0; Path=/`;
};

beforeEach(() => {
  // The page's consent configuration, as the server renders it into the hidden notice.
  const notice = document.body.appendChild(document.createElement("section"));
  notice.id = noticeId;
  notice.dataset.config = JSON.stringify(config);
  vi.stubGlobal("fetch", vi.fn(() => Promise.resolve(new Response("{}", { status: 201 }))));
});
afterEach(() => {
  document.getElementById(noticeId)?.remove();
  clearCookies();
  vi.unstubAllGlobals();
});

const embed = (target = src) => render(<ConsentEmbed src={target} provider="youtube" title="Moving to Spain" words={embedWords("en", "youtube")} className="aspect-video" />);

describe("the click-to-load placeholder", () => {
  it("names the provider and loads nothing before a decision", () => {
    embed();
    const group = screen.getByRole("group", { name: "YouTube: Moving to Spain" });
    expect(group.textContent).toContain("This content is hosted by YouTube.");
    expect(screen.getByRole("button", { name: "Load once" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Always allow YouTube" })).toBeTruthy();
    expect(document.querySelector("iframe")).toBeNull();
  });

  it("loads this embed once on request, playing, without recording consent", () => {
    embed();
    fireEvent.click(screen.getByRole("button", { name: "Load once" }));
    const frame = screen.getByTitle("Moving to Spain");
    expect(frame.tagName).toBe("IFRAME");
    expect(frame.getAttribute("src")).toBe(`${src}?autoplay=1`);
    expect(document.activeElement).toBe(frame);
    expect(document.cookie).not.toContain("cookies_consent");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("'always allow' records consent as the notice does and plays", () => {
    const heard = vi.fn();
    addEventListener("atrium:consent", heard);
    embed();
    fireEvent.click(screen.getByRole("button", { name: "Always allow YouTube" }));
    removeEventListener("atrium:consent", heard);
    expect(document.cookie).toContain(`cookies_consent=${config.revision}:s-1.s-2`);
    expect(document.cookie).toContain("cookies_accepted=true");
    expect(heard).toHaveBeenCalledOnce();
    expect(fetch).toHaveBeenCalledWith("/api/cookies/consent", expect.objectContaining({ method: "POST" }));
    expect(JSON.parse((vi.mocked(fetch).mock.calls[0]![1] as RequestInit).body as string)).toEqual({ consent_given: true, services: ["s-1", "s-2"], organization_id: config.organizationId });
    expect(screen.getByTitle("Moving to Spain").getAttribute("src")).toBe(`${src}?autoplay=1`);
  });

  it("shows the frame directly (no autoplay) when the service is already accepted, and the placeholder again after Reject all", () => {
    storeConsent(config.revision, ["s-1", "s-2"], true);
    embed();
    expect(screen.getByTitle("Moving to Spain").getAttribute("src")).toBe(src);
    act(() => storeConsent(config.revision, ["s-1"], false));
    expect(document.querySelector("iframe")).toBeNull();
    expect(screen.getByRole("button", { name: "Load once" })).toBeTruthy();
  });

  it("appears when consent is given elsewhere on the page (the notice's Accept all)", () => {
    embed();
    expect(document.querySelector("iframe")).toBeNull();
    act(() => storeConsent(config.revision, ["s-1", "s-2"], true));
    expect(screen.getByTitle("Moving to Spain").getAttribute("src")).toBe(src);
  });

  it("offers only the one-time load for a host no service covers", () => {
    embed("https://player.vimeo.com/video/76979871");
    expect(screen.getByRole("button", { name: "Load once" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Always allow/ })).toBeNull();
  });
});
