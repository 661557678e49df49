import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { simpleParser } from "mailparser";
import { formSessionStorageKey } from "#app/inquiry/form/client.ts";
import { issueFormSession } from "#app/inquiry/intake/form-session.server.ts";
import {
  removeDir,
  rows,
  sessionSecret,
  startApp,
  waitFor,
  type App,
} from "#tests/integration/harness.ts";
import { expectToast, fillForm, openForm, submitButton, toast } from "#tests/e2e/form-helpers.ts";

/**
 * A visitor who fills in the form at human speed gets her inquiry to the studio even when her
 * page must start a new form session at the moment of sending (issue 14, ADR 0017): storage
 * blocked, a stale or rotated token, a token that expired days ago, a failed first session
 * request. Each test runs its own production server with a real minimum fill time (the shared
 * test server has none) and reads the studio's mail from the server's .eml outbox.
 */
// Long enough that a session started at sending is still too young when the inquiry arrives,
// even on a slow, shared machine.
const minFillMs = 4000;
const studioEmail = "studio@example.com";

test.describe.configure({ timeout: 90_000 });

let app: App;
test.beforeEach(async () => {
  app = await startApp({ MIN_FILL_MS: String(minFillMs), STUDIO_EMAIL: studioEmail });
});
test.afterEach(async () => {
  await app.stop();
  removeDir(app.dir);
});

/** Fills the form the way a person does: it takes longer than the minimum fill time. */
async function fillAtHumanSpeed(page: Page) {
  const started = Date.now();
  await fillForm(page);
  const remaining = minFillMs + 500 - (Date.now() - started);
  if (remaining > 0) await page.waitForTimeout(remaining);
}

/** Submits and expects the spec's success toast; meanwhile the button says it is sending. */
async function submitAndSeeSuccess(page: Page) {
  await submitButton(page).click();
  // Up to two waits of the minimum fill time, on a busy machine.
  await expect(toast(page)).toBeVisible({ timeout: 30_000 });
  await expectToast(
    page,
    "Anfrage gesendet",
    "Vielen Dank für deine Anfrage. Ich melde mich zeitnah bei dir.",
  );
}

/** The studio's mail arrived (as an .eml file), and the inquiry was stored as received. */
async function expectStudioMail() {
  const outbox = path.join(app.dir, "outbox");
  const file = await waitFor(
    () => {
      try {
        return readdirSync(outbox).find((name) => name.endsWith("-studio.eml"));
      } catch {
        return undefined;
      }
    },
    { what: "the studio's mail" },
  );
  const mail = await simpleParser(readFileSync(path.join(outbox, file)));
  expect(mail.to && "text" in mail.to ? mail.to.text : null).toBe(studioEmail);
  expect(mail.subject).toMatch(/^Neue Anfrage/);
  expect(mail.text).toContain("Anna");
  expect(rows(app, "SELECT status, spam_reason AS spamReason FROM inquiries")).toEqual([
    { status: "received", spamReason: null },
  ]);
}

/** The server asked the page to wait at least once (the session was started at sending). */
const waitedOut = () => app.logs.some((line) => line.event === "inquiry.too_fast");

const storedToken = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), formSessionStorageKey);

test("storage blocked: localStorage throws on every access", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, "localStorage", {
      configurable: true,
      get() {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
    });
  });
  await openForm(page, `${app.url}/#contact`);
  await fillAtHumanSpeed(page);
  await submitAndSeeSuccess(page);
  await expectStudioMail();
});

test("a stale token from an earlier deployment is planted in storage", async ({ page }) => {
  await page.addInitScript((key) => {
    localStorage.setItem(
      key,
      JSON.stringify({ token: "eyJzaWQiOiJvbGQifQ.c3RhbGU", expiresAt: Date.now() + 3600_000 }),
    );
  }, formSessionStorageKey);
  await openForm(page, `${app.url}/#contact`);
  await fillAtHumanSpeed(page);
  await submitAndSeeSuccess(page);
  await expectStudioMail();
  expect(waitedOut()).toBe(true);
});

test("the server restarted with a new SESSION_SECRET while the visitor was filling in", async ({
  page,
}) => {
  await openForm(page, `${app.url}/#contact`);
  await fillAtHumanSpeed(page);
  await expect.poll(() => storedToken(page)).toBeTruthy();
  const port = new URL(app.url).port;
  await app.stop();
  app = await startApp(
    {
      MIN_FILL_MS: String(minFillMs),
      STUDIO_EMAIL: studioEmail,
      SESSION_SECRET: "a-rotated-secret-0123456789abcdefghij",
      PORT: port,
    },
    app.dir,
  );
  await submitAndSeeSuccess(page);
  await expectStudioMail();
  expect(waitedOut()).toBe(true);
});

test("the token expired days ago (the tab was frozen) when she sends", async ({ page }) => {
  await openForm(page, `${app.url}/#contact`);
  await fillAtHumanSpeed(page);
  await expect.poll(() => storedToken(page)).toBeTruthy();
  // What a tab frozen for three days holds when it wakes: its token, long expired.
  const { token, session } = issueFormSession(sessionSecret, 1800, Date.now() - 3 * 86_400_000);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    formSessionStorageKey,
    JSON.stringify({ token, expiresAt: session.expiresAt }),
  ] as const);
  await submitAndSeeSuccess(page);
  await expectStudioMail();
  expect(waitedOut()).toBe(true);
});

test("the first form-session request failed", async ({ page }) => {
  let sessionRequests = 0;
  await page.route("**/api/form-session", async (route) => {
    sessionRequests += 1;
    if (sessionRequests === 1) await route.abort("failed");
    else await route.continue();
  });
  await openForm(page, `${app.url}/#contact`);
  await fillAtHumanSpeed(page);
  expect(sessionRequests).toBe(1);
  await submitAndSeeSuccess(page);
  await expectStudioMail();
  expect(waitedOut()).toBe(true);
});

test("a page told to wait keeps showing that it sends, and gives up after two waits", async ({
  page,
}) => {
  const posts: number[] = [];
  await page.route("**/api/send-contact-email", async (route) => {
    posts.push(Date.now());
    await route.fulfill({
      status: 429,
      headers: { "Retry-After": "2" },
      json: { ok: false, error: { code: "too_fast", message: "Einen Moment" } },
    });
  });
  await openForm(page, `${app.url}/#contact`);
  await fillForm(page);
  await submitButton(page).click();
  await expect.poll(() => posts.length).toBeGreaterThan(0);
  // Waiting out the first 2 s: still sending as far as the visitor can tell.
  await expect(submitButton(page)).toHaveText("Wird gesendet …");
  await expect(toast(page)).toBeVisible({ timeout: 15_000 });
  await expectToast(
    page,
    "Fehler",
    "Die Anfrage konnte nicht gesendet werden. Bitte versuche es später erneut.",
  );
  expect(posts).toHaveLength(3);
  expect(posts[1]! - posts[0]!).toBeGreaterThanOrEqual(2000);
  expect(posts[2]! - posts[1]!).toBeGreaterThanOrEqual(2000);
  expect(rows(app, "SELECT id FROM inquiries")).toEqual([]);
});
