import { freshPageEvent } from "@/lib/behavior";
import { pageBehaviors } from "./page-behaviors";
import { startIslands, type PageIslands } from "./page-islands";

/**
 * The one script of a page from the public renderer (docs/decisions/034, issue 31), built on its
 * own without React (scripts/build-islands.ts): it runs the page's behaviors and hydrates its React
 * islands when they are seen or used (page-islands.ts). A fresh page shown after an admin's save
 * (island-roots.ts) brings its new behaviors here.
 */
declare const ISLAND_ROOTS_URL: string; // the React half's bundle, defined by the build

let roots: ReturnType<PageIslands["islandRoots"]> | undefined;
const page: PageIslands = {
  behaviors: pageBehaviors,
  islandRoots: () => (roots ??= import(/* @vite-ignore */ ISLAND_ROOTS_URL)),
};

startIslands(document.querySelectorAll<HTMLElement>("atrium-island"), page);
document.addEventListener(freshPageEvent, (event) => {
  startIslands((event as CustomEvent<HTMLElement>).detail.querySelectorAll<HTMLElement>("atrium-island[data-behavior]"), page);
});
