import { expect, type Page, type Request, type Route } from "@playwright/test";

/** Shared steps of the form specs: open the form, fill it in, watch the inquiry endpoint. */

export const endpoint = "**/api/send-contact-email";

/** A fixed "today" for the calendar specs (a Wednesday), so past days are deterministic. */
export const today = new Date(2026, 10, 18, 10, 0);

export async function openForm(page: Page, path = "/#contact") {
  await page.goto(path);
  // Hydrated: the JavaScript path is active (noValidate, calendar button, toasts).
  await page.locator("form[data-hydrated]").waitFor();
  return page.getByTestId("contact-form");
}

export const field = (page: Page, name: string) =>
  page.getByTestId("contact-form").getByRole("textbox", { name, exact: true });

export const packageCard = (page: Page, label: string) =>
  page.getByTestId("contact-form").locator("label").filter({ hasText: label });

export type ValidInput = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  package: string;
  preferredDate: string;
  message: string;
  source: string;
  installmentInfo: boolean;
  gdprConsent: boolean;
};

export const validInput: ValidInput = {
  firstName: "Anna",
  lastName: "Müller",
  email: "anna@example.com",
  phone: "+49 241 123456",
  package: "Lumière",
  preferredDate: "21.11.2099",
  message: "Ich wünsche mir ein ruhiges Shooting mit viel Zeit.",
  source: "google",
  installmentInfo: true,
  gdprConsent: true,
};

/** Fills the form through the UI; pass "" (or false) to leave a field empty. */
export async function fillForm(page: Page, overrides: Partial<ValidInput> = {}) {
  const input = { ...validInput, ...overrides };
  await fillFields(page, input);
  return input;
}

/**
 * Enters the given fields through the UI, in the form's order, and leaves the others as they
 * are; a package of "" chooses none.
 */
export async function fillFields(page: Page, input: Partial<ValidInput>) {
  const form = page.getByTestId("contact-form");
  if (input.firstName !== undefined) await field(page, "Vorname").fill(input.firstName);
  if (input.lastName !== undefined) await field(page, "Nachname").fill(input.lastName);
  if (input.email !== undefined) await field(page, "E-Mail").fill(input.email);
  if (input.phone !== undefined) await field(page, "Telefon (optional)").fill(input.phone);
  if (input.package) await packageCard(page, input.package).click();
  if (input.preferredDate !== undefined)
    await field(page, "Wunschtermin (optional)").fill(input.preferredDate);
  if (input.message !== undefined) await field(page, "Deine Nachricht").fill(input.message);
  if (input.source !== undefined) await form.getByRole("combobox").selectOption(input.source);
  if (input.installmentInfo !== undefined)
    await form.getByRole("checkbox", { name: /Ratenzahlung/ }).setChecked(input.installmentInfo);
  if (input.gdprConsent !== undefined)
    await form
      .getByRole("checkbox", { name: /Datenverarbeitung|Angaben/ })
      .setChecked(input.gdprConsent);
}

export const submitButton = (page: Page) =>
  page.getByTestId("contact-form").locator("button[type=submit]");

export const toast = (page: Page) =>
  page.getByRole("region", { name: "Benachrichtigungen" }).locator("[data-toast]").last();

export async function expectToast(page: Page, title: string, description: string) {
  const last = toast(page);
  await expect(last).toBeVisible();
  await expect(last.locator("p").first()).toHaveText(title);
  await expect(last.locator("p").nth(1)).toHaveText(description);
  return last;
}

/**
 * Marks the toasts shown so far, so that `newToasts` finds only those shown after this: several
 * steps on one page each check their own toast, whatever is still on screen from the steps before.
 */
export async function markToastsSeen(page: Page) {
  await page
    .getByRole("region", { name: "Benachrichtigungen" })
    .locator("[data-toast]")
    .evaluateAll((shown) => shown.forEach((toast) => toast.setAttribute("data-seen", "")));
}

export const newToasts = (page: Page) =>
  page.getByRole("region", { name: "Benachrichtigungen" }).locator("[data-toast]:not([data-seen])");

/** Answers the inquiry endpoint with `respond` and records every request sent to it. */
export async function interceptInquiries(page: Page, respond: (route: Route) => Promise<void>) {
  const requests: Request[] = [];
  await page.route(endpoint, async (route) => {
    requests.push(route.request());
    await respond(route);
  });
  return requests;
}

export const success = (route: Route) =>
  route.fulfill({ status: 200, json: { ok: true, id: "inquiry-1" } });
