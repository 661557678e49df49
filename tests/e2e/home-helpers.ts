import { expect, type Page } from "@playwright/test";

/**
 * Opens the home page and waits for hydration: the hero's slideshow control renders only then,
 * and clicks before that would reach no event handler.
 */
export async function gotoHydrated(page: Page) {
  await page.goto("/");
  await waitForHydration(page);
}

/** The page's script starts after the first view has painted (ADR 0009); this waits for it. */
export async function waitForHydration(page: Page) {
  await expect(page.getByRole("button", { name: /^Diashow/ })).toBeVisible();
}
