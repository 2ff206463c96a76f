"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { shouldRemember } from "@/lib/return-url";

export const returnUrlKey = "atrium.returnUrl";

/** Remembers the page the visitor is on, so that login can bring them back (spec 000 §2). */
export function ReturnUrlMemory() {
  const pathname = usePathname();
  useEffect(() => {
    const current = window.location.pathname + window.location.search;
    if (shouldRemember(window.location.pathname)) sessionStorage.setItem(returnUrlKey, current);
  }, [pathname]);
  return null;
}
