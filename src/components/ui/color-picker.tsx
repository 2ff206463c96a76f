"use client";

import { useState } from "react";
import { gradientPresets, newGradient, newViaColor, type Gradient } from "@/lib/gradient-presets";
import { colorValue, gradientCss, type PaletteRows } from "@/lib/palette";
import { PaletteGrid } from "./palette-grid";

export type ColorChoice = { kind: "solid"; color: string } | { kind: "gradient"; gradient: Gradient };
type Stop = keyof Gradient;

const stopLabels: Record<Stop, string> = { from: "From", via: "Via", to: "To" };
const toggle = "rounded-md px-3 py-1.5 text-sm font-medium ring-1 ring-gray-300 aria-pressed:bg-gray-900 aria-pressed:text-white aria-pressed:ring-gray-900";

/**
 * A background as a palette colour or a gradient of two or three palette colours (spec 000 §3
 * "Gradient"), with the eight presets of §9. Colours are stored by name and previewed through the
 * palette module, the same way the public renderer paints them.
 */
export function ColorPicker({ value, onChange, label, palette }: { value: ColorChoice; onChange: (value: ColorChoice) => void; label: string; palette?: PaletteRows }) {
  const [stop, setStop] = useState<Stop>("from");
  const gradient = value.kind === "gradient" ? value.gradient : null;
  const setGradient = (next: Gradient) => onChange({ kind: "gradient", gradient: next });
  const preview = gradient ? gradientCss(gradient) : colorValue(value.kind === "solid" ? value.color : undefined);

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-gray-900">{label}</legend>
      <div className="flex items-center gap-2">
        <button type="button" className={toggle} aria-pressed={!gradient} onClick={() => onChange({ kind: "solid", color: gradient?.from ?? "white" })}>
          Solid
        </button>
        <button type="button" className={toggle} aria-pressed={Boolean(gradient)} onClick={() => setGradient(gradient ?? newGradient)}>
          Gradient
        </button>
        <span aria-hidden className="ml-auto h-8 w-24 rounded-md ring-1 ring-gray-300" style={{ background: preview }} data-testid="color-preview" />
      </div>

      {gradient ? (
        <>
          <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Gradient stop">
            {(["from", "via", "to"] as const).map((name) =>
              name === "via" && !gradient.via ? null : (
                <button key={name} type="button" className={toggle} aria-pressed={stop === name} onClick={() => setStop(name)}>
                  {stopLabels[name]} <span className="ml-1 inline-block size-3 rounded-full align-middle" style={{ background: colorValue(gradient[name]) }} />
                </button>
              ),
            )}
            {gradient.via ? (
              <button type="button" className="text-sm text-gray-700 underline" onClick={() => { const { via: _via, ...rest } = gradient; setStop("from"); setGradient(rest); }}>
                Remove via colour
              </button>
            ) : (
              <button type="button" className="text-sm text-gray-700 underline" onClick={() => { setGradient({ ...gradient, via: newViaColor }); setStop("via"); }}>
                Add via colour
              </button>
            )}
          </div>
          <PaletteGrid label={`${stopLabels[stop]} colour`} palette={palette} value={gradient[stop]} onChange={(name) => setGradient({ ...gradient, [stop]: name })} />
          <div role="group" aria-label="Gradient presets" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {gradientPresets.map((preset) => (
              <button key={preset.name} type="button" onClick={() => setGradient(preset.gradient)} className="flex items-center gap-2 rounded-md p-1.5 text-left text-xs ring-1 ring-gray-200 hover:bg-gray-50">
                <span aria-hidden className="h-6 w-10 shrink-0 rounded" style={{ background: gradientCss(preset.gradient) }} />
                {preset.name}
              </button>
            ))}
          </div>
        </>
      ) : (
        <PaletteGrid label="Colour" palette={palette} value={value.kind === "solid" ? value.color : undefined} onChange={(color) => onChange({ kind: "solid", color })} />
      )}
    </fieldset>
  );
}
