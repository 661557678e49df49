import { mkdirSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import type { Locator, Page } from "@playwright/test";
import { expect, test, type StudioServer } from "#tests/e2e/studio/fixtures.ts";
import {
  expectCalmLayout,
  expectNoAxeViolations,
  postInquiry,
  screenshot,
  viewports,
} from "#tests/e2e/studio/helpers.ts";

test.use({ signedIn: true });

/** A look into the studio server's database (read only), for what the page cannot show. */
function query<T>(studio: StudioServer, sql: string, ...params: string[]): T[] {
  return studio.db((db) => db.prepare(sql).all(...params) as T[], { readOnly: true });
}

const replyRows = (studio: StudioServer, inquiryId: string) =>
  query<{ id: number }>(
    studio,
    "SELECT id FROM outbox WHERE inquiry_id = ? AND kind = 'reply'",
    inquiryId,
  );

/** The two suggested Textbausteine, taken over on the empty page if there are none yet. */
async function ensureSuggestions(page: Page) {
  await page.goto("/studio/textbausteine");
  const offer = page.getByRole("button", { name: "Vorschläge übernehmen" });
  if (await offer.isVisible()) {
    await offer.click();
    await expect(page.getByRole("status")).toHaveText("Zwei Textbausteine angelegt.");
  }
  await expect(page.getByRole("heading", { name: "Wunschtermin bestätigen" })).toBeVisible();
}

/** The reply sheet, opened from the inquiry's action bar. */
async function openReply(page: Page) {
  await page
    .getByRole("group", { name: "Aktionen zur Anfrage" })
    .getByRole("link", { name: "Antworten" })
    .click();
  const sheet = page.getByRole("dialog", { name: "Antworten" });
  await expect(sheet).toBeVisible();
  return sheet;
}

/** "Vorschau", then "Senden" in it. */
async function previewAndSend(reply: Locator) {
  await reply.getByRole("button", { name: "Vorschau" }).click();
  await reply.getByRole("button", { name: "Senden", exact: true }).click();
}

/** The status menu of the action bar, then a stage. */
async function setStage(page: Page, stage: string) {
  await page
    .getByRole("group", { name: "Aktionen zur Anfrage" })
    .getByLabel(/^Status: /)
    .click();
  await page
    .getByRole("group", { name: "Status ändern" })
    .getByRole("button", { name: stage })
    .click();
}

test("Textbausteine: two suggestions offered on the empty page, then created, checked, edited and deleted", async ({
  page,
  studio,
}) => {
  test.setTimeout(90_000);
  // This test starts from no Textbausteine at all (the other tests take the suggestions over).
  const db = new DatabaseSync(studio.database, { timeout: 5000 });
  db.exec("DELETE FROM reply_templates");
  db.close();

  await page.goto("/studio/textbausteine");
  await expect(page.getByRole("heading", { level: 1, name: "Textbausteine" })).toBeVisible();
  await expect(page.getByText("Noch keine Textbausteine.")).toBeVisible();
  await expect(
    page.getByText(/^Platzhalter: \{vorname\}, \{paket\} und \{datum\}\./),
  ).toBeVisible();
  await page.getByRole("button", { name: "Vorschläge übernehmen" }).click();
  await expect(page.getByRole("status")).toHaveText("Zwei Textbausteine angelegt.");
  const list = page.getByRole("list", { name: "Vorhandene Textbausteine" });
  await expect(list.getByRole("heading")).toHaveText([
    "Erste Antwort mit Vorgespräch",
    "Wunschtermin bestätigen",
  ]);
  await expect(page.getByRole("button", { name: "Vorschläge übernehmen" })).toHaveCount(0);
  // The suggested confirmation promises the preferred date; the first answer does not.
  const item = (name: string) => list.getByRole("listitem").filter({ hasText: name });
  await expect(item("Wunschtermin bestätigen")).toContainText("Sagt den Wunschtermin zu");
  await expect(item("Erste Antwort mit Vorgespräch")).not.toContainText("Sagt den Wunschtermin zu");

  // A typo in a placeholder is caught, with what was typed kept.
  const field = (name: string) => page.getByRole("textbox", { name, exact: true });
  await field("Name").fill("Kurze Rückfrage");
  await field("Betreff").fill("Frage zu {paket}");
  await field("Text").fill("Hallo {vorname},\n\nmagst du mir sagen, {vornme}?");
  await page.getByRole("button", { name: "Anlegen" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Unbekannter Platzhalter: {vornme}. Möglich sind {vorname}, {paket} und {datum}.",
  );
  await expect(field("Text")).toHaveAttribute("aria-invalid", "true");
  await expect(field("Name")).toHaveValue("Kurze Rückfrage");
  await field("Text").fill("Hallo {vorname},\n\nmagst du mir sagen, welcher Tag dir passt?");
  await page.getByRole("checkbox", { name: "Sagt den Wunschtermin zu" }).check();
  await page.getByRole("button", { name: "Anlegen" }).click();
  await expect(page.getByRole("status")).toHaveText("Textbaustein gespeichert.");
  await expect(list.getByRole("heading")).toHaveCount(3);

  // Editing: the form is filled with the Textbaustein and saved under its id.
  await page.getByRole("link", { name: "Textbaustein „Kurze Rückfrage“ bearbeiten" }).click();
  await expect(page.getByRole("heading", { name: "Textbaustein bearbeiten" })).toBeVisible();
  await expect(field("Betreff")).toHaveValue("Frage zu {paket}");
  await expect(page.getByRole("checkbox", { name: "Sagt den Wunschtermin zu" })).toBeChecked();
  await page.getByRole("checkbox", { name: "Sagt den Wunschtermin zu" }).uncheck();
  await field("Name").fill("Rückfrage zum Tag");
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByRole("status")).toHaveText("Textbaustein gespeichert.");
  await expect(list.getByRole("heading")).toHaveText([
    "Erste Antwort mit Vorgespräch",
    "Rückfrage zum Tag",
    "Wunschtermin bestätigen",
  ]);
  await expect(item("Rückfrage zum Tag")).not.toContainText("Sagt den Wunschtermin zu");

  // Deleting asks once more.
  await page.getByRole("button", { name: "Textbaustein „Rückfrage zum Tag“ löschen" }).click();
  await expect(page.getByRole("alert")).toHaveText("„Rückfrage zum Tag“ wirklich löschen?");
  await page.getByRole("button", { name: "Endgültig löschen" }).click();
  await expect(page.getByRole("status")).toHaveText("Textbaustein gelöscht.");
  await expect(list.getByRole("heading")).toHaveCount(2);
});

test("a reply from a Textbaustein arrives in the SMTP sink threaded under the confirmation, and the inquiry is Beantwortet", async ({
  page,
  request,
  studio,
}) => {
  test.setTimeout(90_000);
  await ensureSuggestions(page);

  const seen = studio.mailCount();
  const id = await postInquiry(request, studio, {
    firstName: "Lea",
    lastName: "Sommer",
    email: "lea.sommer@example.com",
    package: "signature",
    preferredDate: "15.03.2099",
  });
  const confirmation = await studio.nextMail(seen, /^Deine Anfrage bei/);
  expect(confirmation.to).toMatchObject({ text: "lea.sommer@example.com" });

  await page.goto(`/studio/anfragen/${id}`);
  const reply = await openReply(page);
  await expect(reply.getByLabel("Betreff")).toHaveValue("Re: Deine Anfrage bei Atelier Mustermann");
  await expect(reply).toContainText("An: lea.sommer@example.com");
  await reply.getByLabel("Textbaustein").selectOption({ label: "Wunschtermin bestätigen" });
  await reply.getByRole("button", { name: "Übernehmen" }).click();
  // Filled in the page (no new page load: the address keeps no ?vorlage).
  await expect(reply.getByText("Textbaustein „Wunschtermin bestätigen“ übernommen.")).toBeVisible();
  expect(page.url()).not.toContain("vorlage");
  await expect(reply.getByLabel("Betreff")).toHaveValue("Dein Shooting am 15. März 2099");
  const text = reply.getByLabel("Nachricht");
  await expect(text).toHaveValue(
    /^Hallo Lea,\n\nschön, dass du dich für Intime Signature entschieden hast\. Dein Wunschtermin am 15\. März 2099 ist noch frei/,
  );
  await text.press("End");
  await text.pressSequentially("\nPS: Bring gern dein Lieblingsoutfit mit.");

  const beforeReply = studio.mailCount();
  await previewAndSend(reply);
  await expect(reply).toBeHidden();
  await expect(page.getByRole("status")).toHaveText(
    "Die Antwort an lea.sommer@example.com wird gesendet. Status: Beantwortet.",
  );
  await expect(page.locator("main header")).toContainText("Beantwortet");
  // A fresh form for the next reply.
  await openReply(page);
  await expect(reply.getByLabel("Betreff")).toHaveValue("Re: Deine Anfrage bei Atelier Mustermann");
  await expect(reply.getByLabel("Nachricht")).toHaveValue("");
  await reply.getByRole("button", { name: "Schließen" }).click();

  const mail = await studio.nextMail(beforeReply, /^Dein Shooting am 15\. März 2099$/);
  expect(mail.to).toMatchObject({ text: "lea.sommer@example.com" });
  expect(mail.replyTo).toMatchObject({
    value: [{ name: "Atelier Mustermann", address: "studio@atelier.example" }],
  });
  expect(mail.from?.value[0]?.address).toBe("website@example.com");
  // Under her name, from the live facts (the website's tests may rename her: not asserted here).
  expect(mail.from?.value[0]?.name).not.toBe("Atelier Website");
  expect(confirmation.messageId).toBe(`<${id}.confirmation@example.com>`);
  expect(mail.inReplyTo).toBe(confirmation.messageId);
  expect(mail.references).toBe(confirmation.messageId);
  expect(mail.messageId).toMatch(new RegExp(`^<${id}\\.reply\\.[0-9a-f-]{36}@example\\.com>$`));
  expect(mail.text).toContain(
    "Hallo Lea,\n\nschön, dass du dich für Intime Signature entschieden hast.",
  );
  expect(mail.text).toContain("Ich freue mich auf dich!");
  expect(mail.text).toContain("PS: Bring gern dein Lieblingsoutfit mit.");
  expect(mail.html).toContain("Dein Wunschtermin am 15. März 2099 ist noch frei");
  expect(mail.html).toMatch(/Erika Mustermann<br>\s*Atelier Mustermann · Aachen/);

  // The history: the reply with its text, the status change, and its delivery from the outbox.
  const history = page.getByRole("region", { name: "Verlauf" });
  await expect(history).toContainText("Antwort geschrieben: „Dein Shooting am 15. März 2099“");
  await expect(history).toContainText("Status von „Neu“ auf „Beantwortet“ geändert");
  await expect(async () => {
    await page.reload();
    await expect(history).toContainText("Antwort zugestellt", { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await history.getByText("Text anzeigen").click();
  await expect(history).toContainText("PS: Bring gern dein Lieblingsoutfit mit.");

  // Gebucht, then one more reply: the stage stays Gebucht.
  await setStage(page, "Gebucht");
  await expect(page.locator("main header")).toContainText("Gebucht");
  await openReply(page);
  await reply.getByLabel("Betreff").fill("Anfahrt");
  await reply.getByLabel("Nachricht").fill("Hallo Lea,\n\nhier noch die Anfahrt.");
  await previewAndSend(reply);
  await expect(page.getByRole("status")).toHaveText(
    "Die Antwort an lea.sommer@example.com wird gesendet.",
  );
  await expect(page.locator("main header")).toContainText("Gebucht");
  await studio.nextMail(beforeReply, /^Anfahrt$/);
  expect(replyRows(studio, id)).toHaveLength(2);
});

test("without JavaScript the Textbaustein is filled in by the page, {datum} waits for a date, and a form sent twice sends one reply", async ({
  page,
  browser,
  request,
  studio,
}) => {
  test.setTimeout(90_000);
  await ensureSuggestions(page);
  const id = await postInquiry(request, studio, {
    firstName: "Mara",
    lastName: "Lind",
    email: "mara.lind@example.com",
    package: "essence",
  });

  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: studio.origin,
    storageState: await page.context().storageState(),
  });
  const noJs = await context.newPage();
  await noJs.goto(`/studio/anfragen/${id}?antworten=1`);
  const reply = noJs.getByRole("region", { name: "Antworten" });
  await reply.getByLabel("Textbaustein").selectOption({ label: "Wunschtermin bestätigen" });
  await reply.getByRole("button", { name: "Übernehmen" }).click();
  await expect(noJs).toHaveURL(/\?vorlage=\d+#antworten$/);
  await expect(reply.getByLabel("Betreff")).toHaveValue("Dein Shooting am {datum}");
  await expect(reply.getByLabel("Nachricht")).toHaveValue(
    /^Hallo Mara,\n\nschön, dass du dich für Essence entschieden hast\. Dein Wunschtermin am \{datum\}/,
  );
  await expect(reply).toContainText(
    "In dieser Anfrage steht kein Wunschtermin. Noch zu ersetzen: {datum}.",
  );
  // Sent as it is, it is refused at the preview already, and nothing is lost.
  await reply.getByRole("button", { name: "Vorschau" }).click();
  await expect(reply.getByRole("alert").first()).toHaveText(
    "Bitte zuerst {datum} durch den passenden Text ersetzen.",
  );
  await expect(reply.getByLabel("Betreff")).toHaveValue("Dein Shooting am {datum}");
  expect(replyRows(studio, id)).toEqual([]);

  await reply.getByLabel("Textbaustein").selectOption({ label: "Erste Antwort mit Vorgespräch" });
  await reply.getByRole("button", { name: "Übernehmen" }).click();
  await expect(reply.getByLabel("Nachricht")).toHaveValue(
    /^Hallo Mara,\n\nvielen Dank.*mit dem Paket Essence wünschst\./s,
  );

  // The same form posted twice at once (a double click, a reload that posts again): one mail.
  const seen = studio.mailCount();
  const form = {
    intent: "reply",
    key: await noJs.locator('input[name="key"]').inputValue(),
    subject: await reply.getByLabel("Betreff").inputValue(),
    body: await reply.getByLabel("Nachricht").inputValue(),
  };
  const posts = await Promise.all(
    [1, 2].map(() =>
      noJs.request.post(`/studio/anfragen/${id}`, { form, headers: { Origin: studio.origin } }),
    ),
  );
  expect(posts.map((response) => response.status())).toEqual([200, 200]);
  await reply.getByRole("button", { name: "Vorschau" }).click();
  await noJs.getByRole("button", { name: "Senden", exact: true }).dblclick();
  await expect(noJs.getByRole("status")).toContainText(
    "Die Antwort an mara.lind@example.com wird gesendet.",
  );
  expect(replyRows(studio, id)).toHaveLength(1);
  const mail = await studio.nextMail(seen, /^Re: Deine Anfrage bei Atelier Mustermann$/);
  expect(mail.to).toMatchObject({ text: "mara.lind@example.com" });
  // Give the worker time to send a second one if it had one; there must be none.
  await expect(noJs.getByRole("region", { name: "Verlauf" })).toBeVisible();
  await expect
    .poll(
      async () => {
        await noJs.reload();
        return noJs.getByRole("region", { name: "Verlauf" }).textContent();
      },
      { timeout: 20_000 },
    )
    .toContain("Antwort zugestellt");
  const toMara = (await studio.mailsSince(seen)).filter(
    (item) => item.to && "text" in item.to && item.to.text === "mara.lind@example.com",
  );
  expect(toMara).toHaveLength(1);
  await context.close();
});

test("spam gets no reply until Kein Spam, and a subject cannot add a header line", async ({
  page,
  request,
  studio,
}) => {
  test.setTimeout(90_000);
  const spam = await postInquiry(request, studio, {
    firstName: "Gewinn",
    lastName: "Spiel",
    email: "bot@spam.example",
    website: "https://spam.example",
  });
  await page.goto(`/studio/anfragen/${spam}`);
  // No Antworten for spam: the bar offers "Kein Spam" instead.
  const bar = page.getByRole("group", { name: "Aktionen zur Anfrage" });
  await expect(bar.getByRole("button", { name: "Kein Spam" })).toBeVisible();
  await expect(bar.getByRole("link", { name: "Antworten" })).toHaveCount(0);
  await expect(page.getByRole("dialog", { name: "Antworten" })).toHaveCount(0);
  const refused = await page.request.post(`/studio/anfragen/${spam}`, {
    headers: { Origin: studio.origin },
    form: { intent: "reply", key: "A".repeat(22), subject: "Hallo", body: "Hallo" },
  });
  expect(refused.status()).toBe(409);
  expect(replyRows(studio, spam)).toEqual([]);

  const id = await postInquiry(request, studio, {
    firstName: "Nora",
    lastName: "Kopf",
    email: "nora.kopf@example.com",
  });
  const seen = studio.mailCount();
  const sent = await page.request.post(`/studio/anfragen/${id}`, {
    headers: { Origin: studio.origin },
    form: {
      intent: "reply",
      key: "B".repeat(22),
      subject: "Termin\r\nBcc: evil@example.com\r\nX-Injected: 1",
      body: "Hallo Nora,\r\n\r\n<script>alert(1)</script>",
    },
  });
  expect(sent.status()).toBe(200);
  const mail = await studio.nextMail(seen, /^Termin/);
  expect(mail.subject).toBe("Termin Bcc: evil@example.com X-Injected: 1");
  expect(mail.bcc).toBeUndefined();
  expect(mail.headers.has("x-injected")).toBe(false);
  expect(mail.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  expect(mail.html).not.toContain("<script>");
});

for (const viewport of viewports) {
  const phone = viewport.width < 1024;

  test(`the reply form, the Textbausteine and the overview look calm and pass axe at ${viewport.label} px`, async ({
    page,
    request,
    studio,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await ensureSuggestions(page);
    await expectCalmLayout(page, phone, true);
    await expectNoAxeViolations(page);
    await screenshot(page, `templates-${viewport.label}`);

    const id = await postInquiry(request, studio, {
      firstName: "Johanna",
      lastName: "Falk",
      email: "johanna.falk@example.com",
      package: "lumiere",
      preferredDate: "06.06.2099",
      message: "Ich würde mich gern im Juni fotografieren lassen, am liebsten mit viel Licht.",
    });
    await page.goto(`/studio/anfragen/${id}`);
    const reply = await openReply(page);
    await reply.getByLabel("Textbaustein").selectOption({ label: "Erste Antwort mit Vorgespräch" });
    await reply.getByRole("button", { name: "Übernehmen" }).click();
    await expect(reply.getByLabel("Nachricht")).toHaveValue(/^Hallo Johanna,/);
    await expectNoAxeViolations(page);
    // The sheet at its start and at its button.
    mkdirSync("reports/studio-screenshots", { recursive: true });
    await page.screenshot({ path: `reports/studio-screenshots/reply-${viewport.label}.png` });
    await reply.getByRole("button", { name: "Vorschau" }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `reports/studio-screenshots/reply-send-${viewport.label}.png` });
    await reply.getByRole("button", { name: "Vorschau" }).click();
    await expect(reply.getByRole("button", { name: "Senden", exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({
      path: `reports/studio-screenshots/reply-preview-${viewport.label}.png`,
    });
    await reply.getByRole("button", { name: "Senden", exact: true }).click();
    await expect(page.getByRole("status")).toContainText("wird gesendet");
    await expectCalmLayout(page, phone, true);
    await expectNoAxeViolations(page);
    await screenshot(page, `inquiry-replied-${viewport.label}`);
  });
}

test("the reply form, the Textbausteine and the overview's tables are usable with the keyboard, with a visible focus", async ({
  page,
  request,
  studio,
}) => {
  test.setTimeout(90_000);
  await ensureSuggestions(page);
  const id = await postInquiry(request, studio, {
    firstName: "Ida",
    lastName: "Tast",
    email: "ida.tast@example.com",
    preferredDate: "01.02.2099",
  });

  /** Tabs from the focused element on; every stop shows a ring; returns the stops' names. */
  async function tabThrough(steps: number) {
    const stops: string[] = [];
    for (let step = 0; step < steps; step += 1) {
      await page.keyboard.press("Tab");
      const focus = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        const style = getComputedStyle(element);
        return {
          name:
            element.getAttribute("aria-label") ??
            (element.id
              ? document.querySelector(`label[for="${element.id}"]`)?.textContent
              : null) ??
            element.textContent?.trim() ??
            element.tagName,
          ring: style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2,
        };
      });
      expect(focus.ring, focus.name ?? "").toBe(true);
      stops.push(focus.name ?? "");
    }
    return stops;
  }

  // The inquiry's page: from Antworten into the sheet, choose, take over, write, preview, send.
  await page.goto(`/studio/anfragen/${id}`);
  await page
    .getByRole("group", { name: "Aktionen zur Anfrage" })
    .getByRole("link", { name: "Antworten" })
    .focus();
  await page.keyboard.press("Enter");
  const sheet = page.getByRole("dialog", { name: "Antworten" });
  await expect(sheet).toBeVisible();
  // The modal sheet holds the focus.
  expect(await sheet.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await sheet.getByLabel("Textbaustein").focus();
  await page.keyboard.press("ArrowDown");
  expect(await tabThrough(5)).toEqual([
    "Übernehmen",
    "Textbausteine verwalten",
    "Betreff",
    "Nachricht",
    "Vorschau",
  ]);
  await sheet.getByRole("button", { name: "Übernehmen" }).focus();
  await page.keyboard.press("Enter");
  await expect(sheet.getByLabel("Betreff")).toHaveValue("Dein Shooting am 1. Februar 2099");
  await sheet.getByRole("button", { name: "Vorschau" }).focus();
  await page.keyboard.press("Enter");
  await sheet.getByRole("button", { name: "Senden", exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toContainText(
    "Die Antwort an ida.tast@example.com wird gesendet.",
  );
  await expect(sheet).toBeHidden();

  // The Textbausteine: every action of the first one, then the form.
  await page.goto("/studio/textbausteine");
  await page.getByRole("link", { name: "Neuer Textbaustein" }).focus();
  const stops = await tabThrough(5);
  expect(stops.slice(0, 2)).toEqual([
    "Textbaustein „Erste Antwort mit Vorgespräch“ bearbeiten",
    "Textbaustein „Erste Antwort mit Vorgespräch“ löschen",
  ]);
});
