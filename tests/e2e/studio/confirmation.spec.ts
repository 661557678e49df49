/**
 * The steps a lost phone must not take as the owner meets them: "Überall abmelden" and a new
 * calendar address say what follows first, the new address is shown once, and the confirmation
 * page is calm and accessible. Signed in by a mailed link, deleting a photo and publishing another
 * contact e-mail lead through the passkey confirmation and back to where she was.
 */
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { liveRelease, saveDraftDocument } from "#app/website/store.server.ts";
import { expect, siteRenderMs, test, type StudioServer } from "#tests/e2e/studio/fixtures.ts";
import {
  expectCalmLayout,
  expectNoAxeViolations,
  screenshot,
  setUpWithPasskey,
  viewports,
} from "#tests/e2e/studio/helpers.ts";

test("a new calendar address is shown once, and replacing it asks first", async ({
  page,
  studio,
}) => {
  await setUpWithPasskey(page, studio, "Kalender-Abo");
  await page.goto("/studio/kalender");
  const feed = page.getByRole("region", { name: "Kalender-Abo" });
  await feed.getByRole("button", { name: "Adresse erzeugen" }).click();
  const address = feed.getByLabel("Adresse des Kalenders");
  await expect(address).toHaveValue(/\/studio\/kalender\.ics\?token=[\w-]{43}$/);
  const first = await address.inputValue();
  expect((await page.request.get(first)).status()).toBe(200);

  // Shown once: after a reload the page only says that there is one.
  await page.reload();
  await expect(feed.getByLabel("Adresse des Kalenders")).toHaveCount(0);
  await expect(feed).toContainText("Eine Adresse ist eingerichtet.");

  await feed.getByRole("button", { name: "Neue Adresse erzeugen" }).click();
  await expect(feed.getByRole("alert")).toContainText("werden danach nicht mehr aktualisiert");
  await feed.getByRole("button", { name: "Ja, neue Adresse erzeugen" }).click();
  await expect(feed.getByLabel("Adresse des Kalenders")).not.toHaveValue(first);
  expect((await page.request.get(first)).status()).toBe(404);
});

for (const viewport of viewports) {
  test(`Überall abmelden and the confirmation look calm and pass axe at ${viewport.label} px`, async ({
    page,
    studio,
  }) => {
    await page.setViewportSize(viewport);
    const phone = viewport.width < 768;
    await setUpWithPasskey(page, studio, `Bestätigen ${viewport.label}`);

    await page.goto("/studio/einstellungen");
    await page.getByRole("link", { name: "Überall abmelden" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Überall abmelden?" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("Benachrichtigungen gehen an kein Gerät");
    // The step that ends something for good looks like it (the studio's danger colour).
    await expect(page.getByRole("button", { name: "Überall abmelden" })).toHaveCSS(
      "background-color",
      "rgb(143, 45, 37)",
    );
    await expectCalmLayout(page, phone, true);
    await expectNoAxeViolations(page);
    await screenshot(page, `sign-out-everywhere-${viewport.label}`);

    await page.goto("/studio/bestaetigen?zurueck=%2Fstudio%2Fkalender");
    await expect(
      page.getByRole("heading", { level: 1, name: "Mit Passkey bestätigen" }),
    ).toBeVisible();
    await expectCalmLayout(page, phone, true);
    await expectNoAxeViolations(page);
    await screenshot(page, `confirm-${viewport.label}`);
    await page.getByRole("button", { name: "Mit Passkey bestätigen" }).click();
    await page.waitForURL("/studio/kalender");
  });
}

/** Signs this browser in again by the mailed link (what a lost phone's mail app can do). */
async function signInByMail(page: Page, studio: StudioServer) {
  await page.context().clearCookies();
  await page.goto("/studio/anmelden");
  const seen = studio.mailCount();
  await page.getByRole("button", { name: "Anmeldelink senden" }).click();
  const mail = await studio.nextMail(seen, /^Anmeldelink für das Studio/);
  const link = /http:\/\/localhost:\d+\/studio\/anmelden\/link\?token=[\w-]+/.exec(
    mail.text ?? "",
  )![0];
  await page.goto(link);
  await page.getByRole("button", { name: "Jetzt anmelden" }).click();
  await page.waitForURL("/studio");
}

const toConfirm = (back: string) => `/studio/bestaetigen?zurueck=${encodeURIComponent(back)}`;

test("signed in by a mailed link, deleting a photo and publishing another e-mail lead through the passkey", async ({
  page,
  studio,
}) => {
  test.setTimeout(120_000);
  await setUpWithPasskey(page, studio, "Fotos und Impressum");
  // A photo of hers, sent as the upload page sends it (one piece).
  const jpeg = await sharp({
    create: { width: 320, height: 240, channels: 3, background: "#b08a74" },
  })
    .jpeg()
    .toBuffer();
  const uploaded = await page.request.post("/studio/fotos/hochladen", {
    headers: {
      Origin: studio.origin,
      "X-Upload-Id": "e".repeat(32),
      "X-Upload-Offset": "0",
      "X-Upload-Total": String(jpeg.length),
      "Content-Type": "application/octet-stream",
    },
    data: jpeg,
  });
  const { photoId } = (await uploaded.json()) as { photoId: string };
  expect(photoId).toMatch(/^foto-/);
  const email = studio.db((db) => liveRelease(db).content.facts.email);

  await signInByMail(page, studio);
  await page.goto(`/studio/fotos/${photoId}`);
  await page.getByRole("button", { name: "Foto löschen" }).click();
  await page.waitForURL(toConfirm(`/studio/fotos/${photoId}?frage=loeschen`));
  await page.getByRole("button", { name: "Mit Passkey bestätigen" }).click();
  // Back at the photo, the question is open and has the focus.
  await page.waitForURL(`/studio/fotos/${photoId}?frage=loeschen`);
  await expect(page.getByRole("heading", { name: "Foto endgültig löschen?" })).toBeFocused();
  await page
    .getByRole("form", { name: "Foto endgültig löschen?" })
    .getByRole("button", { name: "Endgültig löschen" })
    .click();
  await page.waitForURL("/studio/fotos?geloescht");
  await expect(page.getByRole("status")).toContainText("Das Foto ist gelöscht");

  // Another contact e-mail in the draft: the page says a confirmation comes first.
  await signInByMail(page, studio);
  studio.db((db) => {
    const facts = liveRelease(db).content.facts;
    const saved = saveDraftDocument(
      db,
      "facts",
      { ...facts, email: "kontakt@neu.example" },
      Date.now(),
    );
    expect(saved.ok).toBe(true);
  });
  await page.goto("/studio/website");
  await expect(page.getByRole("main")).toContainText("kurze Bestätigung mit dem Passkey");
  await page.getByRole("button", { name: "Veröffentlichen" }).click();
  await page.waitForURL(toConfirm("/studio/website"));
  await page.getByRole("button", { name: "Mit Passkey bestätigen" }).click();
  await page.waitForURL("/studio/website");
  await expect(page.getByRole("main")).not.toContainText("kurze Bestätigung mit dem Passkey");
  await page.getByRole("button", { name: "Veröffentlichen" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Veröffentlicht. Die Website zeigt jetzt die neue Fassung.",
    { timeout: siteRenderMs },
  );
  // The earlier e-mail back, as the other specs on this server expect it (confirmed just now).
  await page.goto("/studio/website/verlauf");
  const previous = page.locator("main").getByRole("listitem").nth(1);
  await previous.getByRole("button", { name: /Wiederherstellen/ }).click();
  await page.getByRole("button", { name: "Ja, wiederherstellen" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Wiederhergestellt. Die Website zeigt jetzt diese Fassung.",
    { timeout: siteRenderMs },
  );
  expect(studio.db((db) => liveRelease(db).content.facts.email)).toBe(email);
});
