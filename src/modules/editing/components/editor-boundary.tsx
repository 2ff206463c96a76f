"use client";

import { Component, type ReactNode } from "react";

/** Catches an editor that failed to load or crashed, so the page stays usable; the layer says so in a toast. */
export class EditorBoundary extends Component<{ onError: (error: unknown) => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.error("[editing] an editor failed:", error);
    this.props.onError(error);
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}
