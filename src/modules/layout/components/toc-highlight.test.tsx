import { describe, expect, it } from "vitest";
import { runBehavior } from "@/testing/behavior-page";
import { TocHighlight } from "./toc-highlight";

const placeAt = (id: string, top: number) => Object.defineProperty(document.getElementById(id)!, "getBoundingClientRect", { value: () => ({ top }), configurable: true });
const current = () => [...document.querySelectorAll('[aria-current="location"]')].map((link) => link.textContent);

describe("the table of contents' highlight", () => {
  it("marks the last heading at or above the offset in each list, and follows the scroll", async () => {
    document.body.innerHTML = `<div data-toc><a href="#one">One</a><a href="#two">Two</a></div><div data-toc><a href="#one">First</a></div><h2 id="one"></h2><h2 id="two"></h2>`;
    placeAt("one", 40);
    placeAt("two", 500);
    runBehavior(TocHighlight, { offsetPx: 100 });
    expect(current()).toEqual(["One", "First"]);

    placeAt("two", 90);
    dispatchEvent(new Event("scroll"));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(current()).toEqual(["Two", "First"]);
  });
});
