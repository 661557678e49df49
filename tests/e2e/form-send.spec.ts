import { expect, test, type Page, type Route } from "@playwright/test";
import {
  expectToast,
  field,
  fillForm,
  interceptInquiries,
  markToastsSeen,
  newToasts,
  openForm,
  submitButton,
  success,
  toast,
} from "#tests/e2e/form-helpers.ts";

const failureText = [
  "Fehler",
  "Die Anfrage konnte nicht gesendet werden. Bitte versuche es später erneut.",
] as const;

test("success: the exact payload is sent, the form empties and the success toast appears", async ({
  page,
}) => {
  const requests = await interceptInquiries(page, success);
  const form = await openForm(page);
  await fillForm(page);
  await submitButton(page).click();

  await expectToast(
    page,
    "Anfrage gesendet",
    "Vielen Dank für deine Anfrage. Ich melde mich zeitnah bei dir.",
  );
  expect(requests).toHaveLength(1);
  const request = requests[0]!;
  expect(request.method()).toBe("POST");
  const body = request.postDataJSON() as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(
    [
      "firstName",
      "lastName",
      "email",
      "phone",
      "package",
      "preferredDate",
      "message",
      "source",
      "installmentInfo",
    ].sort(),
  );
  expect(body).toEqual({
    firstName: "Anna",
    lastName: "Müller",
    email: "anna@example.com",
    phone: "+49 241 123456",
    package: "lumiere",
    preferredDate: "21.11.2099",
    message: "Ich wünsche mir ein ruhiges Shooting mit viel Zeit.",
    source: "google",
    installmentInfo: true,
  });
  expect(body).not.toHaveProperty("gdprConsent");

  for (const name of ["Vorname", "Nachname", "E-Mail", "Telefon (optional)", "Deine Nachricht"])
    await expect(field(page, name)).toHaveValue("");
  await expect(field(page, "Wunschtermin (optional)")).toHaveValue("");
  await expect(form.getByRole("combobox")).toHaveValue("");
  for (const box of await form.getByRole("checkbox").all()) await expect(box).not.toBeChecked();
  for (const radio of await form.getByRole("radio").all()) await expect(radio).not.toBeChecked();
});

test("trimmed values and empty optional fields are sent as the schema reads them", async ({
  page,
}) => {
  const requests = await interceptInquiries(page, success);
  await openForm(page);
  await fillForm(page, {
    firstName: "  Anna ",
    phone: "",
    preferredDate: "",
    installmentInfo: false,
    package: "Noch unsicher",
  });
  await submitButton(page).click();
  await expect.poll(() => requests.length).toBe(1);
  expect(requests[0]!.postDataJSON()).toMatchObject({
    firstName: "Anna",
    phone: "",
    preferredDate: "",
    package: "unsure",
    installmentInfo: false,
  });
});

const failures: Array<[string, (route: Route) => Promise<void>]> = [
  ["a server error (500)", (route) => route.fulfill({ status: 500, json: { error: "boom" } })],
  ["a 502 with an empty JSON body", (route) => route.fulfill({ status: 502, json: {} })],
  ["a network failure", (route) => route.abort("failed")],
  [
    "an error flag in a 200 answer",
    (route) =>
      route.fulfill({
        status: 200,
        json: { ok: false, error: { code: "unavailable", message: "nope" } },
      }),
  ],
];

async function collectConsoleErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

// Each kind of failure, one after the other on one filled-in form (its entries stay after each):
// the destructive toast, announced assertively, the error logged, every entry kept, and a retry
// of the same entries under the same submission id.
test("send failures (a 500, a 502 with an empty body, a network failure, an error flag in a 200): destructive toast, entries kept, error logged", async ({
  page,
}) => {
  // Four kinds of failure, each sent twice and checked, on one page.
  test.setTimeout(90_000);
  const errors = await collectConsoleErrors(page);
  let respond: (route: Route) => Promise<void> = failures[0]![1];
  const requests = await interceptInquiries(page, (route) => respond(route));
  const form = await openForm(page);
  const entered = await fillForm(page);
  const logged = () => errors.filter((text) => text.includes("Inquiry could not be sent")).length;

  for (const [situation, failure] of failures) {
    await test.step(situation, async () => {
      respond = failure;
      await markToastsSeen(page);
      const before = { requests: requests.length, logged: logged() };
      await submitButton(page).click();

      // This failure's toast, whatever the failures before left on screen.
      const shown = newToasts(page);
      await expect(shown).toHaveCount(1);
      await expect(shown).toBeVisible();
      await expect(shown.locator("p").first()).toHaveText(failureText[0]);
      await expect(shown.locator("p").nth(1)).toHaveText(failureText[1]);
      await expect(shown).toHaveAttribute("data-toast", "destructive");
      // Announced assertively: the toast sits in the alert live region.
      await expect(page.getByRole("alert").filter({ hasText: failureText[1] })).toBeVisible();
      await expect.poll(logged).toBe(before.logged + 1);

      await expect(field(page, "Vorname")).toHaveValue(entered.firstName);
      await expect(field(page, "E-Mail")).toHaveValue(entered.email);
      await expect(field(page, "Wunschtermin (optional)")).toHaveValue(entered.preferredDate);
      await expect(field(page, "Deine Nachricht")).toHaveValue(entered.message);
      await expect(form.getByRole("radio", { name: /^Lumière/ })).toBeChecked();
      await expect(form.getByRole("checkbox", { name: /Angaben/ })).toBeChecked();
      await expect(submitButton(page)).toHaveText("Anfrage absenden");

      // A retry of the same filled form carries the same submission id (idempotent on the server).
      await submitButton(page).click();
      await expect.poll(() => requests.length).toBe(before.requests + 2);
      const ids = requests.slice(-2).map((request) => request.headers()["idempotency-key"]);
      expect(ids[0]).toBeTruthy();
      expect(ids[1]).toBe(ids[0]);
      // The retry has failed too before the next kind of failure is tried.
      await expect.poll(logged).toBe(before.logged + 2);
    });
  }
});

test("while sending, the button shows it and further clicks or Enter send nothing", async ({
  page,
}) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const requests = await interceptInquiries(page, async (route) => {
    await released;
    await success(route);
  });
  await openForm(page);
  await fillForm(page);

  const button = submitButton(page);
  await button.dblclick();
  await expect(button).toHaveText("Wird gesendet …");
  await expect(button).toHaveAttribute("aria-disabled", "true");
  await expect(page.getByTestId("contact-form")).toHaveAttribute("aria-busy", "true");
  // aria-disabled keeps the button focusable; a real click still reaches it and must do nothing.
  await button.click({ force: true });
  await field(page, "Vorname").press("Enter");
  expect(requests).toHaveLength(1);

  release();
  await expect(toast(page)).toContainText("Anfrage gesendet");
  await expect(button).toHaveText("Anfrage absenden");
  expect(requests).toHaveLength(1);
});

test("edited entries after a failure are sent under a new submission id", async ({ page }) => {
  const requests = await interceptInquiries(page, (route) =>
    route.fulfill({ status: 500, json: { error: "boom" } }),
  );
  await openForm(page);
  await fillForm(page);
  await submitButton(page).click();
  await expect.poll(() => requests.length).toBe(1);
  await expect(submitButton(page)).toHaveText("Anfrage absenden");
  // The server refuses a used id with another payload (422): an edit is another inquiry.
  await field(page, "Deine Nachricht").fill("Doch lieber im Frühling.");
  await submitButton(page).click();
  await expect.poll(() => requests.length).toBe(2);
  const [first, second] = requests.map((request) => request.headers()["idempotency-key"]);
  expect(first).toBeTruthy();
  expect(second).not.toBe(first);
});

test("a new inquiry after a successful one gets a new submission id", async ({ page }) => {
  const requests = await interceptInquiries(page, success);
  await openForm(page);
  await fillForm(page);
  await submitButton(page).click();
  await expect.poll(() => requests.length).toBe(1);
  await expect(field(page, "Vorname")).toHaveValue("");
  await fillForm(page, { package: "Essence" });
  await submitButton(page).click();
  await expect.poll(() => requests.length).toBe(2);
  const [first, second] = requests.map((request) => request.headers()["idempotency-key"]);
  expect(second).not.toBe(first);
});

test("success against the real endpoint: stored, acknowledged, form emptied", async ({ page }) => {
  const responses: number[] = [];
  page.on("response", (response) => {
    if (response.url().endsWith("/api/send-contact-email")) responses.push(response.status());
  });
  await openForm(page);
  await fillForm(page);
  await submitButton(page).click();
  await expectToast(
    page,
    "Anfrage gesendet",
    "Vielen Dank für deine Anfrage. Ich melde mich zeitnah bei dir.",
  );
  expect(responses).toEqual([200]);
  await expect(field(page, "Vorname")).toHaveValue("");
});

test("the validator is loaded when the visitor starts the form, not with the page", async ({
  page,
}) => {
  const schemaRequests: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/schema-[\w-]+\.js$/.test(request.url())) schemaRequests.push(request.url());
  });
  await openForm(page);
  await page.waitForLoadState("networkidle");
  expect(schemaRequests).toEqual([]);
  await field(page, "Vorname").focus();
  await expect.poll(() => schemaRequests.length).toBe(1);
});

test("if the validator cannot be loaded, the form is posted the way it works without JavaScript", async ({
  page,
}) => {
  await page.route(/\/assets\/schema-[\w-]+\.js$/, (route) => route.abort());
  await openForm(page);
  // Spaces pass the browser's `required`; the server's schema answers.
  await fillForm(page, { firstName: "   " });
  await submitButton(page).click();
  await expect(page).toHaveURL(/\/\?index#contact$/);
  await expect(page.locator("[data-outcome=invalid]")).toContainText("Vorname ist erforderlich");
  await expect(field(page, "Nachname")).toHaveValue("Müller");
});
