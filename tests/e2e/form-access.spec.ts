import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import {
  expectToast,
  field,
  interceptInquiries,
  openForm,
  submitButton,
  success,
  today,
} from "#tests/e2e/form-helpers.ts";

const wcag = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

function axe(page: Page) {
  return new AxeBuilder({ page })
    .withTags(wcag)
    .include("[data-testid=contact-form]")
    .include("section[aria-label=Benachrichtigungen]")
    .analyze();
}

test("axe finds nothing with the form showing errors and a toast", async ({ page }) => {
  await openForm(page);
  await submitButton(page).click();
  await expectToast(page, "Validierungsfehler", "Vorname ist erforderlich");
  expect((await axe(page)).violations).toEqual([]);
});

test("axe finds nothing with the date picker open", async ({ page }) => {
  await openForm(page);
  await page.getByRole("button", { name: "Kalender öffnen" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect((await axe(page)).violations).toEqual([]);
});

test("the packages section's choice preselects the package card", async ({ page }) => {
  const form = await openForm(page);
  // What `selectPackage("signature")` from ~/inquiry/package-selection dispatches.
  await page.evaluate(() =>
    window.dispatchEvent(new CustomEvent("studio:select-package", { detail: "signature" })),
  );
  await expect(form.getByRole("radio", { name: /^Intime Signature/ })).toBeChecked();
  await page.evaluate(() =>
    window.dispatchEvent(new CustomEvent("studio:select-package", { detail: "essence" })),
  );
  await expect(form.getByRole("radio", { name: /^Essence/ })).toBeChecked();
  await expect(form.getByRole("radio", { name: /^Intime Signature/ })).not.toBeChecked();
});

test("the whole form can be completed and sent with the keyboard alone", async ({ page }) => {
  await page.clock.setFixedTime(today);
  const requests = await interceptInquiries(page, success);
  await openForm(page);
  // Following the #contact link moves the keyboard's starting point to the section, whose intro
  // holds the social profile link; the form's first field comes right after it.
  await page.keyboard.press("Tab");
  await expect(page.locator("#contact").getByRole("link", { name: "Instagram" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(field(page, "Vorname")).toBeFocused();
  await page.keyboard.type("Lena");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Schmidt");
  await page.keyboard.press("Tab");
  await page.keyboard.type("lena@example.com");
  await page.keyboard.press("Tab");
  await page.keyboard.type("0241 987654");
  await page.keyboard.press("Tab"); // the radio group
  await page.keyboard.press("ArrowRight"); // Essence → Lumière
  await page.keyboard.press("ArrowRight"); // → Intime Signature
  await page.keyboard.press("Tab"); // the date field
  await page.keyboard.press("Tab"); // the calendar button
  await page.keyboard.press("Enter");
  await page.keyboard.press("PageDown");
  await page.keyboard.press("Enter"); // 18 December 2026
  await page.keyboard.press("Tab"); // message
  await page.keyboard.type("Ich hätte gern ein Geschenk für mich selbst.");
  await page.keyboard.press("Tab"); // source
  await page.keyboard.type("Instagram");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Space"); // installments
  await page.keyboard.press("Tab");
  await page.keyboard.press("Space"); // consent
  await page.keyboard.press("Tab"); // privacy link
  await page.keyboard.press("Tab");
  await expect(submitButton(page)).toBeFocused();
  await page.keyboard.press("Enter");

  await expectToast(
    page,
    "Anfrage gesendet",
    "Vielen Dank für deine Anfrage. Ich melde mich zeitnah bei dir.",
  );
  expect(requests[0]!.postDataJSON()).toEqual({
    firstName: "Lena",
    lastName: "Schmidt",
    email: "lena@example.com",
    phone: "0241 987654",
    package: "signature",
    preferredDate: "18.12.2026",
    message: "Ich hätte gern ein Geschenk für mich selbst.",
    source: "instagram",
    installmentInfo: true,
  });
});
