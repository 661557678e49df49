import { expect, test, type Page } from "@playwright/test";
import { waitForHydration } from "#tests/e2e/home-helpers.ts";

// The sections below the first view are laid out when they come near the viewport (ADR 0010).
// What must hold: the first view does not wait for them, and every way into a section (a link on
// the page before and after the script has started, a link from another page, the page without
// JavaScript) lands exactly on it.

/** html { scroll-padding-top: 5rem }: where a section's top lands after a jump to it. */
const landing = 80;

const laterSections = ["portfolio", "ablauf", "pakete", "creators", "faq"];

function contentVisibility(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll(".render-later")].map((element) => [
      element.id || element.tagName.toLowerCase(),
      getComputedStyle(element).contentVisibility,
    ]),
  );
}

function topOf(page: Page, id: string) {
  return page.evaluate(
    (target) => Math.round(document.getElementById(target)!.getBoundingClientRect().top),
    id,
  );
}

test("the sections below the first view wait until they are needed", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  await page.goto("/");
  await waitForHydration(page);
  expect(await contentVisibility(page)).toEqual([
    ...laterSections.map((id) => [id, "auto"]),
    ["footer", "auto"],
  ]);
  // Their pictures are not fetched for the first view.
  expect(requested.filter((path) => path.startsWith("/images/portfolio-"))).toEqual([]);
  // Scrolling to them lays them out and loads them.
  await page.locator("#portfolio img").first().scrollIntoViewIfNeeded();
  await expect(page.locator("#portfolio img").first()).toHaveJSProperty("complete", true);
  expect(await page.locator("#portfolio").evaluate((el) => el.clientHeight)).toBeGreaterThan(1000);
});

test.describe("links on the page land exactly on their section", () => {
  for (const [label, target] of [
    ["Shooting buchen", "contact"],
    ["Portfolio ansehen", "portfolio"],
  ] as const) {
    test(`"${label}" as soon as the page has loaded`, async ({ page }) => {
      await page.goto("/");
      await page.getByRole("link", { name: label }).click();
      await expect.poll(() => topOf(page, target)).toBe(landing);
    });
  }

  for (const target of ["faq", "pakete", "contact"]) {
    test(`the header's link to #${target} after hydration`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto("/");
      await waitForHydration(page);
      await page
        .getByRole("navigation", { name: "Hauptnavigation" })
        .locator(`a[href="/#${target}"]`)
        .click();
      await expect.poll(() => topOf(page, target)).toBe(landing);
    });
  }
});

test("a link from another page lands on its section", async ({ page }) => {
  await page.goto("/impressum");
  await page.goto("/#faq");
  await expect.poll(() => topOf(page, "faq")).toBe(landing);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the links land on their section", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Shooting buchen" }).click();
    await expect.poll(() => topOf(page, "contact")).toBe(landing);
  });
});
