import { randomUUID } from "node:crypto";
import { DatabaseSync } from "node:sqlite";
import { expect, test, type Page } from "@playwright/test";
import { issueFormToken } from "#app/inquiry/intake/form-token.server.ts";
import { removeDir, rows, startApp } from "#tests/integration/harness.ts";
import { field, fillForm, packageCard, submitButton, validInput } from "#tests/e2e/form-helpers.ts";
import { siteDatabase } from "#tests/e2e/support/site-env.ts";

// The same form without JavaScript: native validation first, then the page's action, with the
// protections of the JSON path (ADR 0023): a signed form token, idempotency, the minimum fill
// time, and Post/Redirect/Get to the success note.
test.use({ javaScriptEnabled: false });
// Each test loads and posts the page several times; on a busy shared machine that takes a while.
test.describe.configure({ timeout: 60_000 });

const tokenField = (page: Page) => page.locator("input[name=formToken]");
const sentNote = (page: Page) => page.locator("#anfrage-gesendet");
const sentUrl = /\/#anfrage-gesendet$/;

/** A message of its own, so a test counts its own inquiries on the shared server. */
const uniqueMessage = () => `Ich wünsche mir ein ruhiges Shooting. (${randomUUID()})`;

/** Inquiries the shared test server stored with this message. */
function storedWith(message: string): number {
  const db = new DatabaseSync(siteDatabase, { readOnly: true, timeout: 5000 });
  try {
    const row = db.prepare("SELECT COUNT(*) AS n FROM inquiries WHERE message = ?").get(message);
    return Number(row!.n);
  } finally {
    db.close();
  }
}

/** The spec's success texts, shown as the target of the redirect, and the form empty again. */
async function expectSentNote(page: Page, { reloaded = false } = {}) {
  await expect(page).toHaveURL(sentUrl);
  const note = sentNote(page);
  await expect(note).toBeVisible();
  await expect(note).toHaveRole("status");
  await expect(note.locator("p").first()).toHaveText("Anfrage gesendet");
  await expect(note.locator("p").nth(1)).toHaveText(
    "Vielen Dank für deine Anfrage. Ich melde mich zeitnah bei dir.",
  );
  await expect(page.locator(":target")).toHaveAttribute("id", "anfrage-gesendet");
  // Focused (tabindex=-1), so a screen reader starts there and Tab goes on into the form. A
  // reload restores the scroll position instead of going to the target again.
  if (!reloaded) await expect(note).toBeFocused();
  await expect(note).toBeInViewport();
  for (const name of ["Vorname", "Nachname", "E-Mail", "Deine Nachricht"])
    await expect(field(page, name)).toHaveValue("");
}

test("without JavaScript the browser blocks an empty form before it is posted", async ({
  page,
}) => {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  await page.goto("/");
  await expect(page.getByTestId("contact-form")).not.toHaveAttribute("novalidate");
  // The success note is there for the redirect, but hidden until it is the target.
  await expect(sentNote(page)).toBeHidden();
  await submitButton(page).click();
  expect(
    await field(page, "Vorname").evaluate((input: HTMLInputElement) => input.validity.valueMissing),
  ).toBe(true);
  expect(posts).toEqual([]);
});

test("without JavaScript the action answers with German messages and keeps every entry", async ({
  page,
}) => {
  const message = uniqueMessage();
  await page.goto("/");
  // Spaces satisfy the browser's `required` but not the schema's trimming.
  await fillForm(page, { firstName: "   ", package: "", source: "", message });
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
  await expect(field(page, "Deine Nachricht")).toHaveValue(message);
  await expect(form.getByRole("checkbox", { name: /Ratenzahlung/ })).toBeChecked();
  await expect(form.getByRole("checkbox", { name: /Angaben/ })).toBeChecked();
  // The form that came back carries its token for the next send.
  await expect(tokenField(page)).toHaveCount(1);

  // Correct the entries and post again: stored, and redirected to the success note.
  await field(page, "Vorname").fill(validInput.firstName);
  await packageCard(page, "Intime Signature").click();
  await form.getByRole("combobox").selectOption("recommendation");
  await submitButton(page).click();
  await expectSentNote(page);
  expect(storedWith(message)).toBe(1);
});

test("without JavaScript a sent inquiry is redirected (303) to the success note, and a reload sends nothing", async ({
  page,
}) => {
  const message = uniqueMessage();
  const answers: number[] = [];
  page.on("response", (response) => {
    if (response.request().method() === "POST") answers.push(response.status());
  });
  await page.goto("/");
  await expect(page.locator("input[name=website]")).toHaveAttribute("tabindex", "-1");
  await expect(tokenField(page)).toHaveAttribute("form", "contact-form");
  await fillForm(page, { message });
  await submitButton(page).click();

  await expectSentNote(page);
  expect(answers).toEqual([303]);
  expect(storedWith(message)).toBe(1);
  await expect(page.getByTestId("contact-form").getByRole("radio", { checked: true })).toHaveCount(
    0,
  );

  await page.reload();
  await expectSentNote(page, { reloaded: true });
  expect(answers).toEqual([303]);
  expect(storedWith(message)).toBe(1);
});

test("without JavaScript the same page sent twice is stored once", async ({ page }) => {
  const message = uniqueMessage();
  const posts: { body: string; headers: Record<string, string> }[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST")
      posts.push({ body: request.postData() ?? "", headers: request.headers() });
  });
  await page.goto("/");
  await fillForm(page, { message });
  // An impatient double click: the second post may overtake the first.
  await submitButton(page).dblclick();
  await expectSentNote(page);
  expect(storedWith(message)).toBe(1);

  // The same post once more, as a browser resends it (its answer got lost on the way).
  const first = posts[0]!;
  expect(first.body).toContain("formToken=");
  const again = await page.request.post("/?index", {
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: new URL(page.url()).origin,
    },
    data: first.body,
    maxRedirects: 0,
  });
  expect(again.status()).toBe(303);
  expect(again.headers()["location"]).toBe("/#anfrage-gesendet");
  expect(storedWith(message)).toBe(1);
});

test("without JavaScript a page whose token is not the server's is asked to send again, and then arrives", async ({
  page,
}) => {
  const message = uniqueMessage();
  // The page as it was served before a deploy rotated SESSION_SECRET.
  const stale = issueFormToken("the-previous-secret-0123456789abcdef").token;
  await page.route(
    (url) => url.pathname === "/",
    async (route) => {
      if (route.request().method() !== "GET") return route.continue();
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /(name="formToken" form="contact-form" value=")[^"]+/,
        `$1${stale}`,
      );
      const {
        "content-encoding": _encoding,
        "content-length": _length,
        ...headers
      } = response.headers();
      await route.fulfill({ status: 200, headers, body: html });
    },
  );
  await page.goto("/");
  await expect(tokenField(page)).toHaveValue(stale);
  await fillForm(page, { message });
  await submitButton(page).click();

  const outcome = page.locator("[data-outcome=again]");
  await expect(outcome).toContainText("Einen Moment, bitte");
  await expect(outcome).toContainText(
    "Das Formular war nicht mehr aktuell. Bitte prüfe deine Angaben und sende die Anfrage in einem Moment noch einmal.",
  );
  await expect(field(page, "Deine Nachricht")).toHaveValue(message);
  await expect(field(page, "Vorname")).toHaveValue(validInput.firstName);
  expect(storedWith(message)).toBe(0);

  // The form came back with a fresh token: sent again, it arrives.
  await expect(tokenField(page)).not.toHaveValue(stale);
  await submitButton(page).click();
  await expectSentNote(page);
  expect(storedWith(message)).toBe(1);
});

/**
 * Fills the form the way a bot does, all at once, so the send is sooner than the minimum fill
 * time however busy the machine is (Playwright's own script runs with the page's turned off).
 */
async function fillAtOnce(page: Page, message: string) {
  const { firstName, lastName, email, source } = validInput;
  const values = { firstName, lastName, email, source, message };
  await page.getByTestId("contact-form").evaluate((form: HTMLFormElement, entries) => {
    for (const [name, value] of Object.entries(entries))
      (form.elements.namedItem(name) as HTMLInputElement).value = value;
    (form.querySelector("input[name=package][value=lumiere]") as HTMLInputElement).checked = true;
    (form.elements.namedItem("gdprConsent") as HTMLInputElement).checked = true;
  }, values);
}

test.describe("with a minimum fill time", () => {
  const minFillMs = 8000;
  test.describe.configure({ timeout: 90_000 });

  test("without JavaScript a form sent too fast is asked to wait, keeps its entries, and the next send arrives", async ({
    page,
  }) => {
    const app = await startApp({ MIN_FILL_MS: String(minFillMs) });
    try {
      const message = uniqueMessage();
      const servedAt = Date.now();
      await page.goto(`${app.url}/`);
      const token = await tokenField(page).inputValue();
      await fillAtOnce(page, message);
      await submitButton(page).click();

      const outcome = page.locator("[data-outcome=again]");
      await expect(outcome).toContainText(
        "Das ging sehr schnell. Bitte sende deine Anfrage in einem Moment noch einmal.",
      );
      await expect(field(page, "Deine Nachricht")).toHaveValue(message);
      await expect(field(page, "E-Mail")).toHaveValue(validInput.email);
      await expect(
        page.getByTestId("contact-form").getByRole("checkbox", { name: /Angaben/ }),
      ).toBeChecked();
      // The same token, so the time since the page was served keeps counting.
      await expect(tokenField(page)).toHaveValue(token);
      expect(rows(app, "SELECT id FROM inquiries")).toEqual([]);

      await page.waitForTimeout(Math.max(0, servedAt + minFillMs + 200 - Date.now()));
      await submitButton(page).click();
      await expectSentNote(page);
      expect(rows(app, "SELECT message, status, channel FROM inquiries")).toEqual([
        { message, status: "received", channel: "form" },
      ]);
    } finally {
      await app.stop();
      removeDir(app.dir);
    }
  });
});

test.describe("with JavaScript", () => {
  test.use({ javaScriptEnabled: true });

  test("the page's form token survives hydration without a warning, and the JSON path does without it", async ({
    page,
  }) => {
    const messages: string[] = [];
    page.on("console", (entry) => {
      if (entry.type() === "error" || entry.type() === "warning") messages.push(entry.text());
    });
    page.on("pageerror", (error) => messages.push(error.message));
    const response = await page.goto("/#contact");
    const served = /name="formToken" form="contact-form" value="([^"]+)"/.exec(
      await response!.text(),
    )?.[1];
    expect(served).toBeTruthy();
    await page.locator("form[data-hydrated]").waitFor();
    await expect(tokenField(page)).toHaveValue(served!);
    // The field belongs to the form, although React renders neither it nor its value.
    expect(
      await page
        .getByTestId("contact-form")
        .evaluate((form: HTMLFormElement) => new FormData(form).get("formToken")),
    ).toBe(served);

    const sent: string[] = [];
    await page.route("**/api/send-contact-email", async (route) => {
      sent.push(route.request().postData() ?? "");
      await route.fulfill({ status: 200, json: { ok: true, id: "inquiry-1" } });
    });
    await fillForm(page);
    await submitButton(page).click();
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]).not.toContain("formToken");
    expect(sent[0]).not.toContain(served!);
    expect(messages).toEqual([]);
  });
});
