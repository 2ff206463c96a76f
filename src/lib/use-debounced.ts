"use client";

import { useEffect, useState } from "react";

/** A value that follows `value` once it has stayed the same for `delay` ms (a search box). */
export function useDebounced<T>(value: T, delay = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
