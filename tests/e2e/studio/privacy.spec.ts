import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test, type StudioServer } from "#tests/e2e/studio/fixtures.ts";
import {
  expectCalmLayout,
  expectNoAxeViolations,
  postInquiry,
  screenshot,
  sendThroughTheForm,
  viewports,
} from "#tests/e2e/studio/helpers.ts";

test.use({ signedIn: true });

/**
 * Privacy on request (issue 16; docs/decisions/0022) in the owner's browser: an inquiry sent
 * through the public form, exported as a JSON download, erased after the confirmation, and then
 * nothing of that address in the server's database file or outbox folder.
 */

const tables = ["inquiries", "inquiry_events", "inquiry_notes", "outbox", "privacy_audit"];

/** What is left of a person anywhere: rows of every table, the file's bytes, the outbox folder. */
function tracesOf(studio: StudioServer, ...traces: string[]) {
  const found: string[] = [];
  const rows = studio.db((db) =>
    tables.map((table) => [table, JSON.stringify(db.prepare(`SELECT * FROM ${table}`).all())]),
  );
  for (const [table, text] of rows) {
    for (const trace of traces) {
      if (text!.toLowerCase().includes(trace.toLowerCase())) found.push(`${trace} in ${table}`);
    }
  }
  for (const part of [studio.database, `${studio.database}-wal`]) {
    if (!existsSync(part)) continue;
    const bytes = readFileSync(part);
    for (const trace of traces) {
      if (bytes.includes(Buffer.from(trace))) found.push(`${trace} in ${path.basename(part)}`);
    }
  }
  for (const name of existsSync(studio.outboxDir) ? readdirSync(studio.outboxDir) : []) {
    const text = readFileSync(path.join(studio.outboxDir, name), "utf8");
    for (const trace of traces) if (text.includes(trace)) found.push(`${trace} in ${name}`);
  }
  return found;
}

const emailField = (page: Page) => page.getByLabel("E-Mail-Adresse der Person");

test("an inquiry from the public form is exported as JSON, erased after a confirmation, and nothing of the address is left", async ({
  page,
  browser,
  studio,
}) => {
  test.setTimeout(120_000);

  // A visitor sends an inquiry through the form on the site; both mails arrive.
  const seen = studio.mailCount();
  await sendThroughTheForm(browser, {
    firstName: "Lotte",
    lastName: "Vergessmann",
    email: "lotte.vergessmann@example.com",
    message: "Bitte nach dem Shooting alles von mir löschen, Stichwort Nebelhorn.",
  });
  await studio.nextMail(seen, /^Neue Anfrage/);
  await studio.nextMail(seen, /^Deine Anfrage bei/);
  const id = studio.db(
    (db) =>
      db
        .prepare("SELECT id FROM inquiries WHERE email = ?")
        .get("lotte.vergessmann@example.com") as { id: string },
  ).id;

  // A private note on the inquiry's page: part of what is exported and erased.
  await page.goto(`/studio/anfragen/${id}`);
  await page.getByLabel("Neue Notiz").fill("Möchte gelöscht werden, Stichwort Gipfelkreuz.");
  await page.getByRole("button", { name: "Notiz speichern" }).click();
  await expect(page.getByRole("status")).toHaveText("Notiz gespeichert.");

  // Daten exportieren: a download of everything about the address, typed in another case.
  await page.goto("/studio/datenschutz");
  await expect(page.getByRole("heading", { level: 1, name: "Datenschutz" })).toBeVisible();
  await emailField(page).fill("  Lotte.Vergessmann@EXAMPLE.com ");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Daten exportieren" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^daten-\d{4}-\d{2}-\d{2}\.json$/);
  const document = JSON.parse(readFileSync(await download.path(), "utf8")) as {
    email: string;
    inquiries: {
      id: string;
      firstName: string;
      lastName: string;
      message: string;
      notes: { body: string }[];
      events: { type: string }[];
      mails: { kind: string; status: string; textBody: string }[];
    }[];
  };
  expect(document.email).toBe("lotte.vergessmann@example.com");
  expect(document.inquiries).toHaveLength(1);
  const [inquiry] = document.inquiries;
  expect(inquiry).toMatchObject({ id, firstName: "Lotte", lastName: "Vergessmann" });
  expect(inquiry!.message).toContain("Nebelhorn");
  expect(inquiry!.notes.map((note) => note.body)).toEqual([
    "Möchte gelöscht werden, Stichwort Gipfelkreuz.",
  ]);
  expect(inquiry!.events.map((event) => event.type)).toEqual(["note_added"]);
  expect(inquiry!.mails.map((mail) => [mail.kind, mail.status])).toEqual([
    ["studio", "sent"],
    ["confirmation", "sent"],
  ]);
  expect(inquiry!.mails[0]!.textBody).toContain("Vergessmann");

  // Daten löschen: first what would go, then the confirmation.
  await emailField(page).fill("lotte.vergessmann@example.com");
  await page.getByRole("button", { name: "Daten löschen" }).click();
  const confirm = page.getByRole("region", { name: "Daten endgültig löschen?" });
  await expect(confirm).toContainText("lotte.vergessmann@example.com");
  // No .eml copies: this server mails over SMTP (the count leaves out what is none).
  await expect(confirm).toContainText("1 Anfrage, 2 E-Mails, 1 Notiz");
  await expect(confirm).not.toContainText(".eml-Kopie");
  await expect(confirm).toContainText("Lotte Vergessmann");
  expect(tracesOf(studio, "Vergessmann")).not.toEqual([]);
  await confirm.getByRole("button", { name: "Endgültig löschen" }).click();
  await expect(page.getByRole("status")).toHaveText("Gelöscht: 1 Anfrage, 2 E-Mails, 1 Notiz.");
  const audit = page.getByRole("region", { name: "Protokoll" });
  await expect(audit.getByRole("listitem").nth(0)).toContainText("Löschung im Studio");
  await expect(audit.getByRole("listitem").nth(0)).toContainText("1 Anfrage");
  await expect(audit.getByRole("listitem").nth(1)).toContainText("Export im Studio");

  // Nothing of her in any table, in the bytes of the database file and its WAL, or in the
  // outbox folder (this server mails over SMTP, so it writes no .eml copies; their deletion is
  // tested in tests/integration/studio-privacy.test.ts).
  expect(
    tracesOf(studio, "Vergessmann", "lotte.vergessmann", "Nebelhorn", "Gipfelkreuz", id),
  ).toEqual([]);
  await page.goto("/studio?q=Vergessmann");
  await expect(page.getByText("Keine Anfrage passt zu „Vergessmann“.")).toBeVisible();
  expect((await page.goto(`/studio/anfragen/${id}`))?.status()).toBe(404);
});

test("export and erasure work without JavaScript", async ({ page, browser, request, studio }) => {
  test.setTimeout(90_000);
  await postInquiry(request, studio, {
    firstName: "Nora",
    lastName: "Ohneskript",
    email: "nora.ohneskript@example.com",
  });
  // The same session in a browser that runs no script at all.
  const context = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const plain = await context.newPage();
  await plain.goto("/studio/datenschutz");
  await plain.getByLabel("E-Mail-Adresse der Person").fill("nora.ohneskript@example.com");
  const [download] = await Promise.all([
    plain.waitForEvent("download"),
    plain.getByRole("button", { name: "Daten exportieren" }).click(),
  ]);
  const document = JSON.parse(readFileSync(await download.path(), "utf8")) as {
    inquiries: { lastName: string }[];
  };
  expect(document.inquiries.map((inquiry) => inquiry.lastName)).toEqual(["Ohneskript"]);

  await plain.getByLabel("E-Mail-Adresse der Person").fill("nora.ohneskript@example.com");
  await plain.getByRole("button", { name: "Daten löschen" }).click();
  await plain.getByRole("button", { name: "Endgültig löschen" }).click();
  await expect(plain.getByRole("status")).toContainText("Gelöscht: 1 Anfrage");
  expect(tracesOf(studio, "Ohneskript", "nora.ohneskript")).toEqual([]);

  // An address with nothing stored: a neutral answer, no file.
  await plain.getByLabel("E-Mail-Adresse der Person").fill("niemand@example.com");
  await plain.getByRole("button", { name: "Daten exportieren" }).click();
  await expect(plain.getByRole("status")).toHaveText(
    "Zu der eingegebenen Adresse ist nichts gespeichert. Es wurde keine Datei erstellt; der Vorgang steht im Protokoll.",
  );
  await context.close();
});

for (const viewport of viewports) {
  const phone = viewport.width < 1024;

  test(`the privacy page and its confirmation look calm and pass axe at ${viewport.label} px`, async ({
    page,
    request,
    studio,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    const email = `marlene.${viewport.label}@example.com`;
    for (const message of ["Erste Anfrage.", "Noch eine Frage zum Paket."]) {
      await postInquiry(request, studio, {
        firstName: "Marlene",
        lastName: "Hohenfels-Oberkirchner",
        email,
        package: "signature",
        message,
      });
    }
    await page.goto("/studio/datenschutz");
    await expect(page.getByRole("heading", { level: 1, name: "Datenschutz" })).toBeVisible();
    await expectCalmLayout(page, phone, true);
    await expectNoAxeViolations(page);
    await screenshot(page, `privacy-${viewport.label}`);

    await emailField(page).fill(email);
    await page.getByRole("button", { name: "Daten löschen" }).click();
    const confirm = page.getByRole("region", { name: "Daten endgültig löschen?" });
    await expect(confirm).toContainText("2 Anfragen");
    await expectCalmLayout(page, phone, true);
    await expectNoAxeViolations(page);
    await screenshot(page, `privacy-confirm-${viewport.label}`);
    // The confirmation's end with its buttons, above the phone's bottom navigation.
    await confirm.evaluate((box) => {
      const { bottom } = box.getBoundingClientRect();
      const top = window.scrollY + bottom - window.innerHeight + 120;
      window.scrollTo({ top, behavior: "instant" });
    });
    await page.screenshot({
      path: `reports/studio-screenshots/privacy-confirm-buttons-${viewport.label}.png`,
    });

    await confirm.getByRole("button", { name: "Endgültig löschen" }).click();
    await expect(page.getByRole("status")).toContainText("Gelöscht: 2 Anfragen");
    await expectCalmLayout(page, phone, true);
    await expectNoAxeViolations(page);
    await screenshot(page, `privacy-done-${viewport.label}`);
  });
}
