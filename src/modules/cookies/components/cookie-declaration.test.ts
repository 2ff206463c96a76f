import { createElement, type ComponentProps } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CookieDeclaration } from "./cookie-declaration";

const service = (id: string, name: string, extra: { hosts?: string[]; active?: boolean } = {}) => ({
  id,
  category_id: "c",
  name,
  description: `${name} does its job.`,
  hosts: extra.hosts ?? [],
  active: extra.active ?? true,
});

const categories: ComponentProps<typeof CookieDeclaration>["categories"] = [
  { id: "c1", name: "Essential", name_translation: { es: "Esenciales" }, description: "Needed.", description_translation: {}, order: 0, cookie_service: [service("s1", "Session")] },
  {
    id: "c2",
    name: "External media",
    name_translation: { es: "Contenido externo" },
    description: "Videos.",
    description_translation: { es: "Vídeos." },
    order: 1,
    cookie_service: [service("s2", "YouTube", { hosts: ["youtube.com", "ytimg.com"] }), service("s3", "Retired player", { active: false })],
  },
  { id: "c3", name: "Marketing", name_translation: {}, description: "", description_translation: {}, order: 2, cookie_service: [] },
];

const render = (locale: "en" | "es") => renderToStaticMarkup(createElement(CookieDeclaration, { categories, locale }));

describe("the cookie declaration of /cookie-policy", () => {
  it("lists every category with its active services, their purposes and domains, and opens the privacy settings", () => {
    const html = render("en");
    expect(html).toContain("External media");
    expect(html).toContain("YouTube does its job.");
    expect(html).toContain("Domains: youtube.com, ytimg.com");
    expect(html).not.toContain("Retired player");
    expect(html).toContain("No services");
    // Essential is marked always on, and only it.
    expect(html.match(/Always on/g)).toHaveLength(1);
    expect(html).toMatch(/<button type="button" data-consent="settings"[^>]*>Privacy Settings<\/button>/);
  });

  it("speaks the visitor's language where the organization translated its categories", () => {
    const html = render("es");
    expect(html).toContain("Contenido externo");
    expect(html).toContain("Vídeos.");
    expect(html).toContain("Esenciales");
    expect(html).toContain("Siempre activ");
  });
});
