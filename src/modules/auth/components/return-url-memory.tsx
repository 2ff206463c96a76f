"use client";

import { behavior } from "@/lib/behavior";
import { shouldRemember } from "@/lib/return-url";

export const returnUrlKey = "atrium.returnUrl";

/** Remembers the page the visitor is on, so that login can bring them back (spec 000 §2). */
export const ReturnUrlMemory = behavior(() => {
  try {
    if (shouldRemember(location.pathname)) sessionStorage.setItem(returnUrlKey, location.pathname + location.search);
  } catch {
    // Blocked storage: login then lands on its default page.
  }
});
