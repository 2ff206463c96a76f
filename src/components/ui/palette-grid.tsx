"use client";

import { useRef, type KeyboardEvent } from "react";
import { colorValue, fullPaletteRows, type PaletteRows } from "@/lib/palette";
import { colourLabel } from "@/lib/plain-labels";

const moves: Record<string, [number, number]> = { ArrowRight: [0, 1], ArrowLeft: [0, -1], ArrowDown: [1, 0], ArrowUp: [-1, 0] };

const swatch =
  "aspect-square min-w-4 rounded-sm border border-black/10 ring-offset-1 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-gray-900 aria-checked:ring-2 aria-checked:ring-gray-900";

/**
 * A picker's colours (`palette`: every colour by default; the header and footer styles pass the
 * shell's palette of spec 001 §9) as a radio group: one tab stop (the chosen colour, else the first), arrows
 * move across shades (left, right) and rows (up, down), Space or Enter chooses. A current value
 * outside those rows (a gradient preset's cyan-300, older data) is kept and shown on a row of its
 * own above them, checked, with its name, so choosing nothing leaves it as it is. Each swatch is named
 * as an owner reads it ("Sky, strong", from plain-labels.ts), not by its stored name ("sky-600"),
 * which stays in `data-color`.
 */
export function PaletteGrid({ value, onChange, label, palette = fullPaletteRows }: { value: string | undefined; onChange: (name: string) => void; label: string; palette?: PaletteRows }) {
  const grid = useRef<HTMLDivElement>(null);
  const other = value && !palette.some((row) => row.includes(value as never)) ? value : null;
  const rows: readonly (readonly string[])[] = other ? [[other], ...palette] : palette;
  const focusable = value && rows.some((row) => row.includes(value)) ? value : rows[0]![0]!;
  const columns = Math.max(...rows.map((row) => row.length));
  const move = (event: KeyboardEvent<HTMLButtonElement>, row: number, column: number) => {
    const step = moves[event.key];
    if (!step) return;
    event.preventDefault();
    const nextRow = rows[Math.min(rows.length - 1, Math.max(0, row + step[0]))]!;
    const next = nextRow[Math.min(nextRow.length - 1, Math.max(0, column + step[1]))]!;
    // Compared as data, not put in a selector: a stored value may hold any characters.
    [...(grid.current?.querySelectorAll<HTMLButtonElement>("[data-color]") ?? [])].find((swatch) => swatch.dataset.color === next)?.focus();
  };
  const button = (name: string, row: number, column: number) => (
    <button
      key={name}
      type="button"
      role="radio"
      aria-checked={name === value}
      aria-label={colourLabel(name)}
      title={colourLabel(name)}
      data-color={name}
      tabIndex={name === focusable ? 0 : -1}
      onKeyDown={(event) => move(event, row, column)}
      onClick={() => onChange(name)}
      className={swatch}
      // A row starts in the first column, so white and black stand alone on theirs.
      style={{ background: colorValue(name), gridColumnStart: column === 0 ? 1 : undefined }}
    />
  );
  return (
    <div ref={grid} role="radiogroup" aria-label={label} className="space-y-1">
      {other ? (
        <div className="flex items-center gap-2 text-xs text-gray-700" data-current-color>
          <div className="w-6">{button(other, 0, 0)}</div>
          <span>{colourLabel(other)}</span>
        </div>
      ) : null}
      <div className="grid gap-0.5" style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
        {palette.map((row, rowIndex) => row.map((name, column) => button(name, rowIndex + (other ? 1 : 0), column)))}
      </div>
    </div>
  );
}
