"use client";

import { useEffect } from "react";

/**
 * While `dirty`, asks before the page is left, as the modal editors ask before closing (decision 011's
 * `confirmClose`): the browser's own question on reload, close or a typed address (`beforeunload`),
 * and `question` before a click on a link of the page, which a client navigation would otherwise
 * follow without unloading anything.
 */
export function useLeaveGuard(dirty: boolean, question: string) {
  useEffect(() => {
    if (!dirty) return;
    // Once the admin said yes to a link, the page that link loads does not ask again.
    let agreed = false;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (agreed) return;
      event.preventDefault();
      // Older browsers show the question only when this is set.
      event.returnValue = "";
    };
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!link || event.defaultPrevented || link.getAttribute("target") === "_blank" || event.ctrlKey || event.metaKey || event.shiftKey) return;
      agreed = window.confirm(question);
      if (!agreed) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener("beforeunload", beforeUnload);
    // Capture: before Next's link handler starts the client navigation.
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", beforeUnload);
      document.removeEventListener("click", onClick, true);
    };
  }, [dirty, question]);
}
