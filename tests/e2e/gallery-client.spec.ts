import { mkdirSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { siteDatabase } from "#tests/e2e/support/site-env.ts";
import { seedGallery, type SeededGallery } from "#tests/support/gallery-seed.ts";

/**
 * A client opens her gallery in a fresh browser (issue 38 part B, ADR 0041): a wrong PIN is
 * refused, the right one lets her in, her grid shows the pictures from signed addresses and no
 * original file name; accessible; screenshots at 375 and 1440 px (reports/gallery-screenshots/).
 */

const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const screenshots = "reports/gallery-screenshots";
const names = [
  "Lena-Berger-Boudoir-Aachen-0007.jpg",
  "IMG_0815.JPG",
  "IMG_0816.JPG",
  "IMG_0817.JPG",
  "IMG_0818.JPG",
];

let gallery: SeededGallery;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  gallery = await seedGallery({
    database: siteDatabase,
    proofs: names,
    finals: ["Lena-final-01.jpg"],
  });
});

async function expectNoAxeViolations(page: import("@playwright/test").Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`)).toEqual(
    [],
  );
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
]) {
  test(`a client opens her gallery with her PIN at ${viewport.width} px`, async ({ browser }) => {
    test.setTimeout(60_000);
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const url = `/galerie/${gallery.id}`;
    await page.goto(url);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Schön, dass du da bist");
    expect(await context.cookies()).toEqual([]);
    const pin = page.getByLabel("PIN");
    await expect(pin).toHaveAttribute("inputmode", "numeric");
    await expect(pin).toHaveAttribute("autocomplete", "one-time-code");
    await expectNoAxeViolations(page);
    mkdirSync(screenshots, { recursive: true });
    await page.screenshot({ path: `${screenshots}/door-${viewport.width}.png` });

    // A wrong PIN: refused, in German, no cookie.
    await pin.fill(gallery.pin === "000000" ? "000001" : "000000");
    await page.getByRole("button", { name: "Galerie öffnen" }).click();
    await expect(page.getByRole("alert")).toContainText("Diese PIN stimmt leider nicht");
    expect(await context.cookies()).toEqual([]);
    await expectNoAxeViolations(page);

    // The right one: her gallery, its cookie scoped to it.
    await page.getByLabel("PIN").fill(gallery.pin);
    await page.getByRole("button", { name: "Galerie öffnen" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lumière · Lena Berger");
    const cookies = await context.cookies();
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatchObject({
      name: `galerie_${gallery.id}`,
      path: url,
      httpOnly: true,
      sameSite: "Strict",
    });
    const proofs = page.getByRole("region", { name: "Deine Vorschaubilder" });
    const finals = page.getByRole("region", { name: "Deine fertigen Bilder" });
    await expect(proofs.locator("img")).toHaveCount(names.length);
    await expect(finals.locator("img")).toHaveCount(1);
    // Every picture loads from its signed address (scrolled into view: the lazy ones too).
    for (const image of await page.locator("main img").all()) {
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
        /\/galerie\/[\w-]{22}\/datei\/[0-9a-f]{24}\/\d+\.(avif|webp)\?bis=\d+&sig=[\w-]{43}$/,
      );
    }
    const html = await page.content();
    for (const name of [...names, "Lena-final-01", "IMG_", ".jpg", ".JPG"])
      expect(html).not.toContain(name);
    await expectNoAxeViolations(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${screenshots}/gallery-${viewport.width}.png` });
    await page.screenshot({
      path: `${screenshots}/gallery-${viewport.width}-full.png`,
      fullPage: true,
    });
    await context.close();
  });
}
