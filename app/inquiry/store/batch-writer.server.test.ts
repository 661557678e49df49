import { writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { isBusy, type Database } from "#app/lib/db.server.ts";
import { migrations } from "#app/migrations.server.ts";
import { startWriterThread, type BatchWriter } from "#app/inquiry/store/batch-writer.server.ts";
import { createInquiryCommitter } from "#app/inquiry/store/group-commit.server.ts";
import { storeEntry } from "#tests/support/stored-inquiry.ts";
import { testDatabase } from "#tests/support/test-database.ts";

const script = new URL("./writer-thread.server.ts", import.meta.url);
const count = (db: Database, table: string) =>
  Number((db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n);

describe("the inquiry writer thread", () => {
  let dir: string;
  let file: string;
  let db: Database;
  let writer: BatchWriter | undefined;
  beforeEach(() => {
    // The server migrates the file before the thread opens it.
    ({ dir, file, db } = testDatabase());
  });
  afterEach(async () => {
    await writer?.close();
  });

  it("commits a batch on its own connection, with a repeated submission id answered by the first", async () => {
    writer = startWriterThread({ script, file, migrations, busyTimeoutMs: 1000 });
    const results = await writer.write([
      storeEntry({ id: "a", submissionId: "submission-1" }),
      storeEntry({ id: "b", submissionId: "submission-1" }),
      storeEntry({ id: "c" }),
    ]);
    expect(results).toEqual([
      { id: "a", created: true },
      { id: "a", created: false },
      { id: "c", created: true },
    ]);
    expect(count(db, "inquiries")).toBe(2);
    expect(count(db, "outbox")).toBe(4);
  });

  it("waits for another connection's lock on its thread while the event loop keeps turning", async () => {
    writer = startWriterThread({ script, file, migrations, busyTimeoutMs: 5000 });
    await writer.write([storeEntry({ id: "warm-up" })]);
    db.exec("BEGIN IMMEDIATE");
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 10);
    const written = writer.write([storeEntry({ id: "waited" })]);
    await new Promise((resolve) => setTimeout(resolve, 400));
    db.exec("COMMIT");
    expect(await written).toEqual([{ id: "waited", created: true }]);
    clearInterval(ticker);
    // 400 ms of 10 ms ticks: a wait on the event loop itself would have allowed at most one (late,
    // once the loop was free). A busy machine delays timers, so fewer than 40 come (17 seen).
    expect(ticks).toBeGreaterThanOrEqual(5);
    expect(count(db, "inquiries")).toBe(2);
  });

  it("fails a batch that cannot get the lock in time, and stores none of it", async () => {
    writer = startWriterThread({ script, file, migrations, busyTimeoutMs: 100 });
    db.exec("BEGIN IMMEDIATE");
    const error = await writer
      .write([storeEntry({ id: "x" }), storeEntry({ id: "y" })])
      .catch((e: unknown) => e);
    db.exec("ROLLBACK");
    expect(isBusy(error)).toBe(true);
    expect(count(db, "inquiries")).toBe(0);
    expect(await writer.write([storeEntry({ id: "z" })])).toEqual([{ id: "z", created: true }]);
  });

  it("fails the batch of a thread that died and writes the next one on a new thread", async () => {
    // A thread script that dies the first time it is started and works from then on.
    const marker = path.join(dir, "died-once");
    const flaky = path.join(dir, "flaky-thread.ts");
    writeFileSync(
      flaky,
      `import { existsSync, writeFileSync } from "node:fs";
       if (!existsSync(${JSON.stringify(marker)})) {
         writeFileSync(${JSON.stringify(marker)}, "");
         process.exit(3);
       }
       await import(${JSON.stringify(script.href)});`,
    );
    writer = startWriterThread({
      script: pathToFileURL(flaky),
      file,
      migrations,
      busyTimeoutMs: 1000,
    });
    await expect(writer.write([storeEntry({ id: "lost" })])).rejects.toThrow(/exit code 3/);
    expect(await writer.write([storeEntry({ id: "next" })])).toEqual([
      { id: "next", created: true },
    ]);
    expect(count(db, "inquiries")).toBe(1);
  });

  it("lets the committer's queued inquiries commit before it closes", async () => {
    writer = startWriterThread({ script, file, migrations, busyTimeoutMs: 1000 });
    const committer = createInquiryCommitter(writer);
    const stored = Array.from({ length: 20 }, (_, i) =>
      committer.store(storeEntry({ id: `q-${i}` })),
    );
    await committer.drain();
    await writer.close();
    writer = undefined;
    expect((await Promise.all(stored)).every((result) => result.created)).toBe(true);
    expect(count(db, "inquiries")).toBe(20);
  });
});
