import type { Page } from "@playwright/test";
import { expect, test } from "#tests/e2e/studio/fixtures.ts";
import {
  expectCalmLayout,
  expectNoAxeViolations,
  postInquiry,
  sendThroughTheForm,
  screenshot,
  viewports,
} from "#tests/e2e/studio/helpers.ts";

test.use({ signedIn: true });

/** The inbox's entry for a name, a link to the inquiry's page. */
const entry = (page: Page, name: string) =>
  page.getByRole("main").getByRole("link").filter({ hasText: name });

test("an inquiry sent through the public form appears as Neu; its page shows every field, the history and private notes", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);

  // A visitor, in her own browser, sends an inquiry through the form on the site.
  const sent = await sendThroughTheForm(browser, {
    firstName: "Paula",
    lastName: "Winterberg",
    email: "paula.winterberg@example.com",
    phone: "+49 241 5550123",
    package: "Intime Signature",
    preferredDate: "14.03.2099",
    message: "Ich möchte mir zum 40. Geburtstag etwas schenken.\nAm liebsten vormittags.",
    source: "recommendation",
    installmentInfo: true,
  });

  // From another studio page through the navigation (a document load: see inboxPath).
  await page.goto("/studio/einstellungen");
  await page
    .getByRole("navigation", { name: "Studio" })
    .getByRole("link", { name: "Anfragen" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Anfragen" })).toBeVisible();
  const paula = entry(page, "Paula Winterberg");
  await expect(paula).toHaveCount(1);
  await expect(paula).toContainText("Neu");
  await expect(paula).toContainText("Intime Signature");
  await expect(paula).toContainText("14.03.2099");
  await expect(paula).toContainText("Empfehlung");
  await expect(paula).toContainText(/gerade eben|vor \d+ Minute/);

  // Filter by status, search by name or e-mail.
  const filter = page.getByRole("navigation", { name: "Anfragen filtern" });
  await filter.getByRole("link", { name: /^Gebucht/ }).click();
  await expect(page).toHaveURL(/status=booked/);
  await expect(entry(page, "Paula Winterberg")).toHaveCount(0);
  await filter.getByRole("link", { name: /^Neu/ }).click();
  await expect(entry(page, "Paula Winterberg")).toHaveCount(1);
  await filter.getByRole("link", { name: /^Alle/ }).click();
  await page.getByRole("searchbox", { name: "Name oder E-Mail" }).fill("PAULA.WINTERBERG@");
  await page.getByRole("button", { name: "Suchen" }).click();
  await expect(page.locator('main a[href^="/studio/anfragen/"]')).toHaveCount(1);
  await expect(entry(page, "Paula Winterberg")).toHaveCount(1);

  await paula.click();
  await expect(page.getByRole("heading", { level: 1, name: "Paula Winterberg" })).toBeVisible();
  // The package and the preferred day (with its weekday) in the header, the rest under Angaben.
  await expect(page.locator("main header")).toContainText("Intime Signature");
  await expect(page.locator("main header")).toContainText("Sa., 14.03.2099");
  const fields = page.getByRole("region", { name: "Angaben" });
  for (const text of [
    sent.email,
    sent.phone,
    "Empfehlung",
    "Infos erwünscht",
    "Am liebsten vormittags.",
  ]) {
    await expect(fields).toContainText(text);
  }
  const history = page.getByRole("region", { name: "Verlauf" });
  await expect(history).toContainText("Anfrage eingegangen");
  // The mails' deliveries come from the outbox: the SMTP sink has them within seconds.
  await expect(async () => {
    await page.reload();
    await expect(history).toContainText("E-Mail an das Studio zugestellt", { timeout: 1000 });
    await expect(history).toContainText("Bestätigung an die Person zugestellt", { timeout: 1000 });
  }).toPass({ timeout: 20_000 });

  // A private note: saved, shown, part of the history, and the field is empty again.
  await page.getByLabel("Neue Notiz").fill("Rückruf am Freitag, 10 Uhr.");
  await page.getByRole("button", { name: "Notiz speichern" }).click();
  await expect(page.getByRole("status")).toHaveText("Notiz gespeichert.");
  const notes = page.getByRole("region", { name: "Notizen" });
  await expect(notes.getByRole("listitem")).toHaveText([/Rückruf am Freitag, 10 Uhr\./]);
  await expect(page.getByLabel("Neue Notiz")).toHaveValue("");
  await expect(history).toContainText("Notiz hinzugefügt");

  // The status control (a menu in the action bar): Gebucht, shown as text, recorded in the
  // history, found by the filter.
  const bar = page.getByRole("group", { name: "Aktionen zur Anfrage" });
  const control = page.getByRole("group", { name: "Status ändern" });
  await bar.getByLabel("Status: Neu").click();
  await expect(control.getByRole("button", { name: "Neu" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await control.getByRole("button", { name: "Gebucht" }).click();
  await expect(page.getByRole("status")).toHaveText("Status: Gebucht.");
  await bar.getByLabel("Status: Gebucht").click();
  await expect(control.getByRole("button", { name: "Gebucht" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(page.locator("main header")).toContainText("Gebucht");
  await expect(history).toContainText("Status von „Neu“ auf „Gebucht“ geändert");
  await page.goto("/studio?status=booked");
  await expect(entry(page, "Paula Winterberg")).toContainText("Gebucht");
  await page.goto("/studio?status=new");
  await expect(entry(page, "Paula Winterberg")).toHaveCount(0);

  // An id that does not exist: a quiet 404 inside the studio.
  const missing = await page.goto("/studio/anfragen/gibt-es-nicht");
  expect(missing?.status()).toBe(404);
  await expect(page.getByText("Diese Anfrage gibt es nicht (mehr).")).toBeVisible();
});

test("spam sits apart under Spam until marked Kein Spam, which sends the mails it never got", async ({
  page,
  request,
  studio,
}) => {
  test.setTimeout(90_000);
  await postInquiry(request, studio, {
    firstName: "Werbung",
    lastName: "Robot",
    email: "bot@spam.example",
    website: "https://spam.example",
  });
  await page.goto("/studio");
  await expect(entry(page, "Werbung Robot")).toHaveCount(0);
  await page
    .getByRole("navigation", { name: "Anfragen filtern" })
    .getByRole("link", {
      name: /^Spam/,
    })
    .click();
  const bot = entry(page, "Werbung Robot");
  await expect(bot).toHaveCount(1);
  await expect(bot).toContainText("Spam");
  await bot.click();
  await expect(page.locator("main header")).toContainText("Spam");
  await expect(page.getByRole("region", { name: "Verlauf" })).toContainText("Als Spam erkannt");
  // Spam has no status to change, only "Kein Spam".
  await expect(page.getByRole("group", { name: "Status ändern" })).toHaveCount(0);

  // "Kein Spam": into the inbox as Neu, and the two mails it never got arrive.
  const seen = studio.mailCount();
  await page.getByRole("button", { name: "Kein Spam" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Die Anfrage ist jetzt im Posteingang. Die E-Mails werden gesendet.",
  );
  await expect(page.locator("main header")).toContainText("Neu");
  const studioMail = await studio.nextMail(seen, /^Neue Anfrage/);
  expect(studioMail.text).toContain("Werbung Robot");
  const confirmation = await studio.nextMail(seen, /^Deine Anfrage bei/);
  expect(confirmation.to).toMatchObject({ text: "bot@spam.example" });
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole("region", { name: "Verlauf" })).toContainText(
      "Bestätigung an die Person zugestellt",
      { timeout: 1000 },
    );
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole("region", { name: "Verlauf" })).toContainText(
    "Als „Kein Spam“ markiert",
  );
  await page.goto("/studio?status=spam");
  await expect(entry(page, "Werbung Robot")).toHaveCount(0);
  await page.goto("/studio?status=new");
  await expect(entry(page, "Werbung Robot")).toHaveCount(1);
});

for (const viewport of viewports) {
  const phone = viewport.width < 1024;

  test(`the inbox and an inquiry look calm and pass axe at ${viewport.label} px`, async ({
    page,
    request,
    studio,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    if (phone) {
      // A few more inquiries, so the inbox looks like an inbox.
      for (const inquiry of [
        { firstName: "Miriam", lastName: "Adler", email: "m.adler@example.com", source: "google" },
        {
          firstName: "Johanna",
          lastName: "Lindqvist-Hohenstein",
          email: "johanna@example.org",
          package: "essence",
          preferredDate: "02.05.2099",
        },
        { firstName: "Sophie", lastName: "Kramer", email: "sophie.k@example.net", source: "other" },
      ]) {
        await postInquiry(request, studio, inquiry);
      }
    }
    // Its own inquiry, so this test does not depend on another.
    const own = phone
      ? { firstName: "Helene", lastName: "Vogt", email: "helene.vogt@example.com" }
      : { firstName: "Clara", lastName: "Brandt", email: "clara.brandt@example.com" };
    await postInquiry(request, studio, {
      ...own,
      package: "signature",
      preferredDate: "20.06.2099",
      phone: "0241 987654",
      message:
        "Ich habe lange überlegt und möchte mich jetzt trauen. Gibt es im Juni noch einen Termin am Vormittag?",
      installmentInfo: true,
    });
    await page.goto("/studio");
    await expect(page.getByRole("main").getByRole("listitem").first()).toBeVisible();
    await expectCalmLayout(page, phone, true);
    await expectNoAxeViolations(page);
    await screenshot(page, `inbox-list-${viewport.label}`);

    await entry(page, `${own.firstName} ${own.lastName}`).click();
    await expect(
      page.getByRole("heading", { level: 1, name: `${own.firstName} ${own.lastName}` }),
    ).toBeVisible();
    await page.getByLabel("Neue Notiz").fill("Wünscht sich ein Vorgespräch per Telefon.");
    await page.getByRole("button", { name: "Notiz speichern" }).click();
    await expect(page.getByRole("status")).toHaveText("Notiz gespeichert.");
    await expectCalmLayout(page, phone, true);
    await expectNoAxeViolations(page);
    await screenshot(page, `inquiry-${viewport.label}`);
  });
}
