import { describe, expect, it } from "vitest";
import { defaultContent } from "#app/content/website/defaults.ts";
import { renderInquiryMails } from "#app/inquiry/mail/mails.server.ts";
import type { InquiryRecord } from "#app/inquiry/store/store.server.ts";
import { type Database } from "#app/lib/db.server.ts";
import { inquiryDetail, listInbox } from "#app/studio/inbox/inbox.server.ts";
import { changeStage, markNotSpam, type WorkflowDeps } from "#app/studio/inbox/workflow.server.ts";
import { storedInquiry } from "#tests/support/stored-inquiry.ts";
import { testDatabase } from "#tests/support/test-database.ts";

const created = Date.parse("2026-11-20T09:00:00Z");
const settings = {
  studioEmail: "studio@atelier.example",
  mailFrom: "Website <web@atelier.example>",
};

function setUp() {
  const { db } = testDatabase();
  let now = created + 3600_000;
  const woken = { count: 0 };
  const logs: { event: string; [field: string]: unknown }[] = [];
  const deps: WorkflowDeps = {
    db,
    clock: () => now,
    renderMails: (inquiry, meta) => renderInquiryMails(inquiry, meta, settings, defaultContent),
    wakeMailWorker: () => {
      woken.count += 1;
    },
    log: (_level, event, fields) => {
      logs.push({ event, ...fields });
    },
  };
  return { db, deps, woken, logs, advance: (ms: number) => (now += ms) };
}

/** An inquiry with its two mails as the public form stores it (spam without). */
function store(db: Database, id: string, fields: Partial<InquiryRecord> = {}) {
  storedInquiry(
    db,
    { id, createdAt: created, message: "Ich freue mich.", ...fields },
    { mails: "rendered", mailSettings: settings },
  );
}

const outbox = (db: Database, id: string) =>
  db
    .prepare(
      "SELECT kind, recipient, message_id AS messageId FROM outbox WHERE inquiry_id = ? ORDER BY id",
    )
    .all(id) as { kind: string; recipient: string; messageId: string }[];

describe("changing an inquiry's stage", () => {
  it("sets the stage and records from and to in the history", () => {
    const { db, deps, advance } = setUp();
    store(db, "a");
    expect(changeStage(deps, "a", "booked")).toEqual({ ok: true, changed: true });
    advance(60_000);
    expect(changeStage(deps, "a", "declined")).toEqual({ ok: true, changed: true });

    const detail = inquiryDetail(deps, "a")!;
    expect(detail.stage).toBe("declined");
    expect(detail.history.filter((entry) => entry.type === "stage_changed")).toEqual([
      { at: created + 3600_000, type: "stage_changed", from: "new", to: "booked" },
      { at: created + 3660_000, type: "stage_changed", from: "booked", to: "declined" },
    ]);
    expect(listInbox(deps, { view: "declined" }).rows.map((row) => row.id)).toEqual(["a"]);
  });

  it("records the package's price at the moment of booking, and null without one", () => {
    const { db, deps, advance } = setUp();
    store(db, "a");
    store(db, "b", { package: "unsure" });
    const prices: Record<string, number> = { lumiere: 480 };
    const priced = { ...deps, packagePrice: (id: string) => prices[id] ?? null };
    expect(changeStage(priced, "a", "booked")).toEqual({ ok: true, changed: true });
    prices.lumiere = 520;
    advance(60_000);
    expect(changeStage(priced, "a", "answered").ok).toBe(true);
    expect(changeStage(priced, "a", "booked").ok).toBe(true);
    expect(changeStage(priced, "b", "booked").ok).toBe(true);
    const events = (id: string) =>
      (
        db.prepare("SELECT data FROM inquiry_events WHERE inquiry_id = ? ORDER BY id").all(id) as {
          data: string;
        }[]
      ).map((event) => JSON.parse(event.data) as unknown);
    expect(events("a")).toEqual([
      { from: "new", to: "booked", price: 480 },
      { from: "booked", to: "answered" },
      { from: "answered", to: "booked", price: 520 },
    ]);
    expect(events("b")).toEqual([{ from: "new", to: "booked", price: null }]);
  });

  it("records nothing when the stage stays", () => {
    const { db, deps } = setUp();
    store(db, "a");
    expect(changeStage(deps, "a", "new")).toEqual({ ok: true, changed: false });
    expect(db.prepare("SELECT count(*) AS n FROM inquiry_events").get()).toEqual({ n: 0 });
  });

  it("refuses an unknown inquiry and spam", () => {
    const { db, deps } = setUp();
    store(db, "s", { status: "spam", spamReason: "honeypot" });
    expect(changeStage(deps, "x", "booked")).toEqual({ ok: false, reason: "not_found" });
    expect(changeStage(deps, "s", "booked")).toEqual({ ok: false, reason: "spam" });
    expect(db.prepare("SELECT stage FROM inquiries WHERE id = 's'").get()).toEqual({
      stage: "new",
    });
  });
});

describe("Kein Spam", () => {
  it("moves a spam inquiry to the inbox as Neu and queues the studio mail and the confirmation it never got", () => {
    const { db, deps, woken, logs } = setUp();
    store(db, "s", { status: "spam", spamReason: "too_fast", phone: "0241 1" });
    expect(outbox(db, "s")).toEqual([]);

    expect(markNotSpam(deps, "s")).toEqual({ ok: true, queued: 2 });
    expect(woken.count).toBe(1);
    expect(outbox(db, "s").map((mail) => [mail.kind, mail.recipient])).toEqual([
      ["studio", "studio@atelier.example"],
      ["confirmation", "anna@example.com"],
    ]);
    const inbox = listInbox(deps, { view: "new" });
    expect(inbox.rows.map((row) => [row.id, row.spam])).toEqual([["s", false]]);
    expect(inbox.counts.spam).toBe(0);
    const detail = inquiryDetail(deps, "s")!;
    expect(detail.history.map((entry) => entry.type)).toEqual([
      "received",
      "spam",
      "not_spam",
      "mail",
      "mail",
    ]);
    // The log names counts, never the person.
    expect(logs).toEqual([{ event: "studio.not_spam", queued: 2 }]);
  });

  it("never sends a mail twice: one that already went is not queued again", () => {
    const { db, deps, woken } = setUp();
    store(db, "s");
    db.prepare("UPDATE inquiries SET status = 'spam' WHERE id = 's'").run();
    const before = outbox(db, "s");
    expect(markNotSpam(deps, "s")).toEqual({ ok: true, queued: 0 });
    expect(outbox(db, "s")).toEqual(before);
    expect(woken.count).toBe(0);
  });

  it("refuses an unknown inquiry and one that is no spam", () => {
    const { db, deps } = setUp();
    store(db, "a");
    expect(markNotSpam(deps, "x")).toEqual({ ok: false, reason: "not_found" });
    expect(markNotSpam(deps, "a")).toEqual({ ok: false, reason: "not_spam" });
    expect(outbox(db, "a")).toHaveLength(2);
  });
});
