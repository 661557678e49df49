/**
 * The steps a lost phone must not take (issue 26) as the owner meets them: "Überall abmelden" and
 * a new calendar address say what follows first, the new address is shown once, and the
 * confirmation page is calm and accessible.
 */
import { expect, test } from "#tests/e2e/studio/fixtures.ts";
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
