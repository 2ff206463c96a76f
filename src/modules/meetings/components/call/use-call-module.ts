"use client";

import { useEffect, useState } from "react";

type CallModule = typeof import("./video-call");

/**
 * The call's code, loaded as soon as a page that may open a call mounts (the waiting room, the host's
 * meetings page), so that admission opens the call at once. Not React.lazy: a lazy component
 * suspends on its first render even when its code is there, and React holds a revealed Suspense
 * boundary back for up to 300 ms.
 */
export function useCallModule(): CallModule | null {
  const [loaded, setLoaded] = useState<CallModule | null>(null);
  useEffect(() => {
    let mounted = true;
    void import("./video-call").then((module) => mounted && setLoaded(module));
    return () => {
      mounted = false;
    };
  }, []);
  return loaded;
}
