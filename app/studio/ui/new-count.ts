import { titleWithCount, titleWithoutCount } from "#app/content/studio/shell.ts";

type BadgingNavigator = Navigator & {
  setAppBadge?: (count?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
};

/**
 * Shows the count of new inquiries outside the page: before the document's title, and on the
 * installed app's icon where the browser has the Badging API (an installed studio on Chrome,
 * Edge, Safari on macOS and iOS). Safe to call again and again: the title keeps one prefix, and
 * a browser that refuses a badge (not installed, no permission) changes nothing.
 */
export function showNewCount(count: number) {
  document.title = titleWithCount(count, titleWithoutCount(document.title));
  const badging = navigator as BadgingNavigator;
  const done = count > 0 ? badging.setAppBadge?.(count) : badging.clearAppBadge?.();
  done?.catch(() => undefined);
}
