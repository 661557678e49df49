import { beforeEach, describe, expect, it } from "vitest";
import { type Database } from "#app/lib/db.server.ts";
import { createInquiryCommitter } from "#app/inquiry/store/group-commit.server.ts";
import { writeOnThisThread } from "#tests/support/inquiry.ts";
import { storeEntry } from "#tests/support/stored-inquiry.ts";
import { testDatabase, type TestDatabase } from "#tests/support/test-database.ts";

const count = (db: Database, table: string) =>
  Number((db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n);

describe("group commit of inquiries", () => {
  let database: TestDatabase;
  beforeEach(() => {
    database = testDatabase();
  });

  it("writes the inquiries of one event-loop turn in one transaction, each answered with its id", async () => {
    const { db } = database;
    const batches: number[] = [];
    const committer = createInquiryCommitter(writeOnThisThread(db), (size) => batches.push(size));
    const first = await Promise.all(
      Array.from({ length: 30 }, (_, i) => committer.store(storeEntry({ id: `id-${i}` }))),
    );
    expect(first).toEqual(Array.from({ length: 30 }, (_, i) => ({ id: `id-${i}`, created: true })));
    const second = await committer.store(storeEntry({ id: "id-late" }));
    expect(second).toEqual({ id: "id-late", created: true });
    expect(batches).toEqual([30, 1]);
    expect(count(db, "inquiries")).toBe(31);
    expect(count(db, "outbox")).toBe(62);
    db.close();
  });

  it("answers a repeated submission id with the first id, also within one batch", async () => {
    const { db } = database;
    const committer = createInquiryCommitter(writeOnThisThread(db));
    const [a, b] = await Promise.all([
      committer.store(storeEntry({ id: "first", submissionId: "submission-1" })),
      committer.store(storeEntry({ id: "second", submissionId: "submission-1" })),
    ]);
    expect(a).toEqual({ id: "first", created: true });
    expect(b).toEqual({ id: "first", created: false });
    expect(
      await committer.store(storeEntry({ id: "third", submissionId: "submission-1" })),
    ).toEqual({
      id: "first",
      created: false,
    });
    expect(count(db, "inquiries")).toBe(1);
    expect(count(db, "outbox")).toBe(2);
    db.close();
  });

  it("fails every inquiry of a batch that cannot commit, stores none of it, and recovers", async () => {
    const db = database.open({ busyTimeoutMs: 0 });
    const other = database.open();
    const committer = createInquiryCommitter(writeOnThisThread(db));
    other.exec("BEGIN IMMEDIATE");
    const failed = await Promise.allSettled(
      ["a", "b", "c"].map((id) => committer.store(storeEntry({ id }))),
    );
    expect(failed.map((result) => result.status)).toEqual(["rejected", "rejected", "rejected"]);
    other.exec("ROLLBACK");
    expect(count(db, "inquiries")).toBe(0);
    expect(await committer.store(storeEntry({ id: "d" }))).toEqual({ id: "d", created: true });
    expect(count(other, "inquiries")).toBe(1);
    other.close();
    db.close();
  });
});
