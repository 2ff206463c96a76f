"use client";

import { useRef, type KeyboardEvent } from "react";
import { palette, paletteNames } from "@/lib/palette";

/** The palette as rows of one hue, columns of one shade ("sky" x "50"..."950"). */
const rows: string[][] = (() => {
  const byHue = new Map<string, string[]>();
  for (const name of paletteNames) {
    const hue = /^(.+)-\d+$/.exec(name)?.[1];
    if (hue) byHue.set(hue, [...(byHue.get(hue) ?? []), name]);
  }
  return [...byHue.values()];
})();

const moves: Record<string, [number, number]> = { ArrowRight: [0, 1], ArrowLeft: [0, -1], ArrowDown: [1, 0], ArrowUp: [-1, 0] };

/**
 * Every palette colour as a radio group: one tab stop (the chosen colour, else the first), arrows
 * move across shades (left, right) and hues (up, down), Space or Enter chooses.
 */
export function PaletteGrid({ value, onChange, label }: { value: string | undefined; onChange: (name: string) => void; label: string }) {
  const grid = useRef<HTMLDivElement>(null);
  const focusable = value && rows.some((row) => row.includes(value)) ? value : rows[0]![0]!;
  const move = (event: KeyboardEvent<HTMLButtonElement>, row: number, column: number) => {
    const step = moves[event.key];
    if (!step) return;
    event.preventDefault();
    const nextRow = rows[Math.min(rows.length - 1, Math.max(0, row + step[0]))]!;
    const next = nextRow[Math.min(nextRow.length - 1, Math.max(0, column + step[1]))]!;
    grid.current?.querySelector<HTMLButtonElement>(`[data-color="${next}"]`)?.focus();
  };
  return (
    <div ref={grid} role="radiogroup" aria-label={label} className="grid gap-0.5" style={{ gridTemplateColumns: `repeat(${rows[0]!.length}, minmax(0, 1fr))` }}>
      {rows.map((row, rowIndex) =>
        row.map((name, column) => (
          <button
            key={name}
            type="button"
            role="radio"
            aria-checked={name === value}
            aria-label={name}
            title={name}
            data-color={name}
            tabIndex={name === focusable ? 0 : -1}
            onKeyDown={(event) => move(event, rowIndex, column)}
            onClick={() => onChange(name)}
            className="aspect-square min-w-4 rounded-sm ring-offset-1 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-gray-900 aria-checked:ring-2 aria-checked:ring-gray-900"
            style={{ background: palette[name as keyof typeof palette] }}
          />
        )),
      )}
    </div>
  );
}
