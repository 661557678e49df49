/**
 * The owner's whole journey in one go (issue 16, "Done when"), in real Chromium against the
 * production build: the invite link from the command line, a passkey (virtual authenticator),
 * signing out and in with it, the mailed link from the SMTP sink, an inquiry sent through the
 * public form appearing as Neu, a reply from a Textbaustein arriving threaded in the SMTP sink,
 * Gebucht, and export and erasure leaving nothing of that address in the database or the outbox.
 * The single steps have their own, closer tests next to this one.
 */
import { readFileSync } from "node:fs";
import { expect, test, type StudioServer } from "#tests/e2e/studio/fixtures.ts";
import { addVirtualAuthenticator, sendThroughTheForm } from "#tests/e2e/studio/helpers.ts";

function rowsAbout(studio: StudioServer, email: string) {
  return studio.db(
    (db) => {
      const inquiries = db.prepare("SELECT id FROM inquiries WHERE email = ?").all(email);
      const mails = db.prepare("SELECT id FROM outbox WHERE recipient = ?").all(email);
      return { inquiries: inquiries.length, mails: mails.length };
    },
    { readOnly: true },
  );
}

test("the owner's journey: invite, passkey, mail link, an inquiry, a reply, Gebucht, export and erase", async ({
  page,
  browser,
  studio,
}) => {
  test.setTimeout(180_000);
  const email = "mira.reise@example.com";
  await addVirtualAuthenticator(page);

  // Invite → passkey → signed in.
  await page.goto(studio.inviteLink());
  await page.getByLabel("Name des Geräts").fill("Reise-Telefon");
  await page.getByRole("button", { name: "Passkey einrichten" }).click();
  await page.waitForURL("/studio");

  // Sign out, sign in with the passkey, sign out, sign in with the mailed link.
  await page.goto("/studio/einstellungen");
  await page.getByRole("button", { name: "Abmelden", exact: true }).last().click();
  await page.waitForURL("/studio/anmelden?abgemeldet");
  await page.getByRole("button", { name: "Mit Passkey anmelden" }).click();
  await page.waitForURL("/studio");
  await page.goto("/studio/einstellungen");
  await page.getByRole("button", { name: "Abmelden", exact: true }).last().click();
  await page.waitForURL("/studio/anmelden?abgemeldet");
  const beforeLink = studio.mailCount();
  await page.getByRole("button", { name: "Anmeldelink senden" }).click();
  const linkMail = await studio.nextMail(beforeLink, /^Anmeldelink für das Studio/);
  const link = /http:\/\/localhost:\d+\/studio\/anmelden\/link\?token=[\w-]+/.exec(
    linkMail.text ?? "",
  )![0];
  await page.goto(link);
  await page.getByRole("button", { name: "Jetzt anmelden" }).click();
  await page.waitForURL("/studio");

  // A Textbaustein of her own.
  await page.goto("/studio/textbausteine");
  const field = (name: string) => page.getByRole("textbox", { name, exact: true });
  await field("Name").fill("Reise-Antwort");
  await field("Betreff").fill("Dein {paket}-Shooting");
  await field("Text").fill("Hallo {vorname},\n\nich freue mich auf dein {paket}-Shooting.");
  await page.getByRole("button", { name: "Anlegen" }).click();
  await expect(page.getByRole("status")).toHaveText("Textbaustein gespeichert.");

  // A visitor sends an inquiry through the public form; it appears as Neu.
  const beforeInquiry = studio.mailCount();
  await sendThroughTheForm(browser, {
    firstName: "Mira",
    lastName: "Reisewitz",
    email,
    preferredDate: "",
    message: "Ein Shooting zum Geburtstag, Stichwort Sternwarte.",
  });
  const confirmation = await studio.nextMail(beforeInquiry, /^Deine Anfrage bei/);
  await page.goto("/studio");
  const row = page.getByRole("main").getByRole("link").filter({ hasText: "Mira Reisewitz" });
  await expect(row).toContainText("Neu");
  await row.click();
  await page.waitForURL(/\/studio\/anfragen\//);

  // The reply from the Textbaustein, threaded under the confirmation.
  await page.getByRole("link", { name: "Antworten" }).click();
  const reply = page.getByRole("dialog", { name: "Antworten" });
  await reply.getByLabel("Textbaustein").selectOption({ label: "Reise-Antwort" });
  await reply.getByRole("button", { name: "Übernehmen" }).click();
  await expect(reply.getByLabel("Betreff")).toHaveValue("Dein Lumière-Shooting");
  const beforeReply = studio.mailCount();
  await reply.getByRole("button", { name: "Vorschau" }).click();
  await reply.getByRole("button", { name: "Senden", exact: true }).click();
  await expect(page.locator("main header")).toContainText("Beantwortet");
  const answer = await studio.nextMail(beforeReply, /^Dein Lumière-Shooting$/);
  expect(answer.to).toMatchObject({ text: email });
  expect(answer.replyTo?.value[0]?.address).toBe("studio@atelier.example");
  expect(answer.inReplyTo).toBe(confirmation.messageId);
  expect(answer.references).toBe(confirmation.messageId);
  expect(answer.text).toContain("Hallo Mira,\n\nich freue mich auf dein Lumière-Shooting.");

  // Gebucht.
  await page.getByLabel("Status: Beantwortet").click();
  await page
    .getByRole("group", { name: "Status ändern" })
    .getByRole("button", { name: "Gebucht" })
    .click();
  await expect(page.getByRole("status")).toHaveText("Status: Gebucht.");

  // Export, then erase: nothing of her is left in the database or the outbox.
  await page.goto("/studio/datenschutz");
  const address = page.getByLabel("E-Mail-Adresse der Person");
  await address.fill(email);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Daten exportieren" }).click(),
  ]);
  const exported = JSON.parse(readFileSync(await download.path(), "utf8")) as {
    inquiries: { mails: { kind: string }[] }[];
  };
  expect(exported.inquiries).toHaveLength(1);
  expect(exported.inquiries[0]!.mails.map((mail) => mail.kind).sort()).toEqual([
    "confirmation",
    "reply",
    "studio",
  ]);
  expect(rowsAbout(studio, email)).toEqual({ inquiries: 1, mails: 2 });
  // Signed in by the mailed link, erasing asks for her passkey first, then brings her back.
  await address.fill(email);
  await page.getByRole("button", { name: "Daten löschen" }).click();
  await page.waitForURL("/studio/bestaetigen?zurueck=%2Fstudio%2Fdatenschutz");
  await page.getByRole("button", { name: "Mit Passkey bestätigen" }).click();
  await page.waitForURL("/studio/datenschutz");
  await address.fill(email);
  await page.getByRole("button", { name: "Daten löschen" }).click();
  await page
    .getByRole("region", { name: "Daten endgültig löschen?" })
    .getByRole("button", { name: "Endgültig löschen" })
    .click();
  await expect(page.getByRole("status")).toContainText("Gelöscht: 1 Anfrage, 3 E-Mails");
  expect(rowsAbout(studio, email)).toEqual({ inquiries: 0, mails: 0 });
  const bytes = readFileSync(studio.database);
  for (const trace of ["Reisewitz", email, "Sternwarte"]) {
    expect(bytes.includes(Buffer.from(trace)), trace).toBe(false);
  }
});
