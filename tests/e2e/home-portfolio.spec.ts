import { expect, test, type Page } from "@playwright/test";
import {
  gotoHydrated,
  holdScripts,
  isHydrated,
  loadTimings,
  recordLoadTimings,
  serveHeroPicture,
  type HeroDetail,
} from "#tests/e2e/home-helpers.ts";

const tiles = (page: Page) => page.getByTestId("portfolio-grid").getByRole("listitem");
const dialog = (page: Page) => page.getByRole("dialog", { name: "Bildansicht" });
const thumbnail = (page: Page, index: number) => tiles(page).nth(index).getByRole("link");

async function boxes(page: Page) {
  return tiles(page).evaluateAll((nodes) =>
    nodes.map((node) => {
      const { x, y, width, height } = node.getBoundingClientRect();
      return { x, y, width, height };
    }),
  );
}

test("22 images with German alt text", async ({ page }) => {
  await page.goto("/");
  await expect(tiles(page)).toHaveCount(22);
  const alts = await tiles(page)
    .locator("img")
    .evaluateAll((images) => images.map((image) => image.getAttribute("alt") ?? ""));
  expect(alts).toHaveLength(22);
  for (const alt of alts) expect(alt.trim().length).toBeGreaterThan(10);
});

test("at 375 px: a two-column grid of squares", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/");
  const all = await boxes(page);
  expect(new Set(all.map((box) => Math.round(box.x))).size).toBe(2);
  for (const box of all) expect(Math.abs(box.width - box.height)).toBeLessThan(1.5);
});

test("at 1280 px: a four-column mosaic of varied sizes without gaps or holes", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  const grid = await page.getByTestId("portfolio-grid").boundingBox();
  const all = await boxes(page);
  const columnLefts = [...new Set(all.map((box) => Math.round(box.x)))].sort((a, b) => a - b);
  expect(columnLefts).toHaveLength(4);

  // Cell pitch from the narrowest tiles; every tile must cover whole cells.
  const cell = Math.min(...all.map((box) => box.width));
  const gap = (grid!.width - 4 * cell) / 3;
  const pitch = cell + gap;
  const occupied = new Map<string, number>();
  let spans = 0;
  all.forEach((box, index) => {
    const column = Math.round((box.x - grid!.x) / pitch);
    const row = Math.round((box.y - grid!.y) / pitch);
    const columns = Math.round((box.width + gap) / pitch);
    const rows = Math.round((box.height + gap) / pitch);
    expect(Math.abs(columns * pitch - gap - box.width)).toBeLessThan(2);
    expect(Math.abs(rows * pitch - gap - box.height)).toBeLessThan(2);
    if (columns * rows > 1) spans += 1;
    for (let c = column; c < column + columns; c++)
      for (let r = row; r < row + rows; r++) {
        expect(occupied.has(`${c},${r}`), `cell ${c},${r} taken twice`).toBe(false);
        occupied.set(`${c},${r}`, index);
      }
  });
  const rowCount = Math.round((grid!.height + gap) / pitch);
  expect(occupied.size).toBe(rowCount * 4);
  expect(spans).toBeGreaterThanOrEqual(4);
});

test("the lightbox opens on click, counts, navigates by keys and buttons, and closes by button", async ({
  page,
}) => {
  await gotoHydrated(page);
  await thumbnail(page, 2).click();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByText("Bild 3 von 22")).toBeVisible();
  const shown = dialog(page).locator("img");
  await expect(shown).toHaveAttribute(
    "alt",
    (await thumbnail(page, 2).locator("img").getAttribute("alt"))!,
  );
  // The large file is chosen for the full viewport width, and only now that the viewer is open.
  await expect(dialog(page).locator("source").first()).toHaveAttribute("sizes", "100vw");

  await page.keyboard.press("ArrowRight");
  await expect(dialog(page).getByText("Bild 4 von 22")).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(dialog(page).getByText("Bild 2 von 22")).toBeVisible();
  await dialog(page).getByRole("button", { name: "Vorheriges Bild" }).click();
  await dialog(page).getByRole("button", { name: "Vorheriges Bild" }).click();
  await expect(dialog(page).getByText("Bild 22 von 22")).toBeVisible();
  await dialog(page).getByRole("button", { name: "Nächstes Bild" }).click();
  await expect(dialog(page).getByText("Bild 1 von 22")).toBeVisible();

  await dialog(page).getByRole("button", { name: "Schließen" }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(thumbnail(page, 0)).toBeFocused();
});

test("the lightbox closes on a backdrop click but not on the image", async ({ page }) => {
  await gotoHydrated(page);
  await thumbnail(page, 5).click();
  await expect(dialog(page)).toBeVisible();
  await dialog(page).locator("picture").locator("..").click();
  await expect(dialog(page)).toBeVisible();
  await page.mouse.click(8, 120);
  await expect(dialog(page)).toBeHidden();
  await expect(thumbnail(page, 5)).toBeFocused();
});

test("the lightbox is modal: focus moves in, stays in, Escape closes and focus returns", async ({
  page,
}) => {
  await gotoHydrated(page);
  await thumbnail(page, 7).focus();
  await page.keyboard.press("Enter");
  await expect(dialog(page)).toBeVisible();
  const focusInDialog = () =>
    page.evaluate(() => Boolean(document.activeElement?.closest("dialog[open]")));
  expect(await focusInDialog()).toBe(true);
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press("Tab");
    expect(await focusInDialog()).toBe(true);
  }
  // The page behind does not scroll while the viewer is open.
  const overflow = () => page.evaluate(() => getComputedStyle(document.documentElement).overflow);
  expect(await overflow()).toBe("hidden");
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toBeHidden();
  await expect(thumbnail(page, 7)).toBeFocused();
  await expect.poll(overflow).not.toBe("hidden");
});

test("a horizontal swipe moves between images", async ({ page }) => {
  await gotoHydrated(page);
  await thumbnail(page, 0).click();
  const box = (await dialog(page).locator("picture").locator("..").boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.8, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.2, y, { steps: 5 });
  await page.mouse.up();
  await expect(dialog(page).getByText("Bild 2 von 22")).toBeVisible();
  await page.mouse.move(box.x + box.width * 0.2, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.8, y, { steps: 5 });
  await page.mouse.up();
  await expect(dialog(page).getByText("Bild 1 von 22")).toBeVisible();
  await expect(dialog(page)).toBeVisible();
});

test.describe("a click right after the first paint opens the picture", () => {
  for (const detail of ["low-detail", "detailed"] as HeroDetail[])
    for (const viewport of [
      { width: 375, height: 812 },
      { width: 1440, height: 900 },
    ])
      test(`${viewport.width} px, ${detail} hero picture, 300 ms after the first paint`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await serveHeroPicture(page, detail);
        await recordLoadTimings(page);
        await page.goto("/", { waitUntil: "commit" });
        await page.waitForFunction(() => {
          const { firstPaint } = (window as unknown as { __loadTimings: { firstPaint?: number } })
            .__loadTimings;
          return firstPaint !== undefined && performance.now() >= firstPaint + 300;
        });
        await thumbnail(page, 4).click();
        await expect(dialog(page)).toBeVisible();
        await expect(dialog(page).getByText("Bild 5 von 22")).toBeVisible();
        expect(new URL(page.url()).pathname).toBe("/");
        expect((await loadTimings(page)).firstPaint).toBeGreaterThan(0);
      });

  test("a click before the script has arrived is held and replayed once it runs", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await recordLoadTimings(page);
    await page.goto("/", { waitUntil: "commit" });
    await expect.poll(async () => (await loadTimings(page)).firstPaint).toBeGreaterThan(0);
    await thumbnail(page, 2).click();
    // Nothing can have handled it yet: the page is not hydrated and the viewer is not there.
    expect(await isHydrated(page)).toBe(false);
    await expect(dialog(page)).toBeHidden();
    release();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByText("Bild 3 von 22")).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/");
    // Closing returns to the picture that was clicked, as after any other click.
    await dialog(page).getByRole("button", { name: "Schließen" }).click();
    await expect(thumbnail(page, 2)).toBeFocused();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a picture is a link that opens the large file", async ({ page }) => {
    await page.goto("/");
    const href = await thumbnail(page, 4).getAttribute("href");
    expect(href).toMatch(/^\/images\/portfolio-05-[0-9a-f]{10}-\d+\.webp$/);
    const [response] = await Promise.all([
      page.waitForResponse((candidate) => candidate.url().endsWith(href!)),
      thumbnail(page, 4).click(),
    ]);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/webp");
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });
});
