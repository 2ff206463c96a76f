import { fireEvent, render, screen } from "@testing-library/react";
import { useRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { HeroResizeHandles, nearestBlockWidth } from "./hero-resize-handles";

describe("nearestBlockWidth", () => {
  it("picks the stored step nearest a dragged width, no wider than the row", () => {
    expect(nearestBlockWidth(700, 2000)).toBe("2xl");
    expect(nearestBlockWidth(1000, 2000)).toBe("5xl");
    expect(nearestBlockWidth(5000, 2000)).toBe("full");
    // In an 800 px row every step from 4xl up is 800 px wide: the narrowest of them is kept.
    expect(nearestBlockWidth(900, 800)).toBe("4xl");
  });
});

function Preview(props: { onImage: (size: { width: number; height: number }) => void; onBlockWidth: (width: string) => void }) {
  const preview = useRef<HTMLDivElement>(null);
  return (
    <div ref={preview}>
      <div data-hero-text="">
        <h1>Title</h1>
      </div>
      <div data-hero-image="right">
        <img src="/a.png" alt="" />
      </div>
      <HeroResizeHandles preview={preview} image={{ width: 400, height: 300 }} blockWidth="4xl" onImage={props.onImage} onBlockWidth={props.onBlockWidth} />
    </div>
  );
}

describe("HeroResizeHandles", () => {
  it("resizes the image and the text block with the arrow keys, Shift for bigger steps", async () => {
    const onImage = vi.fn();
    const onBlockWidth = vi.fn();
    render(<Preview onImage={onImage} onBlockWidth={onBlockWidth} />);
    const image = await screen.findByRole("button", { name: "Resize image" });
    expect(document.getElementById(image.getAttribute("aria-describedby")!)?.textContent).toMatch(/left and right change the width.*400 × 300 px/);
    fireEvent.keyDown(image, { key: "ArrowRight" });
    expect(onImage).toHaveBeenLastCalledWith({ width: 410, height: 300 });
    fireEvent.keyDown(image, { key: "ArrowUp", shiftKey: true });
    expect(onImage).toHaveBeenLastCalledWith({ width: 400, height: 250 });

    const text = screen.getByRole("button", { name: "Resize text block" });
    fireEvent.keyDown(text, { key: "ArrowLeft" });
    expect(onBlockWidth).toHaveBeenLastCalledWith("3xl");
    fireEvent.keyDown(text, { key: "ArrowRight" });
    expect(onBlockWidth).toHaveBeenLastCalledWith("5xl");
  });
});
