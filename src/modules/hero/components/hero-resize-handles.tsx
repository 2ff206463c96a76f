"use client";

// Drag-to-resize handles over the hero modal's live preview (spec 001 §2): one at the image's
// bottom-right corner (width and height in px), one at the text block's right edge (its block width,
// in the stored steps). The preview is the public renderer; the handles are drawn over it, found by
// the renderer's data attributes, so nothing of them reaches visitors.
import { useEffect, useId, useState, type KeyboardEvent, type PointerEvent, type RefObject } from "react";
import { heroBlockWidths } from "../hero.validation";
import { formatMessage } from "@/lib/i18n/format";
import { heroBlockWidthLabel } from "@/lib/plain-labels";
import resizeText from "@/messages/en/admin/heroResize.json";

type BlockWidth = (typeof heroBlockWidths)[number];
/** The block widths in px (Tailwind's max-w-* at 16 px per rem); "full" is the whole row. */
const blockPixels: Record<BlockWidth, number> = { "2xl": 672, "3xl": 768, "4xl": 896, "5xl": 1024, "6xl": 1152, "7xl": 1280, full: Number.POSITIVE_INFINITY };
const keyStep = 10;
const minImage = 40;

interface Props {
  preview: RefObject<HTMLElement | null>;
  image: { width: number; height: number } | null;
  blockWidth: BlockWidth;
  onImage: (size: { width: number; height: number }) => void;
  onBlockWidth: (width: BlockWidth) => void;
}

interface Boxes {
  image: DOMRect | null;
  text: DOMRect | null;
  row: number;
  origin: DOMRect;
}

/** The block width whose px width is nearest `pixels`, given how wide the row is. */
export function nearestBlockWidth(pixels: number, row: number): BlockWidth {
  const widthOf = (step: BlockWidth) => Math.min(blockPixels[step], row);
  return heroBlockWidths.reduce((best, step) => (Math.abs(widthOf(step) - pixels) < Math.abs(widthOf(best) - pixels) ? step : best));
}

const sameRect = (a: DOMRect | null, b: DOMRect | null) => (a && b ? a.left === b.left && a.top === b.top && a.width === b.width && a.height === b.height : a === b);
const sameBoxes = (a: Boxes, b: Boxes) => sameRect(a.image, b.image) && sameRect(a.text, b.text) && sameRect(a.origin, b.origin) && a.row === b.row;

function measure(preview: HTMLElement): Boxes {
  const image = [...preview.querySelectorAll<HTMLImageElement>("[data-hero-image] img, [data-hero-text] img")].find((element) => !element.closest('[data-hero-image="background"]'));
  const text = preview.querySelector<HTMLElement>("[data-hero-text]");
  const row = text?.parentElement?.getBoundingClientRect().width ?? preview.getBoundingClientRect().width;
  return { image: image?.getBoundingClientRect() ?? null, text: text?.getBoundingClientRect() ?? null, row, origin: preview.getBoundingClientRect() };
}

/** Calls `onMove(dx, dy)` while the pointer that went down on the handle moves, until it is released. */
function drag(event: PointerEvent<HTMLElement>, onMove: (dx: number, dy: number) => void) {
  event.preventDefault();
  const handle = event.currentTarget;
  const start = { x: event.clientX, y: event.clientY };
  handle.setPointerCapture(event.pointerId);
  const move = (next: globalThis.PointerEvent) => onMove(next.clientX - start.x, next.clientY - start.y);
  const end = () => {
    handle.removeEventListener("pointermove", move);
    handle.removeEventListener("pointerup", end);
    handle.removeEventListener("pointercancel", end);
  };
  handle.addEventListener("pointermove", move);
  handle.addEventListener("pointerup", end);
  handle.addEventListener("pointercancel", end);
}

const handleClass =
  "absolute z-20 rounded-full bg-white shadow ring-2 ring-sky-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700 touch-none";

export function HeroResizeHandles({ preview, image, blockWidth, onImage, onBlockWidth }: Props) {
  const [boxes, setBoxes] = useState<Boxes | null>(null);
  const ids = useId();

  // Measured whenever the preview changes (a new size moves the handles), resizes, or an image arrives.
  useEffect(() => {
    const element = preview.current;
    if (!element) return;
    let frame = 0;
    const remeasure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const next = measure(element);
        setBoxes((current) => (current && sameBoxes(current, next) ? current : next));
      });
    };
    remeasure();
    const resized = new ResizeObserver(remeasure);
    resized.observe(element);
    const changed = new MutationObserver(remeasure);
    changed.observe(element, { subtree: true, childList: true, attributes: true, attributeFilter: ["class", "style", "src"] });
    element.addEventListener("load", remeasure, true);
    return () => {
      cancelAnimationFrame(frame);
      resized.disconnect();
      changed.disconnect();
      element.removeEventListener("load", remeasure, true);
    };
  }, [preview]);

  if (!boxes) return null;
  // What each handle does and what it is set to now, read by screen readers with the handle.
  const descriptions = (
    <span className="sr-only">
      <span id={`${ids}-image`}>{image ? `${resizeText.imageHint} ${formatMessage(resizeText.imageSize, { width: String(image.width), height: String(image.height) })}` : ""}</span>
      <span id={`${ids}-text`}>{`${resizeText.textHint} ${formatMessage(resizeText.textWidth, { width: heroBlockWidthLabel(blockWidth) })}`}</span>
    </span>
  );
  const at = (x: number, y: number) => ({ left: x - boxes.origin.left, top: y - boxes.origin.top });

  const resizeImage = (width: number, height: number) => onImage({ width: Math.max(minImage, Math.round(width)), height: Math.max(minImage, Math.round(height)) });
  const imageKeys = (event: KeyboardEvent) => {
    if (!image) return;
    const step = event.shiftKey ? keyStep * 5 : keyStep;
    const change = { ArrowRight: [step, 0], ArrowLeft: [-step, 0], ArrowDown: [0, step], ArrowUp: [0, -step] }[event.key];
    if (!change) return;
    event.preventDefault();
    resizeImage(image.width + change[0]!, image.height + change[1]!);
  };
  const textKeys = (event: KeyboardEvent) => {
    const index = heroBlockWidths.indexOf(blockWidth);
    const next = event.key === "ArrowRight" ? index + 1 : event.key === "ArrowLeft" ? index - 1 : null;
    if (next === null) return;
    event.preventDefault();
    onBlockWidth(heroBlockWidths[Math.max(0, Math.min(heroBlockWidths.length - 1, next))]!);
  };

  return (
    <>
      {descriptions}
      {image && boxes.image ? (
        <button
          type="button"
          aria-label={resizeText.image}
          aria-describedby={`${ids}-image`}
          data-resize="image"
          className={`${handleClass} size-4 -translate-x-1/2 -translate-y-1/2 cursor-nwse-resize`}
          style={at(boxes.image.right, boxes.image.bottom)}
          onKeyDown={imageKeys}
          onPointerDown={(event) => {
            // The drag starts from the size the image shows (a stored size may be capped by the layout).
            const start = { width: boxes.image!.width, height: boxes.image!.height };
            drag(event, (dx, dy) => resizeImage(start.width + dx, start.height + dy));
          }}
        />
      ) : null}
      {boxes.text ? (
        <button
          type="button"
          aria-label={resizeText.text}
          aria-describedby={`${ids}-text`}
          data-resize="text"
          className={`${handleClass} h-8 w-2 -translate-x-1/2 -translate-y-1/2 cursor-ew-resize`}
          style={at(boxes.text.right, boxes.text.top + boxes.text.height / 2)}
          onKeyDown={textKeys}
          onPointerDown={(event) => {
            const start = boxes.text!.width;
            drag(event, (dx) => onBlockWidth(nearestBlockWidth(start + dx, boxes.row)));
          }}
        />
      ) : null}
    </>
  );
}
