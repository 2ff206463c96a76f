import fs from "node:fs";
import path from "node:path";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ColorPicker } from "@/components/ui/color-picker";
import { Dialog } from "@/components/ui/dialog";
import { PaletteGrid } from "@/components/ui/palette-grid";
import { headingTextStyleVariants, imageHeightNames, textStyleVariants } from "@/lib/design-tokens";
import type { EditorProps } from "@/lib/editing";
import { paletteNames } from "@/lib/palette";
import HeadingSectionEditor from "@/modules/headings/components/heading-section-editor";
import HeroSectionModal from "@/modules/hero/components/hero-section-modal";
import { heroAlignments, heroAnimations, heroBlockWidths, heroDescriptionSizes, heroImagePositions, heroTitleSizes, heroWeights } from "@/modules/hero/hero.validation";
import { StylePicker } from "@/modules/menus/components/editor/style-picker";
import type { FooterStyleDto, HeaderStyleDto } from "@/modules/menus/menus.queries";
import { headerStyleBody } from "@/modules/menus/menus.validation";
import { LibraryDialog } from "@/modules/sections/components/editor/metric-library-dialog";
import { MetricCardEditor } from "@/modules/sections/components/editor/metric-card-editor";
import TemplateSectionEditor from "@/modules/sections/components/editor/template-section-editor";
import type { TemplateSectionDto } from "@/modules/sections/sections.queries";
import { metricDto } from "@/testing/sections";
import { adminProfile, organizationData, organizationId } from "@/testing/global-settings";
import GlobalSettingsModal from "@/modules/site-settings/components/global-settings-modal";
import {
  alignmentLabel,
  colourLabel,
  heroAnimationLabel,
  heroBlockWidthLabel,
  heroImagePositionLabel,
  imageHeightLabel,
  logoHeightLabel,
  menuWidthLabel,
  textSizeLabel,
  textStyleLabel,
  textWeightLabel,
} from "@/lib/plain-labels";

// Issue 34, point 2 ("developer words"): owners saw Tailwind's names and sizes ("text-6xl", "h-48",
// "sky-600", "4xl") and "metrics" in the editors. Stored values stay Tailwind's; no label may. The test
// lives with the editing layer, which opens every editor; the labels come from src/lib/plain-labels.ts.

/** What gives a Tailwind name or a developer's word away in a label an owner reads. */
const developerWords: readonly RegExp[] = [
  /\b(?:text|bg|h|w|max-w|min-h|rounded|p|m|px|py|gap|grid-cols|font|ring|border)-[a-z0-9]/, // a utility class
  /\b[a-z]+-(?:50|[1-9]00|950)\b/, // a palette shade ("sky-600")
  /^(?:xs|sm|md|lg|base|[2-9]?xl)$/i, // a bare size token ("4xl")
  /\b[2-9]xl\b/i, // a size token inside a sentence ("… width 4xl")
  /\bmetrics?\b/i, // the data model's word for a section's cards
  /^(?:semibold|codedharmony|brutalist|DotGrid|LetterGlitch|MagicBento)$/, // the code's names for a style
];

const isDeveloperWord = (text: string) => developerWords.some((pattern) => pattern.test(text.trim()));
const unique = (texts: string[]) => [...new Set(texts)];

/**
 * Every piece of text an owner can read or hear in `root`: text (option labels included) and the
 * attributes read aloud or shown on hover.
 */
function ownerTexts(root: ParentNode = document.body): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(root as Node, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === Node.TEXT_NODE) {
      const parent = node.parentElement?.tagName;
      if (parent !== "STYLE" && parent !== "SCRIPT" && node.textContent?.trim()) texts.push(node.textContent.trim());
      continue;
    }
    const element = node as Element;
    for (const attribute of ["aria-label", "title", "placeholder", "alt", "aria-valuetext"]) {
      const value = element.getAttribute(attribute);
      if (value?.trim()) texts.push(value.trim());
    }
  }
  return texts;
}

/** Developer words an owner would read in the document, with each popover of `root` opened in turn. */
async function wordsSeenWithPopovers(root: HTMLElement): Promise<string[]> {
  const seen = new Set(ownerTexts());
  const triggers = [...root.querySelectorAll<HTMLButtonElement>("button[aria-haspopup]")];
  expect(triggers.length).toBeGreaterThan(0);
  for (const trigger of triggers) {
    await act(async () => fireEvent.click(trigger));
    for (const text of ownerTexts()) seen.add(text);
    await act(async () => fireEvent.keyDown(document.activeElement ?? document.body, { key: "Escape" }));
  }
  return [...seen].filter(isDeveloperWord);
}

/** Opens `details` elements, so their contents count as seen (jsdom renders them anyway; a browser shows them on a click). */
const openAllDetails = () => document.querySelectorAll("details").forEach((details) => (details.open = true));

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const wrap = (children: ReactNode) => <QueryClientProvider client={client()}>{children}</QueryClientProvider>;
const newEditor = { id: undefined, urlPage: "/home", onClose: () => {}, onChanged: () => {}, deleteWithUndo: async () => {}, openEditor: () => {} } as unknown as EditorProps;

afterEach(() => vi.unstubAllGlobals());

describe("the label sources every editor's options use", () => {
  const sources: [string, readonly string[], (value: string) => string][] = [
    ["hero title sizes", heroTitleSizes, textSizeLabel],
    ["hero description sizes", heroDescriptionSizes, textSizeLabel],
    ["hero description weights", heroWeights, textWeightLabel],
    ["hero block widths", heroBlockWidths, heroBlockWidthLabel],
    ["hero image positions", heroImagePositions, heroImagePositionLabel],
    ["hero alignments", heroAlignments, alignmentLabel],
    ["hero animations", heroAnimations, heroAnimationLabel],
    ["header menu widths", headerStyleBody.shape.menu_width.unwrap().options, menuWidthLabel],
    ["header logo heights", headerStyleBody.shape.logo_height.unwrap().options, logoHeightLabel],
    ["section card image heights", imageHeightNames, imageHeightLabel],
    ["section text styles", textStyleVariants, textStyleLabel],
    ["heading text styles", headingTextStyleVariants, textStyleLabel],
    ["palette colours", paletteNames, colourLabel],
  ];

  it.each(sources)("%s: each value has a plain label of its own", (_name, values, label) => {
    const labels = values.map((value) => label(value));
    expect(labels.filter(isDeveloperWord)).toEqual([]);
    expect(new Set(labels).size).toBe(values.length);
  });

  it("names colours by family and shade, reading past a prefix, and calls an unknown one custom", () => {
    expect(["sky-600", "emerald-50", "from-blue-950", "white", "black", "nope-1", ""].map(colourLabel)).toEqual(["Sky, strong", "Emerald, lightest", "Blue, darkest", "White", "Black", "Custom colour", "Custom colour"]);
  });

  it("the back office's messages (post editor, media library, meeting types, banners, cookies and the rest) use none", () => {
    const folder = path.resolve(import.meta.dirname, "../../messages/en/admin");
    const strings = (value: unknown): string[] => (typeof value === "string" ? [value] : value && typeof value === "object" ? Object.values(value).flatMap(strings) : []);
    const found = fs.readdirSync(folder).flatMap((file) => strings(JSON.parse(fs.readFileSync(path.join(folder, file), "utf8"))).filter(isDeveloperWord).map((text) => `${file}: ${text}`));
    expect(found).toEqual([]);
  });

  it("the pattern catches what owners used to see", () => {
    expect(["text-6xl", "h-48", "sky-600", "4xl", "Metrics", "Medium (h-40)", "Resize the text block. 4xl", "max-w-5xl"].filter(isDeveloperWord)).toHaveLength(8);
    expect(["Huge headline", "Sky, strong", "Extra wide", "Cards", "Medium"].filter(isDeveloperWord)).toEqual([]);
  });
});

// Each renders a whole editor, some with several hundred swatches: seconds on two busy cores.
describe("every editor's labels and options, as rendered", { timeout: 90_000 }, () => {
  it("the template section editor (a new section: layout, background, text style, cards)", async () => {
    vi.stubGlobal("fetch", vi.fn(() => new Promise<Response>(() => {})));
    render(wrap(<TemplateSectionEditor {...newEditor} />));
    const dialog = await screen.findByRole("dialog");
    await waitFor(() => expect(dialog.querySelector("select")).not.toBeNull());
    expect(unique(ownerTexts()).filter(isDeveloperWord)).toEqual([]);
    // The gradient's stops, presets and palette too.
    fireEvent.click(within(dialog).getByRole("button", { name: "Gradient" }));
    expect(unique(ownerTexts()).filter(isDeveloperWord)).toEqual([]);
  });

  it("a card in the section editor, its colour popover, and the card library", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify([]), { status: 200, headers: { "content-type": "application/json" } })));
    const card = metricDto({ background_color: "sky-600" });
    const section = { id: "5b1f9a7e-0000-4000-8000-000000000002", website_metric: [card] } as unknown as TemplateSectionDto;
    // In the default language (null), the cards' base texts.
    const cardProps = { metric: card, sectionId: section.id, handle: {}, dragging: false, language: null, onChanged: () => {} };
    const view = render(
      wrap(
        <Dialog open onOpenChange={() => {}} title="Edit section">
          <MetricCardEditor {...cardProps} />
        </Dialog>,
      ),
    );
    expect(await wordsSeenWithPopovers(screen.getByRole("dialog", { name: "Edit section" }))).toEqual([]);
    view.unmount();
    // The library, loaded (every card already in the section: its empty state).
    render(wrap(<LibraryDialog section={section} onClose={() => {}} onChanged={() => {}} />));
    const library = await screen.findByRole("dialog");
    await waitFor(() => expect(within(library).queryByRole("status")).toBeNull());
    expect(unique(ownerTexts()).filter(isDeveloperWord)).toEqual([]);
  });

  it("the heading editor, with its background and address popovers", async () => {
    vi.stubGlobal("fetch", vi.fn(() => new Promise<Response>(() => {})));
    render(wrap(<HeadingSectionEditor {...newEditor} />));
    const dialog = await screen.findByRole("dialog");
    await waitFor(() => expect(dialog.querySelector("select")).not.toBeNull());
    expect(await wordsSeenWithPopovers(dialog)).toEqual([]);
  });

  it("the hero editor, with each of its toolbar's popovers (image, layout, title, description, button)", async () => {
    vi.stubGlobal("fetch", vi.fn(() => new Promise<Response>(() => {})));
    render(wrap(<HeroSectionModal {...newEditor} />));
    const dialog = await screen.findByRole("dialog");
    await waitFor(() => expect(within(dialog).queryByRole("toolbar")).not.toBeNull());
    expect(await wordsSeenWithPopovers(within(dialog).getByRole("toolbar"))).toEqual([]);
  });

  it("the header's and the footer's style pickers, settings open", () => {
    const header: HeaderStyleDto = { type: "default", background: "white", color: "gray-700", color_hover: "gray-900", is_gradient: false, menu_width: "xl", logo_height: "h-12", menu_items_are_text: false };
    const footer = { type: "default", background: "neutral-900", color: "neutral-400", color_hover: "white", is_gradient: true, gradient: { from: "sky-600", to: "emerald-600" } } as FooterStyleDto;
    for (const [part, style] of [["header", header], ["footer", footer]] as const) {
      const view = render(<StylePicker part={part} style={style} onChange={() => {}} />);
      openAllDetails();
      expect(ownerTexts().filter(isDeveloperWord), part).toEqual([]);
      view.unmount();
    }
  });

  it("a colour picker with a colour outside its palette, and a gradient", () => {
    render(
      <>
        <PaletteGrid label="Text colour" value="cyan-300" palette={[["white", "black"], ["sky-500", "sky-600"]]} onChange={() => {}} />
        <ColorPicker label="Background" value={{ kind: "gradient", gradient: { from: "blue-400", via: "cyan-300", to: "teal-400" } }} onChange={() => {}} />
      </>,
    );
    expect(unique(ownerTexts()).filter(isDeveloperWord)).toEqual([]);
    const grid = screen.getByRole("radiogroup", { name: "Text colour" });
    expect(within(grid).getByRole("radio", { name: colourLabel("sky-600") }).dataset.color).toBe("sky-600");
    expect(within(grid).getByText("Cyan, soft")).toBeTruthy();
  });

  it("Global Settings, tab by tab", async () => {
    const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    vi.stubGlobal("fetch", vi.fn(async (url: string) => (url === "/api/profile" ? json(adminProfile) : url === `/api/organizations/${organizationId}` ? json(organizationData) : json({ error: "Not found" }, 404))));
    render(wrap(<GlobalSettingsModal {...newEditor} />));
    const dialog = await screen.findByRole("dialog");
    const tabs = await within(dialog).findAllByRole("tab");
    const seen = new Set<string>();
    for (const tab of tabs) {
      await act(async () => fireEvent.mouseDown(tab));
      await act(async () => fireEvent.click(tab));
      for (const text of ownerTexts()) seen.add(text);
    }
    expect([...seen].filter(isDeveloperWord)).toEqual([]);
  });
});
