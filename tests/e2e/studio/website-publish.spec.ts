/**
 * Issue 27, "done when": the owner changes a price and her VAT status in the studio, publishes,
 * and visitors get the new pages at once, with nothing refused by their CSP; she restores the
 * earlier release; a draft stays hers until she publishes it. Against the production build, with
 * a virtual authenticator; visitors are separate browser contexts without her cookie.
 */
import type { Browser, Page } from "@playwright/test";
import { expect, siteRenderMs, test } from "#tests/e2e/studio/fixtures.ts";

test.use({ signedIn: true });

const field = (page: Page, path: string) => page.locator(`[id="${path}"]`);
const status = (page: Page) => page.locator("[aria-live=polite]");

/** A visitor's page: every console message that reports a CSP violation is collected. */
async function visitor(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  return { page, violations, close: () => context.close() };
}

/** The home page's structured data, parsed. */
async function structuredData(page: Page): Promise<string> {
  return (await page.locator('script[type="application/ld+json"]').allTextContents()).join("\n");
}

async function publish(page: Page) {
  await page.goto("/studio/website");
  await page.getByRole("button", { name: "Veröffentlichen" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Veröffentlicht. Die Website zeigt jetzt die neue Fassung.",
    { timeout: siteRenderMs },
  );
}

/** Wiederherstellen on the release that was live before the newest one. */
async function restorePrevious(page: Page) {
  await page.goto("/studio/website/verlauf");
  const previous = page.locator("main").getByRole("listitem").nth(1);
  await previous.getByRole("button", { name: /Wiederherstellen/ }).click();
  await page.getByRole("button", { name: "Ja, wiederherstellen" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Wiederhergestellt. Die Website zeigt jetzt diese Fassung.",
    { timeout: siteRenderMs },
  );
}

async function saveField(page: Page, editor: string, path: string, value: string) {
  await page.goto(`/studio/website/${editor}`);
  await field(page, path).fill(value);
  await expect(status(page)).toHaveText("Entwurf gespeichert");
}

test("a new price is live for visitors at once, with its installments, and a restore brings the old one back", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await saveField(page, "startseite", "home.packages.items.1.price", "520");
  await publish(page);

  const guest = await visitor(browser);
  await guest.page.goto("/");
  const packages = guest.page.locator("#pakete");
  await expect(packages).toContainText("Lumière");
  await expect(packages).toContainText("520\u00a0€");
  await expect(packages).toContainText("oder in 3 Raten à 173\u00a0€");
  await expect(packages).not.toContainText("480\u00a0€");
  const card = guest.page
    .locator("label")
    .filter({ has: guest.page.locator('input[value="lumiere"]') });
  await expect(card).toContainText("520\u00a0€");
  expect(await structuredData(guest.page)).toContain('"price":"520.00"');
  // The page's scripts started (hydration) without a single inline script refused.
  await guest.page.locator("#kontakt, #contact").first().scrollIntoViewIfNeeded();
  await guest.page.waitForLoadState("networkidle");
  expect(guest.violations).toEqual([]);

  await restorePrevious(page);
  await guest.page.reload();
  await expect(packages).toContainText("480\u00a0€");
  await expect(packages).toContainText("oder in 3 Raten à 160\u00a0€");
  expect(await structuredData(guest.page)).toContain('"price":"480.00"');
  expect(guest.violations).toEqual([]);
  await guest.close();
});

test("under § 19 UStG no public page says a word about VAT", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.goto("/studio/website/studio");
  await page.getByRole("radio", { name: /Kleinunternehmerin nach § 19 UStG/ }).check();
  await expect(status(page)).toHaveText("Entwurf gespeichert");
  await publish(page);

  const guest = await visitor(browser);
  for (const path of ["/", "/impressum", "/datenschutz", "/nutzungsbedingungen"]) {
    await guest.page.goto(path);
    const html = await guest.page.content();
    for (const word of [
      "MwSt",
      "Mehrwertsteuer",
      "Umsatzsteuer-Identifikationsnummer",
      "USt-IdNr",
      "valueAddedTaxIncluded",
    ]) {
      expect(html, `${path}: ${word}`).not.toContain(word);
    }
  }
  await guest.page.goto("/");
  await expect(guest.page.locator("#pakete")).toContainText(
    "Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.",
  );
  await guest.page.goto("/impressum");
  await expect(guest.page.locator("main")).toContainText("§ 19 UStG");
  expect(guest.violations).toEqual([]);
  await guest.close();

  await restorePrevious(page);
});

test("a draft stays the owner's: invisible to visitors, shown in her Vorschau, and discarded", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const headline = "Ein Entwurf, den noch niemand sieht";
  await saveField(page, "startseite", "home.hero.headline", headline);

  const guest = await visitor(browser);
  await guest.page.goto("/");
  await expect(guest.page.locator("h1")).not.toHaveText(headline);
  const response = await guest.page.goto("/studio/website/vorschau");
  // A visitor without her session is sent to the sign-in.
  expect(new URL(guest.page.url()).pathname).toBe("/studio/anmelden");
  expect(response?.ok()).toBe(true);
  await guest.close();

  await page.goto("/studio/website");
  await page.getByRole("link", { name: "Vorschau" }).click();
  await expect(page.locator("h1")).toHaveText(headline);
  await expect(page.getByRole("status").filter({ hasText: "Vorschau des Entwurfs" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute("content", /noindex/);

  await page.goto("/studio/website");
  await page.getByRole("button", { name: "Entwurf verwerfen" }).click();
  await page.getByRole("button", { name: "Ja, Entwurf verwerfen" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Der Entwurf ist verworfen. Die Website bleibt, wie sie war.",
  );
});
