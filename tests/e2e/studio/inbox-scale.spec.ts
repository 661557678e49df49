import { DatabaseSync } from "node:sqlite";
import type { Page } from "@playwright/test";
import { expect, test } from "#tests/e2e/studio/fixtures.ts";
import {
  expectCalmLayout,
  expectNoAxeViolations,
  screenshot,
  viewports,
} from "#tests/e2e/studio/helpers.ts";
import { removeSeededInquiries, seedInquiries } from "#tests/support/seed-inquiries.ts";

/**
 * The inbox with 1,000 inquiries: pages, orders, filters, the bulk action, the list beside the
 * open inquiry and its keyboard shortcuts. The inquiries go straight into the running studio
 * server's database (ids "scale-…", addresses @seed.example.com) and are removed at the end:
 * the other studio specs share the server. Every list is checked against the database itself,
 * which may hold other specs' inquiries too.
 */
const prefix = "scale-";
let db: DatabaseSync;

test.describe.configure({ mode: "serial" });
test.use({ signedIn: true });

test.beforeAll(({ studio }) => {
  db = new DatabaseSync(studio.database, { timeout: 10_000 });
  db.exec("PRAGMA journal_mode = WAL");
  removeSeededInquiries(db, prefix);
  seedInquiries(db, { count: 1000, idPrefix: prefix });
});

test.afterAll(() => {
  if (!db?.isOpen) return;
  removeSeededInquiries(db, prefix);
  db.close();
});

const preferredIso = `CASE
  WHEN preferred_date GLOB '[0-9][0-9].[0-9][0-9].[0-9][0-9][0-9][0-9]'
    THEN substr(preferred_date, 7, 4) || '-' || substr(preferred_date, 4, 2) || '-' || substr(preferred_date, 1, 2)
  WHEN preferred_date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]' THEN preferred_date END`;

/** The ids the database gives for a list: its condition, order and page. */
function expectedIds(where: string, values: string[], order: string, page = 1): string[] {
  return db
    .prepare(`SELECT id FROM inquiries WHERE ${where} ORDER BY ${order} LIMIT 25 OFFSET ?`)
    .all(...values, (page - 1) * 25)
    .map((row) => row.id as string);
}
const newestFirst = "created_at DESC, id";
const soonestFirst = `${preferredIso} IS NULL, ${preferredIso}, created_at DESC, id`;

const count = (where: string, ...values: string[]) =>
  (db.prepare(`SELECT count(*) AS n FROM inquiries WHERE ${where}`).get(...values) as { n: number })
    .n;

/** The keyboard shortcuts listen (a key pressed before the page's script runs does nothing). */
const shortcutsListen = (page: Page) =>
  page.locator("#inbox-shortcuts[data-hydrated]").waitFor({ state: "attached" });

/** The inquiries the list shows, in its order. */
async function shownIds(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('main ul a[href^="/studio/anfragen/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  return hrefs.map((href) => /\/studio\/anfragen\/([^?]+)/.exec(href)![1]!);
}

const heading = (page: Page) => page.locator("main header p").first();

/**
 * Every other studio page with this many inquiries (the new count, bookings in the Kalender, the
 * Übersicht's figures, an inquiry's page with its list): a screenshot to look at, and axe on the
 * pages the inquiries change.
 */
async function lookAtEveryPage(page: Page, label: string) {
  const booked = db
    .prepare(
      `SELECT id FROM inquiries WHERE id LIKE '${prefix}%' AND status = 'received'
       ORDER BY stage = 'booked' DESC, created_at DESC LIMIT 1`,
    )
    .get() as { id: string } | undefined;
  const pages: [name: string, path: string, axe: boolean][] = [
    ["inquiry", `/studio/anfragen/${booked?.id ?? "unbekannt"}`, true],
    ["calendar", "/studio/kalender", true],
    ["overview", "/studio/uebersicht", true],
    ["more", "/studio/mehr", false],
    ["photos", "/studio/fotos", false],
    ["website", "/studio/website", false],
    ["templates", "/studio/textbausteine", false],
    ["privacy", "/studio/datenschutz", false],
    ["settings", "/studio/einstellungen", false],
  ];
  expect(booked, "a seeded inquiry").toBeTruthy();
  for (const [name, path, axe] of pages) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    if (axe) await expectNoAxeViolations(page);
    await screenshot(page, `pages-${label}-${name}`);
  }
}

test("1,000 inquiries: 25 a page, newest first or by preferred date, by status, package and month", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/studio");

  const inbox = count("status = 'received'");
  const pages = Math.ceil(inbox / 25);
  await expect(heading(page)).toHaveText(`${inbox} Anfragen`);
  await expect(page.getByRole("navigation", { name: "Seiten" })).toContainText(
    `Seite 1 von ${pages}`,
  );
  expect(await shownIds(page)).toEqual(expectedIds("status = 'received'", [], newestFirst));

  await page
    .getByRole("navigation", { name: "Seiten" })
    .getByRole("link", { name: "Weiter" })
    .click();
  await expect(page).toHaveURL(/seite=2/);
  await expect(page.getByRole("navigation", { name: "Seiten" })).toContainText(
    `Seite 2 von ${pages}`,
  );
  expect(await shownIds(page)).toEqual(expectedIds("status = 'received'", [], newestFirst, 2));

  // The order by preferred date (a select: with JavaScript it applies at once), back to page 1.
  await page.getByText("Filter und Sortierung").click();
  await page.getByLabel("Sortierung").selectOption("wunschtermin");
  await expect(page).toHaveURL(/sortierung=wunschtermin/);
  await expect(page).not.toHaveURL(/seite=/);
  expect(await shownIds(page)).toEqual(expectedIds("status = 'received'", [], soonestFirst));
  // The dates carry their weekday.
  await expect(page.locator(`main ul a[href^="/studio/anfragen/"]`).first()).toContainText(
    /(Mo|Di|Mi|Do|Fr|Sa|So)\., \d\d\.\d\d\.\d{4}/,
  );

  // A package, then a month of the preferred date, with a status view: all narrowing together.
  const { package: packageId } = db
    .prepare(
      `SELECT package FROM inquiries WHERE id LIKE '${prefix}%' GROUP BY package ORDER BY count(*) DESC`,
    )
    .get() as { package: string };
  await page.getByLabel("Paket").selectOption(packageId);
  await expect(page).toHaveURL(new RegExp(`paket=${packageId}`));
  const { month } = db
    .prepare(
      `SELECT substr(${preferredIso}, 1, 7) AS month FROM inquiries WHERE package = ? AND preferred_date IS NOT NULL
       GROUP BY month ORDER BY count(*) DESC`,
    )
    .get(packageId) as { month: string };
  await page.getByLabel("Wunschtermin im Monat").selectOption(month);
  await expect(page).toHaveURL(new RegExp(`monat=${month}`));
  const narrowed = `package = ? AND substr(${preferredIso}, 1, 7) = ?`;
  await page
    .getByRole("navigation", { name: "Anfragen filtern" })
    .getByRole("link", { name: /^Beantwortet/ })
    .click();
  await expect(page).toHaveURL(/status=answered/);
  const answered = count(
    `status = 'received' AND stage = 'answered' AND ${narrowed}`,
    packageId,
    month,
  );
  await expect(heading(page)).toHaveText(
    `${answered} ${answered === 1 ? "Anfrage" : "Anfragen"} mit Status Beantwortet (gefiltert)`,
  );
  expect(await shownIds(page)).toEqual(
    expectedIds(
      `status = 'received' AND stage = 'answered' AND ${narrowed}`,
      [packageId, month],
      soonestFirst,
    ),
  );

  // Spam: the heading counts what is shown.
  await page.goto("/studio?status=spam");
  const spam = count("status = 'spam'");
  await expect(heading(page)).toHaveText(`${spam} ${spam === 1 ? "Anfrage" : "Anfragen"} in Spam`);
  expect(await shownIds(page)).toEqual(expectedIds("status = 'spam'", [], newestFirst));
});

test("bulk: ticked rows move to Gebucht, a whole page into the spam, each in the database and the list", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/studio?status=new");
  const ids = (await shownIds(page)).slice(0, 3);
  for (const id of ids) {
    const box = page.locator(`input[type="checkbox"][value="${id}"]`);
    await box.check();
    const size = (await box.locator("xpath=..").boundingBox())!;
    expect(size.width).toBeGreaterThanOrEqual(44);
    expect(size.height).toBeGreaterThanOrEqual(44);
  }
  await page.getByLabel("Aktion").selectOption("booked");
  await page.getByRole("button", { name: "Anwenden" }).click();
  await expect(page.getByRole("status")).toHaveText("3 Anfragen auf Gebucht gesetzt.");
  for (const id of ids) {
    expect(db.prepare("SELECT stage FROM inquiries WHERE id = ?").get(id)).toEqual({
      stage: "booked",
    });
    expect(
      db
        .prepare(
          "SELECT count(*) AS n FROM inquiry_events WHERE inquiry_id = ? AND type = 'stage_changed' AND data LIKE '%\"to\":\"booked\"%'",
        )
        .get(id),
    ).toEqual({ n: 1 });
  }
  expect(await shownIds(page)).not.toContain(ids[0]);
  await page.goto(`/studio?status=booked`);
  expect(await shownIds(page)).toEqual(
    expectedIds("status = 'received' AND stage = 'booked'", [], newestFirst),
  );

  // "Alle auf dieser Seite", as Spam: the page's 25 leave the inbox, reversible with "Kein Spam".
  await page.goto("/studio?status=declined&seite=2");
  const pageIds = await shownIds(page);
  await page.getByLabel("Alle auf dieser Seite").check();
  await expect(page.locator(`input[type="checkbox"][value="${pageIds[24]}"]`)).toBeChecked();
  await page.getByLabel("Aktion").selectOption("spam");
  await page.getByRole("button", { name: "Anwenden" }).click();
  await expect(page.getByRole("status")).toHaveText(
    `${pageIds.length} Anfragen als Spam markiert.`,
  );
  expect(count(`status = 'spam' AND id IN (${pageIds.map(() => "?").join(",")})`, ...pageIds)).toBe(
    pageIds.length,
  );
  await page.goto(`/studio/anfragen/${pageIds[0]}`);
  await expect(page.getByRole("button", { name: "Kein Spam" })).toBeVisible();
});

test("beside the open inquiry at 1440: the list marks it, j/k walk across pages, ? shows the shortcuts", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/studio");
  const first = expectedIds("status = 'received'", [], newestFirst);
  const second = expectedIds("status = 'received'", [], newestFirst, 2);
  await expect(page.getByText("Anfrage auswählen")).toBeVisible();
  await expect(page.getByRole("button", { name: "Tastenkürzel: ?" })).toBeVisible();
  await shortcutsListen(page);
  await page.keyboard.press("j");
  await expect(page).toHaveURL(new RegExp(`/studio/anfragen/${first[0]}`));
  const current = page.locator(`main ul a[aria-current="page"]`);
  await expect(current).toHaveAttribute("href", new RegExp(first[0]!));
  await page.keyboard.press("j");
  await expect(page).toHaveURL(new RegExp(`/studio/anfragen/${first[1]}`));
  await expect(current).toHaveAttribute("href", new RegExp(first[1]!));
  await page.keyboard.press("k");
  await expect(page).toHaveURL(new RegExp(`/studio/anfragen/${first[0]}`));

  // From the last of page 1 to the first of page 2, the list turning its page with it.
  await page.goto(`/studio/anfragen/${first[24]}`);
  await expect(current).toHaveAttribute("href", new RegExp(first[24]!));
  await shortcutsListen(page);
  await page.keyboard.press("j");
  await expect(page).toHaveURL(new RegExp(`/studio/anfragen/${second[0]}\\?seite=2`));
  await expect(
    page.getByRole("region", { name: "Anfragen" }).getByText(/^Seite 2 von/),
  ).toBeVisible();
  await expect(page.locator(`main ul a[aria-current="page"]`)).toHaveCount(1);
  await expectCalmLayout(page, false, true);
  await screenshot(page, "inbox-split-1440");

  await page.keyboard.press("?");
  const sheet = page.getByRole("dialog", { name: "Tastenkürzel" });
  await expect(sheet).toBeVisible();
  await expect(sheet).toContainText("Nächste Anfrage in der Liste");
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();

  // "/" focuses the search; typing there is not a shortcut.
  await page.goto("/studio");
  await shortcutsListen(page);
  await page.keyboard.press("/");
  await expect(page.getByRole("searchbox", { name: "Name oder E-Mail" })).toBeFocused();
  await page.keyboard.type("j");
  await expect(page).toHaveURL(/\/studio$/);
});

for (const viewport of viewports) {
  test(`1,000 inquiries look calm and pass axe at ${viewport.label} px`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    await page.goto("/studio");
    await expectCalmLayout(page, viewport.width < 1024, true);
    await expectNoAxeViolations(page);
    await screenshot(page, `inbox-1000-${viewport.label}`);
    await lookAtEveryPage(page, `1000-${viewport.label}`);
  });
}

test("after the seeded inquiries are gone, the inbox with few looks calm too", async ({ page }) => {
  test.setTimeout(240_000);
  removeSeededInquiries(db, prefix);
  expect(count(`id LIKE '${prefix}%'`)).toBe(0);
  // A few, as at the start of a season (removed again by afterAll).
  seedInquiries(db, { count: 4, idPrefix: `${prefix}few-`, seed: 7 });
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    await page.goto("/studio");
    await expectCalmLayout(page, viewport.width < 1024, true);
    await expectNoAxeViolations(page);
    await screenshot(page, `inbox-few-${viewport.label}`);
    await lookAtEveryPage(page, `few-${viewport.label}`);
  }
});
