import { describe, expect, it } from "vitest";
import { recordRun, type BackupRun } from "#app/backup/runs.server.ts";
import type { PushMessage } from "#app/studio/push/push.server.ts";
import { runBackupWatch, type BackupWatchDeps } from "#app/studio/backup/watch.server.ts";
import { testDatabase } from "#tests/support/test-database.ts";

const start = Date.parse("2026-11-20T03:30:00Z");
const hour = 3_600_000;

function setUp(configured = true) {
  const { db } = testDatabase();
  let now = start;
  const pushed: PushMessage[] = [];
  let wakes = 0;
  const deps: BackupWatchDeps = {
    db,
    clock: () => now,
    push: async (message) => {
      pushed.push(message);
    },
    mail: {
      studioEmail: "studio@atelier.example",
      mailFrom: "Atelier <web@atelier.example>",
      studioName: () => "Atelier Lumière",
      siteOrigin: "https://atelier.example",
    },
    wakeMailWorker: () => (wakes += 1),
    log: () => {},
    configured,
  };
  const mails = () =>
    db
      .prepare(
        "SELECT kind, inquiry_id AS inquiryId, recipient, subject, text_body AS text, status FROM outbox ORDER BY id",
      )
      .all() as {
      kind: string;
      inquiryId: null;
      recipient: string;
      subject: string;
      text: string;
    }[];
  const run = (fields: Partial<BackupRun> & Pick<BackupRun, "kind" | "ok">) =>
    recordRun(db, {
      startedAt: now,
      finishedAt: now,
      target: "/mnt/backup/atelier",
      snapshot: null,
      bytes: null,
      added: null,
      detail: null,
      ...fields,
    });
  return { db, deps, pushed, mails, run, wakes: () => wakes, advance: (ms: number) => (now += ms) };
}

describe("the backup watch", () => {
  it("tells her of a failed backup and a failed drill once each, by push and by e-mail", async () => {
    const { deps, pushed, mails, run, wakes } = setUp();
    run({ kind: "backup", ok: true });
    run({ kind: "backup", ok: false, detail: "restic backup failed (exit 1): connection refused" });
    run({ kind: "drill", ok: false, detail: '[{"code":"integrity","message":"x"}]' });

    expect(await runBackupWatch(deps)).toEqual({ alerts: 2 });
    expect(pushed.map((message) => message.title)).toEqual([
      "Datensicherung fehlgeschlagen",
      "Probe-Wiederherstellung fehlgeschlagen",
    ]);
    expect(pushed.every((message) => message.url === "/studio/mehr/datensicherung")).toBe(true);
    const queued = mails();
    expect(queued.map((mail) => [mail.kind, mail.inquiryId, mail.recipient, mail.subject])).toEqual(
      [
        [
          "backup_alert",
          null,
          "studio@atelier.example",
          "Datensicherung fehlgeschlagen · Atelier Lumière",
        ],
        [
          "backup_alert",
          null,
          "studio@atelier.example",
          "Probe-Wiederherstellung fehlgeschlagen · Atelier Lumière",
        ],
      ],
    );
    expect(queued[0]!.text).toContain("https://atelier.example/studio/mehr/datensicherung");
    // The error's technical words stay in the studio and the logs, not in a push or a mail.
    expect(JSON.stringify([pushed, queued])).not.toContain("connection refused");
    expect(wakes()).toBe(1);

    expect(await runBackupWatch(deps)).toEqual({ alerts: 0 });
    expect(mails()).toHaveLength(2);
    expect(pushed).toHaveLength(2);
  });

  it("tells her once when no backup has succeeded for 48 hours, and again after the next good one lapses", async () => {
    const { deps, pushed, mails, run, advance } = setUp();
    run({ kind: "backup", ok: true });
    advance(47 * hour);
    expect(await runBackupWatch(deps)).toEqual({ alerts: 0 });
    // Failed nights do not reset the clock; each is told on its own.
    run({ kind: "backup", ok: false, detail: "x" });
    advance(2 * hour);
    expect(await runBackupWatch(deps)).toEqual({ alerts: 2 });
    expect(pushed.map((message) => message.title)).toEqual([
      "Datensicherung fehlgeschlagen",
      "Seit zwei Tagen keine Datensicherung",
    ]);
    advance(24 * hour);
    expect(await runBackupWatch(deps)).toEqual({ alerts: 0 });

    run({ kind: "backup", ok: true });
    advance(47 * hour);
    expect(await runBackupWatch(deps)).toEqual({ alerts: 0 });
    advance(2 * hour);
    expect(await runBackupWatch(deps)).toEqual({ alerts: 1 });
    expect(pushed.at(-1)!.title).toBe("Seit zwei Tagen keine Datensicherung");
    expect(mails().at(-1)!.subject).toBe("Seit zwei Tagen keine Datensicherung · Atelier Lumière");
  });

  it("counts the 48 hours of a new install from the first look, and not at all without a backup target", async () => {
    const { deps, pushed, advance } = setUp();
    expect(await runBackupWatch(deps)).toEqual({ alerts: 0 });
    advance(47 * hour);
    expect(await runBackupWatch(deps)).toEqual({ alerts: 0 });
    advance(2 * hour);
    expect(await runBackupWatch(deps)).toEqual({ alerts: 1 });
    expect(pushed[0]!.title).toBe("Seit zwei Tagen keine Datensicherung");

    const unconfigured = setUp(false);
    unconfigured.advance(100 * hour);
    expect(await runBackupWatch(unconfigured.deps)).toEqual({ alerts: 0 });
  });
});
