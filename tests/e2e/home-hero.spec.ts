import { expect, test, type Page } from "@playwright/test";
import {
  holdScripts,
  isHydrated,
  loadTimings,
  recordLoadTimings,
  stopClock,
} from "#tests/e2e/home-helpers.ts";

const slides = (page: Page) => page.getByTestId("hero-slides").locator("[data-active]");
const activeSlide = (page: Page) =>
  slides(page).evaluateAll((nodes) =>
    nodes.findIndex((node) => node.getAttribute("data-active") === "true"),
  );

// The clock stands still from the start, so only runFor() moves the slideshow; the control
// renders once the page is hydrated, i.e. once the slideshow can run.
async function openHydrated(page: Page) {
  await stopClock(page);
  await page.goto("/");
  await expect(page.getByRole("button", { name: /^Diashow/ })).toBeVisible();
}

test.describe("with motion allowed", () => {
  test.use({ reducedMotion: "no-preference" });

  test("advances every 5 seconds through the three images and wraps", async ({ page }) => {
    await openHydrated(page);
    await expect(slides(page)).toHaveCount(3);
    expect(await activeSlide(page)).toBe(0);
    await page.clock.runFor(4_900);
    expect(await activeSlide(page)).toBe(0);
    await page.clock.runFor(100);
    await expect.poll(() => activeSlide(page)).toBe(1);
    await page.clock.runFor(5_000);
    await expect.poll(() => activeSlide(page)).toBe(2);
    await page.clock.runFor(5_000);
    await expect.poll(() => activeSlide(page)).toBe(0);
  });

  test("the pause/play control stops and restarts the rotation", async ({ page }) => {
    await openHydrated(page);
    await page.getByRole("button", { name: "Diashow pausieren" }).click();
    await page.clock.runFor(15_000);
    expect(await activeSlide(page)).toBe(0);
    await page.getByRole("button", { name: "Diashow abspielen" }).click();
    await expect(page.getByRole("button", { name: "Diashow pausieren" })).toBeVisible();
    await page.clock.runFor(5_000);
    await expect.poll(() => activeSlide(page)).toBe(1);
  });

  test("keyboard focus inside the hero holds the rotation", async ({ page }) => {
    await openHydrated(page);
    // The header's last link comes right before the hero in tab order.
    await page
      .getByRole("navigation", { name: "Hauptnavigation" })
      .getByRole("link", { name: "Shooting anfragen" })
      .focus();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Shooting buchen" })).toBeFocused();
    await page.clock.runFor(12_000);
    expect(await activeSlide(page)).toBe(0);
    await page.keyboard.press("Shift+Tab");
    await page.clock.runFor(5_000);
    await expect.poll(() => activeSlide(page)).toBe(1);
  });
});

test.describe("with motion allowed, on the real clock", () => {
  test.use({ reducedMotion: "no-preference" });

  test("the first change comes 5 s after the page was shown, however late the script starts", async ({
    page,
  }) => {
    const scriptDelayMs = 3_000;
    const release = await holdScripts(page);
    await recordLoadTimings(page);
    await page.goto("/", { waitUntil: "commit" });
    await expect.poll(async () => (await loadTimings(page)).firstPaint).toBeGreaterThan(0);
    const { firstPaint } = await loadTimings(page);
    await page.waitForFunction((until) => performance.now() >= until, firstPaint! + scriptDelayMs);
    expect(await isHydrated(page)).toBe(false);
    release();
    await expect
      .poll(async () => (await loadTimings(page)).firstSlideChange, {
        timeout: 15_000,
      })
      .toBeDefined();
    const { firstSlideChange } = await loadTimings(page);
    expect(await activeSlide(page)).toBe(1);
    // Timed from the first paint: not earlier, and well before hydration + 5 s (8 s or more).
    expect(firstSlideChange! - firstPaint!).toBeGreaterThanOrEqual(4_990);
    expect(firstSlideChange! - firstPaint!).toBeLessThan(5_000 + scriptDelayMs / 2);
  });
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("nothing rotates on its own, but the visitor may start it", async ({ page }) => {
    await openHydrated(page);
    await page.clock.runFor(20_000);
    expect(await activeSlide(page)).toBe(0);
    await page.getByRole("button", { name: "Diashow abspielen" }).click();
    await page.clock.runFor(5_000);
    await expect.poll(() => activeSlide(page)).toBe(1);
  });
});

test.describe("the hero's pictures", () => {
  test.use({ reducedMotion: "no-preference" });

  const pictures = (page: Page) => page.getByTestId("hero-slides").locator("img");
  const arrived = (page: Page, index: number) =>
    pictures(page)
      .nth(index)
      .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

  /** Records, at the moment a slide becomes the active one, whether its picture had arrived. */
  async function recordArrivalAtChange(page: Page) {
    await page.evaluate(() => {
      const seen: boolean[] = [];
      (window as unknown as { __arrivedAtChange: boolean[] }).__arrivedAtChange = seen;
      new MutationObserver((changes) => {
        for (const { target } of changes) {
          const slide = target as Element;
          if (slide.getAttribute("data-active") !== "true") continue;
          const img = slide.querySelector("img");
          seen.push(!!img && img.complete && img.naturalWidth > 0);
        }
      }).observe(document.querySelector('[data-testid="hero-slides"]')!, {
        attributes: true,
        attributeFilter: ["data-active"],
        subtree: true,
      });
    });
  }
  const arrivedAtChange = (page: Page) =>
    page.evaluate(() => (window as unknown as { __arrivedAtChange: boolean[] }).__arrivedAtChange);

  test("only the first loads eagerly with high priority; each later one is in place before it is shown", async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await openHydrated(page);
    await recordArrivalAtChange(page);
    // The page has hydrated: still only the first picture, the first view's.
    await expect(pictures(page)).toHaveCount(1);
    expect(requested.filter((path) => /^\/images\/hero-[23]-/.test(path))).toEqual([]);
    // The second comes ahead of the first change and has arrived before it is shown.
    await page.clock.runFor(4_500);
    await expect(pictures(page)).toHaveCount(2);
    await expect.poll(() => arrived(page, 1)).toBe(true);
    expect(await activeSlide(page)).toBe(0);
    expect(requested.filter((path) => /^\/images\/hero-3-/.test(path))).toEqual([]);
    // The third is added when the second is shown, a whole slide ahead.
    await page.clock.runFor(500);
    await expect.poll(() => activeSlide(page)).toBe(1);
    await expect(pictures(page)).toHaveCount(3);
    await expect.poll(() => arrived(page, 2)).toBe(true);
    await page.clock.runFor(5_000);
    await expect.poll(() => activeSlide(page)).toBe(2);
    expect(await arrivedAtChange(page)).toEqual([true, true]);
    await expect(pictures(page).first()).toHaveAttribute("fetchpriority", "high");
    await expect(pictures(page).first()).not.toHaveAttribute("loading", "lazy");
    for (const index of [1, 2]) {
      await expect(pictures(page).nth(index)).not.toHaveAttribute("fetchpriority", "high");
      await expect(pictures(page).nth(index)).toHaveAttribute("loading", "lazy");
    }
  });

  test("a change that is due waits until its picture has arrived", async ({ page }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    await page.route(/\/images\/hero-2-[^/]+\.(avif|webp)$/, async (route) => {
      asked = true;
      await released;
      await route.continue();
    });
    await openHydrated(page);
    await recordArrivalAtChange(page);
    await page.clock.runFor(5_000);
    await expect.poll(() => asked).toBe(true);
    // Due, but its picture is still on its way: the first slide stays.
    await page.waitForTimeout(300);
    expect(await activeSlide(page)).toBe(0);
    expect(await arrived(page, 1)).toBe(false);
    release();
    await expect.poll(() => activeSlide(page)).toBe(1);
    expect(await arrivedAtChange(page)).toEqual([true]);
  });

  test("with reduced motion and no request to play, no later picture is loaded", async ({
    browser,
  }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await openHydrated(page);
    await page.clock.runFor(20_000);
    await expect(pictures(page)).toHaveCount(1);
    expect(requested.filter((path) => /^\/images\/hero-[23]-/.test(path))).toEqual([]);
    // Asked to play, the second comes ahead of its change as it does for everyone.
    await page.getByRole("button", { name: "Diashow abspielen" }).click();
    await page.clock.runFor(4_500);
    await expect(pictures(page)).toHaveCount(2);
    await expect.poll(() => arrived(page, 1)).toBe(true);
    expect(await activeSlide(page)).toBe(0);
    await page.clock.runFor(500);
    await expect.poll(() => activeSlide(page)).toBe(1);
    await context.close();
  });
});

test("the later slides are not part of the first view; the script adds them", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  await page.goto("/", { waitUntil: "load" });
  await expect(page.getByTestId("hero-slides").locator("img")).toHaveCount(1);
  expect(requested.filter((path) => /^\/images\/hero-[23]-/.test(path))).toEqual([]);
  await context.close();
});

test("hero shows tagline, the page's only h1, subline and the three trust points", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.locator("h1")).toHaveCount(1);
  const hero = page.locator("section", { has: page.locator("h1") });
  await expect(hero.getByText("Boudoir-Fotografie in Aachen")).toBeVisible();
  await expect(hero.getByRole("heading", { level: 1 })).toHaveText(
    "Sieh dich so, wie du wirklich bist",
  );
  await expect(hero.getByRole("listitem")).toHaveText([
    "Diskret & professionell",
    "Einfühlsame Begleitung",
    "Zeitlose Kunstwerke",
  ]);
});

for (const [label, target] of [
  ["Shooting buchen", "contact"],
  ["Portfolio ansehen", "portfolio"],
] as const) {
  test(`"${label}" scrolls to #${target}`, async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`#${target}$`));
    await expect(page.locator(`#${target}`)).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  });
}
