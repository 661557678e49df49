import { expect, type Page } from "@playwright/test";

/**
 * Opens the home page and waits for hydration: the hero's slideshow control renders only then,
 * and clicks before that would reach no event handler.
 */
export async function gotoHydrated(page: Page) {
  await page.goto("/");
  await expect(page.getByRole("button", { name: /^Diashow/ })).toBeVisible();
}
