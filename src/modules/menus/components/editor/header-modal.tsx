"use client";

import type { EditorProps } from "@/lib/editing";
import { MenuSettingsModal } from "./menu-settings-modal";

/** The header modal (spec 001 §2): five styles and the menu. */
export default function HeaderModal(props: EditorProps) {
  return <MenuSettingsModal part="header" {...props} />;
}
