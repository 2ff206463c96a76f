import { hydrateIslands } from "./island-roots";

/**
 * The one script of a page from the public renderer (docs/decisions/030, 034): hydrates every
 * island of the page (island-roots.ts).
 */
hydrateIslands([...document.querySelectorAll<HTMLElement>("atrium-island")]);
