import { describe, expect, it } from "vitest";
import { layoutSectionKinds, saveLayoutBody } from "./layout.validation";
import { placedKindNames, placedKinds } from "./placed-kinds";

describe("the table of placed kinds", () => {
  it("holds hero, template and heading, in the order kinds sharing a place are shown", () => {
    expect(placedKindNames).toEqual(["hero", "template", "heading"]);
  });

  it("names each kind as the page-layout API does, one kind per API name", () => {
    expect(placedKindNames.map((kind) => placedKinds[kind].layoutType)).toEqual([...layoutSectionKinds]);
    for (const kind of placedKindNames) {
      expect(saveLayoutBody.safeParse({ url_page: "/", sections: [{ id: "x", type: placedKinds[kind].layoutType }] }).success, kind).toBe(true);
    }
  });

  it("has the spec's message for each part of the page that fails to load (001 §8)", () => {
    expect(placedKindNames.map((kind) => placedKinds[kind].loadFailed)).toEqual([
      "Failed to fetch hero sections",
      "Failed to fetch template sections",
      "Failed to fetch template headings",
    ]);
  });
});
