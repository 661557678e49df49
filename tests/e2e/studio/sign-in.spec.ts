import { expect, test } from "#tests/e2e/studio/fixtures.ts";
import { addVirtualAuthenticator, setUpWithPasskey } from "#tests/e2e/studio/helpers.ts";

test("the owner's way in: invite, passkey, sign out, passkey again, then the mailed link", async ({
  page,
  context,
  studio,
}) => {
  const device = await addVirtualAuthenticator(page);

  // The invite link from the command line registers a passkey on this device and signs in.
  await page.goto(studio.inviteLink());
  await expect(page.getByRole("heading", { level: 1, name: "Studio einrichten" })).toBeVisible();
  await page.getByLabel("Name des Geräts").fill("Mein Telefon");
  await page.getByRole("button", { name: "Passkey einrichten" }).click();
  await page.waitForURL("/studio");
  await expect(page.getByRole("heading", { level: 1, name: "Anfragen" })).toBeVisible();
  expect(await device.credentials()).toHaveLength(1);
  expect(await device.credentials()).toEqual([
    expect.objectContaining({ isResidentCredential: true }),
  ]);

  const [cookie] = await context.cookies();
  expect(cookie).toMatchObject({
    name: "studio_session",
    path: "/studio",
    httpOnly: true,
    sameSite: "Strict",
    secure: false,
  });
  const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(29.9);
  expect(days).toBeLessThanOrEqual(30);

  // Signing out, from the settings.
  await page.goto("/studio/einstellungen");
  await expect(page.locator("li", { hasText: "Mein Telefon" })).toContainText("Zuletzt verwendet");
  await page.getByRole("button", { name: "Abmelden", exact: true }).last().click();
  await page.waitForURL("/studio/anmelden?abgemeldet");
  await expect(page.getByRole("status")).toHaveText("Abgemeldet.");
  expect(await context.cookies()).toEqual([]);
  await page.goto("/studio/einstellungen");
  await expect(page).toHaveURL(/\/studio\/anmelden\?weiter=%2Fstudio%2Feinstellungen$/);

  // The passkey signs in again, back to where the owner wanted to go.
  await page.getByRole("button", { name: "Mit Passkey anmelden" }).click();
  await page.waitForURL("/studio/einstellungen");
  await expect(page.getByRole("heading", { level: 1, name: "Einstellungen" })).toBeVisible();

  // Signed out again, the mailed link signs in too: read from the SMTP sink, opened, confirmed.
  await page.getByRole("button", { name: "Abmelden", exact: true }).last().click();
  await page.waitForURL("/studio/anmelden?abgemeldet");
  const seen = studio.mailCount();
  await page.getByRole("button", { name: "Anmeldelink senden" }).click();
  await expect(page.getByRole("status")).toContainText("kommt in wenigen Minuten eine E-Mail");
  const mail = await studio.nextMail(seen, /^Anmeldelink für das Studio/);
  expect(mail.to).toMatchObject({ text: "studio@atelier.example" });
  const link = /http:\/\/localhost:\d+\/studio\/anmelden\/link\?token=[\w-]+/.exec(
    mail.text ?? "",
  )?.[0];
  expect(link, mail.text).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByRole("heading", { level: 1, name: "Anmelden mit Link" })).toBeVisible();
  await page.getByRole("button", { name: "Jetzt anmelden" }).click();
  await page.waitForURL("/studio");
  await expect(page.getByRole("heading", { level: 1, name: "Anfragen" })).toBeVisible();

  // The link worked once.
  await page.goto(link!);
  await expect(page.getByRole("alert")).toHaveText(
    "Dieser Anmeldelink ist abgelaufen oder wurde schon verwendet.",
  );
});

test("more passkeys: another device's added, the same device refused, the last removed only after a warning", async ({
  page,
  studio,
}) => {
  const phone = await setUpWithPasskey(page, studio, "iPhone");
  await page.goto("/studio/einstellungen");
  const passkeys = page.getByRole("region", { name: "Passkeys" });
  const names = passkeys.locator("li p.font-serif");
  // The studio has one owner: earlier tests' passkeys are hers too. They go first, oldest first,
  // until only the one just added is left.
  await expect(names.last()).toHaveText("iPhone");
  for (let count = await names.count(); count > 1; count -= 1) {
    await passkeys
      .getByRole("button", { name: /^Passkey „.*“ entfernen$/ })
      .first()
      .click();
    await expect(names).toHaveCount(count - 1);
  }
  await expect(names).toHaveText(["iPhone"]);

  // The phone holds a passkey already: its own authenticator refuses a second one.
  await page.getByLabel("Name des Geräts").fill("iPhone noch einmal");
  await page.getByRole("button", { name: "Passkey hinzufügen" }).click();
  await expect(page.getByRole("alert")).toHaveText("Dieser Passkey ist schon hinzugefügt.");

  // A laptop's passkey (another authenticator) is added.
  await phone.remove();
  const laptop = await addVirtualAuthenticator(page);
  await page.getByLabel("Name des Geräts").fill("Laptop");
  await page.getByRole("button", { name: "Passkey hinzufügen" }).click();
  await expect(page.getByRole("status")).toHaveText("Passkey hinzugefügt.");
  await expect(names).toHaveText(["iPhone", "Laptop"]);
  expect(await laptop.credentials()).toHaveLength(1);

  await page.getByRole("button", { name: "Passkey „iPhone“ entfernen" }).click();
  await expect(page.getByRole("status")).toHaveText("Passkey entfernt.");
  await expect(names).toHaveText(["Laptop"]);

  await page.getByRole("button", { name: "Passkey „Laptop“ entfernen" }).click();
  const warning = page.getByRole("alertdialog");
  await expect(warning).toContainText(
    "Das ist der letzte Passkey. Danach ist die Anmeldung nur noch mit dem Anmeldelink per E-Mail an studio@atelier.example möglich.",
  );
  await expect(names).toHaveText(["Laptop"]);
  await warning.getByRole("button", { name: "Trotzdem entfernen" }).click();
  await expect(page.getByText("Noch kein Passkey.")).toBeVisible();
});

test("without JavaScript: the mailed link works, and the passkey button says why it cannot", async ({
  browser,
  studio,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/studio");
  await expect(page).toHaveURL(/\/studio\/anmelden$/);
  await expect(page.getByRole("button", { name: "Mit Passkey anmelden" })).toBeDisabled();
  // Chromium's "JavaScript off" (DevTools emulation) leaves <noscript> unrendered, so the note is
  // checked in the markup rather than on screen.
  expect(
    await page
      .locator("noscript")
      .first()
      .evaluate((element) => element.innerHTML),
  ).toContain("Für die Anmeldung mit Passkey wird JavaScript benötigt.");

  const seen = studio.mailCount();
  await page.getByRole("button", { name: "Anmeldelink senden" }).click();
  await expect(page.getByRole("status")).toContainText("kommt in wenigen Minuten eine E-Mail");
  const mail = await studio.nextMail(seen, /^Anmeldelink/);
  const link = /http:\/\/localhost:\d+\/studio\/anmelden\/link\?token=[\w-]+/.exec(
    mail.text ?? "",
  )![0];
  await page.goto(link);
  await page.getByRole("button", { name: "Jetzt anmelden" }).click();
  await expect(page).toHaveURL(/\/studio$/);
  await expect(page.getByRole("heading", { level: 1, name: "Anfragen" })).toBeVisible();
  await context.close();
});
