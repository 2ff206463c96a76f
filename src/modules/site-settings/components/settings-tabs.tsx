import type { ReactNode } from "react";
import { BannersTab } from "./banners-tab";
import { BlogTab } from "./blog-tab";
import { CookiesTab } from "./cookies-tab";
import { FaqsTab } from "./faqs-tab";
import { FeaturesTab } from "./features-tab";
import { GeneralTab } from "./general-tab";
import { HeroTab } from "./hero-tab";
import { MeetingTypesTab } from "./meeting-types-tab";
import { MenuTab } from "./menu-tab";
import { ProductsTab } from "./products-tab";
import type { TabProps } from "./tab-props";

/** The Global Settings tabs in the spec's order, by the spec's ids (000 §2, §9), with their labels and contents. */
export const settingsTabs = [
  { id: "general", label: "General", Content: GeneralTab },
  { id: "hero", label: "Hero Section", Content: HeroTab },
  { id: "products", label: "Products", Content: ProductsTab },
  { id: "features", label: "Features", Content: FeaturesTab },
  { id: "faqs", label: "FAQs", Content: FaqsTab },
  { id: "banners", label: "Banners", Content: BannersTab },
  { id: "menu", label: "Menu", Content: MenuTab },
  { id: "blog", label: "Blog", Content: BlogTab },
  { id: "cookies", label: "Cookie Consent", Content: CookiesTab },
  { id: "meeting-types", label: "Meeting Types", Content: MeetingTypesTab },
] as const satisfies readonly { id: string; label: string; Content: (props: TabProps) => ReactNode }[];

export type SettingsTabId = (typeof settingsTabs)[number]["id"];

export const isSettingsTab = (id: string): id is SettingsTabId => settingsTabs.some((tab) => tab.id === id);
