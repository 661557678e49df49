import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import { expect, test, type StudioServer } from "#tests/e2e/studio/fixtures.ts";
import {
  expectCalmLayout,
  expectNoAxeViolations,
  screenshot,
  viewports,
} from "#tests/e2e/studio/helpers.ts";

test.use({ signedIn: true });

/**
 * Mehr → Datensicherung (docs/decisions/0038) in the owner's browser: the last backup and drill as
 * the jobs recorded them, the two buttons leaving their request for the systemd path units, and
 * the reminder to store the repository password until she confirms it.
 */

const requestDir = (studio: StudioServer) =>
  path.join(path.dirname(studio.database), "backup-requests");

function seed(studio: StudioServer) {
  const now = Date.now();
  rmSync(requestDir(studio), { recursive: true, force: true });
  studio.db((db) => {
    db.exec(`DELETE FROM backup_runs;
      DELETE FROM studio_settings WHERE key = 'backup.password_stored_at';`);
    const insert = db.prepare(
      `INSERT INTO backup_runs (kind, started_at, finished_at, ok, target, snapshot, bytes, added,
         detail, alerted_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    insert.run(
      "backup",
      now - 3_600_000,
      now - 3_500_000,
      1,
      "sftp:u1@box.example.de:atelier",
      "4f1c2a9e",
      12_345_678,
      20_480,
      null,
      null,
    );
    insert.run(
      "drill",
      now - 7_200_000,
      now - 7_100_000,
      0,
      "sftp:u1@box.example.de:atelier",
      "4f1c2a9e",
      null,
      null,
      JSON.stringify([{ code: "file-hash", file: "outbox/a.eml" }]),
      now,
    );
  });
}

test("Datensicherung shows the last backup and drill, starts both, and reminds her of the password until she confirms", async ({
  page,
  studio,
}) => {
  seed(studio);
  await page.goto("/studio/mehr");
  const reminder = page.getByRole("region", { name: "Passwort der Sicherung aufbewahren" });
  await expect(reminder).toBeVisible();
  await page
    .getByRole("navigation", { name: "Alle Bereiche" })
    .getByRole("link", { name: /^Datensicherung/ })
    .click();
  await page.waitForURL("/studio/mehr/datensicherung");
  await expect(page.getByRole("heading", { level: 1, name: "Datensicherung" })).toBeVisible();

  const backup = page.getByRole("region", { name: "Letzte Sicherung" });
  await expect(backup).toContainText("In Ordnung");
  await expect(backup).toContainText("sftp:u1@box.example.de:atelier");
  await expect(backup).toContainText("11,8\u00a0MB");
  const drill = page.getByRole("region", { name: "Letzte Probe-Wiederherstellung" });
  await expect(drill).toContainText("Fehlgeschlagen");
  await expect(drill).toContainText(
    "Eine gesicherte Datei stimmt nicht mit ihrer Prüfsumme überein.",
  );
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    await expectCalmLayout(page, viewport.width < 640, true);
    // Reachable from every screen: the phone's bar marks it as part of "Mehr", the sidebar has it.
    await expect(page.locator("[aria-current=page]:visible")).toHaveText([
      viewport.width < 640 ? "Mehr" : "Datensicherung",
    ]);
    await expectNoAxeViolations(page);
    await screenshot(page, `backup-${viewport.label}`);
  }

  // "Jetzt sichern": the request the path unit starts the backup job for.
  await page.getByRole("button", { name: "Jetzt sichern" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Die Sicherung läuft." })).toBeVisible();
  expect(existsSync(path.join(requestDir(studio), "backup"))).toBe(true);
  await page.getByRole("button", { name: "Probe-Wiederherstellung" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Die Probe-Wiederherstellung läuft." }),
  ).toBeVisible();
  expect(existsSync(path.join(requestDir(studio), "drill"))).toBe(true);
  // Not started yet (no systemd here): the page says so after a reload, too.
  await page.goto("/studio/mehr/datensicherung");
  await expect(
    page.getByText("Eine Sicherung ist angefordert und beginnt in Kürze."),
  ).toBeVisible();

  // The job ran and recorded a good drill: the page shows it.
  studio.db((db) =>
    db
      .prepare(
        `INSERT INTO backup_runs (kind, started_at, finished_at, ok, target, snapshot)
         VALUES ('drill', ?, ?, 1, 'sftp:u1@box.example.de:atelier', '5e2d3b0f')`,
      )
      .run(Date.now() - 1000, Date.now()),
  );
  await page.reload();
  await expect(page.getByRole("region", { name: "Letzte Probe-Wiederherstellung" })).toContainText(
    "In Ordnung",
  );

  await page.getByRole("button", { name: "Ich habe das Passwort sicher aufbewahrt" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Die Erinnerung erscheint nicht mehr." }),
  ).toBeVisible();
  await expect(reminder).toHaveCount(0);
  await page.goto("/studio/mehr");
  await expect(page.getByRole("heading", { level: 1, name: "Mehr" })).toBeVisible();
  await expect(reminder).toHaveCount(0);
});
