"use client";

import { useState } from "react";

/** An island with state, for src/lib/island-roots.test.tsx: a button that counts its clicks. */
export function IslandCounter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((value) => value + 1)}>
      {label} {count}
    </button>
  );
}
