import { describe, expect, it } from "vitest";
import { groupHelpArticles } from "./help-center-index";

const article = (slug: string, placement: { section_id?: string; subsection?: string } = {}) => ({
  slug,
  title: slug,
  description: null,
  section_id: placement.section_id ?? null,
  subsection: placement.subsection ?? null,
  updated_at: new Date(0),
});
const sections = [{ id: "s1", section_title: "Visas", section_title_translation: { es: "Visados" } }];
const titles = (groups: ReturnType<typeof groupHelpArticles>) => groups.map((group) => [group.title, group.articles.map((entry) => entry.slug)]);

describe("groupHelpArticles", () => {
  it("groups by subsection, else by the section's title in the page's language, in the order the articles come; the rest last", () => {
    const articles = [article("a", { subsection: "Arriving" }), article("b", { section_id: "s1" }), article("c"), article("d", { subsection: " Arriving " }), article("e", { section_id: "gone" })];
    expect(titles(groupHelpArticles(articles, sections, "es", "Más artículos"))).toEqual([
      ["Arriving", ["a", "d"]],
      ["Visados", ["b"]],
      ["Más artículos", ["c", "e"]],
    ]);
  });

  it("gives no group title when no article has a place", () => {
    expect(titles(groupHelpArticles([article("a"), article("b")], sections, "en", "More articles"))).toEqual([[null, ["a", "b"]]]);
    expect(groupHelpArticles([], sections, "en", "More articles")).toEqual([]);
  });
});
