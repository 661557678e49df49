/**
 * The moment the page was first shown, for what should follow from it rather than from the
 * moment the script happened to start (ADR 0014): the page's script waits for the first view's
 * priority image to be painted, the hero's first slide change is timed from the first paint, and
 * what the page needs only after the first view waits until it has loaded and is idle.
 */

/** The `elementtiming` name of the page's priority image; the boot script observes it. */
export const firstViewImageTiming = "first-view";

/**
 * Milliseconds since the first contentful paint, or 0 where the browser does not report it (the
 * caller then counts from now).
 */
export function msSinceFirstPaint(): number {
  const [paint] = performance.getEntriesByName("first-contentful-paint", "paint");
  return paint ? Math.max(0, performance.now() - paint.startTime) : 0;
}

/**
 * Calls `then` once the page has loaded, `notBeforeMs` have passed and the browser is idle after
 * both (at most `idleTimeoutMs` later): for what the page will need soon but the first view does
 * not. Returns a function that cancels it.
 */
export function afterLoadWhenIdle(notBeforeMs: number, then: () => void, idleTimeoutMs = 1000) {
  let loaded = document.readyState === "complete";
  let waited = false;
  let cancelIdle = () => {};
  const step = () => {
    if (!loaded || !waited) return;
    // Safari has no requestIdleCallback: a task of its own is the nearest it offers.
    if (typeof window.requestIdleCallback === "function") {
      const idle = window.requestIdleCallback(then, { timeout: idleTimeoutMs });
      cancelIdle = () => window.cancelIdleCallback(idle);
    } else {
      const timer = window.setTimeout(then, 0);
      cancelIdle = () => window.clearTimeout(timer);
    }
  };
  const onLoad = () => {
    loaded = true;
    step();
  };
  if (!loaded) window.addEventListener("load", onLoad, { once: true });
  const timer = window.setTimeout(() => {
    waited = true;
    step();
  }, notBeforeMs);
  return () => {
    window.removeEventListener("load", onLoad);
    window.clearTimeout(timer);
    cancelIdle();
  };
}
