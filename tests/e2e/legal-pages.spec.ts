import { expect, test } from "@playwright/test";

const pages = [
  { path: "/impressum", heading: "Impressum" },
  { path: "/datenschutz", heading: "Datenschutzerklärung" },
  { path: "/nutzungsbedingungen", heading: "Nutzungsbedingungen" },
];

for (const { path, heading } of pages) {
  test(`${path} is prerendered, titled and leads back home`, async ({ page, request }) => {
    // Served as a prerendered file: the same bytes with JavaScript off, no redirect.
    const raw = await request.get(path, { maxRedirects: 0 });
    expect(raw.status()).toBe(200);
    expect(await raw.text()).toContain(`>${heading}</h1>`);

    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    expect(await page.getByRole("heading", { level: 2 }).count()).toBeGreaterThanOrEqual(3);
    await page.getByRole("link", { name: "Zurück zur Startseite" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
}

test("the Impressum has the sections the spec asks for and current law", async ({ page }) => {
  await page.goto("/impressum");
  for (const name of [
    "Angaben gemäß § 5 DDG",
    "Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV",
    "Haftungsausschluss",
    "Urheberrecht",
    "Datenschutz",
  ])
    await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("Haftung für Links");
  // The EU online dispute platform closed in July 2025: no link to it.
  expect(await page.locator('a[href*="ec.europa.eu"]').count()).toBe(0);
  await page.getByRole("main").getByRole("link", { name: "Datenschutzerklärung" }).click();
  await expect(page).toHaveURL(/\/datenschutz$/);
});

test("the privacy notice covers the form, storage, rights and the authority", async ({ page }) => {
  await page.goto("/datenschutz");
  const main = page.getByRole("main");
  for (const text of [
    "Art. 6 Abs. 1 lit. b DSGVO",
    "Art. 6 Abs. 1 lit. f DSGVO",
    "nach 180 Tagen automatisch gelöscht",
    "Art. 28 DSGVO",
    "localStorage",
    "§ 25 Abs. 2 Nr. 2 TDDDG",
    "Diese Website setzt keine Cookies",
    "Art. 15 DSGVO",
    "Art. 21 DSGVO",
    "Art. 77 DSGVO",
    "Landesbeauftragte für Datenschutz und Informationsfreiheit Nordrhein-Westfalen",
    "Kavalleriestraße 2–4",
    "40213 Düsseldorf",
  ])
    await expect(main).toContainText(text);
});

test("the terms explain that an inquiry is not binding and who owns the images", async ({
  page,
}) => {
  await page.goto("/nutzungsbedingungen");
  const main = page.getByRole("main");
  await expect(main).toContainText("Deine Anfrage über das Formular ist unverbindlich");
  await expect(main.getByRole("heading", { name: "Bildrechte" })).toBeVisible();
  await expect(main.getByRole("heading", { name: "Privatsphäre deiner Bilder" })).toBeVisible();
});

test("the footer and the 404 page link to all three legal pages", async ({ page }) => {
  for (const start of ["/", "/gibt-es-nicht"]) {
    await page.goto(start);
    for (const { path, heading } of pages) {
      const scope = start === "/" ? page.locator("footer") : page.getByRole("main");
      const link = scope.getByRole("link", {
        name: path === "/datenschutz" ? "Datenschutz" : heading,
      });
      await expect(link).toHaveAttribute("href", path);
    }
  }
  await page.goto("/gibt-es-nicht");
  await page.getByRole("main").getByRole("link", { name: "Nutzungsbedingungen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Nutzungsbedingungen" })).toBeVisible();
});
