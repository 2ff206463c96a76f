import { formatMessage } from "@/lib/i18n/format";
import paletteText from "@/messages/en/admin/commandPalette.json";
import type { EditorName } from "./editors";

/** Spec 001 §3 "Command": the palette's categories, in its order. */
export const commandCategories = ["Content", "Navigation", "Pages", "Products", "Interactive", "General"] as const;
export type CommandCategory = (typeof commandCategories)[number];
/** A category's heading as shown (the `commandPalette` catalogue): the palette's groups and the Create New menu's. */
export const categoryLabel = (category: CommandCategory) => paletteText.categories[category];

/** Beside a command whose feature does not exist yet (the palette and the Create New menu; spec 001 §8 "Pricing Plan"). */
export const comingSoon = paletteText.comingSoon;
/** What choosing such a command says (spec 001 §8 "Coming-soon commands"). */
export const comingSoonNotice = (action: string) => formatMessage(paletteText.comingSoonNotice, { action });

/** A command's label and description, from the `commandPalette` catalogue (decision 035). */
const words = (id: keyof typeof paletteText.commands) => paletteText.commands[id];

export interface PaletteCommand {
  id: string;
  label: string;
  description: string;
  category: CommandCategory;
  keywords: string[];
  /** With Cmd/Ctrl+Shift, runs it while the palette is closed (spec 001 §4). */
  shortcut?: string;
  /**
   * Its feature does not exist yet: shown marked 'Coming soon'; choosing it only says so (`run` shows
   * the notice), it is not kept under Recent and has no shortcut.
   */
  comingSoon?: boolean;
  /** Listed in the Create New menu too (spec 001 §2: its groups are the palette's categories). */
  createNew: boolean;
  run: () => void;
}

/** Options of an editor opened by a command: the tab it opens on, for an editor in tabs (Global Settings). */
export interface OpenOptions {
  tab?: string;
}

interface Actions {
  openEditor: (editor: EditorName, options?: OpenOptions) => void;
  navigate: (path: string) => void;
  /** Shows a message (the layer's toast), for a command that is coming soon. */
  notify: (message: string) => void;
}

type Entry = Omit<PaletteCommand, "run" | "comingSoon" | "createNew"> & { editor?: EditorName; tab?: string; path?: string; createNew?: false };

/**
 * The commands of spec 001 §2 and §9. Beyond the spec, every command whose feature exists runs (the
 * hero and page layout as well as heading, section and page; FAQ, Feature, Banner and Product Page
 * open Global Settings on their tab, where those lists are kept); the rest say 'Coming soon' until
 * their issue lands, each one line here when it does.
 */
const entries: Entry[] = [
  { id: "heading", ...words("heading"), category: "Content", keywords: ["title", "heading"], shortcut: "H", editor: "heading" },
  { id: "section", ...words("section"), category: "Content", keywords: ["template", "cards", "metrics"], shortcut: "S", editor: "template" },
  { id: "hero", ...words("hero"), category: "Content", keywords: ["banner", "top"], editor: "hero" },
  { id: "header", ...words("header"), category: "Navigation", keywords: ["navbar", "menu"], editor: "header" },
  { id: "footer", ...words("footer"), category: "Navigation", keywords: ["bottom"], editor: "footer" },
  { id: "menu", ...words("menu"), category: "Navigation", keywords: ["link", "navigation"], editor: "header" },
  { id: "submenu", ...words("submenu"), category: "Navigation", keywords: ["dropdown"], editor: "header" },
  { id: "page", ...words("page"), category: "Pages", keywords: ["new page", "create"], editor: "page" },
  { id: "post", ...words("post"), category: "Pages", keywords: ["article", "blog", "help", "documentation"], shortcut: "P", editor: "post" },
  { id: "product_page", ...words("product_page"), category: "Products", keywords: ["shop"], editor: "globalSettings", tab: "products" },
  { id: "pricing_plan", ...words("pricing_plan"), category: "Products", keywords: ["price"] },
  { id: "faq", ...words("faq"), category: "Interactive", keywords: ["question"], editor: "globalSettings", tab: "faqs" },
  { id: "feature", ...words("feature"), category: "Interactive", keywords: ["benefit"], editor: "globalSettings", tab: "features" },
  { id: "banner", ...words("banner"), category: "Interactive", keywords: ["promotion", "sale"], editor: "globalSettings", tab: "banners" },
  { id: "global_settings", ...words("global_settings"), category: "General", keywords: ["settings"], editor: "globalSettings" },
  { id: "layout", ...words("layout"), category: "General", keywords: ["order", "sections", "reorder"], editor: "layout" },
  { id: "site_map", ...words("site_map"), category: "General", keywords: ["pages", "structure"], editor: "siteMap" },
  { id: "media", ...words("media"), category: "General", keywords: ["images", "upload", "files"], editor: "media", createNew: false },
  { id: "dashboard", ...words("dashboard"), category: "General", keywords: ["admin", "members", "roles"], path: "/admin", createNew: false },
];

/** The site's pages and blog posts as places the palette jumps to (beyond the spec: search by title). */
export function placeCommands(map: { pages: Place[]; posts: Place[] } | undefined, navigate: (path: string) => void): PaletteCommand[] {
  if (!map) return [];
  const place = (kind: "page" | "post", { id, title, slug }: Place): PaletteCommand => {
    const path = kind === "page" ? `/${slug}` : `/blog/${slug}`;
    return { id: `${kind}:${id}`, label: title, description: path, category: "General", keywords: [slug, kind], createNew: false, run: () => navigate(path) };
  };
  return [...map.pages.map((page) => place("page", page)), ...map.posts.map((post) => place("post", post))];
}

const kindLabels = paletteText.sectionKinds;

/** The site's placed sections as places too: chosen, the page opens with the section's editor. */
export function sectionCommands(index: SectionEntry[] | undefined, open: (urlPage: string, section: { kind: SectionEntry["kind"]; id: string }) => void): PaletteCommand[] {
  return (index ?? []).map(({ kind, id, title, url_page }) => ({
    id: `${kind}:${id}`,
    label: title || paletteText.untitled,
    description: `${url_page === "/home" ? "/" : url_page} · ${kindLabels[kind]}`,
    category: "General",
    keywords: [url_page, kindLabels[kind]],
    createNew: false,
    run: () => open(url_page, { kind, id }),
  }));
}

interface SectionEntry {
  kind: "hero" | "template" | "heading";
  id: string;
  title: string;
  url_page: string;
}

interface Place {
  id: string;
  title: string;
  slug: string;
}

/** The palette's commands, wired to the layer's editors and navigation. */
export function paletteCommands({ openEditor, navigate, notify }: Actions): PaletteCommand[] {
  return entries.map(({ editor, tab, path, createNew = true, ...command }) => {
    if (editor) return { ...command, createNew, run: () => (tab ? openEditor(editor, { tab }) : openEditor(editor)) };
    if (path) return { ...command, createNew, run: () => navigate(path) };
    return { ...command, comingSoon: true, createNew, run: () => notify(comingSoonNotice(command.label)) };
  });
}
