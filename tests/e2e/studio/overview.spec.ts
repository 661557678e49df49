import type { Locator, Page } from "@playwright/test";
import { expect, test, type StudioServer } from "#tests/e2e/studio/fixtures.ts";
import {
  expectCalmLayout,
  expectNoAxeViolations,
  postInquiry,
  screenshot,
  viewports,
} from "#tests/e2e/studio/helpers.ts";

test.use({ signedIn: true });

/** Books an inquiry as changeStage does: the stage, and the price in the history. */
function book(studio: StudioServer, id: string, price: number | undefined) {
  studio.db((db) => {
    db.prepare("UPDATE inquiries SET stage = 'booked' WHERE id = ?").run(id);
    db.prepare(
      "INSERT INTO inquiry_events (inquiry_id, at, type, data) VALUES (?, ?, 'stage_changed', ?)",
    ).run(
      id,
      Date.now(),
      JSON.stringify({ from: "new", to: "booked", ...(price === undefined ? {} : { price }) }),
    );
  });
}

/** A table row's four figures: inquiries, booked, conversion (percent, 0 for none), euros. */
async function figures(row: Locator): Promise<number[]> {
  return (await row.getByRole("cell").allTextContents()).map((text) =>
    Number(text.replace(/\D/g, "")),
  );
}

test("the Übersicht counts the retention window's inquiries, bookings and their value at the booking's price", async ({
  page,
  request,
  studio,
}) => {
  test.setTimeout(120_000);
  await page.goto("/studio/uebersicht");
  await expect(page.getByRole("heading", { level: 1, name: "Übersicht" })).toBeVisible();
  await expect(
    page.getByText(/Anfragen der letzten 180 Tage, seit [A-Z][a-z]\.,\s\d+\.\s/),
  ).toBeVisible();
  // The package rows in the live release's order (essence, lumiere, signature), then the sum.
  const byPackage = page.getByRole("table", { name: "Nach Paket" });
  const rows = (page: Page) => {
    const table = page.getByRole("table", { name: "Nach Paket" });
    return [
      table.locator("tbody tr").nth(1),
      table.locator("tbody tr").nth(2),
      table.locator("tfoot tr"),
    ];
  };
  const empty = [0, 0, 0, 0];
  const start = (await byPackage.isVisible())
    ? await Promise.all(rows(page).map(figures))
    : [empty, empty, empty];

  const ids: string[] = [];
  try {
    for (const [n, entry] of [
      { package: "essence", source: "instagram" },
      { package: "lumiere", source: "recommendation" },
      { package: "signature", source: "google" },
      { package: "lumiere", source: "instagram" },
    ].entries()) {
      ids.push(
        await postInquiry(request, studio, {
          firstName: "Ulla",
          lastName: `Übersicht${n}`,
          email: `ulla.uebersicht${n}@example.com`,
          ...entry,
        }),
      );
    }
    // Booked at 400 € when Lumière cost that (it costs 480 € now), and Signature before prices
    // were recorded: it counts at today's 790 €, with the footnote.
    book(studio, ids[1]!, 400);
    book(studio, ids[2]!, undefined);

    await page.reload();
    await expect(byPackage.getByRole("columnheader")).toHaveText([
      "Paket",
      "Anfragen",
      "Gebucht",
      "Quote",
      "Wert",
    ]);
    const [lumiere, signature, sum] = await Promise.all(rows(page).map(figures));
    // Lumière: two inquiries, one booked, at the 400 € of its booking.
    expect(lumiere![0]).toBe(start[0]![0]! + 2);
    expect(lumiere![1]).toBe(start[0]![1]! + 1);
    expect(lumiere![3]).toBe(start[0]![3]! + 400);
    // Signature: at its live price, whatever the website specs set it to.
    const signaturePrice = signature![3]! - start[1]![3]!;
    expect(signaturePrice).toBeGreaterThan(0);
    expect(sum![0]).toBe(start[2]![0]! + 4);
    expect(sum![1]).toBe(start[2]![1]! + 2);
    expect(sum![3]).toBe(start[2]![3]! + 400 + signaturePrice);
    await expect(page.getByText(/mit dem heutigen Paketpreis/)).toBeVisible();
    const bySource = page.getByRole("table", { name: "Nach Quelle" });
    await expect(bySource.getByRole("rowheader")).toHaveText([
      /^Instagram/,
      /^Empfehlung/,
      /^Google/,
      /^Schon Kundin/,
      /^Sonstiges/,
      "Alle",
    ]);
    // The month's line says it in words, for everyone.
    await expect(page.getByText(/\d+ Anfragen?, \d+ gebucht/).first()).toBeVisible();

    for (const viewport of viewports) {
      await page.setViewportSize(viewport);
      await page.reload();
      await expectCalmLayout(page, viewport.width < 1024, true);
      await expectNoAxeViolations(page);
      await screenshot(page, `overview-data-${viewport.label}`);
      await page.getByRole("heading", { name: "Nach Quelle" }).scrollIntoViewIfNeeded();
      await page.screenshot({
        path: `reports/studio-screenshots/overview-data-tables-${viewport.label}.png`,
      });
    }

    // A table too wide for the phone scrolls sideways with the keyboard.
    await page.setViewportSize({ width: 375, height: 812 });
    const region = page.getByRole("region", { name: "Nach Paket" });
    await region.focus();
    expect(await region.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe(
      "none",
    );
  } finally {
    await expect
      .poll(
        () =>
          studio.db(
            (db) =>
              (
                db
                  .prepare(
                    `SELECT count(*) AS n FROM outbox WHERE inquiry_id IN (${ids.map(() => "?").join(",")})
                       AND status NOT IN ('sent', 'failed')`,
                  )
                  .get(...ids) as { n: number }
              ).n,
          ),
        { timeout: 30_000 },
      )
      .toBe(0);
    studio.db((db) => {
      for (const id of ids) {
        db.prepare("DELETE FROM outbox WHERE inquiry_id = ?").run(id);
        db.prepare("DELETE FROM inquiries WHERE id = ?").run(id);
      }
    });
  }
});
