/**
 * Page behaviors (issue 31): what a public page's always-present scripts do (the session check and
 * the header, banners, the cookie notice, the basket, the help launcher, the editing gate) is
 * wiring of HTML the server rendered, which needs no React. A behavior is a "use client" export
 * made with `behavior()`: the server renders it as an empty island marker carrying its props
 * (src/server/islands/island.tsx), and the page's one script (src/site/page-script.ts), which holds
 * every behavior, runs it once per page. React comes only when a behavior opens a component (a
 * dialog, the help widget, the editing layer) with `page.mount`: a visitor who opens nothing
 * downloads none of it.
 */

/** What a behavior may load later: names of modules, given as their source paths from the project root. */
export type BehaviorUses = Record<string, string>;

/** The page, as a behavior sees it. */
export interface BehaviorPage {
  /** A module of `uses`, by its name there. */
  load<T = Record<string, unknown>>(name: string): Promise<T>;
  /**
   * Renders an export of a module of `uses` (a component) with `props`, as a React root of its own
   * at the end of <body>; gives the function that removes it.
   */
  mount(name: string, exportName: string, props: Record<string, unknown>): Promise<() => void>;
}

export type Behavior<P> = ((props: P) => null) & { behavior: { run: (props: P, page: BehaviorPage) => void; uses: BehaviorUses } };

/** A behavior with its props' type; `uses` names the modules it may load (each gets its URL from the server). */
export function behavior<P extends object = Record<string, never>>(run: (props: P, page: BehaviorPage) => void, uses: BehaviorUses = {}): Behavior<P> {
  // A component that renders nothing, for JSX and for renders outside the public renderer (tests).
  const component = (() => null) as (props: P) => null;
  return Object.assign(component, { behavior: { run, uses } });
}

export const isBehavior = (value: unknown): value is Behavior<Record<string, unknown>> =>
  typeof value === "function" && typeof (value as Partial<Behavior<object>>).behavior?.run === "function";

/** The event showFreshPage (island-roots.ts) sends with the fresh page's shell: its new behaviors run. */
export const freshPageEvent = "atrium:fresh-page";
