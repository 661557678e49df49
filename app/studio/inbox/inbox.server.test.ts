import { describe, expect, it } from "vitest";
import { inquiryCopy } from "#app/content/studio/inbox.ts";
import { markFailed, markSent } from "#app/inquiry/mail/outbox.server.ts";
import type { InquiryRecord } from "#app/inquiry/store/store.server.ts";
import { type Database } from "#app/lib/db.server.ts";
import { noteMaxLength, parseView } from "#app/studio/inbox/inbox.ts";
import { addNote, inquiryDetail, listInbox } from "#app/studio/inbox/inbox.server.ts";
import { storedInquiry } from "#tests/support/stored-inquiry.ts";
import { testDatabase } from "#tests/support/test-database.ts";

const start = Date.parse("2026-11-20T09:00:00Z");
const minute = 60_000;

function setUp() {
  const { db } = testDatabase();
  let now = start + 1000 * minute;
  return {
    db,
    deps: { db, clock: () => now },
    advance(ms: number) {
      now += ms;
    },
  };
}

let counter = 0;
function inquiry(db: Database, fields: Partial<InquiryRecord> = {}): string {
  counter += 1;
  return storedInquiry(
    db,
    {
      id: `inq-${String(counter).padStart(4, "0")}`,
      createdAt: start + counter * minute,
      preferredDate: "12.03.2027",
      message: "Ich freue mich.",
      ...fields,
    },
    { mails: "placeholders" },
  );
}

describe("the inbox", () => {
  it("lists every inquiry that is not spam, newest first, as Neu, with the spam apart", () => {
    const { db, deps } = setUp();
    const first = inquiry(db, { firstName: "Berta" });
    const spam = inquiry(db, { status: "spam", spamReason: "honeypot", firstName: "Bot" });
    const second = inquiry(db, { firstName: "Clara", source: "google" });

    const all = listInbox(deps, { view: "all" });
    expect(all.rows.map((row) => row.id)).toEqual([second, first]);
    expect(all.rows[0]).toMatchObject({
      firstName: "Clara",
      lastName: "Müller",
      package: "lumiere",
      preferredDate: "12.03.2027",
      source: "google",
      stage: "new",
      spam: false,
    });
    expect(all.counts).toEqual({ all: 2, new: 2, answered: 0, booked: 0, declined: 0, spam: 1 });

    expect(listInbox(deps, { view: "spam" }).rows.map((row) => [row.id, row.spam])).toEqual([
      [spam, true],
    ]);
    expect(listInbox(deps, { view: "new" }).rows).toHaveLength(2);
    expect(listInbox(deps, { view: "booked" }).rows).toEqual([]);
  });

  it("filters by stage", () => {
    const { db, deps } = setUp();
    const booked = inquiry(db);
    inquiry(db);
    db.prepare("UPDATE inquiries SET stage = 'booked' WHERE id = ?").run(booked);

    const view = listInbox(deps, { view: "booked" });
    expect(view.rows.map((row) => [row.id, row.stage])).toEqual([[booked, "booked"]]);
    expect(view.counts).toMatchObject({ all: 2, new: 1, booked: 1 });
    expect(listInbox(deps, { view: "new" }).rows.map((row) => row.id)).not.toContain(booked);
  });

  it("searches names and e-mail addresses, literally and ignoring case", () => {
    const { db, deps } = setUp();
    const anna = inquiry(db, { firstName: "Anna", lastName: "Schmidt", email: "a.s@example.com" });
    const lena = inquiry(db, { firstName: "Lena", lastName: "Berg", email: "lena_b@example.org" });

    const ids = (query: string) => listInbox(deps, { view: "all", query }).rows.map((r) => r.id);
    expect(ids("anna schmidt")).toEqual([anna]);
    expect(ids("BERG")).toEqual([lena]);
    expect(ids("example.org")).toEqual([lena]);
    expect(ids("_")).toEqual([lena]); // not a wildcard
    expect(ids("%")).toEqual([]);
    expect(ids("  ")).toEqual([lena, anna]);
  });

  it("reads an unknown filter as all", () => {
    expect(parseView(null)).toBe("all");
    expect(parseView("spam")).toBe("spam");
    expect(parseView("declined")).toBe("declined");
    expect(parseView("received")).toBe("all");
    expect(parseView("'; DROP TABLE inquiries; --")).toBe("all");
  });
});

describe("an inquiry's page", () => {
  it("shows every field, and a history of the arrival and the mails' deliveries", () => {
    const { db, deps } = setUp();
    const id = inquiry(db, { phone: "0241 123", installmentInfo: true, message: "Hallo\nzwei" });
    const [studioMail, confirmation] = db
      .prepare("SELECT id FROM outbox WHERE inquiry_id = ? ORDER BY id")
      .all(id)
      .map((row) => Number(row.id));
    const created = start + counter * minute;
    markSent(db, studioMail!, created + 5000);
    markFailed(db, confirmation!, "550 no such user");

    const detail = inquiryDetail(deps, id)!;
    expect(detail).toMatchObject({
      id,
      firstName: "Anna",
      lastName: "Müller",
      email: "anna@example.com",
      phone: "0241 123",
      package: "lumiere",
      preferredDate: "12.03.2027",
      source: "instagram",
      message: "Hallo\nzwei",
      installmentInfo: true,
      stage: "new",
      spam: false,
      notes: [],
    });
    expect(detail.history).toEqual([
      { at: created, type: "received" },
      { at: created, type: "mail", kind: "confirmation", state: "failed" },
      { at: created + 5000, type: "mail", kind: "studio", state: "sent" },
    ]);
  });

  it("marks a spam inquiry as such, without mails", () => {
    const { db, deps } = setUp();
    const id = inquiry(db, { status: "spam", spamReason: "too_fast" });
    const detail = inquiryDetail(deps, id)!;
    expect(detail.spam).toBe(true);
    expect(detail.history.map((entry) => entry.type)).toEqual(["received", "spam"]);
  });

  it("is null for an unknown id", () => {
    const { deps } = setUp();
    expect(inquiryDetail(deps, "nope")).toBeNull();
  });
});

describe("private notes", () => {
  it("are kept in order, trimmed, and recorded in the history", () => {
    const { db, deps, advance } = setUp();
    const id = inquiry(db);
    expect(addNote(deps, id, "  Rückruf am Freitag \r\n")).toEqual({ ok: true });
    advance(minute);
    expect(addNote(deps, id, "Gutschein")).toEqual({ ok: true });

    const detail = inquiryDetail(deps, id)!;
    expect(detail.notes.map((note) => note.body)).toEqual(["Rückruf am Freitag", "Gutschein"]);
    expect(detail.notes[1]!.createdAt - detail.notes[0]!.createdAt).toBe(minute);
    expect(detail.history.filter((entry) => entry.type === "note_added")).toHaveLength(2);
  });

  it("refuses an empty or overlong note and an unknown inquiry, storing nothing", () => {
    const { db, deps } = setUp();
    const id = inquiry(db);
    const { noteErrors } = inquiryCopy;
    expect(addNote(deps, id, " \n ")).toEqual({
      ok: false,
      reason: "invalid",
      errors: { note: noteErrors.empty },
    });
    expect(addNote(deps, id, "x".repeat(noteMaxLength + 1))).toEqual({
      ok: false,
      reason: "invalid",
      errors: { note: noteErrors.tooLong(noteMaxLength) },
    });
    expect(addNote(deps, "unknown", "Text")).toEqual({ ok: false, reason: "not_found" });
    expect(db.prepare("SELECT count(*) AS n FROM inquiry_notes").get()).toEqual({ n: 0 });
    expect(db.prepare("SELECT count(*) AS n FROM inquiry_events").get()).toEqual({ n: 0 });
  });

  it("go with their inquiry when it is deleted", () => {
    const { db, deps } = setUp();
    const id = inquiry(db);
    addNote(deps, id, "Notiz");
    db.prepare("DELETE FROM inquiries WHERE id = ?").run(id);
    expect(db.prepare("SELECT count(*) AS n FROM inquiry_notes").get()).toEqual({ n: 0 });
    expect(db.prepare("SELECT count(*) AS n FROM inquiry_events").get()).toEqual({ n: 0 });
  });
});
