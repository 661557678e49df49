import { expect, type Page, type Route } from "@playwright/test";
import sharp from "sharp";

/**
 * Opens the home page and waits for hydration: the hero's slideshow control renders only then,
 * and clicks before that would reach no event handler.
 */
export async function gotoHydrated(page: Page) {
  await page.goto("/");
  await waitForHydration(page);
}

/** The page's script starts after the first view has painted (ADR 0014); this waits for it. */
export async function waitForHydration(page: Page) {
  await expect(page.getByRole("button", { name: /^Diashow/ })).toBeVisible();
}

/**
 * Stops the page's clock from the start (Playwright's clock, installed before the page loads):
 * no timer of the page runs until the test moves the clock with `page.clock.runFor()`.
 */
export async function stopClock(page: Page) {
  const start = new Date("2026-03-02T10:00:00+01:00");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1_000));
}

/** Whether the page's script has hydrated it (the slideshow control is shown only then). */
export function isHydrated(page: Page) {
  return page.getByRole("button", { name: /^Diashow/ }).isVisible();
}

export type HeroDetail = "low-detail" | "detailed";

const heroPictures = new Map<string, Promise<Buffer>>();

/**
 * A stand-in for the first hero picture. "low-detail" is one flat colour: so few bytes per pixel
 * that Chromium does not count it as a largest contentful paint (like the committed placeholders
 * on a desktop). "detailed" is noise, sharper than any camera photograph.
 */
function heroPicture(detail: HeroDetail, format: "avif" | "webp") {
  const key = `${detail}.${format}`;
  if (!heroPictures.has(key)) {
    const [width, height] = [1600, 1067];
    const image =
      detail === "detailed"
        ? sharp({
            create: {
              width,
              height,
              channels: 3,
              background: "#000",
              noise: { type: "gaussian", mean: 128, sigma: 60 },
            },
          })
        : sharp({ create: { width, height, channels: 3, background: "#8c5b46" } });
    heroPictures.set(
      key,
      (format === "avif" ? image.avif({ quality: 60, effort: 0 }) : image.webp()).toBuffer(),
    );
  }
  return heroPictures.get(key)!;
}

/** Serves that stand-in for every request of the first hero picture (and its preload). */
export async function serveHeroPicture(page: Page, detail: HeroDetail) {
  await page.route(/\/images\/hero-1-[^/]+\.(avif|webp)$/, async (route) => {
    const format = route.request().url().endsWith(".webp") ? "webp" : "avif";
    await route.fulfill({
      body: await heroPicture(detail, format),
      contentType: `image/${format}`,
    });
  });
}

/**
 * Holds back the page's script (every module under /assets/) until the returned function is
 * called, so a test can act before the page is hydrated, for certain.
 */
export async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

export type LoadTimings = {
  /** First contentful paint. */
  firstPaint?: number;
  /** When the first view's priority image was painted (Element Timing). */
  firstViewImagePaint?: number;
  /** The `elementtiming` name or tag of every largest-contentful-paint candidate, in order. */
  largestPaints: string[];
  /** When the first module of the page's script was requested. */
  firstScriptRequest?: number;
  /** When the hero's slideshow first changed picture. */
  firstSlideChange?: number;
};

/**
 * Records, from the moment the document is created, the timings the page's start-up is judged
 * by; read them with `loadTimings`. Performance observers are used rather than
 * `performance.getEntries…`, which Playwright's clock replaces with empty lists.
 */
export async function recordLoadTimings(page: Page) {
  await page.addInitScript(() => {
    const timings: LoadTimings = { largestPaints: [] };
    (window as unknown as { __loadTimings: LoadTimings }).__loadTimings = timings;
    const watch = (type: string, each: (entry: PerformanceEntry) => void) =>
      new PerformanceObserver((list) => list.getEntries().forEach(each)).observe({
        type,
        buffered: true,
      });
    watch("paint", (entry) => {
      if (entry.name === "first-contentful-paint") timings.firstPaint = entry.startTime;
    });
    watch("element", (entry) => {
      const { identifier, renderTime } = entry as PerformanceEntry & {
        identifier: string;
        renderTime: number;
      };
      if (identifier === "first-view") timings.firstViewImagePaint ??= renderTime;
    });
    watch("largest-contentful-paint", (entry) => {
      const element = (entry as PerformanceEntry & { element: Element | null }).element;
      timings.largestPaints.push(
        element?.getAttribute("elementtiming") ?? element?.tagName.toLowerCase() ?? "",
      );
    });
    watch("resource", (entry) => {
      const path = new URL(entry.name).pathname;
      if (path.startsWith("/assets/") && path.endsWith(".js"))
        timings.firstScriptRequest = Math.min(
          timings.firstScriptRequest ?? Infinity,
          entry.startTime,
        );
    });
    document.addEventListener("DOMContentLoaded", () => {
      const slides = document.querySelector('[data-testid="hero-slides"]');
      if (!slides) return;
      new MutationObserver((changes, observer) => {
        if (changes.some((change) => (change.target as Element).matches('[data-active="true"]'))) {
          timings.firstSlideChange = performance.now();
          observer.disconnect();
        }
      }).observe(slides, { attributes: true, attributeFilter: ["data-active"], subtree: true });
    });
  });
}

export function loadTimings(page: Page): Promise<LoadTimings> {
  return page.evaluate(() => (window as unknown as { __loadTimings: LoadTimings }).__loadTimings);
}
