import { useEffect } from "react";

/**
 * While `active`, leaving the page (closing the tab, reloading, following a link out) asks first:
 * an upload under way would stop half-way. Browsers show their own words; `message` is for the
 * few that still show the page's.
 */
export function useLeaveWarning(active: boolean, message: string) {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = message;
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [active, message]);
}
