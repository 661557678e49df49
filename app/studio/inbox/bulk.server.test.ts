import { describe, expect, it } from "vitest";
import type { Database } from "#app/lib/db.server.ts";
import { applyBulk } from "#app/studio/inbox/bulk.server.ts";
import { markSpam } from "#app/studio/inbox/workflow.server.ts";
import { bulkNotice, bulkOutcomeParam } from "#app/studio/inbox/bulk-notice.ts";
import { inquiryDetail } from "#app/studio/inbox/inbox.server.ts";
import { markNotSpam } from "#app/studio/inbox/workflow.server.ts";
import { storedInquiry } from "#tests/support/stored-inquiry.ts";
import { testDatabase } from "#tests/support/test-database.ts";

const now = Date.parse("2026-11-26T10:00:00Z");

function add(db: Database, id: string, status: "received" | "spam" = "received") {
  storedInquiry(db, {
    id,
    createdAt: now - 86_400_000,
    status,
    spamReason: status === "spam" ? "honeypot" : null,
    firstName: "Lea",
    lastName: id,
    email: `${id}@example.com`,
    preferredDate: "12.03.2027",
  });
}

const stageOf = (db: Database, id: string) =>
  db.prepare("SELECT stage, status FROM inquiries WHERE id = ?").get(id);

describe("applyBulk", () => {
  it("moves every ticked inquiry in one go, each with its history line; spam and gone ones are skipped", () => {
    const { db } = testDatabase();
    for (const id of ["a", "b", "c"]) add(db, id);
    add(db, "s", "spam");
    db.prepare("UPDATE inquiries SET stage = 'booked' WHERE id = 'c'").run();
    const deps = { db, clock: () => now };
    const result = applyBulk(deps, { ids: ["a", "b", "c", "s", "gone", "a"], action: "booked" });
    expect(result).toEqual({ ok: true, action: "booked", changed: 2, unchanged: 1, skipped: 2 });
    for (const id of ["a", "b", "c"])
      expect(stageOf(db, id)).toEqual({ stage: "booked", status: "received" });
    expect(stageOf(db, "s")).toEqual({ stage: "new", status: "spam" });
    expect(inquiryDetail(deps, "a")?.history.at(-1)).toEqual({
      at: now,
      type: "stage_changed",
      from: "new",
      to: "booked",
    });
    expect(bulkNotice(bulkOutcomeParam(result as Exclude<typeof result, { ok: false }>))).toBe(
      "2 Anfragen auf Gebucht gesetzt. 1 hatte den Status schon. 2 übersprungen (im Spam oder nicht mehr da: zuerst „Kein Spam“ wählen).",
    );
  });

  it("is all or nothing: a failure in the middle changes none", () => {
    const { db } = testDatabase();
    for (const id of ["a", "b"]) add(db, id);
    // "b" cannot take the stage: the CHECK constraint fails inside the transaction.
    db.exec(`CREATE TRIGGER refuse BEFORE UPDATE ON inquiries WHEN NEW.id = 'b'
      BEGIN SELECT RAISE(ABORT, 'refused'); END`);
    expect(() =>
      applyBulk({ db, clock: () => now }, { ids: ["a", "b"], action: "declined" }),
    ).toThrow(/refused/);
    expect(stageOf(db, "a")).toEqual({ stage: "new", status: "received" });
    expect(db.isTransaction).toBe(false);
  });

  it("refuses no ids, more than 100 and an unknown action", () => {
    const { db } = testDatabase();
    const deps = { db, clock: () => now };
    expect(applyBulk(deps, { ids: [], action: "booked" })).toEqual({
      ok: false,
      reason: "invalid",
    });
    const many = Array.from({ length: 101 }, (_, i) => `id-${i}`);
    expect(applyBulk(deps, { ids: many, action: "booked" })).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(applyBulk(deps, { ids: ["a"], action: "gone" })).toEqual({
      ok: false,
      reason: "invalid",
    });
  });

  it("marks spam by hand, reversibly with Kein Spam; the history says when", () => {
    const { db } = testDatabase();
    add(db, "a");
    const deps = {
      db,
      clock: () => now,
      renderMails: () => [],
      wakeMailWorker: () => {},
      log: () => {},
    };
    expect(applyBulk(deps, { ids: ["a"], action: "spam" })).toMatchObject({ ok: true, changed: 1 });
    expect(markSpam(deps, "a")).toEqual({ ok: true, changed: false });
    expect(stageOf(db, "a")).toEqual({ stage: "new", status: "spam" });
    const detail = inquiryDetail(deps, "a")!;
    expect(detail.spam).toBe(true);
    expect(detail.history.map((entry) => entry.type)).toEqual(["received", "spam"]);
    expect(detail.history[1]).toEqual({ at: now, type: "spam", reason: "manual" });

    expect(markNotSpam(deps, "a")).toEqual({ ok: true, queued: 0 });
    expect(stageOf(db, "a")).toEqual({ stage: "new", status: "received" });
    expect(inquiryDetail(deps, "a")!.history.map((entry) => entry.type)).toEqual([
      "received",
      "spam",
      "not_spam",
    ]);
  });

  it("leaves a booked inquiry out of the spam, so its day stays taken", () => {
    const { db } = testDatabase();
    add(db, "booked");
    add(db, "other");
    const deps = { db, clock: () => now };
    expect(applyBulk(deps, { ids: ["booked"], action: "booked" })).toMatchObject({ changed: 1 });
    expect(applyBulk(deps, { ids: ["booked", "other"], action: "spam" })).toMatchObject({
      ok: true,
      changed: 1,
      skipped: 1,
    });
    expect(stageOf(db, "booked")).toEqual({ stage: "booked", status: "received" });
    expect(stageOf(db, "other")).toEqual({ stage: "new", status: "spam" });
    expect(markSpam(deps, "booked")).toEqual({ ok: false, reason: "booked" });
  });
});
