import { expect, test, type Page } from "@playwright/test";
import {
  holdScripts,
  isHydrated,
  loadTimings,
  recordLoadTimings,
} from "#tests/e2e/home-helpers.ts";

const slides = (page: Page) => page.getByTestId("hero-slides").locator("[data-active]");
const activeSlide = (page: Page) =>
  slides(page).evaluateAll((nodes) =>
    nodes.findIndex((node) => node.getAttribute("data-active") === "true"),
  );

// The clock stands still from the start, so only runFor() moves the slideshow; the control
// renders once the page is hydrated, i.e. once the slideshow can run.
async function openHydrated(page: Page) {
  const start = new Date("2026-03-02T10:00:00+01:00");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1_000));
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

  test("only the first loads eagerly with high priority; each later one comes a slide ahead", async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await openHydrated(page);
    const images = page.getByTestId("hero-slides").locator("img");
    // The second picture is added when the page hydrates, the third when the second is shown.
    await expect(images).toHaveCount(2);
    expect(requested.filter((path) => /^\/images\/hero-3-/.test(path))).toEqual([]);
    await page.clock.runFor(5_000);
    await expect(images).toHaveCount(3);
    await expect(images.first()).toHaveAttribute("fetchpriority", "high");
    await expect(images.first()).not.toHaveAttribute("loading", "lazy");
    for (const index of [1, 2]) {
      await expect(images.nth(index)).not.toHaveAttribute("fetchpriority", "high");
      await expect(images.nth(index)).toHaveAttribute("loading", "lazy");
    }
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
