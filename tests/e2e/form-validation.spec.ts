import { expect, test } from "@playwright/test";
import {
  expectToast,
  field,
  fillForm,
  interceptInquiries,
  openForm,
  submitButton,
  success,
  validInput,
} from "#tests/e2e/form-helpers.ts";

test("the spec's five fields are required at browser level; JS switches to toast validation", async ({
  page,
}) => {
  const form = await openForm(page);
  for (const name of ["Vorname", "Nachname", "E-Mail", "Deine Nachricht"])
    await expect(field(page, name)).toHaveAttribute("required", "");
  await expect(form.getByRole("checkbox", { name: /Angaben/ })).toHaveAttribute("required", "");
  for (const name of ["Telefon (optional)", "Wunschtermin (optional)"])
    await expect(field(page, name)).not.toHaveAttribute("required");
  await expect(form.getByRole("combobox")).not.toHaveAttribute("required");
  // Hydrated, the browser's bubbles step aside so the spec's toast can report the first error.
  await expect(form).toHaveAttribute("novalidate", "");
});

test("an empty form reports the first rule, marks every invalid field and focuses the first", async ({
  page,
}) => {
  const requests = await interceptInquiries(page, success);
  const form = await openForm(page);
  await submitButton(page).click();
  await expectToast(page, "Validierungsfehler", "Vorname ist erforderlich");
  await expect(field(page, "Vorname")).toBeFocused();
  const marked = [
    ["#contact-firstName", "Vorname ist erforderlich"],
    ["#contact-lastName", "Nachname ist erforderlich"],
    ["#contact-email", "Ungültige E-Mail-Adresse"],
    ["#contact-message", "Nachricht ist erforderlich"],
    ["#contact-source", "Bitte wähle aus, wie du auf uns aufmerksam geworden bist"],
    ["#contact-gdprConsent", "Du musst der Datenverarbeitung zustimmen"],
  ] as const;
  for (const [selector, message] of marked) {
    const control = form.locator(selector);
    await expect(control).toHaveAttribute("aria-invalid", "true");
    await expect(control).toHaveAccessibleDescription(message);
  }
  await expect(
    form.getByRole("group", { name: "Welches Paket interessiert dich?" }),
  ).toHaveAccessibleDescription("Bitte wähle ein Paket aus");
  expect(requests).toHaveLength(0);
});

// One test per rule of spec section 5 (plus the rules written for what the spec leaves open),
// each through the UI with every other field valid.
const rules = [
  {
    rule: "first name blank after trimming",
    input: { firstName: "   " },
    focus: "#contact-firstName",
    message: "Vorname ist erforderlich",
  },
  {
    rule: "last name empty",
    input: { lastName: "" },
    focus: "#contact-lastName",
    message: "Nachname ist erforderlich",
  },
  {
    rule: "e-mail malformed",
    input: { email: "anna@" },
    focus: "#contact-email",
    message: "Ungültige E-Mail-Adresse",
  },
  {
    rule: "e-mail as a list of addresses",
    input: { email: "a@b.de, c@d.de" },
    focus: "#contact-email",
    message: "Ungültige E-Mail-Adresse",
  },
  {
    rule: "phone with letters",
    input: { phone: "0241 abc" },
    focus: "#contact-phone",
    message: "Bitte gib eine gültige Telefonnummer ein",
  },
  {
    rule: "no package chosen",
    input: { package: "" },
    focus: "#contact-package",
    message: "Bitte wähle ein Paket aus",
  },
  {
    rule: "preferred date in the past",
    input: { preferredDate: "01.01.2020" },
    focus: "#contact-preferredDate",
    message: "Bitte wähle ein gültiges Datum ab heute",
  },
  {
    rule: "message blank",
    input: { message: "  " },
    focus: "#contact-message",
    message: "Nachricht ist erforderlich",
  },
  {
    rule: "no source chosen",
    input: { source: "" },
    focus: "#contact-source",
    message: "Bitte wähle aus, wie du auf uns aufmerksam geworden bist",
  },
  {
    rule: "consent not given",
    input: { gdprConsent: false },
    focus: "#contact-gdprConsent",
    message: "Du musst der Datenverarbeitung zustimmen",
  },
];

for (const { rule, input, focus, message } of rules) {
  test(`validation: ${rule}`, async ({ page }) => {
    const requests = await interceptInquiries(page, success);
    const form = await openForm(page);
    const entered = await fillForm(page, input);
    await submitButton(page).click();

    await expectToast(page, "Validierungsfehler", message);
    const control = form.locator(focus);
    await expect(control).toBeFocused();
    await expect(control).toHaveAttribute("aria-invalid", "true");
    // Only this field is marked, and every entry is still there.
    await expect(form.locator("[aria-invalid=true]")).toHaveCount(
      focus === "#contact-package" ? 4 : 1,
    );
    await expect(field(page, "Nachname")).toHaveValue(entered.lastName);
    await expect(field(page, "Deine Nachricht")).toHaveValue(entered.message);
    await expect(form.getByRole("combobox")).toHaveValue(entered.source);
    expect(requests).toHaveLength(0);
  });
}

test("correcting a field clears its mark; the next submit sends", async ({ page }) => {
  const requests = await interceptInquiries(page, success);
  await openForm(page);
  await fillForm(page, { firstName: "" });
  await submitButton(page).click();
  await expect(field(page, "Vorname")).toHaveAttribute("aria-invalid", "true");
  await field(page, "Vorname").fill(validInput.firstName);
  await expect(field(page, "Vorname")).not.toHaveAttribute("aria-invalid");
  await submitButton(page).click();
  await expect.poll(() => requests.length).toBe(1);
});
