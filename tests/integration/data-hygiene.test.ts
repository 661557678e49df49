import { existsSync, readdirSync, readFileSync, utimesSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  cli,
  deadPort,
  formSession,
  rows,
  submit,
  validInquiry,
  waitFor,
  type App,
} from "#tests/integration/harness.ts";
import { startApp, testDir } from "#tests/support/app.ts";

/**
 * Purged personal data is really gone (rows, free pages of the file, `.eml` copies), and an
 * inquiry the studio never received is never purged without a word.
 */
async function send(target: App, lastName: string) {
  const token = await formSession(target);
  const response = await submit(target, { ...validInquiry, lastName }, { token });
  expect(response.status).toBe(200);
  return response.body.id as string;
}

const makeOld = (target: App, id: string) => {
  const db = target.db();
  db.prepare("UPDATE inquiries SET created_at = ? WHERE id = ?").run(
    // Older than the retention period the pages were built with (RETENTION_DAYS, 180 by default).
    Date.now() - 200 * 86_400_000,
    id,
  );
  db.close();
};

describe("purge", () => {
  it("deletes the inquiry, its mails, its .eml copies, and leaves its bytes nowhere in the file", async () => {
    const target = await startApp();
    const secret = "Quxwellbottom";
    const gone = await send(target, secret);
    const stays = await send(target, "Bleibtda");
    const outbox = target.env.OUTBOX_DIR!;
    await waitFor(() => existsSync(outbox) && readdirSync(outbox).length === 4, {
      what: "four .eml files",
    });
    makeOld(target, gone);

    const purged = cli(target, "purge", "--older-than", "30", "--yes");
    expect(purged.status).toBe(0);
    expect(purged.stdout).toContain("1 inquiry(ies)");
    expect(purged.stdout).toContain("2 .eml copy(ies)");
    expect(rows(target, "SELECT id FROM inquiries")).toEqual([{ id: stays }]);
    expect(rows(target, "SELECT id FROM outbox WHERE inquiry_id = ?", gone)).toEqual([]);
    const files = readdirSync(outbox);
    expect(files).toHaveLength(2);
    expect(files.every((name) => name.includes(stays))).toBe(true);

    // Into the main file, and the WAL emptied: then read every byte of both.
    const db = target.db();
    const checkpoint = db.prepare("PRAGMA wal_checkpoint(TRUNCATE)").get() as { busy: number };
    db.close();
    expect(checkpoint.busy).toBe(0);
    const file = target.env.DATABASE_PATH!;
    for (const part of [file, `${file}-wal`]) {
      if (!existsSync(part)) continue;
      const bytes = readFileSync(part);
      expect(bytes.includes(Buffer.from(secret)), path.basename(part)).toBe(false);
      expect(bytes.includes(Buffer.from("Bleibtda")) || part.endsWith("-wal")).toBe(true);
    }
  });
});

describe("retention", () => {
  it(
    "deletes the .eml copies an earlier period without SMTP left, also once SMTP is set",
    // Two server starts and a stop: over 60 s on a busy two-core machine (CI, 2026-12-07).
    { timeout: 150_000 },
    async () => {
      const dir = testDir("retention-eml");
      const first = await startApp({ dir });
      const old = await send(first, "Dateikopie");
      const outbox = first.env.OUTBOX_DIR!;
      await waitFor(() => existsSync(outbox) && readdirSync(outbox).length === 2, {
        what: "two .eml files",
      });
      await first.stop();
      makeOld(first, old);
      const longAgo = new Date(Date.now() - 200 * 86_400_000);
      for (const name of readdirSync(outbox)) utimesSync(path.join(outbox, name), longAgo, longAgo);

      const second = await startApp({ smtp: true, dir });
      await waitFor(() => rows(second, "SELECT id FROM inquiries").length === 0, {
        what: "the old inquiry purged",
      });
      expect(readdirSync(outbox)).toEqual([]);
    },
  );

  it(
    "keeps an old inquiry whose studio mail was never delivered, and says so",
    // Two server starts and stops and a CLI run, each seconds long on a busy two-core machine.
    { timeout: 150_000 },
    async () => {
      const dir = testDir("retention-undelivered");
      const env = { SMTP_URL: `smtp://127.0.0.1:${await deadPort()}` };
      const first = await startApp({ env, dir });
      const undelivered = await send(first, "Nieangekommen");
      await first.stop();
      makeOld(first, undelivered);

      const second = await startApp({ env, dir });
      await waitFor(() => second.logs.find((line) => line.event === "retention.kept_undelivered"), {
        what: "the retention error",
      });
      expect(second.logs.find((line) => line.event === "retention.kept_undelivered")).toMatchObject(
        {
          level: "error",
          inquiries: 1,
        },
      );
      expect(rows(second, "SELECT id FROM inquiries")).toEqual([{ id: undelivered }]);

      // The CLI keeps it too, and says why.
      const purged = cli(second, "purge", "--older-than", "30", "--yes");
      expect(purged.stdout).toContain("0 inquiry(ies)");
      expect(purged.stderr).toContain("1 older inquiry(ies) kept");
      expect(rows(second, "SELECT id FROM inquiries")).toEqual([{ id: undelivered }]);
    },
  );
});
