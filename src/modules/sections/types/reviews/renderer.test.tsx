import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { publicMetric, publicSection } from "@/testing/sections";
import { textStyleFor } from "../../components/section-style";
import { ReviewsBody } from "./renderer";

const reviews = (image: string) => {
  const container = document.createElement("div");
  container.innerHTML = renderToStaticMarkup(
    <ReviewsBody section={publicSection({ section_type: "reviews", grid_columns: 3, website_metric: [publicMetric({ title: "Maria", description: "<p>Great help.</p>", image })] })} locale="en" textStyle={textStyleFor("default")} />,
  );
  return container.querySelector("figure")!;
};

describe("a Reviews card", () => {
  it("plays a YouTube video at the card's width above the quote, not squeezed into the 48 px avatar (issue 34)", () => {
    const figure = reviews("https://youtu.be/dQw4w9WgXcQ");
    const player = figure.querySelector('[aria-label="YouTube: Maria"]')!;
    expect(player).not.toBeNull();
    expect(player.closest("figcaption")).toBeNull();
    expect(player.className).toContain("w-full");
    expect(player.className).toContain("aspect-video");
    expect(player.className).not.toContain("size-12");
    // The card clips whatever is wider than it; the reviewer keeps an initial as avatar.
    expect(figure.className).toContain("overflow-hidden");
    expect(figure.querySelector("figcaption span[aria-hidden]")?.textContent).toBe("M");
  });

  it("keeps a photo as the reviewer's round avatar", () => {
    const figure = reviews("https://example.com/maria.jpg");
    const avatar = figure.querySelector("figcaption img")!;
    expect(avatar.getAttribute("src")).toBe("https://example.com/maria.jpg");
    expect(avatar.className).toContain("size-12");
  });
});
