import { act, createElement, type ComponentType } from "react";
import { createRoot } from "react-dom/client";
import type { Behavior, BehaviorPage } from "@/lib/behavior";

type Modules = Record<string, () => Promise<Record<string, unknown>>>;

/**
 * Runs a behavior (src/lib/behavior.ts) in a test as the page's script does, its `uses` given as
 * imports by name: what it mounts renders in a React root of its own at the end of <body>.
 */
export function runBehavior<P extends object>(subject: Behavior<P>, props: P, modules: Modules = {}): void {
  const moduleNamed = (name: string) => {
    const load = modules[name];
    if (!load) throw new Error(`The test gave no module named ${name}`);
    return load();
  };
  const page: BehaviorPage = {
    load: (name) => moduleNamed(name) as never,
    async mount(name, exportName, mountProps) {
      const Component = (await moduleNamed(name))[exportName] as ComponentType<Record<string, unknown>>;
      const container = document.body.appendChild(document.createElement("div"));
      const root = createRoot(container);
      await act(async () => root.render(createElement(Component, mountProps)));
      return () => {
        act(() => root.unmount());
        container.remove();
      };
    },
  };
  subject.behavior.run(props, page);
}
