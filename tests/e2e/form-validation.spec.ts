import { expect, test } from "@playwright/test";
import {
  expectToast,
  field,
  fillFields,
  fillForm,
  interceptInquiries,
  markToastsSeen,
  newToasts,
  openForm,
  submitButton,
  success,
  validInput,
  type ValidInput,
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

// Every rule of spec section 5 (plus the rules written for what the spec leaves open) through
// the UI, each with every other field valid, one after the other on one page: the message is the
// schema's (app/inquiry/schema.test.ts checks each rule's text), what is checked here is the
// wiring: the toast, the focus on the field, its mark, and that every entry is kept. Each rule's
// `input` makes the form invalid and `valid` puts it right again. The package goes first: a
// chosen card cannot be unchosen, so the form starts without one.
const rules: {
  rule: string;
  input: Partial<ValidInput>;
  valid: Partial<ValidInput>;
  focus: string;
  message: string;
}[] = [
  {
    rule: "no package chosen",
    input: { package: "" },
    valid: { package: validInput.package },
    focus: "#contact-package",
    message: "Bitte wähle ein Paket aus",
  },
  {
    rule: "first name blank after trimming",
    input: { firstName: "   " },
    valid: { firstName: validInput.firstName },
    focus: "#contact-firstName",
    message: "Vorname ist erforderlich",
  },
  {
    rule: "last name empty",
    input: { lastName: "" },
    valid: { lastName: validInput.lastName },
    focus: "#contact-lastName",
    message: "Nachname ist erforderlich",
  },
  {
    rule: "e-mail malformed",
    input: { email: "anna@" },
    valid: { email: validInput.email },
    focus: "#contact-email",
    message: "Ungültige E-Mail-Adresse",
  },
  {
    rule: "phone with letters",
    input: { phone: "0241 abc" },
    valid: { phone: validInput.phone },
    focus: "#contact-phone",
    message: "Bitte gib eine gültige Telefonnummer ein",
  },
  {
    rule: "e-mail as a list of addresses",
    input: { email: "a@b.de, c@d.de" },
    valid: { email: validInput.email },
    focus: "#contact-email",
    message: "Ungültige E-Mail-Adresse",
  },
  {
    rule: "preferred date in the past",
    input: { preferredDate: "01.01.2020" },
    valid: { preferredDate: validInput.preferredDate },
    focus: "#contact-preferredDate",
    message: "Bitte wähle ein gültiges Datum ab heute",
  },
  {
    rule: "message blank",
    input: { message: "  " },
    valid: { message: validInput.message },
    focus: "#contact-message",
    message: "Nachricht ist erforderlich",
  },
  {
    rule: "no source chosen",
    input: { source: "" },
    valid: { source: validInput.source },
    focus: "#contact-source",
    message: "Bitte wähle aus, wie du auf uns aufmerksam geworden bist",
  },
  {
    rule: "consent not given",
    input: { gdprConsent: false },
    valid: { gdprConsent: true },
    focus: "#contact-gdprConsent",
    message: "Du musst der Datenverarbeitung zustimmen",
  },
];

test("each rule: its toast, the field focused and marked alone, every entry kept", async ({
  page,
}) => {
  // Ten rules, each entered, sent and checked, on one page: ten short tests' worth of steps.
  test.setTimeout(120_000);
  const requests = await interceptInquiries(page, success);
  const form = await openForm(page);
  await fillForm(page, { package: "" });
  await expect(form.getByRole("radio", { checked: true })).toHaveCount(0);

  for (const { rule, input, valid, focus, message } of rules) {
    await test.step(rule, async () => {
      await fillFields(page, input);
      await markToastsSeen(page);
      await submitButton(page).click();

      // This rule's toast, whatever the rules before left on screen.
      const shown = newToasts(page);
      await expect(shown).toHaveCount(1);
      await expect(shown).toBeVisible();
      await expect(shown.locator("p").first()).toHaveText("Validierungsfehler");
      await expect(shown.locator("p").nth(1)).toHaveText(message);
      const control = form.locator(focus);
      await expect(control).toBeFocused();
      await expect(control).toHaveAttribute("aria-invalid", "true");
      // The message is the field's description, read out with it.
      const described =
        focus === "#contact-package"
          ? form.getByRole("group", { name: "Welches Paket interessiert dich?" })
          : control;
      await expect(described).toHaveAccessibleDescription(new RegExp(message));
      // Only this field is marked, and every entry is still there.
      await expect(form.locator("[aria-invalid=true]")).toHaveCount(
        focus === "#contact-package" ? 4 : 1,
      );
      const entered = { ...validInput, ...input };
      await expect(field(page, "Nachname")).toHaveValue(entered.lastName);
      await expect(field(page, "Deine Nachricht")).toHaveValue(entered.message);
      await expect(form.getByRole("combobox")).toHaveValue(entered.source);
      await fillFields(page, valid);
    });
  }
  expect(requests).toHaveLength(0);
});

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
