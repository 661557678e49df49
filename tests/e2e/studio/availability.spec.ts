/**
 * Availability, seen by the owner and by a visitor (issue 17): a day blocked in the studio's
 * Kalender is struck through and cannot be picked in the public form's calendar (German and
 * English), a typed taken day gets a clear German message, a day taken while the visitor was
 * filling in the form is refused by the server and her entries stay, and Gebucht blocks a date.
 */
import { expect, test, type Page } from "@playwright/test";
import { field, fillForm, openForm, submitButton, expectToast } from "#tests/e2e/form-helpers.ts";
import {
  expectCalmLayout,
  expectNoAxeViolations,
  postInquiry,
  screenshot,
  setUpWithPasskey,
  viewports,
} from "#tests/e2e/studio/helpers.ts";

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

async function blockInStudio(page: Page, from: string, to = "") {
  await page.goto("/studio/kalender");
  await page.getByLabel("Von").fill(from);
  await page.getByLabel("Bis (optional)").fill(to);
  await page.getByRole("button", { name: "Sperren" }).click();
  await expect(page.getByRole("status").filter({ hasText: /gesperrt/ })).toBeVisible();
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
  await setUpWithPasskey(page, "Kalender");
  await blockInStudio(page, day.iso);
  const german = new Intl.DateTimeFormat("de-DE", { dateStyle: "full" }).format(day.date);
  await expect(page.getByRole("region", { name: "Gesperrte Tage" })).toContainText("1 Tag");

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
  await page.goto("/studio/kalender");
  await page
    .getByRole("button", { name: /freigeben$/ })
    .first()
    .click();
  await expect(page.getByText("Keine Tage gesperrt.")).toBeVisible();
  await openForm(page, "/#contact");
  const freed = await calendarAt(page, day, "Kalender öffnen", "Nächster Monat");
  await freed.getByRole("button", { name: german, exact: true }).click();
  await expect(field(page, "Wunschtermin (optional)")).toHaveValue(day.german);
});

test("the Kalender takes a careless date calmly: a far end date is refused at Bis, Von and Bis start empty after a block, one day of a range is freed", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const [first, middle, last] = [dayAhead(200), dayAhead(202), dayAhead(204)];
  await setUpWithPasskey(page, "Kalender");
  await page.goto("/studio/kalender");
  const from = page.getByLabel("Von");
  const to = page.getByLabel("Bis (optional)");

  // "bis 31.12.9999": answered at once, at the field it is about, the entries kept.
  await from.fill(first.iso);
  await to.fill("9999-12-31");
  await page.getByRole("button", { name: "Sperren" }).click();
  await expect(to).toHaveAccessibleDescription("Höchstens drei Jahre im Voraus.");
  await expect(to).toHaveAttribute("aria-invalid", "true");
  await expect(from).toHaveValue(first.iso);

  // A range, then the form is empty again for the next single day.
  await to.fill(last.iso);
  await page.getByRole("button", { name: "Sperren" }).click();
  await expect(page.getByRole("status").filter({ hasText: "5 Tage gesperrt." })).toBeVisible();
  await expect(from).toHaveValue("");
  await expect(to).toHaveValue("");

  // One day inside the range is freed; the days around it stay blocked.
  const blocked = page.getByRole("region", { name: "Gesperrte Tage" });
  await blocked.getByLabel("Einen einzelnen Tag freigeben").fill(middle.iso);
  await blocked.getByRole("button", { name: "Tag freigeben" }).click();
  await expect(blocked.getByRole("status")).toHaveText("1 Tag freigegeben.");
  await expect(blocked.getByRole("listitem")).toHaveCount(2);
  await expect(blocked.getByRole("listitem").first()).toContainText("2 Tage");

  // Cleaned up for the other tests.
  for (const remaining of [1, 0]) {
    await blocked.getByRole("listitem").first().getByRole("button").click();
    await expect(blocked.getByRole("listitem")).toHaveCount(remaining);
  }
  await expect(page.getByText("Keine Tage gesperrt.")).toBeVisible();
});

test("a day taken while the visitor fills in the form is refused; her entries stay", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const day = dayAhead(50);
  await setUpWithPasskey(page, "Zwischendurch");
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
}) => {
  test.setTimeout(90_000);
  const day = dayAhead(60);
  const german = new Intl.DateTimeFormat("de-DE", { dateStyle: "full" }).format(day.date);
  await setUpWithPasskey(page, "Gebucht");
  await postInquiry(request, {
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

  await page.goto("/studio/kalender");
  await expect(page.getByRole("region", { name: "Gebucht" })).toContainText("Greta Gebucht");
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
    await setUpWithPasskey(page, `Kalender ${viewport.label}`);
    await blockInStudio(page, dayAhead(70).iso, dayAhead(73).iso);
    await expectCalmLayout(page, viewport.width < 1024, true);
    await expectNoAxeViolations(page);
    await screenshot(page, `calendar-${viewport.label}`);
  });
}
