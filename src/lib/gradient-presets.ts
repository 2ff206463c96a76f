import type { z } from "zod";
import type { gradient } from "./fields";

export type Gradient = z.infer<typeof gradient>;

/** The eight presets of spec 000 §9, by name, in the spec's order (their colours are ours). */
export const gradientPresets: readonly { name: string; gradient: Gradient }[] = [
  { name: "Ocean Breeze", gradient: { from: "blue-400", via: "cyan-300", to: "teal-400" } },
  { name: "Sunset Glow", gradient: { from: "orange-400", via: "pink-500", to: "purple-600" } },
  { name: "Fresh Growth", gradient: { from: "lime-400", via: "green-500", to: "emerald-600" } },
  { name: "Purple Dreams", gradient: { from: "violet-400", via: "purple-500", to: "fuchsia-500" } },
  { name: "Fire Blaze", gradient: { from: "yellow-400", via: "orange-500", to: "red-600" } },
  { name: "Deep Ocean", gradient: { from: "blue-900", via: "blue-700", to: "cyan-600" } },
  { name: "Forest Path", gradient: { from: "green-900", via: "emerald-700", to: "teal-600" } },
  { name: "Rose Garden", gradient: { from: "rose-300", via: "pink-400", to: "rose-600" } },
];

/** Spec 000 §9: a new gradient, a newly added via colour, the default gradient and the default title gradient. */
export const newGradient: Gradient = { from: "blue-400", via: "cyan-300", to: "teal-400" };
export const newViaColor = "purple-400";
export const defaultGradient: Gradient = { from: "gray-900", via: "gray-800", to: "gray-700" };
export const defaultTitleGradient: Gradient = { from: "blue-600", via: "purple-600", to: "pink-600" };
