import { useEffect } from "react";
import { useLocation } from "react-router";

/**
 * After a form on the page navigated to `#<id>` (a place she changed, a move button she pressed),
 * the element comes into view and, if the focus was lost with the element that had it, takes it:
 * a move button that is now disabled (the row reached the top) hands it to its row's other one.
 * Without JavaScript the browser scrolls to the fragment itself.
 */
export function useHashFocus() {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash || hash === "#auswahl") return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView({ block: "nearest" });
    const lost = document.activeElement === document.body || !document.activeElement;
    if (!lost && !(document.activeElement as HTMLButtonElement).disabled) return;
    const focusable = "a[href], button:not(:disabled)";
    const focus = target.matches(focusable)
      ? target
      : (target.querySelector<HTMLElement>(focusable) ??
        target.closest("form")?.querySelector<HTMLElement>(focusable) ??
        target.closest("li")?.querySelector<HTMLElement>(focusable));
    focus?.focus({ preventScroll: true });
  }, [hash, key]);
}
