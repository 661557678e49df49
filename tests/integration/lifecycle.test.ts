import { mkdirSync, utimesSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase } from "#app/lib/db.server.ts";
import { migrations } from "#app/migrations.server.ts";
import { startApp, testDir } from "#tests/support/app.ts";
import { storedInquiry } from "#tests/support/stored-inquiry.ts";

describe("server lifecycle", () => {
  it("refuses to start when PUBLIC_API_KEY differs from the key the pages were built with", async () => {
    await expect(startApp({ env: { PUBLIC_API_KEY: "another-public-key" } })).rejects.toThrow(
      /PUBLIC_API_KEY differs from the value the pages were built with/,
    );
  });

  it("purges inquiries and .eml files older than RETENTION_DAYS at start, and reports health", async () => {
    const dir = testDir("retention");
    const db = openDatabase(path.join(dir, "studio.sqlite"), { migrations });
    storedInquiry(db, { id: "old", createdAt: Date.now() - 181 * 86_400_000 });
    storedInquiry(db, { id: "recent", createdAt: Date.now() - 179 * 86_400_000 });
    db.close();
    const outbox = path.join(dir, "outbox");
    mkdirSync(outbox);
    const oldFile = path.join(outbox, "old-studio.eml");
    writeFileSync(oldFile, "x");
    const old = new Date(Date.now() - 181 * 86_400_000);
    utimesSync(oldFile, old, old);
    writeFileSync(path.join(outbox, "recent-studio.eml"), "x");

    // RETENTION_DAYS as the pages were built (the default, 180): the server refuses another.
    const app = await startApp({ dir });
    const check = app.db();
    const ids = check.prepare("SELECT id FROM inquiries").all();
    check.close();
    expect(ids).toEqual([{ id: "recent" }]);
    expect(existsSync(oldFile)).toBe(false);
    expect(existsSync(path.join(outbox, "recent-studio.eml"))).toBe(true);
    expect(app.logs.find((line) => line.event === "retention.purged")).toMatchObject({
      inquiries: 1,
      files: 1,
    });
    const health = await fetch(`${app.url}/healthz`);
    expect(await health.json()).toEqual({
      ok: true,
      checks: { database: "ok", mail: "0 pending, 0 failed" },
    });
  });
});
