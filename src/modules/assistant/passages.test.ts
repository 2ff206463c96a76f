import { describe, expect, it } from "vitest";
import { articlePassages, plainText } from "./passages";
import { rankPassages, sameWord, questionTerms } from "./ranking";

describe("articlePassages", () => {
  it("cuts an article at its headings, each passage linking to its heading's anchor", () => {
    const passages = articlePassages({
      kind: "help",
      title: "Visas & residence",
      description: "What you need.",
      path: "/help-center/visas",
      content: '<p>Intro &amp; more.</p><h2>Work visas</h2><ul><li>A contract</li><li>A passport</li></ul><h3 id="custom">Family</h3><p>Partners too.</p>',
    });
    expect(passages).toEqual([
      { source: "help", title: "Visas & residence", heading: null, url: "/help-center/visas", text: "What you need.\nIntro & more." },
      { source: "help", title: "Visas & residence", heading: "Work visas", url: "/help-center/visas#work-visas", text: "• A contract\n• A passport" },
      { source: "help", title: "Visas & residence", heading: "Family", url: "/help-center/visas#custom", text: "Partners too." },
    ]);
  });

  it("reads sanitized HTML as text: block ends are line breaks, entities decoded", () => {
    expect(plainText("<p>One<br>two</p><blockquote>&quot;three&quot;</blockquote>")).toBe('One\ntwo\n"three"');
  });
});

describe("ranking", () => {
  it("matches words that share a stem, not words that merely begin alike", () => {
    expect(sameWord("translation", "translating")).toBe(true);
    expect(sameWord("register", "registering")).toBe(true);
    expect(sameWord("approval", "approved")).toBe(true);
    expect(sameWord("card", "care")).toBe(false);
    expect(sameWord("constant", "consultation")).toBe(false);
  });

  it("keeps the words of a question that carry meaning", () => {
    expect(questionTerms("How long does a certified translation take?")).toEqual(["certified", "translation"]);
    expect(questionTerms("¿Cuánto tarda un visado de trabajo?", "es")).toEqual(["cuánto", "tarda", "visado", "trabajo"]);
  });

  it("ranks the passage that holds the question's rarer words first, with how much of the question it covers", () => {
    const passage = (heading: string, text: string) => ({ source: "help" as const, title: "Guide", heading, url: `/guide#${heading}`, text });
    const ranked = rankPassages("Which documents need a sworn translation?", [passage("Fees", "Our fees are listed per document."), passage("Translations", "A sworn translator translates each document you need.")]);
    expect(ranked[0]!.passage.heading).toBe("Translations");
    expect(ranked[0]!.coverage).toBe(1);
    expect(ranked[1]!.coverage).toBeLessThan(0.5);
  });
});
