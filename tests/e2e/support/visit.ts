import { expect, type Page } from "@playwright/test";
import { waitForHydration } from "#tests/e2e/home-helpers.ts";

/**
 * Watches a page for what a discreet site must never do: requests to another origin and
 * Content-Security-Policy violations (from the DOM event and from the console).
 */
export async function watchPrivacy(page: Page, baseURL: string) {
  const origin = new URL(baseURL).origin;
  const foreignRequests: string[] = [];
  const consoleErrors: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol !== "data:" && url.protocol !== "blob:" && url.origin !== origin)
      foreignRequests.push(request.url());
  });
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  // Init scripts run through the DevTools protocol, outside the page's CSP.
  await page.addInitScript(() => {
    const store: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = store;
    document.addEventListener("securitypolicyviolation", (event) =>
      store.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const cspViolations = async () =>
    page.evaluate(
      () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
    );
  return { foreignRequests, consoleErrors, cspViolations };
}

/**
 * Scrolls through the whole page in screen-sized steps so lazy parts load and reveal. The steps
 * run inside the page, in one call: a round trip to the browser per step made a visit of the four
 * public pages take half a minute on a busy machine.
 */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    let position = 0;
    for (let step = 0; step < 60; step += 1) {
      // The height is read again at each step: sections grow as they are laid out.
      if (position >= document.documentElement.scrollHeight) break;
      position += Math.round(window.innerHeight * 0.8);
      window.scrollTo({ top: position, behavior: "instant" });
      // Two frames, so the observers of what came into view have run; what they start loading
      // is waited for at the end.
      await frame();
      await frame();
    }
  });
  await page.waitForLoadState("networkidle");
}

/** The first control in the portfolio that opens the lightbox. */
export function lightboxTrigger(page: Page) {
  return page.locator("#portfolio").locator("button, a[href]:not([href^='#'])").first();
}

export async function openLightbox(page: Page) {
  // The lightbox is the script's part; before it runs a click is held until it does (ADR 0014).
  await waitForHydration(page);
  await lightboxTrigger(page).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  return dialog;
}
