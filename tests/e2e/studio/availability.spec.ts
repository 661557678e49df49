/**
 * Availability, seen by the owner and by a visitor (issues 17 and 29): a day blocked in the
 * studio's month grid (by touch, by keyboard, by a dragged range, without JavaScript) is struck
 * through and cannot be picked in the public form's calendar (German and English) nor in
 * /api/availability, a recurring Sunday off is taken too, a typed taken day gets a clear German
 * message, a day taken while the visitor was filling in the form is refused by the server and her
 * entries stay, and Gebucht blocks a date.
 */
import type { Browser, Page } from "@playwright/test";
import { field, fillForm, openForm, submitButton, expectToast } from "#tests/e2e/form-helpers.ts";
import { expect, test } from "#tests/e2e/studio/fixtures.ts";
import {
  expectCalmLayout,
  expectNoAxeViolations,
  postInquiry,
  screenshot,
  screenshotOf,
  viewports,
} from "#tests/e2e/studio/helpers.ts";

test.use({ signedIn: true });

const takenMessage =
  "An diesem Tag bin ich leider schon ausgebucht. Bitte wähle einen anderen Wunschtermin.";

/** A day `days` from now, as the studio's date input, the German form and the calendar name it. */
function dayAhead(days: number) {
  const now = new Date();
  const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, "0");
  return {
    date,
    iso: `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`,
    german: `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`,
    monthsAhead: (date.getFullYear() - now.getFullYear()) * 12 + date.getMonth() - now.getMonth(),
  };
}

/** The studio's grid on the month of an ISO day, operated by its script. */
async function gridAt(page: Page, iso: string) {
  await page.goto(`/studio/kalender?monat=${iso.slice(0, 7)}`);
  await page.locator("table[role=grid][data-hydrated]").waitFor();
  return page.locator(`button[data-day="${iso}"]`);
}

/** Blocks one day with a tap (click) in the grid; the server's answer shows it blocked. */
async function blockInStudio(page: Page, iso: string) {
  const day = await gridAt(page, iso);
  await expect(day).toHaveAttribute("data-state", "free");
  await day.click();
  await expect(day).toHaveAttribute("aria-pressed", "true");
  await expect.poll(() => takenInApi(page, iso)).toBe(true);
}

async function takenInApi(page: Page, iso: string) {
  const response = await page.request.get("/api/availability");
  return ((await response.json()) as { blocked: string[] }).blocked.includes(iso);
}

/** A second browser for the same signed-in owner (touch, or without JavaScript). */
async function ownerContext(browser: Browser, page: Page, options: object) {
  return browser.newContext({ ...options, storageState: await page.context().storageState() });
}

/** Whether the public form's calendar shows the day as taken. */
async function expectPublicPicker(page: Page, day: ReturnType<typeof dayAhead>, taken: boolean) {
  const german = new Intl.DateTimeFormat("de-DE", { dateStyle: "full" }).format(day.date);
  await openForm(page, "/#contact");
  const dialog = await calendarAt(page, day, "Kalender öffnen", "Nächster Monat");
  if (taken) {
    await expect(dialog.getByRole("button", { name: `${german}, belegt` })).toBeDisabled();
  } else {
    await expect(dialog.getByRole("button", { name: german, exact: true })).toBeEnabled();
  }
  await page.keyboard.press("Escape");
}

/** Opens the form's calendar on the month of `day`. */
async function calendarAt(
  page: Page,
  day: ReturnType<typeof dayAhead>,
  open: string,
  next: string,
) {
  await page.getByRole("button", { name: open }).click();
  const dialog = page.getByRole("dialog");
  for (let i = 0; i < day.monthsAhead; i++) {
    await dialog.getByRole("button", { name: next }).click();
  }
  return dialog;
}

test("a day blocked in the studio is taken in the public calendar, in German and in English", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const day = dayAhead(40);
  await blockInStudio(page, day.iso);
  const german = new Intl.DateTimeFormat("de-DE", { dateStyle: "full" }).format(day.date);

  // The public form, freshly loaded.
  await openForm(page, "/#contact");
  const dialog = await calendarAt(page, day, "Kalender öffnen", "Nächster Monat");
  const taken = dialog.getByRole("button", { name: `${german}, belegt` });
  await expect(taken).toBeDisabled();
  await expect(dialog.getByText("Durchgestrichene Tage sind belegt.")).toBeVisible();
  await taken.click({ force: true });
  await expect(field(page, "Wunschtermin (optional)")).toHaveValue("");
  await page.keyboard.press("Escape");
  // Typed, it is refused at once, with the reason.
  await field(page, "Wunschtermin (optional)").fill(day.german);
  await expect(page.getByTestId("contact-form")).toContainText(takenMessage);

  // The same page served in English.
  await page.route("**/", async (route) => {
    if (route.request().resourceType() !== "document") return route.fallback();
    const response = await route.fetch();
    const html = (await response.text()).replace('<html lang="de"', '<html lang="en"');
    await route.fulfill({ response, body: html, headers: { "content-type": "text/html" } });
  });
  await openForm(page, "/");
  const english = new Intl.DateTimeFormat("en-US", { dateStyle: "full" }).format(day.date);
  const englishDialog = await calendarAt(page, day, "Open calendar", "Next month");
  await expect(englishDialog.getByRole("button", { name: `${english}, taken` })).toBeDisabled();
  await expect(englishDialog.getByText("Struck-through days are taken.")).toBeVisible();
  await page.unroute("**/");

  // Freed in the studio, it can be picked again.
  const cell = await gridAt(page, day.iso);
  await cell.click();
  await expect(cell).toHaveAttribute("aria-pressed", "false");
  await expect.poll(() => takenInApi(page, day.iso)).toBe(false);
  await openForm(page, "/#contact");
  const freed = await calendarAt(page, day, "Kalender öffnen", "Nächster Monat");
  await freed.getByRole("button", { name: german, exact: true }).click();
  await expect(field(page, "Wunschtermin (optional)")).toHaveValue(day.german);
});

test("by touch: a tap in the grid blocks a day and a second frees it, in the public calendar and the API", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const day = dayAhead(110);
  const phone = await ownerContext(browser, page, {
    hasTouch: true,
    isMobile: true,
    viewport: { width: 375, height: 812 },
  });
  const studio = await phone.newPage();
  const cell = await gridAt(studio, day.iso);
  await expect(cell).toHaveAccessibleName(new RegExp(`, frei`));
  await cell.tap();
  await expect(cell).toHaveAttribute("aria-pressed", "true");
  await expect(cell).toHaveAccessibleName(/, gesperrt/);
  await expect.poll(() => takenInApi(page, day.iso)).toBe(true);
  await expectPublicPicker(page, day, true);

  // After a reload the grid shows what the server stored.
  await studio.reload();
  await expect(cell).toHaveAttribute("data-state", "blocked");
  await studio.locator("table[role=grid][data-hydrated]").waitFor();
  await cell.tap();
  await expect(cell).toHaveAttribute("aria-pressed", "false");
  await expect.poll(() => takenInApi(page, day.iso)).toBe(false);
  await expectPublicPicker(page, day, false);
  await phone.close();
});

test("by keyboard: arrows move the one tabbable day, Enter blocks and frees it", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const before = dayAhead(120);
  const day = dayAhead(121);
  const start = await gridAt(page, before.iso);
  await start.focus();
  await expect(start).toHaveAttribute("tabindex", "0");
  await page.keyboard.press("ArrowRight");
  // The next day may open the next month: the grid follows and keeps the focus on the day.
  const cell = page.locator(`button[data-day="${day.iso}"]`);
  await expect(cell).toBeFocused();
  await expect(cell).toHaveAttribute("tabindex", "0");
  await page.keyboard.press("Enter");
  await expect(cell).toHaveAttribute("aria-pressed", "true");
  await expect.poll(() => takenInApi(page, day.iso)).toBe(true);
  await expect.poll(() => takenInApi(page, before.iso)).toBe(false);

  // Page Down and Page Up go a month on and back to the same day.
  await page.keyboard.press("PageDown");
  await expect(page.locator("button[data-day]:focus")).not.toHaveAttribute("data-day", day.iso);
  await page.keyboard.press("PageUp");
  await expect(cell).toBeFocused();
  await page.keyboard.press(" ");
  await expect(cell).toHaveAttribute("aria-pressed", "false");
  await expect.poll(() => takenInApi(page, day.iso)).toBe(false);

  await page.keyboard.press("Enter");
  await expect.poll(() => takenInApi(page, day.iso)).toBe(true);
  await expectPublicPicker(page, day, true);
  const again = await gridAt(page, day.iso);
  await again.click();
  await expect.poll(() => takenInApi(page, day.iso)).toBe(false);
  await expectPublicPicker(page, day, false);
});

test("a range: dragged across days with the pointer, or Shift with the arrows, blocked and freed in one go", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  // Three days in one week, so the drag stays in one row of the grid.
  const toMonday = (8 - dayAhead(130).date.getDay()) % 7;
  const days = [0, 1, 2].map((plus) => dayAhead(130 + toMonday + plus));
  const start = await gridAt(page, days[0]!.iso);
  const end = page.locator(`button[data-day="${days[2]!.iso}"]`);
  const from = (await start.boundingBox())!;
  const to = (await end.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
  await page.mouse.up();
  const selection = page.getByRole("group", { name: "3 Tage ausgewählt" });
  await expect(selection).toBeVisible();
  await selection.getByRole("button", { name: "Sperren" }).click();
  for (const day of days) {
    await expect(page.locator(`button[data-day="${day.iso}"]`)).toHaveAttribute(
      "data-state",
      "blocked",
    );
    await expect.poll(() => takenInApi(page, day.iso)).toBe(true);
  }

  // Shift with the arrows selects the same days; Freigeben frees them.
  await start.focus();
  await page.keyboard.press("Shift+ArrowRight");
  await page.keyboard.press("Shift+ArrowRight");
  await selection.getByRole("button", { name: "Freigeben" }).click();
  for (const day of days) {
    await expect.poll(() => takenInApi(page, day.iso)).toBe(false);
  }
});

test("a recurring Sunday off is taken in the public calendar and the API, and shown in the grid", async ({
  page,
}) => {
  test.setTimeout(120_000);
  let sunday = dayAhead(30);
  for (let plus = 31; sunday.date.getDay() !== 0; plus++) sunday = dayAhead(plus);
  await page.goto("/studio/kalender");
  const weekly = page.getByRole("region", { name: "Feste freie Tage" });
  await weekly.getByRole("checkbox", { name: "Sonntag" }).check();
  await weekly.getByRole("button", { name: "Speichern" }).click();
  await expect(weekly.getByRole("status")).toHaveText("Feste freie Tage gespeichert.");
  await expect.poll(() => takenInApi(page, sunday.iso)).toBe(true);
  const cell = await gridAt(page, sunday.iso);
  await expect(cell).toHaveAttribute("data-state", "off");
  await expect(cell).toHaveAccessibleName(/fester freier Tag/);
  await cell.click();
  await expect(page.getByText("Dieser Tag ist ein fester freier Tag.")).toBeVisible();
  await expectPublicPicker(page, sunday, true);

  // Cleaned up for the other tests.
  await page.goto("/studio/kalender");
  await weekly.getByRole("checkbox", { name: "Sonntag" }).uncheck();
  await weekly.getByRole("button", { name: "Speichern" }).click();
  await expect(weekly.getByRole("status")).toHaveText("Feste freie Tage gespeichert.");
  await expect.poll(() => takenInApi(page, sunday.iso)).toBe(false);
});

test("without JavaScript a day's button posts its form: blocked, then freed", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const day = dayAhead(140);
  const plain = await ownerContext(browser, page, { javaScriptEnabled: false });
  const studio = await plain.newPage();
  await studio.goto(`/studio/kalender?monat=${day.iso.slice(0, 7)}`);
  const cell = studio.locator(`button[data-day="${day.iso}"]`);
  await cell.click();
  await expect(studio.getByRole("status").filter({ hasText: "1 Tag gesperrt." })).toBeVisible();
  await expect(cell).toHaveAttribute("data-state", "blocked");
  await expect.poll(() => takenInApi(page, day.iso)).toBe(true);
  await cell.click();
  await expect(studio.getByRole("status").filter({ hasText: "1 Tag freigegeben." })).toBeVisible();
  await expect(cell).toHaveAttribute("data-state", "free");
  await expect.poll(() => takenInApi(page, day.iso)).toBe(false);
  await plain.close();
});

test("a day taken while the visitor fills in the form is refused; her entries stay", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const day = dayAhead(50);
  await openForm(page, "/#contact");
  await fillForm(page, { preferredDate: day.german });

  const studio = await context.newPage();
  await blockInStudio(studio, day.iso);
  await studio.close();

  await submitButton(page).click();
  await expectToast(page, "Fehler", takenMessage);
  await expect(field(page, "Wunschtermin (optional)")).toBeFocused();
  await expect(field(page, "Vorname")).toHaveValue("Anna");
  await expect(field(page, "Deine Nachricht")).toHaveValue(
    "Ich wünsche mir ein ruhiges Shooting mit viel Zeit.",
  );
  await field(page, "Wunschtermin (optional)").fill(dayAhead(51).german);
  await submitButton(page).click();
  await expectToast(
    page,
    "Anfrage gesendet",
    "Vielen Dank für deine Anfrage. Ich melde mich zeitnah bei dir.",
  );
});

test("Gebucht takes the inquiry's date in the public calendar, and changing it back frees it", async ({
  page,
  request,
  studio,
}) => {
  test.setTimeout(90_000);
  const day = dayAhead(60);
  const german = new Intl.DateTimeFormat("de-DE", { dateStyle: "full" }).format(day.date);
  await postInquiry(request, studio, {
    firstName: "Greta",
    lastName: "Gebucht",
    email: "greta@example.com",
    preferredDate: day.german,
  });
  await page.goto("/studio");
  await page.getByRole("link", { name: /Greta Gebucht/ }).click();
  await page.waitForURL(/\/studio\/anfragen\//);
  const inquiryPage = page.url();
  const control = page.getByRole("group", { name: "Status ändern" });
  // The status menu of the inquiry's action bar, then the stage.
  await page.getByLabel(/^Status: /).click();
  await control.getByRole("button", { name: "Gebucht" }).click();
  await expect(page.getByRole("status")).toHaveText("Status: Gebucht.");

  await openForm(page, "/#contact");
  let dialog = await calendarAt(page, day, "Kalender öffnen", "Nächster Monat");
  await expect(dialog.getByRole("button", { name: `${german}, belegt` })).toBeDisabled();

  await gridAt(page, day.iso);
  await expect(page.getByRole("link", { name: /Greta/ }).first()).toBeVisible();
  await expect(page.locator(`button[data-day="${day.iso}"]`)).toHaveAccessibleName(
    /gebucht: Greta, /,
  );
  // Her name and package in the day at 1440 px; a dot and the month's list at 375 px.
  for (const viewport of [...viewports].reverse()) {
    await page.setViewportSize(viewport);
    await expectCalmLayout(page, viewport.width < 1024, true);
    await screenshot(page, `calendar-booked-${viewport.label}`);
    // The grid's end, the legend and the month's bookings, between the two screenshots above.
    await page.getByRole("heading", { name: "Buchungen in diesem Monat" }).scrollIntoViewIfNeeded();
    await screenshotOf(page, `calendar-booked-${viewport.label}-grid`);
  }
  await expectNoAxeViolations(page);
  await page.goto(inquiryPage);
  await page.getByLabel(/^Status: /).click();
  await control.getByRole("button", { name: "Beantwortet" }).click();
  await expect(page.getByRole("status")).toHaveText("Status: Beantwortet.");

  await openForm(page, "/#contact");
  dialog = await calendarAt(page, day, "Kalender öffnen", "Nächster Monat");
  await expect(dialog.getByRole("button", { name: german, exact: true })).toBeEnabled();
});

for (const viewport of viewports) {
  test(`the Kalender looks calm and passes axe at ${viewport.label} px`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(viewport);
    const day = dayAhead(70);
    await blockInStudio(page, day.iso);
    await expectCalmLayout(page, viewport.width < 1024, true);
    await expectNoAxeViolations(page);
    // Every control is a target of at least 44 x 44 px: days, months, weekdays, the feed's box.
    const small = await page.locator("#studio-main").evaluate((main) =>
      [...main.querySelectorAll("a, button, input:not([type=hidden]), select, textarea")]
        .map((element) => ({ element, box: element.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && (box.width < 44 || box.height < 44))
        .map(({ element, box }) => `${element.outerHTML.slice(0, 60)} ${box.width}x${box.height}`),
    );
    expect(small).toEqual([]);
    await screenshot(page, `calendar-${viewport.label}`);
    const cell = await gridAt(page, day.iso);
    await cell.click();
    await expect.poll(() => takenInApi(page, day.iso)).toBe(false);
  });
}
