import { expect, test, type StudioServer } from "#tests/e2e/studio/fixtures.ts";
import { expectNoAxeViolations, postInquiry, screenshot } from "#tests/e2e/studio/helpers.ts";

test.use({ signedIn: true });

const newCount = (studio: StudioServer) =>
  studio.db(
    (db) =>
      (
        db
          .prepare(
            "SELECT count(*) AS n FROM inquiries WHERE status = 'received' AND stage = 'new'",
          )
          .get() as { n: number }
      ).n,
  );

test("Mehr lists every area as a large row, and is where the phone's bar marks the pages it stands for", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/studio");
  const bar = page.locator("nav.fixed");
  await bar.getByRole("link", { name: "Mehr" }).click();
  await page.waitForURL("/studio/mehr");
  await expect(page.getByRole("heading", { level: 1, name: "Mehr" })).toBeVisible();
  await expect(bar.getByRole("link", { name: "Mehr" })).toHaveAttribute("aria-current", "page");

  const areas = page.getByRole("navigation", { name: "Alle Bereiche" }).getByRole("link");
  await expect(areas).toHaveCount(10);
  for (const [index, [name, href]] of [
    ["Anfragen", "/studio"],
    ["Kalender", "/studio/kalender"],
    ["Übersicht", "/studio/uebersicht"],
    ["Fotos", "/studio/fotos"],
    ["Galerien", "/studio/galerien"],
    ["Website", "/studio/website"],
    ["Textbausteine", "/studio/textbausteine"],
    ["Datenschutz", "/studio/datenschutz"],
    ["Datensicherung", "/studio/mehr/datensicherung"],
    ["Einstellungen", "/studio/einstellungen"],
  ].entries()) {
    const area = areas.nth(index);
    await expect(area).toHaveAttribute("href", href!);
    await expect(area).toContainText(name!);
    const box = (await area.boundingBox())!;
    expect(box.height, name).toBeGreaterThanOrEqual(44);
  }
  await expect(page.getByRole("link", { name: /^Zur Website/ })).toHaveAttribute("href", "/");

  // Settings no longer carries a list of the other areas; the bar marks it as part of "Mehr".
  await page.getByRole("link", { name: /^Einstellungen/ }).click();
  await page.waitForURL("/studio/einstellungen");
  await expect(page.getByRole("heading", { name: "Weitere Bereiche" })).toHaveCount(0);
  await expect(bar.getByRole("link", { name: "Mehr" })).toHaveAttribute("aria-current", "page");

  // Abmelden from Mehr signs this device out.
  await page.goto("/studio/mehr");
  await page.getByRole("button", { name: /^Abmelden/ }).click();
  await page.waitForURL(/\/studio\/anmelden/);
});

test("the count of new inquiries shows on the Anfragen tab, in the title and on the app's icon", async ({
  page,
  request,
  studio,
}) => {
  // Two screen sizes, each with three pages and axe, then the count going down.
  test.setTimeout(60_000);
  // Record what the page asks of the Badging API (Chromium has it only for installed apps).
  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as { badgeCalls: string[] }).badgeCalls = calls;
    Object.assign(navigator, {
      setAppBadge: (count?: number) => {
        calls.push(`set ${count}`);
        return Promise.resolve();
      },
      clearAppBadge: () => {
        calls.push("clear");
        return Promise.resolve();
      },
    });
  });
  const id = await postInquiry(request, studio, {
    firstName: "Nora",
    lastName: "Neu",
    email: "nora.neu@example.com",
  });
  try {
    const count = newCount(studio);
    expect(count).toBeGreaterThan(0);
    for (const viewport of [
      { width: 375, height: 812, nav: page.locator("nav.fixed") },
      { width: 1440, height: 900, nav: page.locator("aside nav") },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto("/studio/kalender");
      const tab = viewport.nav.getByRole("link", { name: `Anfragen (${count} neu)`, exact: true });
      await expect(tab).toBeVisible();
      await expect(tab.locator("[aria-hidden=true]").last()).toHaveText(String(count));
      await expect(page).toHaveTitle(new RegExp(`^\\(${count}\\) Kalender · Studio`));
      // Mehr with the count, as the owner sees it when something is new.
      await page.goto("/studio/mehr");
      await expect(
        page.getByRole("navigation", { name: "Alle Bereiche" }).getByRole("link", {
          name: new RegExp(`^Anfragen \\(${count} neu\\)`),
        }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      await screenshot(page, `more-new-${viewport.width}`);
    }
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { badgeCalls: string[] }).badgeCalls))
      .toContain(`set ${count}`);

    // Seen and answered: one fewer, after the next navigation in the page.
    studio.db((db) => db.prepare("UPDATE inquiries SET stage = 'answered' WHERE id = ?").run(id));
    await page
      .getByRole("link", { name: /^Übersicht/ })
      .first()
      .click();
    await page.waitForURL("/studio/uebersicht");
    const fewer = count - 1;
    if (fewer > 0) {
      await expect(page).toHaveTitle(new RegExp(`^\\(${fewer}\\) Übersicht · Studio`));
    } else {
      await expect(page).toHaveTitle(/^Übersicht · Studio/);
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { badgeCalls: string[] }).badgeCalls))
        .toContain("clear");
    }
  } finally {
    await expect
      .poll(
        () =>
          studio.db(
            (db) =>
              (
                db
                  .prepare(
                    "SELECT count(*) AS n FROM outbox WHERE inquiry_id = ? AND status NOT IN ('sent', 'failed')",
                  )
                  .get(id) as { n: number }
              ).n,
          ),
        { timeout: 30_000 },
      )
      .toBe(0);
    studio.db((db) => {
      db.prepare("DELETE FROM outbox WHERE inquiry_id = ?").run(id);
      db.prepare("DELETE FROM inquiries WHERE id = ?").run(id);
    });
  }
});
