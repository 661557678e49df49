import { expect, test } from "@playwright/test";
import { field, fillForm, packageCard, submitButton, validInput } from "./form-helpers";

// The same form without JavaScript: native validation first, then the page's action.
test.use({ javaScriptEnabled: false });

test("without JavaScript the browser blocks an empty form before it is posted", async ({
  page,
}) => {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  await page.goto("/");
  await expect(page.getByTestId("contact-form")).not.toHaveAttribute("novalidate");
  await submitButton(page).click();
  expect(
    await field(page, "Vorname").evaluate((input: HTMLInputElement) => input.validity.valueMissing),
  ).toBe(true);
  expect(posts).toEqual([]);
});

test("without JavaScript the action answers with German messages and keeps every entry", async ({
  page,
}) => {
  await page.goto("/");
  // Spaces satisfy the browser's `required` but not the schema's trimming.
  await fillForm(page, { firstName: "   ", package: "", source: "" });
  await submitButton(page).click();

  await expect(page).toHaveURL(/\/\?index#contact$/);
  const outcome = page.locator("[data-outcome=invalid]");
  await expect(outcome).toContainText("Validierungsfehler");
  await expect(outcome).toContainText("Vorname ist erforderlich");
  const form = page.getByTestId("contact-form");
  await expect(field(page, "Vorname")).toHaveAttribute("aria-invalid", "true");
  await expect(field(page, "Vorname")).toHaveAccessibleDescription("Vorname ist erforderlich");
  await expect(form.getByText("Bitte wähle ein Paket aus")).toBeVisible();
  await expect(
    form.getByText("Bitte wähle aus, wie du auf uns aufmerksam geworden bist"),
  ).toBeVisible();
  await expect(field(page, "Nachname")).toHaveValue(validInput.lastName);
  await expect(field(page, "E-Mail")).toHaveValue(validInput.email);
  await expect(field(page, "Telefon (optional)")).toHaveValue(validInput.phone);
  await expect(field(page, "Wunschtermin (optional)")).toHaveValue(validInput.preferredDate);
  await expect(field(page, "Deine Nachricht")).toHaveValue(validInput.message);
  await expect(form.getByRole("checkbox", { name: /Ratenzahlung/ })).toBeChecked();
  await expect(form.getByRole("checkbox", { name: /Angaben/ })).toBeChecked();

  // Correct the entries and post again: the same page now reports success.
  await field(page, "Vorname").fill(validInput.firstName);
  await packageCard(page, "Intime Signature").click();
  await form.getByRole("combobox").selectOption("recommendation");
  await submitButton(page).click();
  await expect(page.locator("[data-outcome=sent]")).toContainText("Anfrage gesendet");
  await expect(page.locator("[data-outcome=sent]")).toContainText(
    "Vielen Dank für deine Anfrage. Ich melde mich zeitnah bei dir.",
  );
  await expect(field(page, "Vorname")).toHaveValue("");
  await expect(field(page, "Deine Nachricht")).toHaveValue("");
});

test("without JavaScript a complete inquiry is accepted and the form is empty again", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.locator("input[name=website]")).toHaveAttribute("tabindex", "-1");
  await fillForm(page);
  await submitButton(page).click();
  const outcome = page.getByRole("status").filter({ hasText: "Anfrage gesendet" });
  await expect(outcome).toBeVisible();
  for (const name of ["Vorname", "Nachname", "E-Mail", "Deine Nachricht"])
    await expect(field(page, name)).toHaveValue("");
  await expect(page.getByTestId("contact-form").getByRole("radio", { checked: true })).toHaveCount(
    0,
  );
});
