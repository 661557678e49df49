import { expect, test } from "@playwright/test";
import {
  loadTimings,
  recordLoadTimings,
  serveHeroPicture,
  waitForHydration,
  type HeroDetail,
} from "#tests/e2e/home-helpers.ts";

test("the first hero image is preloaded, eager and fetched with high priority", async ({
  page,
}) => {
  await page.goto("/");
  // The hero rotates three pictures; the first is the one that paints first.
  const hero = page.locator("section").first().locator("picture img").first();
  await expect(hero).toHaveAttribute("fetchpriority", "high");
  expect(await hero.getAttribute("loading")).not.toBe("lazy");
  const avifSources = hero.locator("xpath=../source[@type='image/avif']");

  // The preload comes first in <head>, ahead of fonts and scripts, and asks for exactly what the
  // picture will choose, so the browser fetches the hero once and early. With the phone cut there
  // are two hints, one per kind of screen: their media queries exclude each other.
  const preloads = page.locator('head link[rel="preload"][as="image"]');
  const hints = await preloads.evaluateAll((links) =>
    links.map((link) => ({
      fetchPriority: link.getAttribute("fetchpriority"),
      type: link.getAttribute("type"),
      srcset: link.getAttribute("imagesrcset"),
      sizes: link.getAttribute("imagesizes"),
      applies: window.matchMedia(link.getAttribute("media") ?? "all").matches,
    })),
  );
  const sources = await avifSources.evaluateAll((nodes) =>
    nodes.map((node) => ({
      srcset: node.getAttribute("srcset"),
      sizes: node.getAttribute("sizes"),
      applies: window.matchMedia(node.getAttribute("media") ?? "all").matches,
    })),
  );
  expect(hints.length).toBe(sources.length);
  for (const hint of hints) {
    expect(hint).toMatchObject({ fetchPriority: "high", type: "image/avif" });
    expect(sources).toContainEqual(
      expect.objectContaining({ srcset: hint.srcset, sizes: hint.sizes }),
    );
  }
  // On this screen exactly one hint applies: the one for the source the picture uses.
  const applying = hints.filter((hint) => hint.applies);
  expect(applying).toHaveLength(1);
  expect(sources.find((source) => source.applies)?.srcset).toBe(applying[0]!.srcset);
  const firstPreloadIndex = await page.evaluate(() =>
    [...document.head.querySelectorAll("link[rel=preload]")].findIndex(
      (link) => link.getAttribute("as") === "image",
    ),
  );
  expect(firstPreloadIndex).toBe(0);

  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
  expect(await hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

// The page's script waits for the first view (ADR 0014): the first paint and the hero picture's
// own paint, reported by Element Timing for a picture of any detail, whichever element the browser
// takes for the largest. The clock stands still, so no timer can start the script; no input is
// given either, so only those paints can.
test.describe("the page's script is requested only after the hero picture has painted", () => {
  for (const detail of ["low-detail", "detailed"] as HeroDetail[])
    for (const viewport of [
      { width: 375, height: 812 },
      { width: 1440, height: 900 },
    ])
      test(`${viewport.width} px, ${detail} hero picture`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await serveHeroPicture(page, detail);
        await recordLoadTimings(page);
        const start = new Date("2026-03-02T10:00:00+01:00");
        await page.clock.install({ time: start });
        await page.clock.pauseAt(new Date(start.getTime() + 1_000));
        await page.goto("/");
        await waitForHydration(page);
        await expect.poll(async () => (await loadTimings(page)).firstScriptRequest).toBeDefined();
        const timings = await loadTimings(page);
        expect(timings.firstPaint).toBeGreaterThan(0);
        expect(timings.firstViewImagePaint).toBeGreaterThan(0);
        expect(timings.firstScriptRequest).toBeGreaterThanOrEqual(timings.firstPaint!);
        expect(timings.firstScriptRequest).toBeGreaterThanOrEqual(timings.firstViewImagePaint!);
        // The two cases the start must not depend on: the browser counts the detailed picture
        // as the largest contentful paint and never the low-detail one.
        if (detail === "detailed") expect(timings.largestPaints.at(-1)).toBe("first-view");
        else expect(timings.largestPaints).not.toContain("first-view");
        // No modulepreload hints either: nothing else competes with the picture for the connection.
        await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0);
      });
});

// Phones held upright load a tall cut of the hero around its focal point (ADR 0026) instead of
// the landscape picture, which they would crop two thirds away and enlarge about threefold. A
// dense screen (3x) gets the cut's larger file (ADR 0028) instead of the 480 px one, which it
// would enlarge 2.7 times.
for (const screen of [
  {
    name: "a phone",
    viewport: { width: 412, height: 823 },
    scale: 1.75,
    cut: "cut480",
    limit: 1.7,
  },
  {
    name: "a 3x phone",
    viewport: { width: 390, height: 844 },
    scale: 3,
    cut: "cut720",
    limit: 1.9,
  },
  {
    name: "a desktop",
    viewport: { width: 1440, height: 900 },
    scale: 1,
    cut: undefined,
    limit: 1.7,
  },
])
  test(`${screen.name} loads the hero picture once, ${screen.cut ? `as the phone cut (${screen.cut})` : "in landscape"}, and draws it at most ${screen.limit} times enlarged`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: screen.viewport,
      deviceScaleFactor: screen.scale,
    });
    const page = await context.newPage();
    const requested: string[] = [];
    page.on("request", (request) => {
      if (/\/images\/hero-1-/.test(request.url())) requested.push(request.url());
    });
    await page.goto("/");
    const hero = page.locator("section").first().locator("picture img").first();
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
    const drawn = await hero.evaluate((img: HTMLImageElement) => {
      const box = img.getBoundingClientRect();
      return { src: img.currentSrc, width: box.width, height: box.height };
    });
    expect(requested).toEqual([drawn.src]);
    expect(drawn.src.match(/-(cut\d+)\.avif$/)?.[1]).toBe(screen.cut);
    // The file's own pixels against the device pixels it covers (object-fit: cover).
    const { width, height } = await page.evaluate(async (url) => {
      const bitmap = await createImageBitmap(await (await fetch(url)).blob());
      return { width: bitmap.width, height: bitmap.height };
    }, drawn.src);
    const enlarged = Math.max(drawn.width / width, drawn.height / height) * screen.scale;
    expect(enlarged).toBeLessThanOrEqual(screen.limit);
    await context.close();
  });

test("a hero picture that fails to load does not hold the script back", async ({ page }) => {
  await page.route(/\/images\/hero-1-[^/]+\.(avif|webp)$/, (route) => route.abort());
  const start = new Date("2026-03-02T10:00:00+01:00");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1_000));
  await page.goto("/");
  // No timer runs and no input is given: the failed picture itself lets the script start.
  await waitForHydration(page);
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
    // A picture the page fetches later (the hero's next slide, the portrait) may answer while the
    // test closes its page: its headers are then gone, and it is not one of the pictures checked.
    const headers = await response
      .request()
      .allHeaders()
      .catch(() => null);
    if (!headers) return;
    served.push({
      url: response.url(),
      type: response.headers()["content-type"] ?? "",
      accept: headers.accept ?? "",
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
