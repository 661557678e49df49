import { describe, expect, it } from "vitest";
import { storeInquiries, type InquiryRecord } from "#app/inquiry/store/store.server.ts";
import type { Database } from "#app/lib/db.server.ts";
import { inboxPageSize, inboxSearch, parseInboxParams } from "#app/studio/inbox/inbox.ts";
import { listInbox, listPosition } from "#app/studio/inbox/inbox.server.ts";
import { storeEntry } from "#tests/support/stored-inquiry.ts";
import { testDatabase } from "#tests/support/test-database.ts";

const start = Date.parse("2026-06-01T09:00:00Z");
const hour = 3_600_000;

function add(db: Database, n: number, fields: (i: number) => Partial<InquiryRecord>) {
  const ids: string[] = [];
  storeInquiries(
    db,
    Array.from({ length: n }, (_, i) => {
      const id = `list-${String(ids.length + i).padStart(3, "0")}-${Math.random().toString(36).slice(2, 6)}`;
      return storeEntry(
        {
          id,
          createdAt: start + i * hour,
          firstName: `Anna${i}`,
          email: `anna${i}@example.com`,
          message: "Hallo",
          ...fields(i),
        },
        { mails: "none" },
      );
    }),
  );
  return db
    .prepare("SELECT id FROM inquiries ORDER BY created_at DESC, id")
    .all()
    .map((row) => row.id as string);
}

const setStage = (db: Database, id: string, stage: string) =>
  db.prepare("UPDATE inquiries SET stage = ? WHERE id = ?").run(stage, id);

describe("listInbox", () => {
  it("pages the newest first, 25 a page, and clamps a page past the end", () => {
    const { db } = testDatabase();
    const newestFirst = add(db, 60, () => ({}));
    const first = listInbox({ db }, { view: "all" });
    expect(first.rows.map((row) => row.id)).toEqual(newestFirst.slice(0, inboxPageSize));
    expect(first).toMatchObject({ total: 60, page: 1, pageCount: 3 });
    const third = listInbox({ db }, { view: "all", page: 3 });
    expect(third.rows.map((row) => row.id)).toEqual(newestFirst.slice(50));
    const beyond = listInbox({ db }, { view: "all", page: 99 });
    expect(beyond.page).toBe(3);
    expect(beyond.rows).toHaveLength(10);
  });

  it("sorts by preferred date, soonest first, inquiries without a date last (both formats)", () => {
    const { db } = testDatabase();
    const dates = ["24.12.2026", null, "2026-12-03", "01.01.2027", null, "15.07.2026"];
    add(db, dates.length, (i) => ({ preferredDate: dates[i] }));
    const rows = listInbox({ db }, { view: "all", sort: "preferred" }).rows;
    expect(rows.map((row) => row.preferredDate)).toEqual([
      "15.07.2026",
      "2026-12-03",
      "24.12.2026",
      "01.01.2027",
      null,
      null,
    ]);
    // Without a date: newest first among them.
    expect(rows[4]!.createdAt).toBeGreaterThan(rows[5]!.createdAt);
  });

  it("filters by view, package, month and search; the counts follow the narrowing", () => {
    const { db } = testDatabase();
    const ids = add(db, 12, (i) => ({
      package: i % 3 === 0 ? "signature" : "lumiere",
      preferredDate: i % 2 === 0 ? "05.12.2026" : "10.01.2027",
      status: i === 11 ? "spam" : "received",
      spamReason: i === 11 ? "honeypot" : null,
      lastName: i === 4 ? "Zimmermann" : "Müller",
    }));
    setStage(db, ids[2]!, "booked");
    setStage(db, ids[1]!, "booked");

    const all = listInbox({ db }, { view: "all" });
    expect(all.counts).toEqual({ all: 11, new: 9, answered: 0, booked: 2, declined: 0, spam: 1 });
    expect(all.packages).toEqual([
      { id: "lumiere", count: 8 },
      { id: "signature", count: 4 },
    ]);
    expect(all.months).toEqual([
      { month: "2026-12", count: 6 },
      { month: "2027-01", count: 6 },
    ]);

    const spam = listInbox({ db }, { view: "spam" });
    expect(spam.total).toBe(1);
    expect(spam.rows.map((row) => row.spam)).toEqual([true]);

    const december = listInbox({ db }, { view: "all", month: "2026-12" });
    expect(december.rows.every((row) => row.preferredDate === "05.12.2026")).toBe(true);
    expect(december.total).toBe(december.rows.length);
    expect(december.counts.all + december.counts.spam).toBe(6);

    const signature = listInbox({ db }, { view: "new", packageId: "signature" });
    expect(signature.rows.every((row) => row.package === "signature" && row.stage === "new")).toBe(
      true,
    );
    expect(signature.total).toBe(signature.counts.new);

    const searched = listInbox({ db }, { view: "all", query: "zimmer" });
    expect(searched.rows.map((row) => row.lastName)).toEqual(["Zimmermann"]);
    expect(searched.counts.all).toBe(1);
    // LIKE's wildcards are literal.
    expect(listInbox({ db }, { view: "all", query: "%" }).total).toBe(0);
  });

  it("gives an inquiry's neighbours across pages in the list's order", () => {
    const { db } = testDatabase();
    const newestFirst = add(db, 30, () => ({}));
    const params = parseInboxParams(new URLSearchParams());
    const at25 = listPosition({ db }, params, newestFirst[24]!);
    expect(at25).toEqual({ previousId: newestFirst[23], nextId: newestFirst[25], position: 25 });
    expect(listPosition({ db }, params, newestFirst[0]!)?.previousId).toBeNull();
    expect(listPosition({ db }, { ...params, view: "spam" }, newestFirst[0]!)).toBeNull();
  });
});

describe("the list's URL", () => {
  it("reads and writes its parameters, leaving out defaults and refusing nonsense quietly", () => {
    const params = parseInboxParams(
      new URLSearchParams(
        "status=booked&paket=signature&monat=2026-12&sortierung=wunschtermin&seite=2&q=anna",
      ),
    );
    expect(params).toEqual({
      view: "booked",
      query: "anna",
      packageId: "signature",
      month: "2026-12",
      sort: "preferred",
      page: 2,
    });
    expect(inboxSearch(params, { page: 1 })).toBe(
      "?status=booked&q=anna&paket=signature&monat=2026-12&sortierung=wunschtermin",
    );
    expect(
      parseInboxParams(new URLSearchParams("status=x&monat=2026-13&seite=-1&paket=A B")),
    ).toEqual({ view: "all", query: "", packageId: null, month: null, sort: "received", page: 1 });
  });
});
