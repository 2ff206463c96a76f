import fs from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { layoutSection } from "@/modules/layout/layout.validation";
import { sectionTypeEditors } from "../components/section-editors";
import { createSectionBody } from "../sections.validation";
import { sectionTypeData } from "./data.server";
import { deriveSectionType, legacySectionFlags, sectionTypeRegistry, sectionTypes, type SectionType } from "./registry";

// Compile-time: the data and editor columns are keyed by registered types only.
const dataKeys: readonly SectionType[] = Object.keys(sectionTypeData) as (keyof typeof sectionTypeData)[];
const editorKeys: readonly SectionType[] = Object.keys(sectionTypeEditors) as (keyof typeof sectionTypeEditors)[];

/** The folders under sections/types/, each one a type: "help-center" is help_center. */
const typeFolders = fs
  .readdirSync(import.meta.dirname, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name.replaceAll("-", "_"));

describe("the registry of template-section types", () => {
  it("starts with the spec's nine types in the spec's order", () => {
    expect(sectionTypes.slice(0, 9)).toEqual(["general", "reviews", "help_center", "real_estate", "brand", "article_slider", "contact", "faq", "pricing_plans"]);
  });

  it("registers every folder under sections/types, and only those", () => {
    expect([...typeFolders].sort()).toEqual([...sectionTypes].sort());
    for (const folder of fs.readdirSync(import.meta.dirname, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
      for (const file of ["index.ts", "renderer.tsx", "skeleton.tsx"]) expect(fs.existsSync(path.join(import.meta.dirname, folder.name, file)), `${folder.name}/${file}`).toBe(true);
    }
  });

  it("is what the API accepts as section_type, and what the page layout answers as data.section_type", () => {
    for (const type of sectionTypes) expect(createSectionBody.safeParse({ url_page: "/", section_type: type }).success, type).toBe(true);
    const refused = createSectionBody.safeParse({ url_page: "/", section_type: "carousel" });
    expect(refused.error?.issues[0]?.message).toBe(`Section type must be one of: ${sectionTypes.join(", ")}`);
    const layoutTypes = layoutSection.shape.data.unwrap().shape.section_type.options;
    expect(layoutTypes).toEqual(sectionTypes);
  });

  it("gives every type a renderer and a skeleton", () => {
    for (const type of sectionTypes) {
      const { Body, Skeleton } = sectionTypeRegistry[type];
      expect(Body, type).toBeTypeOf("function");
      expect(renderToStaticMarkup(createElement(Skeleton)), type).toContain("animate-pulse");
    }
  });

  it("keys its data, editor and legacy-flag columns by registered types only", () => {
    for (const type of [...dataKeys, ...editorKeys, ...legacySectionFlags.map(([, flagged]) => flagged)]) expect(sectionTypes).toContain(type);
    expect(dataKeys).toEqual(["pricing_plans"]);
    // The page loader sends the types' reads next to the placed kinds' "kind.name" reads: no dots in a type.
    for (const type of sectionTypes) expect(type).not.toContain(".");
  });

  it("derives a type from the registry, a legacy flag, or general", () => {
    expect(deriveSectionType({ section_type: "faq" })).toBe("faq");
    expect(deriveSectionType({ section_type: "carousel", is_brand: true })).toBe("brand");
    expect(deriveSectionType({ section_type: "toString" })).toBe("general");
    expect(deriveSectionType({})).toBe("general");
  });

  it("requires a title of general sections only", () => {
    expect(sectionTypes.filter((type) => sectionTypeRegistry[type].titleRequired)).toEqual(["general"]);
  });
});
