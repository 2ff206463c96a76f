"use client";

import { useSyncExternalStore } from "react";

const never = () => () => undefined;

/**
 * False in the server's HTML and until React has hydrated the component, then true. A form's submit
 * button waits for it: clicked before, the browser would submit the form itself, as a GET that puts
 * the fields (a password) in the address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
