import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PostBody } from "./post-body";

const html = "<h2>Before you go</h2><p>Papers.</p><h2>On arrival</h2><p>Register.</p><h2>After a month</h2><p>Settle in.</p>";

describe("a post's body by its type", () => {
  it("lists the headings under 'On this page' for a default post", () => {
    render(<PostBody html={html} type="default" tocTitle="On this page" />);
    expect(screen.getByRole("navigation", { name: "On this page" })).toBeTruthy();
    expect(screen.getByRole("article").querySelectorAll("h2")).toHaveLength(3);
  });

  it("shows only the text for a minimal post", () => {
    render(<PostBody html={html} type="minimal" tocTitle="On this page" />);
    expect(screen.queryByRole("navigation", { name: "On this page" })).toBeNull();
    expect(screen.getByRole("article").querySelectorAll("h2")).toHaveLength(3);
  });

  it("draws a landing post's HTML as it is: no article typography, no contents", () => {
    const { container } = render(<PostBody html='<section class="hero"><h1>Launch</h1></section>' type="landing" tocTitle="On this page" />);
    expect(screen.queryByRole("article")).toBeNull();
    expect(screen.queryByRole("navigation", { name: "On this page" })).toBeNull();
    expect(container.querySelector("section.hero h1")?.textContent).toBe("Launch");
  });
});
