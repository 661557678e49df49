import { expect, test } from "@playwright/test";
import { waitForHydration } from "./home-helpers";

test("the first hero image is preloaded, eager and fetched with high priority", async ({
  page,
}) => {
  await page.goto("/");
  // The hero rotates three pictures; the first is the one that paints first.
  const hero = page.locator("section").first().locator("picture img").first();
  await expect(hero).toHaveAttribute("fetchpriority", "high");
  expect(await hero.getAttribute("loading")).not.toBe("lazy");
  const avifSource = hero.locator("xpath=../source[@type='image/avif']");

  // The preload comes first in <head>, ahead of fonts and scripts, and asks for exactly what the
  // picture will choose, so the browser fetches the hero once and early.
  const preloads = page.locator('head link[rel="preload"][as="image"]');
  expect(await preloads.count()).toBeGreaterThanOrEqual(1);
  for (const preload of await preloads.all()) {
    await expect(preload).toHaveAttribute("fetchpriority", "high");
    await expect(preload).toHaveAttribute("type", "image/avif");
    expect(await preload.getAttribute("imagesrcset")).toBe(await avifSource.getAttribute("srcset"));
    expect(await preload.getAttribute("imagesizes")).toBe(await avifSource.getAttribute("sizes"));
  }
  const firstPreloadIndex = await page.evaluate(() =>
    [...document.head.querySelectorAll("link[rel=preload]")].findIndex(
      (link) => link.getAttribute("as") === "image",
    ),
  );
  expect(firstPreloadIndex).toBe(0);

  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
  expect(await hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test("the page's script is requested only after the hero picture has painted", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const { heroPaint, firstScript } = await page.evaluate(async () => {
    const hero = document.querySelector('img[fetchpriority="high"]');
    const entries = await new Promise<PerformanceEntryList>((resolve) =>
      new PerformanceObserver((list) => resolve(list.getEntries())).observe({
        type: "largest-contentful-paint",
        buffered: true,
      }),
    );
    const painted = entries.find(
      (entry) => (entry as PerformanceEntry & { element: Element | null }).element === hero,
    );
    const scripts = performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname.startsWith("/assets/"))
      .filter((entry) => entry.name.endsWith(".js"));
    return {
      heroPaint: painted?.startTime,
      firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
    };
  });
  expect(heroPaint).toBeGreaterThan(0);
  expect(firstScript).toBeGreaterThanOrEqual(heroPaint!);
  // No modulepreload hints either: nothing else competes with the picture for the connection.
  await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0);
});

test("portfolio images are lazy, async, sized, described and load when scrolled to", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/");
  const images = page.locator("#portfolio picture img");
  await expect(images).toHaveCount(22);
  for (const img of await images.all()) {
    await expect(img).toHaveAttribute("loading", "lazy");
    await expect(img).toHaveAttribute("decoding", "async");
    expect(Number(await img.getAttribute("width"))).toBeGreaterThan(0);
    expect(Number(await img.getAttribute("height"))).toBeGreaterThan(0);
    expect((await img.getAttribute("alt"))?.length).toBeGreaterThan(10);
    // The blurred placeholder is inline CSS; no request until the real picture is needed.
    expect(await img.evaluate((el) => getComputedStyle(el).backgroundImage)).toMatch(
      /^radial-gradient\(.*linear-gradient\(rgb\(\d+, \d+, \d+\) 0px, rgb\(\d+, \d+, \d+\) 0px\)$/,
    );
  }
  // Chromium starts lazy loads about a screen ahead; the images further down wait their turn.
  const notLoaded = await images.evaluateAll(
    (all) => all.filter((img) => !(img as HTMLImageElement).currentSrc).length,
  );
  expect(notLoaded).toBeGreaterThan(0);
  // …and the images arrive once it is scrolled into view.
  await images.last().scrollIntoViewIfNeeded();
  await expect
    .poll(() => images.last().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
});

test("Chromium, which accepts AVIF, is served AVIF for every picture", async ({ page }) => {
  const served: { url: string; type: string; accept: string }[] = [];
  page.on("response", async (response) => {
    if (!new URL(response.url()).pathname.startsWith("/images/")) return;
    served.push({
      url: response.url(),
      type: response.headers()["content-type"] ?? "",
      accept: (await response.request().allHeaders()).accept ?? "",
    });
  });
  await page.goto("/");
  await page.locator("#portfolio").scrollIntoViewIfNeeded();
  await page.locator("#portfolio picture img").last().scrollIntoViewIfNeeded();
  await page.waitForLoadState("networkidle");
  expect(served.length).toBeGreaterThan(1);
  for (const response of served) {
    expect(response.accept).toContain("image/avif");
    expect(response.type, response.url).toBe("image/avif");
  }
});

test("generated images are served with their type and cached for a year, immutable", async ({
  page,
  request,
}) => {
  await page.goto("/");
  const src = await page
    .locator("section")
    .first()
    .locator("picture source[type='image/avif']")
    .first()
    .getAttribute("srcset");
  const first = src!.split(",")[0]!.trim().split(" ")[0]!;
  const response = await request.get(first);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/avif");
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});
