import type { Page } from "@playwright/test";
import { expect, siteRenderMs, test } from "#tests/e2e/studio/fixtures.ts";
import {
  expectCalmLayout,
  expectNoAxeViolations,
  screenshot,
  viewports,
} from "#tests/e2e/studio/helpers.ts";

test.use({ signedIn: true });

const field = (page: Page, path: string) => page.locator(`[id="${path}"]`);

test("the owner edits her website: saved as she types, kept on reload, errors in German, published", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(viewports[0]!);

  await page.goto("/studio/website");
  await expect(page.getByRole("heading", { level: 1, name: "Website" })).toBeVisible();
  const ready = page.getByRole("region", { name: "Startklar" });
  await expect(ready).toContainText("Platzhalter");
  await expect(ready.getByRole("link", { name: /USt-IdNr\./ })).toBeVisible();

  // Straight from the checklist to the field.
  await ready.getByRole("link", { name: /^Name des Studios/ }).click();
  await page.waitForURL("/studio/website/studio#facts.studioName");
  const name = field(page, "facts.studioName");
  await name.fill("Atelier Lumière");
  const status = page.locator("[aria-live=polite]");
  await expect(status).toHaveText("Entwurf gespeichert");

  await page.reload();
  await expect(name).toHaveValue("Atelier Lumière");

  // A bad postal code: named at its field as she types, and on Speichern listed and focused.
  const postalCode = field(page, "facts.address.postalCode");
  await postalCode.fill("520");
  await expect(status).toHaveText("Nicht gespeichert: 1 Feld prüfen.");
  await expect(postalCode).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator('[id="facts.address.postalCode-error"]')).toHaveText(
    "Bitte eine Postleitzahl mit 5 Ziffern angeben.",
  );
  await page.getByRole("button", { name: "Speichern" }).last().click();
  await expect(page.getByRole("alert").first()).toContainText("Bitte die markierten Felder prüfen");
  await expect(postalCode).toBeFocused();
  await postalCode.fill("52064");
  await page.getByRole("button", { name: "Speichern" }).last().click();
  await expect(status).toHaveText("Entwurf gespeichert");
  await expect(postalCode).toHaveValue("52064");

  // Veröffentlichen: live as a new release, listed in the Verlauf.
  await page.goto("/studio/website");
  await expect(page.getByText(/Unveröffentlichte Änderungen seit/)).toBeVisible();
  await page.getByRole("button", { name: "Veröffentlichen" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Veröffentlicht. Die Website zeigt jetzt die neue Fassung.",
    { timeout: siteRenderMs },
  );
  await page.getByRole("link", { name: "Verlauf" }).click();
  // The studio itself names the live release's studio: its brand and its page titles.
  // After the count of new inquiries, if any: "(2) Verlauf · …".
  await expect(page).toHaveTitle(/^(\(\d+\) )?Verlauf · Studio · Atelier Lumière$/);
  await expect(page.getByRole("banner")).toContainText("Atelier Lumière");
  // Newest first: this release, live, from the studio; the first install's at the bottom. (Other
  // specs publish on the same server, so the numbers in between are theirs.)
  const releases = page.locator("main").getByRole("listitem");
  await expect(releases.first()).toContainText("Live");
  await expect(releases.first()).toContainText("Studio");
  await expect(releases.last()).toContainText("Version 1");
  await expect(releases.last()).toContainText("Erstinstallation");
});

for (const viewport of viewports) {
  const phone = viewport.width < 1024;
  test(`the website's overview and editor look calm and pass axe at ${viewport.label} px`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    for (const [shot, path] of [
      ["website", "/studio/website"],
      ["website-home", "/studio/website/startseite"],
      ["website-facts", "/studio/website/studio"],
      ["website-search", "/studio/website/suche"],
      ["website-history", "/studio/website/verlauf"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.locator("[aria-current=page]:visible")).toHaveText([
        phone ? "Mehr" : "Website",
      ]);
      await expectCalmLayout(page, phone, true);
      await expectNoAxeViolations(page);
      await screenshot(page, `${shot}-${viewport.label}`);
    }

    // The overview with a draft: Vorschau, Veröffentlichen, Entwurf verwerfen (then discarded).
    await page.goto("/studio/website/suche");
    await field(page, "search.title").fill("Boudoir-Fotografie · Entwurf");
    await expect(page.locator("[aria-live=polite]")).toHaveText("Entwurf gespeichert");
    await page.goto("/studio/website");
    await expect(page.getByRole("button", { name: "Veröffentlichen" })).toBeVisible();
    await expectCalmLayout(page, phone, true);
    await expectNoAxeViolations(page);
    await screenshot(page, `website-draft-${viewport.label}`);
    await page.getByRole("button", { name: "Entwurf verwerfen" }).click();
    await page.getByRole("button", { name: "Ja, Entwurf verwerfen" }).click();
    await expect(page.getByRole("status")).toContainText("Der Entwurf ist verworfen");
  });
}
