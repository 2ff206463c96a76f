import type { Behavior } from "@/lib/behavior";
import { ReturnUrlMemory } from "@/modules/auth/components/return-url-memory";
import { BannerBehavior } from "@/modules/banners/components/banner-behavior";
import { AddToBasket } from "@/modules/basket/components/add-to-basket";
import { ConsentBehavior } from "@/modules/cookies/components/consent-behavior";
import { EditingGate } from "@/modules/editing/components/editing-gate";
import { HelpLauncher } from "@/modules/help-widget/components/help-launcher";
import { TocHighlight } from "@/modules/layout/components/toc-highlight";
import { ShellBehavior } from "@/modules/menus/components/shell-behavior";

/**
 * Every behavior (src/lib/behavior.ts) a public page can show, by the name its marker carries: the
 * page's script holds them all (a few kilobytes), so that none costs a request of its own.
 */
export const pageBehaviors: Record<string, Behavior<never>> = { ReturnUrlMemory, ShellBehavior, BannerBehavior, ConsentBehavior, HelpLauncher, AddToBasket, EditingGate, TocHighlight };
