import { expect, test } from "@playwright/test";
import { gotoHydrated, waitForHydration } from "#tests/e2e/home-helpers.ts";

test("home renders in German with the section anchors in the spec's order", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  const ids = await page
    .locator("main section[id]")
    .evaluateAll((sections) => sections.map((section) => section.id));
  const portfolio = ids.indexOf("portfolio");
  const contact = ids.indexOf("contact");
  expect(portfolio).toBeGreaterThanOrEqual(0);
  expect(contact).toBe(ids.length - 1);
  await expect(page.locator("footer")).toBeVisible();
});

test("the skip link moves focus to the main content", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Zum Inhalt springen" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#main$/);
});

test("the mobile menu opens and leads to a section", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  // Closing the menu after a link is the script's part (a <details> opens without it).
  await gotoHydrated(page);
  await page.getByText("Menü", { exact: true }).click();
  const menu = page.getByRole("navigation", { name: "Mobile Navigation" });
  await menu.getByRole("link", { name: "Portfolio" }).click();
  await expect(page).toHaveURL(/#portfolio$/);
  await expect(menu).toBeHidden();
});

test("/impressum has its back button leading home", async ({ page }) => {
  await page.goto("/impressum");
  await expect(page.getByRole("heading", { level: 1, name: "Impressum" })).toBeVisible();
  await page.getByRole("link", { name: "Zurück zur Startseite" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("an unknown path answers 404, shows the page and logs the path", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  const response = await page.goto("/gibt-es-nicht");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await expect.poll(() => errors.join("\n")).toContain("/gibt-es-nicht");
  await page.getByRole("link", { name: "Zurück zur Startseite" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("hashed assets are cached for a year and compressed", async ({ request, page }) => {
  await page.goto("/");
  // The page's script is loaded once the first view has painted (ADR 0009).
  await waitForHydration(page);
  const asset = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => new URL(entry.name).pathname)
      .find((path) => path.startsWith("/assets/") && path.endsWith(".js")),
  );
  expect(asset).toBeTruthy();
  const response = await request.get(asset!, { headers: { "accept-encoding": "br, gzip" } });
  expect(response.headers()["cache-control"]).toContain("immutable");
  expect(response.headers()["content-encoding"]).toMatch(/br|gzip/);
});

test("a full page visit requests nothing from another origin", async ({ page, baseURL }) => {
  const foreign: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol !== "data:" && url.origin !== new URL(baseURL!).origin)
      foreign.push(request.url());
  });
  await page.goto("/");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState("networkidle");
  expect(foreign).toEqual([]);
});
