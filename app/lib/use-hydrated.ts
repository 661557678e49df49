import { startTransition, useEffect, useState, useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/** `false` in prerendered HTML and during hydration, `true` once React runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * `useHydrated` for the public pages' sections, which are always hydrated from the server's HTML
 * and never mounted afresh in the browser: `false` in the HTML and while the section hydrates,
 * `true` once it has. The change is a transition, rendered in slices after the section's
 * hydration, where useHydrated's store would re-render every section that reads it at once, in
 * one task, right after its hydration.
 */
export function useSectionHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
