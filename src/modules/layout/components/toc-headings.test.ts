import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { sanitizePostContent } from "@/modules/posts/post-content";
import { TableOfContents } from "./toc";
import { headingSlug, nestHeadings, withHeadingIds, type TocHeading } from "./toc-headings";

describe("headings of page content", () => {
  it("lists h2 to h5 in order with their text, and gives each an id made from it", () => {
    const { html, headings } = withHeadingIds("<h1>Title</h1><h2>Before you apply</h2><p>Text</p><h3>Documents <em>you</em> need</h3><h6>Small print</h6><h5>Fees</h5>");
    expect(headings).toEqual([
      { id: "before-you-apply", text: "Before you apply", level: 2 },
      { id: "documents-you-need", text: "Documents you need", level: 3 },
      { id: "fees", text: "Fees", level: 5 },
    ]);
    expect(html).toBe('<h1>Title</h1><h2 id="before-you-apply">Before you apply</h2><p>Text</p><h3 id="documents-you-need">Documents <em>you</em> need</h3><h6>Small print</h6><h5 id="fees">Fees</h5>');
  });

  it("keeps an id a heading already has, and never reuses one taken anywhere in the content", () => {
    const { html, headings } = withHeadingIds('<p id="fees">Intro</p><h2 class="big" id="start">Start here</h2><h2>Fees</h2><h3>Fees</h3><h2>Fees</h2>');
    expect(headings.map((heading) => heading.id)).toEqual(["start", "fees-2", "fees-3", "fees-4"]);
    expect(html).toContain('<h2 class="big" id="start">Start here</h2>');
    expect(html).toContain('<h2 id="fees-2">Fees</h2><h3 id="fees-3">Fees</h3><h2 id="fees-4">Fees</h2>');
  });

  it("reads entities as text and does not mistake an attribute's value for an id", () => {
    const { headings } = withHeadingIds('<h2 title="see id=x">Visa &amp; residence&nbsp;&#8212; &quot;fast&quot;</h2>');
    expect(headings).toEqual([{ id: "visa-residence-fast", text: 'Visa & residence — "fast"', level: 2 }]);
  });

  it("works on what the sanitizer stores", () => {
    const stored = sanitizePostContent('<h2 onclick="x()">Costs</h2><script>alert(1)</script><h3>Per person</h3>', "default");
    expect(withHeadingIds(stored).headings.map((heading) => heading.id)).toEqual(["costs", "per-person"]);
  });

  it("leaves out headings with no text", () => {
    const { html, headings } = withHeadingIds("<h2> <br> </h2><h2>Real</h2>");
    expect(headings.map((heading) => heading.text)).toEqual(["Real"]);
    expect(html).toContain("<h2> <br> </h2>");
  });

  it("slugs text of any script, without accents on Latin letters", () => {
    expect(headingSlug("Études & Café")).toBe("etudes-cafe");
    expect(headingSlug("Виза и ВНЖ")).toBe("виза-и-внж");
    expect(headingSlug("ビザの申請")).toBe("ビザの申請");
    expect(headingSlug("¿?")).toBe("section");
  });

  it("nests each heading under the closest higher one", () => {
    const flat: TocHeading[] = [
      { id: "a", text: "A", level: 2 },
      { id: "a1", text: "A1", level: 4 },
      { id: "a2", text: "A2", level: 3 },
      { id: "a2x", text: "A2x", level: 5 },
      { id: "b", text: "B", level: 2 },
    ];
    const shape = (entries: ReturnType<typeof nestHeadings>): unknown => entries.map((entry) => [entry.id, shape(entry.children)]);
    expect(shape(nestHeadings(flat))).toEqual([["a", [["a1", []], ["a2", [["a2x", []]]]]], ["b", []]]);
  });
});

describe("the table of contents", () => {
  const { headings } = withHeadingIds("<h2>Before you apply</h2><h3>Documents</h3><h2>Fees</h2>");
  const html = renderToStaticMarkup(createElement(TableOfContents, { entries: nestHeadings(headings), title: "En esta página" }));

  it("is titled, collapsible, open by default, and a labelled nav", () => {
    expect(html).toMatch(/^<details open=""[^>]*><summary[^>]*>En esta página<svg aria-hidden="true"/);
    expect(html).toContain('<nav aria-label="En esta página"');
  });

  it("links to each heading, nested as the headings are", () => {
    expect(html).toMatch(/<li><a href="#before-you-apply"[^>]*>Before you apply<\/a><ol[^>]*><li><a href="#documents"[^>]*>Documents<\/a><\/li><\/ol><\/li><li><a href="#fees"/);
  });

  it("marks no heading as current until the browser measures the page", () => {
    expect(html).not.toContain("aria-current");
  });
});
