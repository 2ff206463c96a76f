import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { HeadingSection } from "@/modules/headings/components/heading-section";
import { fallbackHero, HeroSection } from "@/modules/hero/components/hero-section";
import { TemplateSection } from "@/modules/sections/components/template-section";
import { headingRow, publicMetric, publicSection } from "@/testing/sections";
import { carryEditedText, changeFor, editedHtml, inPlaceTarget, restoreFor } from "./in-place-target";

// Issue 34 point 3: the texts an admin edits where they stand are found from the page's own marks.
afterEach(() => {
  document.body.innerHTML = "";
});

const card = publicMetric({ id: "card-1", title: "Visas", description: "<p>We help.</p>", version: 4 });
const section = publicSection({ id: "section-1", section_title: "Our services", section_description: "<p>All of them.</p>", version: 7, website_metric: [card] });

function drawPage(anchor?: { kind: string; id?: string }) {
  document.body.innerHTML = renderToStaticMarkup(<TemplateSection section={section} locale="en" anchor={anchor} />);
}

describe("finding the text a click edits", () => {
  it("names the section's title and description, and each card's title and text, with the version the page was drawn from", () => {
    drawPage({ kind: "template", id: "section-1" });
    const find = (text: string) => inPlaceTarget([...document.querySelectorAll("[data-edit-field] *, [data-edit-field]")].find((node) => node.textContent === text) ?? null);
    expect(find("Our services")).toMatchObject({ kind: "template", rowId: "section-1", field: "section_title", version: 7 });
    expect(find("All of them.")).toMatchObject({ kind: "template", rowId: "section-1", field: "section_description", version: 7 });
    expect(find("Visas")).toMatchObject({ kind: "card", rowId: "card-1", field: "title", version: 4 });
    expect(find("We help.")).toMatchObject({ kind: "card", rowId: "card-1", field: "description", version: 4 });
  });

  it("names a heading's name and description and the hero's title and description, by the placed section around them", () => {
    document.body.innerHTML = renderToStaticMarkup(
      <>
        <HeadingSection heading={headingRow({ id: "heading-1", name: "Welcome", description_text: "<p>Hello.</p>", version: 3 })} locale="en" anchor={{ kind: "heading", id: "heading-1" }} />
        <HeroSection hero={{ ...fallbackHero("Acme"), id: "hero-1", title: "Visas made simple", description: "<p>Since 1999.</p>", version: 9 }} locale="en" anchor={{ kind: "hero", id: "hero-1" }} />
      </>,
    );
    const at = (selector: string) => inPlaceTarget(document.querySelector(selector));
    expect(at('[data-kind="heading"] [data-edit-field="name"]')).toMatchObject({ kind: "heading", rowId: "heading-1", field: "name", version: 3 });
    expect(at('[data-kind="heading"] [data-edit-field="description_text"]')).toMatchObject({ kind: "heading", field: "description_text" });
    expect(at("h1")).toMatchObject({ kind: "hero", rowId: "hero-1", field: "title", version: 9 });
    expect(at('[data-kind="hero"] [data-edit-field="description"]')).toMatchObject({ kind: "hero", field: "description" });
  });

  it("finds nothing in an editor's preview (no placed section around it) or outside a marked text", () => {
    drawPage();
    expect(inPlaceTarget(document.querySelector("h2"))).toBeNull();
    drawPage({ kind: "template", id: "section-1" });
    expect(inPlaceTarget(document.querySelector("section"))).toBeNull();
    expect(inPlaceTarget(null)).toBeNull();
  });
});

describe("a fresh page while a text is edited", () => {
  it("keeps the text being edited, with what was typed, in place of its fresh twin", () => {
    drawPage({ kind: "template", id: "section-1" });
    const shown = document.body.firstElementChild as HTMLElement;
    const live = shown.querySelector<HTMLElement>('[data-edit-field="description"]')!;
    live.dataset.editing = "";
    live.innerHTML = "<p>Half typ</p>";
    const fresh = shown.cloneNode(true) as HTMLElement;
    fresh.querySelector('[data-edit-field="description"]')!.innerHTML = "<p>We help.</p>";
    carryEditedText(shown, fresh);
    expect(fresh.querySelector('[data-edit-field="description"]')).toBe(live);
    expect(fresh.querySelector('[data-edit-field="description"]')!.innerHTML).toBe("<p>Half typ</p>");
    expect(fresh.querySelector("h2")!.textContent).toBe("Our services");
  });
});

describe("what a save writes", () => {
  const stored = { base: "Our services", translations: { es: "Servicios", de: "Leistungen" } };

  it("writes the field in the default language, and the language's translation (others kept) elsewhere", () => {
    expect(changeFor("section_title", stored, "Services", null)).toEqual({ section_title: "Services" });
    expect(changeFor("section_title", stored, "Nuestros servicios", "es")).toEqual({ section_title_translation: { es: "Nuestros servicios", de: "Leistungen" } });
    expect(changeFor("description", stored, "<p>Hola</p>", "fr")).toEqual({ description_translation: { es: "Servicios", de: "Leistungen", fr: "<p>Hola</p>" } });
  });

  it("drops a translation emptied on the page, so that the default text shows there again", () => {
    expect(changeFor("title", stored, "", "es")).toEqual({ title_translation: { de: "Leistungen" } });
  });

  it("undoes by writing back what was stored", () => {
    expect(restoreFor("section_title", stored, null)).toEqual({ section_title: "Our services" });
    expect(restoreFor("section_title", stored, "es")).toEqual({ section_title_translation: stored.translations });
  });

  it("saves an emptied text as empty, not as the browser's placeholder line break, and bold and italic as the stored text says them", () => {
    const element = document.createElement("div");
    element.innerHTML = "<br>";
    expect(editedHtml(element)).toBe("");
    element.innerHTML = "  <b>New</b> <i>text</i> ";
    expect(editedHtml(element)).toBe("<strong>New</strong> <em>text</em>");
  });
});
