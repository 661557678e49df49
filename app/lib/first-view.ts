/**
 * The moment the page was first shown, for what should follow from it rather than from the
 * moment the script happened to start (ADR 0014): the page's script waits for the first view's
 * priority image to be painted, and the hero's first slide change is timed from the first paint.
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
