import { expect, test, type Page } from "@playwright/test";
import {
  expectToast,
  field,
  fillForm,
  interceptInquiries,
  openForm,
  submitButton,
  success,
  today,
} from "#tests/e2e/form-helpers.ts";

const dateField = (page: Page) => field(page, "Wunschtermin (optional)");

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(today); // Wednesday, 18 November 2026
});

test("German calendar: weeks start on Monday, German names, past days disabled", async ({
  page,
}) => {
  await openForm(page);
  await page.getByRole("button", { name: "Kalender öffnen" }).click();
  const dialog = page.getByRole("dialog", { name: "Wunschtermin wählen" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("grid", { name: "November 2026" })).toBeVisible();
  await expect(dialog.getByRole("columnheader")).toHaveText([
    "Mo",
    "Di",
    "Mi",
    "Do",
    "Fr",
    "Sa",
    "So",
  ]);
  // 1 November 2026 is a Sunday: in a Monday-first grid it is the last cell of the first row.
  const firstRow = dialog.getByRole("row").nth(1).getByRole("gridcell");
  await expect(firstRow.last()).toHaveText("1");
  await expect(firstRow.first()).toHaveText("");

  for (const day of [1, 10, 17])
    await expect(
      dialog.getByRole("button", { name: `${weekdayDe(day)}, ${day}. November 2026` }),
    ).toBeDisabled();
  await expect(dialog.getByRole("button", { name: "Mittwoch, 18. November 2026" })).toBeEnabled();
  await expect(dialog.getByRole("button", { name: "Mittwoch, 18. November 2026" })).toBeFocused();
  await expect(dialog.getByRole("button", { name: "Vorheriger Monat" })).toBeDisabled();

  await dialog.getByRole("button", { name: "Nächster Monat" }).click();
  await expect(dialog.getByRole("grid", { name: "Dezember 2026" })).toBeVisible();
  await dialog.getByRole("button", { name: "Donnerstag, 24. Dezember 2026" }).click();
  await expect(dialog).toBeHidden();
  await expect(dateField(page)).toHaveValue("24.12.2026");
  await expect(dateField(page)).toHaveAccessibleDescription("Donnerstag, 24. Dezember 2026");
});

function weekdayDe(day: number) {
  return new Intl.DateTimeFormat("de-DE", { weekday: "long" }).format(new Date(2026, 10, day));
}

test("the calendar works by keyboard and never lands on a past day", async ({ page }) => {
  await openForm(page);
  const trigger = page.getByRole("button", { name: "Kalender öffnen" });
  await trigger.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  const focusedDay = dialog.locator("button:focus");
  await expect(focusedDay).toHaveAccessibleName("Mittwoch, 18. November 2026");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowUp");
  await expect(focusedDay).toHaveAccessibleName("Mittwoch, 18. November 2026");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowDown");
  await expect(focusedDay).toHaveAccessibleName("Donnerstag, 26. November 2026");
  await page.keyboard.press("End");
  await expect(focusedDay).toHaveAccessibleName("Sonntag, 29. November 2026");
  await page.keyboard.press("PageDown");
  await expect(focusedDay).toHaveAccessibleName("Dienstag, 29. Dezember 2026");
  await page.keyboard.press("Home");
  await expect(focusedDay).toHaveAccessibleName("Montag, 28. Dezember 2026");
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(dateField(page)).toHaveValue("28.12.2026");
  await expect(trigger).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(dialog.locator("button:focus")).toHaveAccessibleName("Montag, 28. Dezember 2026");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
  await expect(dateField(page)).toHaveValue("28.12.2026");
});

test("a typed date is accepted, normalised and shown in the calendar", async ({ page }) => {
  const requests = await interceptInquiries(page, success);
  await openForm(page);
  await fillForm(page, { preferredDate: "3.2.2027" });
  await dateField(page).blur();
  await expect(dateField(page)).toHaveValue("03.02.2027");
  await page.getByRole("button", { name: "Kalender öffnen" }).click();
  const selected = page.getByRole("dialog").locator("td[aria-selected=true] button");
  await expect(selected).toHaveAccessibleName("Mittwoch, 3. Februar 2027");
  await page.keyboard.press("Escape");
  await submitButton(page).click();
  await expect.poll(() => requests.length).toBe(1);
  expect(requests[0]!.postDataJSON()).toMatchObject({ preferredDate: "03.02.2027" });
});

test("English calendar: weeks start on Sunday, the inquiry still gets a German date", async ({
  page,
}) => {
  // The site's locale setting decides <html lang>; serve the page as an English site would be.
  await page.route("**/", async (route) => {
    if (route.request().resourceType() !== "document") return route.fallback();
    const response = await route.fetch();
    const html = (await response.text()).replace('<html lang="de"', '<html lang="en"');
    await route.fulfill({ response, body: html, headers: { "content-type": "text/html" } });
  });
  const requests = await interceptInquiries(page, success);
  await openForm(page, "/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(dateField(page)).toHaveAttribute("placeholder", "MM/DD/YYYY");

  await page.getByRole("button", { name: "Open calendar" }).click();
  const dialog = page.getByRole("dialog", { name: "Choose a preferred date" });
  await expect(dialog.getByRole("grid", { name: "November 2026" })).toBeVisible();
  await expect(dialog.getByRole("columnheader")).toHaveText([
    "Sun",
    "Mon",
    "Tue",
    "Wed",
    "Thu",
    "Fri",
    "Sat",
  ]);
  // 1 November 2026 is a Sunday: the first cell of a Sunday-first grid.
  await expect(dialog.getByRole("row").nth(1).getByRole("gridcell").first()).toHaveText("1");
  await expect(dialog.getByRole("button", { name: "Tuesday, November 17, 2026" })).toBeDisabled();
  await dialog.getByRole("button", { name: "Saturday, November 21, 2026" }).click();
  await expect(dateField(page)).toHaveValue("11/21/2026");

  await fillForm(page, { preferredDate: "11/21/2026" });
  await submitButton(page).click();
  await expectToast(
    page,
    "Anfrage gesendet",
    "Vielen Dank für deine Anfrage. Ich melde mich zeitnah bei dir.",
  );
  expect(requests[0]!.postDataJSON()).toMatchObject({ preferredDate: "21.11.2026" });
});
