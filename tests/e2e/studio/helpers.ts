import { mkdirSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { developmentApiKey } from "#app/lib/api-key.ts";
import {
  expectToast,
  fillForm,
  openForm,
  submitButton,
  type ValidInput,
} from "#tests/e2e/form-helpers.ts";
import type { StudioServer } from "#tests/e2e/studio/fixtures.ts";

/**
 * A passkey device in this page's browser: Chromium's virtual authenticator (DevTools protocol),
 * a platform authenticator that holds discoverable credentials and verifies its user.
 */
export async function addVirtualAuthenticator(page: Page) {
  const client = await page.context().newCDPSession(page);
  await client.send("WebAuthn.enable");
  const { authenticatorId } = await client.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    async credentials() {
      return (await client.send("WebAuthn.getCredentials", { authenticatorId })).credentials;
    },
    async remove() {
      await client.send("WebAuthn.removeVirtualAuthenticator", { authenticatorId });
    },
  };
}

/**
 * Signs in a fresh browser with a new passkey from an invite, through the setup page and the
 * browser's passkey ceremony; returns the device. Specs about something else start signed in
 * (`signedIn` in fixtures.ts).
 */
export async function setUpWithPasskey(page: Page, studio: StudioServer, name = "iPhone") {
  const device = await addVirtualAuthenticator(page);
  await page.goto(studio.inviteLink());
  await expect(page.getByRole("heading", { level: 1, name: "Studio einrichten" })).toBeVisible();
  await page.getByLabel("Name des Geräts").fill(name);
  const setUp = page.getByRole("button", { name: "Passkey einrichten" });
  await expect(setUp).toBeEnabled();
  await setUp.click();
  await page.waitForURL("/studio");
  await expect(page.getByRole("heading", { level: 1, name: "Anfragen" })).toBeVisible();
  return device;
}

const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

export async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  const report = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .slice(0, 5)
        .map((node) => node.target.join(" "))
        .join(" | ")}`,
  );
  expect(report).toEqual([]);
}

/**
 * A visitor, in her own browser, sends an inquiry through the form on the site and sees it
 * confirmed. Returns what she entered.
 */
export async function sendThroughTheForm(browser: Browser, entries: Partial<ValidInput>) {
  const visitor = await browser.newPage();
  await openForm(visitor);
  const sent = await fillForm(visitor, entries);
  await submitButton(visitor).click();
  await expectToast(
    visitor,
    "Anfrage gesendet",
    "Vielen Dank für deine Anfrage. Ich melde mich zeitnah bei dir.",
  );
  await visitor.close();
  return sent;
}

export type TestInquiry = {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  package?: string;
  preferredDate?: string;
  message?: string;
  source?: string;
  installmentInfo?: boolean;
  /** The hidden field only bots fill: the server stores the inquiry as spam. */
  website?: string;
};

/**
 * An inquiry sent the way the page's form sends it (form session, then the JSON endpoint), for
 * tests that need several; the owner's journey sends its one through the form itself.
 */
export async function postInquiry(
  request: APIRequestContext,
  studio: StudioServer,
  inquiry: TestInquiry,
): Promise<string> {
  const headers = { apikey: developmentApiKey, Origin: studio.origin };
  const session = await request.post("/api/form-session", { headers });
  expect(session.status()).toBe(200);
  const { token } = (await session.json()) as { token: string };
  const response = await request.post("/api/send-contact-email", {
    headers: { ...headers, Authorization: `Bearer ${token}` },
    data: {
      phone: "",
      package: "lumiere",
      preferredDate: "",
      message: "Ich wünsche mir ein ruhiges Shooting.",
      source: "instagram",
      installmentInfo: false,
      ...inquiry,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

/**
 * Screenshots for people to look at, taken only when asked for (`SCREENSHOTS=1`), since no test
 * compares them; reports/ is not committed.
 */
export const screenshotsWanted = process.env.SCREENSHOTS === "1";
const screenshots = "reports/studio-screenshots";

/** A screenshot of `target` (a page or an element) as reports/studio-screenshots/<name>.png. */
export async function screenshotOf(
  target: { screenshot(options: { path: string; fullPage?: boolean }): Promise<unknown> },
  name: string,
  options: { fullPage?: boolean } = {},
) {
  if (!screenshotsWanted) return;
  mkdirSync(screenshots, { recursive: true });
  await target.screenshot({ path: `${screenshots}/${name}.png`, ...options });
}

/**
 * What the screen shows, at the top of the page and, for long pages, scrolled to the end (a
 * full-page capture would draw the fixed navigation in the middle of the page).
 */
export async function screenshot(page: Page, name: string) {
  // Either way the page is left scrolled to the top, as the steps after it expect.
  await page.evaluate(() => window.scrollTo(0, 0));
  if (!screenshotsWanted) return;
  mkdirSync(screenshots, { recursive: true });
  await page.screenshot({ path: `${screenshots}/${name}.png` });
  const long = await page.evaluate(
    () => document.documentElement.scrollHeight > window.innerHeight + 40,
  );
  if (long) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.screenshot({ path: `${screenshots}/${name}-end.png` });
    await page.evaluate(() => window.scrollTo(0, 0));
  }
}

export const viewports = [
  { label: "375", width: 375, height: 812 },
  { label: "1440", width: 1440, height: 900 },
];

/** What every studio page must be at every size: no sideways scrolling, nothing under the bar. */
export async function expectCalmLayout(page: Page, phone: boolean, signedIn: boolean) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, "horizontal overflow").toBeLessThanOrEqual(0);
  if (!signedIn) return;
  const bottomBar = page.locator("nav.fixed");
  const sidebar = page.locator("aside");
  if (phone) {
    await expect(bottomBar).toBeVisible();
    await expect(sidebar).toBeHidden();
    // Scrolled to the end, the page's last words sit above the bottom navigation. Polled: on a
    // busy machine the page can still be laying out pictures when the first scroll happens, and
    // the end of the page moves on; a visitor then scrolls on too.
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const barTop = (await bottomBar.boundingBox())!.y;
        const contentBottom = await page.locator("#studio-main > div").evaluate((element) => {
          const children = [...element.querySelectorAll("*")] as HTMLElement[];
          return Math.max(...children.map((child) => child.getBoundingClientRect().bottom));
        });
        return contentBottom - barTop;
      })
      .toBeLessThanOrEqual(0);
    await page.evaluate(() => window.scrollTo(0, 0));
  } else {
    await expect(sidebar).toBeVisible();
    await expect(bottomBar).toBeHidden();
  }
}
