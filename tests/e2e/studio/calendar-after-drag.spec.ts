/**
 * The Kalender after a dragged range: once the owner has dragged across days and blocked them,
 * her next tap on a day, or Enter or Space on the focused day, blocks or frees that day again,
 * with the mouse on a wide screen and by touch on a phone. (A drag that ends on another day sends
 * no click to a day, so the grid must not wait for one.)
 */
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "#tests/e2e/studio/fixtures.ts";

test.use({ signedIn: true });

/**
 * Monday to Thursday of a week at least `weeksAhead` weeks from now, as ISO days, all in one
 * month (so one grid shows them, in one row).
 */
function weekAhead(weeksAhead: number): [string, string, string, string] {
  const now = new Date();
  const toMonday = (8 - now.getDay()) % 7;
  const pad = (n: number) => String(n).padStart(2, "0");
  for (let week = weeksAhead; ; week++) {
    const days = [0, 1, 2, 3].map(
      (plus) =>
        new Date(now.getFullYear(), now.getMonth(), now.getDate() + toMonday + week * 7 + plus),
    );
    if (days[0]!.getMonth() !== days[3]!.getMonth()) continue;
    return days.map(
      (date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`,
    ) as [string, string, string, string];
  }
}

/** The studio's grid on the month of an ISO day, operated by its script. */
async function gridAt(page: Page, iso: string) {
  await page.goto(`/studio/kalender?monat=${iso.slice(0, 7)}`);
  await page.locator("table[role=grid][data-hydrated]").waitFor();
}

const cell = (page: Page, iso: string) => page.locator(`button[data-day="${iso}"]`);

async function centre(locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

async function blockedInApi(page: Page, iso: string) {
  const response = await page.request.get("/api/availability");
  return ((await response.json()) as { blocked: string[] }).blocked.includes(iso);
}

/** The dragged range is offered for one action; Sperren blocks all its days. */
async function blockSelection(page: Page, days: string[]) {
  const selection = page.getByRole("group", { name: `${days.length} Tage ausgewählt` });
  await expect(selection).toBeVisible();
  await selection.getByRole("button", { name: "Sperren" }).click();
  await expect(selection).toBeHidden();
  for (const day of days) {
    await expect(cell(page, day)).toHaveAttribute("data-state", "blocked");
    await expect.poll(() => blockedInApi(page, day)).toBe(true);
  }
}

/** A drag with the mouse from the first day to the last. */
async function dragWithMouse(page: Page, from: string, to: string) {
  const start = await centre(cell(page, from));
  const end = await centre(cell(page, to));
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(end.x, end.y, { steps: 8 });
  await page.mouse.up();
}

/** A drag with one finger from the first day to the last (Chromium's touch input, via CDP). */
async function dragWithFinger(page: Page, from: string, to: string) {
  const start = await centre(cell(page, from));
  const end = await centre(cell(page, to));
  const client = await page.context().newCDPSession(page);
  const touch = (type: "touchStart" | "touchMove" | "touchEnd", point?: { x: number; y: number }) =>
    client.send("Input.dispatchTouchEvent", {
      type,
      touchPoints: point ? [{ x: point.x, y: point.y, id: 1 }] : [],
    });
  await touch("touchStart", start);
  for (let step = 1; step <= 8; step++) {
    await touch("touchMove", {
      x: start.x + ((end.x - start.x) * step) / 8,
      y: start.y + ((end.y - start.y) * step) / 8,
    });
  }
  await touch("touchEnd");
  await client.detach();
}

test("with the mouse at 1440 px: after a dragged range is blocked, a click and then Enter and Space on a day still block and free it", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const [monday, tuesday, wednesday, thursday] = weekAhead(30);
  await gridAt(page, monday);

  await dragWithMouse(page, monday, wednesday);
  await blockSelection(page, [monday, tuesday, wednesday]);

  // Her next click blocks Thursday.
  await cell(page, thursday).click();
  await expect(cell(page, thursday)).toHaveAttribute("aria-pressed", "true");
  await expect.poll(() => blockedInApi(page, thursday)).toBe(true);

  // After another drag, the keyboard: Enter frees Thursday, Space blocks it again.
  await dragWithMouse(page, monday, wednesday);
  await expect(page.getByRole("group", { name: "3 Tage ausgewählt" })).toBeVisible();
  await page.getByRole("button", { name: "Freigeben" }).click();
  for (const day of [monday, tuesday, wednesday]) {
    await expect.poll(() => blockedInApi(page, day)).toBe(false);
  }
  await cell(page, thursday).focus();
  await page.keyboard.press("Enter");
  await expect(cell(page, thursday)).toHaveAttribute("aria-pressed", "false");
  await expect.poll(() => blockedInApi(page, thursday)).toBe(false);
  await page.keyboard.press(" ");
  await expect(cell(page, thursday)).toHaveAttribute("aria-pressed", "true");
  await expect.poll(() => blockedInApi(page, thursday)).toBe(true);

  // Cleaned up for the other tests.
  await cell(page, thursday).click();
  await expect.poll(() => blockedInApi(page, thursday)).toBe(false);
});

test("by touch at 375 px: after a dragged range is blocked, the next tap on a day blocks it", async ({
  page,
  browser,
  studio,
}) => {
  test.setTimeout(120_000);
  const [monday, tuesday, wednesday, thursday] = weekAhead(34);
  const phone = await browser.newContext({
    hasTouch: true,
    isMobile: true,
    viewport: { width: 375, height: 812 },
    baseURL: studio.origin,
    storageState: await page.context().storageState(),
  });
  const phonePage = await phone.newPage();
  await gridAt(phonePage, monday);

  await dragWithFinger(phonePage, monday, wednesday);
  await blockSelection(phonePage, [monday, tuesday, wednesday]);

  await cell(phonePage, thursday).tap();
  await expect(cell(phonePage, thursday)).toHaveAttribute("aria-pressed", "true");
  await expect.poll(() => blockedInApi(phonePage, thursday)).toBe(true);

  // A second tap frees it again, and the week is freed for the other tests.
  await cell(phonePage, thursday).tap();
  await expect(cell(phonePage, thursday)).toHaveAttribute("aria-pressed", "false");
  await expect.poll(() => blockedInApi(phonePage, thursday)).toBe(false);
  await dragWithFinger(phonePage, monday, wednesday);
  await phonePage.getByRole("button", { name: "Freigeben" }).click();
  for (const day of [monday, tuesday, wednesday]) {
    await expect.poll(() => blockedInApi(phonePage, day)).toBe(false);
  }
  await phone.close();
});
