import { expect, test } from "@playwright/test";
import {
  lightboxTrigger,
  openLightbox,
  scrollThrough,
  watchPrivacy,
} from "#tests/e2e/support/visit.ts";

test("a full visit sets no cookie, stores nothing, stays on this origin and keeps the CSP", async ({
  page,
  context,
  baseURL,
}) => {
  // Four pages, each scrolled through to its end, and the lightbox: a long test on a busy machine.
  test.setTimeout(60_000);
  const watch = await watchPrivacy(page, baseURL!);

  await page.goto("/");
  await scrollThrough(page);
  if (await lightboxTrigger(page).count()) {
    await lightboxTrigger(page).scrollIntoViewIfNeeded();
    await openLightbox(page);
    await page.keyboard.press("Escape");
  }
  // Through the footer, the way a visitor reaches the legal pages.
  for (const name of ["Impressum", "Datenschutz", "Nutzungsbedingungen"]) {
    await page.locator("footer").getByRole("link", { name, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(name.slice(0, 8));
    await scrollThrough(page);
  }
  expect(watch.consoleErrors).toEqual([]);
  const notFound = await page.goto("/gibt-es-nicht");
  expect(notFound?.status()).toBe(404);

  expect(await context.cookies()).toEqual([]);
  expect(await page.evaluate(() => document.cookie)).toBe("");
  // The form session is created only once the visitor starts filling in the form.
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  // Nor anything else: the browser keeps its own scroll positions.
  expect(await page.evaluate(() => Object.keys(sessionStorage))).toEqual([]);
  expect(watch.foreignRequests).toEqual([]);
  expect(await watch.cspViolations()).toEqual([]);
  expect(watch.consoleErrors.filter((text) => /Content.Security.Policy/i.test(text))).toEqual([]);
});

test("sending an inquiry sets no cookie and contacts no other origin", async ({
  page,
  context,
  baseURL,
}) => {
  const watch = await watchPrivacy(page, baseURL!);
  await page.goto("/");
  const submit = page.getByRole("button", { name: "Anfrage absenden" });

  const contact = page.locator("#contact");
  await contact.scrollIntoViewIfNeeded();
  // The page's script starts after the first paint; entries typed before it may be reset.
  await page.locator("form[data-hydrated]").waitFor();
  await contact.getByLabel(/Vorname/).fill("Erika");
  await contact.getByLabel(/Nachname/).fill("Beispiel");
  await contact.getByLabel(/E-Mail/).fill("erika@example.org");
  await contact.getByText("Essence", { exact: true }).first().click();
  await contact.getByLabel(/Nachricht/).fill("Ich interessiere mich für ein Shooting im Herbst.");
  await contact.getByRole("combobox").first().selectOption({ index: 1 });
  await contact.getByRole("checkbox", { name: /Datenverarbeitung|Datenschutz|zustimm/i }).check();
  await submit.click();
  // The toast; the page also carries the no-JS form's success note, hidden unless it is the target.
  await expect(page.getByText("Anfrage gesendet").filter({ visible: true }).first()).toBeVisible({
    timeout: 15_000,
  });

  expect(await context.cookies()).toEqual([]);
  expect(watch.foreignRequests).toEqual([]);
  expect(await watch.cspViolations()).toEqual([]);
  expect(watch.consoleErrors.filter((text) => /Content.Security.Policy/i.test(text))).toEqual([]);
});
