import { describe, expect, it } from "vitest";
import { browserOfNewAdmin } from "@/testing/browser-fetch";
import { createHeading, deleteHeading } from "@/modules/headings/headings.queries";
import { fetchPageLayout, layoutPosition, moveInLayout } from "@/modules/layout/layout.queries";
import { createMetric, createSection, deleteSection, fetchPageSections, recreateBody } from "@/modules/sections/sections.queries";

const signedIn = browserOfNewAdmin();
const titles = async (urlPage: string) => (await fetchPageLayout(urlPage)).map((section) => section.title);

// What Undo after a delete runs (delete-with-undo.ts): the row's place is read before the delete,
// its content written again in one request, and the new row moved back to that place.
describe("a deleted section brought back", () => {
  it("a template section returns with its fields and its metrics in order, between the same neighbours", async () => {
    signedIn();
    const page = "/undo-template";
    await createSection({ url_page: page, section_title: "Above" });
    const [first, second] = [await createMetric({ title: "One", description: "1" }), await createMetric({ title: "Two", description: "2" })];
    const middle = await createSection({ url_page: page, section_title: "Middle", section_type: "reviews", grid_columns: 4, is_gradient: true, gradient: { from: "sky-100", via: "white", to: "sky-200" }, metric_ids: [second.id, first.id] });
    await createSection({ url_page: page, section_title: "Below" });

    const position = await layoutPosition(page, { kind: "template", id: middle.id });
    expect(position).toBe(1);
    await deleteSection(middle.id);
    expect(await titles(page)).toEqual(["Above", "Below"]);

    const restored = await createSection(recreateBody(middle));
    await moveInLayout(page, { kind: "template", id: restored.id }, position);
    expect(await titles(page)).toEqual(["Above", "Middle", "Below"]);
    const back = (await fetchPageSections(page)).find((section) => section.id === restored.id)!;
    expect(back).toMatchObject({ section_type: "reviews", grid_columns: 4, is_gradient: true, gradient: middle.gradient });
    expect(back.website_metric.map((metric) => metric.title)).toEqual(["Two", "One"]);
  });

  it("a heading at the top of the page returns to the top", async () => {
    signedIn();
    const page = "/undo-heading";
    const heading = await createHeading({ url_page: page, name: "First of all", description_text: "Intro" });
    await createSection({ url_page: page, section_title: "Then" });
    await moveInLayout(page, { kind: "heading", id: heading.id }, 0);
    expect(await titles(page)).toEqual(["First of all", "Then"]);

    const position = await layoutPosition(page, { kind: "heading", id: heading.id });
    await deleteHeading(heading.id);
    const restored = await createHeading({ url_page: page, name: heading.name, description_text: heading.description_text });
    await moveInLayout(page, { kind: "heading", id: restored.id }, position);
    expect(await titles(page)).toEqual(["First of all", "Then"]);
  });
});
