import type { Page } from "@playwright/test";
import { expect, test, type StudioServer } from "#tests/e2e/studio/fixtures.ts";
import {
  expectCalmLayout,
  expectNoAxeViolations,
  postInquiry,
  screenshot,
  viewports,
} from "#tests/e2e/studio/helpers.ts";

test.use({ signedIn: true });

const replyRows = (studio: StudioServer, inquiryId: string) =>
  studio.db((db) =>
    db.prepare("SELECT id FROM outbox WHERE inquiry_id = ? AND kind = 'reply'").all(inquiryId),
  );

/** The live release's facts: whose name a reply goes out under, and the studio's. */
const liveFacts = (studio: StudioServer) =>
  studio.db((db) => {
    const row = db
      .prepare(
        "SELECT content FROM site_releases WHERE id = (SELECT live_release FROM site_state WHERE id = 1)",
      )
      .get() as { content: string };
    return (JSON.parse(row.content) as { facts: { founder: string; studioName: string } }).facts;
  });

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

const actionBar = (page: Page) => page.getByRole("group", { name: "Aktionen zur Anfrage" });
const sheet = (page: Page) => page.getByRole("dialog", { name: "Antworten" });

test("at 375 px the action bar stays above the navigation while scrolling: Anrufen dials, E-Mail writes, the status changes in two taps", async ({
  page,
  request,
  studio,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 812 });
  const id = await postInquiry(request, studio, {
    firstName: "Marlene",
    lastName: "Quast",
    email: "marlene.quast@example.com",
    phone: "+49 241 555-0199",
    preferredDate: "11.09.2099",
    message: "Ich möchte mir etwas Gutes tun.\n\nAm liebsten an einem Freitag.",
  });
  await page.goto(`/studio/anfragen/${id}`);
  const bar = actionBar(page);
  await expect(bar.getByRole("link", { name: "Anrufen" })).toHaveAttribute(
    "href",
    "tel:+492415550199",
  );
  await expect(bar.getByRole("link", { name: "E-Mail" })).toHaveAttribute(
    "href",
    "mailto:marlene.quast@example.com",
  );
  await expect(bar.getByRole("link", { name: "Antworten" })).toHaveAttribute(
    "data-shortcut",
    "reply",
  );
  // The header: the preferred day with its weekday, and that it is free.
  await expect(page.locator("main header")).toContainText("Fr., 11.09.2099");
  await expect(page.locator("main header")).toContainText("frei");

  // Scrolled to the end, the bar is still on screen, above the bottom navigation.
  const navigation = page.locator("nav.fixed");
  for (const to of ["end", "middle"] as const) {
    await page.evaluate((where) => {
      const height = document.documentElement.scrollHeight;
      window.scrollTo(0, where === "end" ? height : height / 2);
    }, to);
    const barBox = (await bar.boundingBox())!;
    const navBox = (await navigation.boundingBox())!;
    expect(barBox.y).toBeGreaterThan(0);
    expect(barBox.y + barBox.height).toBeLessThanOrEqual(navBox.y + 1);
    await expect(bar.getByRole("link", { name: "Anrufen" })).toBeInViewport();
  }
  // Every control of the bar is a 44 px target at least.
  for (const control of await bar.locator("a, summary").all()) {
    const box = (await control.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
  }

  // The status: the menu from the bar, then a stage.
  await bar.getByLabel("Status: Neu").click();
  const menu = page.getByRole("group", { name: "Status ändern" });
  await expect(menu.getByRole("button", { name: "Neu" })).toHaveAttribute("aria-pressed", "true");
  await menu.getByRole("button", { name: "Gebucht" }).click();
  await expect(page.getByRole("status")).toHaveText("Status: Gebucht.");
  await expect(bar.getByLabel("Status: Gebucht")).toBeVisible();
  await expect(menu.getByRole("button", { name: "Gebucht" })).toBeHidden();
  await expect(page.locator("main header")).toContainText("Gebucht");
  // The keyboard shortcuts click the stage buttons while the menu is closed.
  for (const stage of ["new", "answered", "booked", "declined"]) {
    await expect(page.locator(`[data-shortcut="stage-${stage}"]`)).toHaveCount(1);
  }
  await page.locator('[data-shortcut="stage-answered"]').evaluate((button) => {
    (button as HTMLButtonElement).click();
  });
  await expect(page.getByRole("status")).toHaveText("Status: Beantwortet.");
  await expect(page.getByRole("region", { name: "Verlauf" })).toContainText(
    "Status von „Gebucht“ auf „Beantwortet“ geändert",
  );
});

for (const viewport of viewports) {
  const phone = viewport.width < 1024;

  test(`an inquiry's page at ${viewport.label} px: notes and history near the top, details as rows, calm and axe clean`, async ({
    page,
    request,
    studio,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    const id = await postInquiry(request, studio, {
      firstName: "Henriette",
      lastName: "Albers",
      email: "henriette.albers@example.com",
      phone: "0241 987654",
      package: "signature",
      preferredDate: "19.06.2099",
      message:
        "Ich habe lange überlegt und möchte mich jetzt trauen. Gibt es im Juni noch einen Termin am Vormittag?",
      installmentInfo: true,
    });
    await page.goto(`/studio/anfragen/${id}`);
    await page.getByLabel("Neue Notiz").fill("Wünscht sich ein Vorgespräch per Telefon.");
    await page.getByRole("button", { name: "Notiz speichern" }).click();
    await expect(page.getByRole("status")).toHaveText("Notiz gespeichert.");

    // Notes, then the history, then the details.
    const top = async (name: string) => (await page.getByRole("region", { name }).boundingBox())!.y;
    expect(await top("Notizen")).toBeLessThan(await top("Verlauf"));
    expect(await top("Verlauf")).toBeLessThan(await top("Angaben"));
    const details = page.getByRole("region", { name: "Angaben" });
    for (const name of ["henriette.albers@example.com", "0241 987654"]) {
      const box = (await details.getByRole("link", { name }).boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    await expect(details).toContainText("Gibt es im Juni noch einen Termin am Vormittag?");
    await expect(details).toContainText("Infos erwünscht");

    if (!phone) {
      // On wide screens the bar sticks to the top of the column.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect
        .poll(async () => Math.round((await actionBar(page).boundingBox())!.y))
        .toBeLessThanOrEqual(1);
      await page.evaluate(() => window.scrollTo(0, 0));
    }
    await expectCalmLayout(page, phone, true);
    await expectNoAxeViolations(page);
    await screenshot(page, `inquiry-${viewport.label}`);
  });
}

test("a reply through the sheet: the preview shows the mail exactly as it arrives in the SMTP sink, under her name, Reply-To the studio", async ({
  page,
  request,
  studio,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await ensureSuggestions(page);
  const id = await postInquiry(request, studio, {
    firstName: "Lotte",
    lastName: "Brenner",
    email: "lotte.brenner@example.com",
    package: "signature",
    preferredDate: "17.04.2099",
  });
  await page.goto(`/studio/anfragen/${id}`);
  await actionBar(page).getByRole("link", { name: "Antworten" }).click();
  const reply = sheet(page);
  await expect(reply).toBeVisible();
  // What the placeholders become, and that the day is free.
  const help = reply.locator("#reply-placeholders");
  await expect(help).toContainText("{datum}");
  await expect(help).toContainText("17. April 2099");
  await expect(help).toContainText("frei");
  await reply.getByLabel("Textbaustein").selectOption({ label: "Erste Antwort mit Vorgespräch" });
  await reply.getByRole("button", { name: "Übernehmen" }).click();
  await expect(reply.getByLabel("Nachricht")).toHaveValue(/^Hallo Lotte,/);
  await expect(reply.getByText("Der Wunschtermin ist nicht frei")).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: "reports/studio-screenshots/reply-sheet-375.png" });

  await reply.getByRole("button", { name: "Vorschau" }).click();
  const preview = reply.getByRole("region", { name: /^Vorschau/ });
  await expect(preview).toBeVisible();
  const { founder, studioName } = liveFacts(studio);
  await expect(preview.locator('[data-preview="from"]')).toHaveText(
    `${founder} <website@example.com>`,
  );
  await expect(preview.locator('[data-preview="to"]')).toHaveText("lotte.brenner@example.com");
  await expect(preview.locator('[data-preview="reply-to"]')).toHaveText(
    `${studioName} <studio@atelier.example>`,
  );
  const subject = (await preview.locator('[data-preview="subject"]').textContent())!;
  const body = await preview.locator('[data-preview="body"]').evaluate((node) => node.innerHTML);
  expect(body).toContain("<p>Hallo Lotte,</p>");
  await expectNoAxeViolations(page);
  await page.screenshot({ path: "reports/studio-screenshots/reply-preview-375.png" });

  const seen = studio.mailCount();
  await preview.getByRole("button", { name: "Senden", exact: true }).click();
  await expect(reply).toBeHidden();
  await expect(page.getByRole("status")).toHaveText(
    "Die Antwort an lotte.brenner@example.com wird gesendet. Status: Beantwortet.",
  );
  await expect(actionBar(page).getByLabel("Status: Beantwortet")).toBeVisible();

  const mail = await studio.nextMail(
    seen,
    new RegExp(`^${subject.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`),
  );
  expect(mail.subject).toBe(subject);
  expect(mail.from?.value).toEqual([{ name: founder, address: "website@example.com" }]);
  expect(mail.to).toMatchObject({ text: "lotte.brenner@example.com" });
  expect(mail.replyTo?.value).toEqual([{ name: studioName, address: "studio@atelier.example" }]);
  // The mail's body, read by the same browser, is the preview's.
  const mailBody = await page.evaluate(
    (html) =>
      new DOMParser().parseFromString(html, "text/html").querySelector("body > div")!.innerHTML,
    String(mail.html),
  );
  expect(mailBody.trim()).toBe(body.trim());
});

test("a Textbaustein that promises a blocked day warns before sending, is refused without a confirmation, and goes with Trotzdem senden", async ({
  page,
  request,
  studio,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await ensureSuggestions(page);
  const id = await postInquiry(request, studio, {
    firstName: "Wilma",
    lastName: "Sander",
    email: "wilma.sander@example.com",
    package: "essence",
    preferredDate: "23.05.2099",
  });
  // The owner blocks the day after the inquiry came (the calendar's own table).
  studio.db((db) =>
    db
      .prepare("INSERT OR IGNORE INTO blocked_days (day, created_at) VALUES (?, ?)")
      .run("2099-05-23", Date.now()),
  );
  try {
    await page.goto(`/studio/anfragen/${id}`);
    await expect(page.locator("main header")).toContainText("Sa., 23.05.2099");
    await expect(page.locator("main header")).toContainText("gesperrt");

    await actionBar(page).getByRole("link", { name: "Antworten" }).click();
    const reply = sheet(page);
    await expect(reply.locator("#reply-placeholders")).toContainText("gesperrt");
    await reply.getByLabel("Textbaustein").selectOption({ label: "Wunschtermin bestätigen" });
    await reply.getByRole("button", { name: "Übernehmen" }).click();
    // Warned before anything is sent, in the form already.
    await expect(reply.getByText("Der Wunschtermin ist nicht frei")).toBeVisible();
    await expect(reply).toContainText(
      "Diese Antwort sagt den Wunschtermin Sa., 23.05.2099 zu, aber der Tag ist im Kalender gesperrt.",
    );
    await reply.getByRole("button", { name: "Vorschau" }).click();
    const preview = reply.getByRole("region", { name: /^Vorschau/ });
    await expect(preview.getByText("Der Wunschtermin ist nicht frei")).toBeVisible();
    await expect(preview.getByRole("button", { name: "Senden", exact: true })).toHaveCount(0);
    await expect(preview.getByRole("button", { name: "Trotzdem senden" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: "reports/studio-screenshots/reply-conflict-375.png" });

    // The server refuses the same reply without the confirmation: nothing is queued.
    const form = Object.fromEntries(
      await Promise.all(
        ["subject", "body", "key", "template"].map(async (name) => [
          name,
          await preview.locator(`input[name="${name}"]`).inputValue(),
        ]),
      ),
    ) as Record<string, string>;
    const refused = await page.request.post(`/studio/anfragen/${id}`, {
      headers: { Origin: studio.origin },
      form: { ...form, intent: "reply" },
    });
    expect(refused.status()).toBe(409);
    expect(await refused.text()).toContain("Nicht gesendet: Die Antwort sagt den Wunschtermin zu");
    expect(replyRows(studio, id)).toEqual([]);

    const seen = studio.mailCount();
    await preview.getByRole("button", { name: "Trotzdem senden" }).click();
    await expect(page.getByRole("status")).toContainText(
      "Die Antwort an wilma.sander@example.com wird gesendet.",
    );
    const mail = await studio.nextMail(seen, /^Dein Shooting am 23\. Mai 2099$/);
    expect(mail.text).toContain("Dein Wunschtermin am 23. Mai 2099 ist noch frei");
    expect(replyRows(studio, id)).toHaveLength(1);
  } finally {
    studio.db((db) => db.prepare("DELETE FROM blocked_days WHERE day = ?").run("2099-05-23"));
  }
});

test("without JavaScript, Antworten shows the form in the page, Vorschau and Senden are plain posts", async ({
  page,
  browser,
  request,
  studio,
}) => {
  test.setTimeout(90_000);
  const id = await postInquiry(request, studio, {
    firstName: "Greta",
    lastName: "Ohm",
    email: "greta.ohm@example.com",
  });
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: studio.origin,
    storageState: await page.context().storageState(),
  });
  try {
    const noJs = await context.newPage();
    await noJs.goto(`/studio/anfragen/${id}`);
    await actionBar(noJs).getByRole("link", { name: "Antworten" }).click();
    await expect(noJs).toHaveURL(/\?antworten=1#antworten$/);
    const reply = noJs.getByRole("region", { name: "Antworten" });
    await reply.getByLabel("Betreff").fill("Kurze Frage");
    await reply.getByLabel("Nachricht").fill("Hallo Greta,\n\nwann passt es dir?");
    await reply.getByRole("button", { name: "Vorschau" }).click();
    const preview = noJs.getByRole("region", { name: /^Vorschau/ });
    await expect(preview.locator('[data-preview="subject"]')).toHaveText("Kurze Frage");
    await expect(preview.locator('[data-preview="body"] p')).toHaveText([
      "Hallo Greta,",
      "wann passt es dir?",
    ]);
    // Back to the text, kept as written.
    await preview.getByRole("button", { name: "Bearbeiten" }).click();
    await expect(noJs.getByRole("region", { name: "Antworten" }).getByLabel("Betreff")).toHaveValue(
      "Kurze Frage",
    );
    await noJs.getByRole("button", { name: "Vorschau" }).click();
    const seen = studio.mailCount();
    await noJs.getByRole("button", { name: "Senden", exact: true }).click();
    await expect(noJs.getByRole("status")).toHaveText(
      "Die Antwort an greta.ohm@example.com wird gesendet. Status: Beantwortet.",
    );
    await studio.nextMail(seen, /^Kurze Frage$/);
    // The status from the bar's menu, without a script.
    await actionBar(noJs).getByLabel("Status: Beantwortet").click();
    await noJs
      .getByRole("group", { name: "Status ändern" })
      .getByRole("button", { name: "Abgelehnt" })
      .click();
    await expect(noJs.getByRole("status")).toHaveText("Status: Abgelehnt.");
  } finally {
    await context.close();
  }
});
