import type { ComponentType } from "react";

/**
 * An editor loaded on demand, `() => import("./editor")`: its code is a chunk of its own that only the
 * admin island asks for, never part of what visitors download (ARCHITECTURE rule 4, decision 015).
 */
export type LazyEditor<Props> = () => Promise<{ default: ComponentType<Props> }>;
