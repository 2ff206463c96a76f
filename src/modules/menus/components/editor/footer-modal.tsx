"use client";

import type { EditorProps } from "@/lib/editing";
import { MenuSettingsModal } from "./menu-settings-modal";

/** The footer modal (spec 001 §2): three styles and the menu's footer items. */
export default function FooterModal(props: EditorProps) {
  return <MenuSettingsModal part="footer" {...props} />;
}
