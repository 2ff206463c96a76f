"use client";

import { ColorPicker, type ColorChoice } from "@/components/ui/color-picker";
import { PaletteGrid } from "@/components/ui/palette-grid";
import { shellPaletteRows } from "@/lib/palette";
import { logoHeightLabel, menuWidthLabel } from "@/lib/plain-labels";
import type { HeaderStyleDto, ShellPart, StyleDto } from "../../menus.queries";
import { headerTypes } from "../../menus.validation";
import menuText from "@/messages/en/admin/menuEditor.json";

export type StyleDraft = StyleDto;

/** The types each modal offers (spec 001 §2: five header styles; §3: the footer editor's three). */
const editorTypes = { header: headerTypes, footer: ["default", "transparent", "fixed"] } as const;
const menuWidths = ["lg", "xl", "2xl", "3xl", "4xl", "5xl", "6xl", "7xl"] as const;
const logoHeights = ["h-8", "h-10", "h-12", "h-16"] as const;

const isHeader = (part: ShellPart, style: StyleDraft): style is HeaderStyleDto => part === "header" && "menu_width" in style;

/** A small drawing of the bar each type gives, so the choice is seen before it is saved (a footer's at the bottom). */
function TypePreview({ part, type }: { part: ShellPart; type: string }) {
  const bar = type === "mini" ? "mx-6 h-3" : type === "ring_card_mini" ? "mx-3 mt-1 h-3 rounded-full ring-1 ring-gray-400" : "h-4";
  const fill = type === "transparent" ? "bg-transparent border border-dashed border-gray-400" : type === "fixed" ? "bg-gray-700" : "bg-gray-300";
  return (
    <span aria-hidden className={`flex h-10 w-full flex-col overflow-hidden rounded bg-gray-50 ring-1 ring-gray-200 ${part === "footer" ? "justify-end" : ""}`}>
      <span className={`block ${bar} ${fill}`} />
    </span>
  );
}

/** A type's description: the footer's own where it has one (its types share names with the header's, not what they do). */
function typeHint(part: ShellPart, type: string): string {
  const own: Record<string, string> = part === "footer" ? menuText.footer.typeHints : {};
  return own[type] ?? menuText.typeHints[type as keyof typeof menuText.typeHints] ?? "";
}

/** The style picker (one option per type) and the collapsible style settings panel. */
export function StylePicker({ part, style, onChange }: { part: ShellPart; style: StyleDraft; onChange: (changes: Partial<StyleDraft>) => void }) {
  const text = menuText[part];
  const types: readonly string[] = editorTypes[part].includes(style.type as never) ? editorTypes[part] : [...editorTypes[part], style.type];
  const background: ColorChoice = style.is_gradient && style.gradient ? { kind: "gradient", gradient: style.gradient } : { kind: "solid", color: style.background };
  return (
    <section aria-label={menuText.style} className="space-y-3">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-gray-900">{menuText.style}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
          {types.map((type) => (
            <label key={type} className="flex cursor-pointer flex-col gap-1 rounded-lg p-2 text-sm ring-1 ring-gray-200 has-checked:bg-sky-50 has-checked:ring-2 has-checked:ring-sky-600">
              <input type="radio" name={`${part}-type`} value={type} checked={style.type === type} onChange={() => onChange({ type } as Partial<StyleDraft>)} className="sr-only" />
              <TypePreview part={part} type={type} />
              <span className="font-medium text-gray-900">{menuText.types[type as keyof typeof menuText.types] ?? type}</span>
              <span className="text-xs text-gray-600">{typeHint(part, type)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <details className="rounded-lg ring-1 ring-gray-200">
        <summary className="cursor-pointer px-3 py-2 text-sm font-semibold text-gray-900">{text.settings}</summary>
        <div className="grid gap-4 px-3 pb-3 md:grid-cols-2">
          <ColorPicker
            label={menuText.background}
            palette={shellPaletteRows}
            value={background}
            onChange={(choice) => onChange(choice.kind === "gradient" ? { is_gradient: true, gradient: choice.gradient } : { is_gradient: false, gradient: undefined, background: choice.color })}
          />
          <div className="space-y-3">
            <PaletteGrid label={menuText.textColour} palette={shellPaletteRows} value={style.color} onChange={(color) => onChange({ color })} />
            <PaletteGrid label={menuText.hoverColour} palette={shellPaletteRows} value={style.color_hover} onChange={(color_hover) => onChange({ color_hover })} />
          </div>
          {isHeader(part, style) ? (
            <div className="flex flex-wrap items-end gap-4 md:col-span-2">
              <label className="text-sm font-medium text-gray-900">
                {menuText.menuWidth}
                <select value={style.menu_width} onChange={(event) => onChange({ menu_width: event.target.value })} className="mt-1 block rounded-lg border border-gray-300 px-2 py-1.5">
                  {menuWidths.map((width) => (
                    <option key={width} value={width}>
                      {menuWidthLabel(width)}
                    </option>
                  ))}
                </select>
              </label>
              <label className="text-sm font-medium text-gray-900">
                {menuText.logoHeight}
                <select value={style.logo_height} onChange={(event) => onChange({ logo_height: event.target.value })} className="mt-1 block rounded-lg border border-gray-300 px-2 py-1.5">
                  {logoHeights.map((height) => (
                    <option key={height} value={height}>
                      {logoHeightLabel(height)}
                    </option>
                  ))}
                </select>
              </label>
              <label className="flex items-center gap-2 text-sm text-gray-900">
                <input type="checkbox" checked={style.menu_items_are_text} onChange={(event) => onChange({ menu_items_are_text: event.target.checked })} />
                {menuText.itemsAsText}
              </label>
            </div>
          ) : null}
        </div>
      </details>
    </section>
  );
}

/** The fields of `draft` that differ from `saved`: what Save sends (nothing when the style is unchanged). */
export function changedStyle(saved: StyleDraft, draft: StyleDraft): Partial<StyleDraft> {
  const keys = new Set([...Object.keys(saved), ...Object.keys(draft)]) as Set<keyof StyleDraft>;
  const changes: Record<string, unknown> = {};
  for (const key of keys) {
    if (JSON.stringify(saved[key]) !== JSON.stringify(draft[key])) changes[key] = draft[key];
  }
  // The server removes the gradient when it is turned off: `gradient` is not sent as undefined/null.
  if ("gradient" in changes && changes.gradient === undefined) delete changes.gradient;
  return changes as Partial<StyleDraft>;
}
