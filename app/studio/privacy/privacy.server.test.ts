import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { createMailTransport, emlFileName } from "#app/inquiry/mail/mail-transport.server.ts";
import { claimDueMail, enqueueMail, markSent } from "#app/inquiry/mail/outbox.server.ts";
import type { InquiryRecord } from "#app/inquiry/store/store.server.ts";
import { validPayload } from "#tests/support/inquiry.ts";
import { type Database } from "#app/lib/db.server.ts";
import { addNote } from "#app/studio/inbox/inbox.server.ts";
import { listAudit } from "#app/studio/privacy/audit.server.ts";
import { erasePerson } from "#app/studio/privacy/erase.server.ts";
import { exportPerson } from "#app/studio/privacy/export.server.ts";
import {
  emlCopiesOf,
  summarizePerson,
  type PrivacyDeps,
} from "#app/studio/privacy/person.server.ts";
import { exportFileName } from "#app/studio/privacy/privacy.ts";
import { normalizeAddress } from "#app/studio/privacy/schema.ts";
import { changeStage } from "#app/studio/inbox/workflow.server.ts";
import { storedInquiry } from "#tests/support/stored-inquiry.ts";
import { testDatabase } from "#tests/support/test-database.ts";

const start = Date.parse("2026-11-20T09:00:00Z");
const mailSettings = { studioEmail: "studio@atelier.example", mailFrom: "Atelier <w@a.example>" };

/** A real database file and a real `.eml` outbox in a temp dir, and a clock to move. */
function setUp(extra: Partial<PrivacyDeps> = {}) {
  // As the server's connection: never wait inside SQLite (app.server.ts).
  const { db, dir, file, open } = testDatabase({ busyTimeoutMs: 0 });
  let now = start;
  const emlDir = path.join(dir, "outbox");
  const transport = createMailTransport({ outboxDir: emlDir, from: mailSettings.mailFrom });
  const deps: PrivacyDeps = { db, clock: () => now, emlDir, waitMs: 300, ...extra };
  return {
    db,
    file,
    open,
    emlDir,
    deps,
    advance(ms: number) {
      now += ms;
    },
    /** Stores an inquiry with its two mails, as the public form's use case does. */
    inquiry(fields: Partial<InquiryRecord> = {}): string {
      now += 60_000;
      return storedInquiry(
        db,
        {
          id: randomUUID(),
          submissionId: randomUUID(),
          payloadHash: "f".repeat(64),
          createdAt: now,
          message: validPayload.message,
          phone: "+49 241 5550123",
          preferredDate: "12.03.2027",
          ...fields,
        },
        { mails: "rendered", mailSettings },
      );
    },
    /** A reply from the studio, as the replies' use case queues it (kind 'reply'). */
    reply(inquiryId: string, recipient: string, text: string) {
      now += 60_000;
      return enqueueMail(
        db,
        {
          inquiryId,
          kind: "reply",
          messageId: `<reply-${randomUUID()}@atelier.example>`,
          recipient,
          replyTo: JSON.stringify({ name: "Atelier", address: mailSettings.studioEmail }),
          subject: "Re: Deine Anfrage",
          text,
          html: `<p>${text}</p>`,
        },
        now,
      );
    },
    /** Delivers every due mail through the real `.eml` transport, as the mail worker does. */
    async deliver() {
      for (;;) {
        const mail = claimDueMail(db, { worker: "test", now, leaseUntil: now + 60_000 });
        if (!mail) return;
        await transport.send(mail);
        markSent(db, mail.id, now);
      }
    },
  };
}

const everything = (db: Database, table: string) => db.prepare(`SELECT * FROM ${table}`).all();

function columnsOf(db: Database, table: string): string[] {
  return (db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((c) =>
    c.name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase()),
  );
}

/** Anna (two inquiries, notes, a stage change, a reply, mails delivered as .eml) and Bea. */
async function twoPeople(t: ReturnType<typeof setUp>) {
  const anna1 = t.inquiry({
    firstName: "Annabell",
    lastName: "Quxwellbottom",
    email: "anna.q@example.com",
  });
  const anna2 = t.inquiry({
    firstName: "Annabell",
    lastName: "Quxwellbottom",
    email: "Anna.Q@Example.com",
    message: "Noch eine Frage zum Termin.",
  });
  const bea = t.inquiry({ firstName: "Bea", lastName: "Bleibtda", email: "bea@example.org" });
  expect(addNote(t.deps, anna1, "Ruft Freitag zurück, Geheimnotiz Zyxwvu.")).toEqual({ ok: true });
  expect(addNote(t.deps, bea, "Beas Notiz.")).toEqual({ ok: true });
  expect(changeStage(t.deps, anna1, "answered")).toMatchObject({ ok: true, changed: true });
  t.reply(anna1, "anna.q@example.com", "Liebe Annabell, gern am Freitag.");
  await t.deliver();
  // One more reply, queued but not delivered yet: erasing it means it is never sent.
  t.reply(anna2, "anna.q@example.com", "Liebe Annabell, noch ein Gedanke.");
  return { anna1, anna2, bea };
}

describe("normalizeAddress", () => {
  it("trims and lower-cases an address, and refuses what cannot be one", () => {
    expect(normalizeAddress("  Anna.Q@Example.COM \n")).toBe("anna.q@example.com");
    for (const bad of ["", "   ", "anna", "anna@", "@example.com", "an na@example.com", null, 7]) {
      expect(normalizeAddress(bad), String(bad)).toBeNull();
    }
    expect(normalizeAddress(`${"a".repeat(310)}@example.com`)).toBeNull();
  });

  it("names the export after the day in the studio's time zone", () => {
    expect(exportFileName(Date.parse("2026-11-23T22:30:00Z"))).toBe("daten-2026-11-23.json");
    expect(exportFileName(Date.parse("2026-11-23T23:30:00Z"))).toBe("daten-2026-11-24.json");
  });
});

describe("exportPerson", () => {
  it("holds every inquiry of the address with all fields, its events, notes, every mail and its .eml copies", async () => {
    const t = setUp();
    const { anna1, anna2 } = await twoPeople(t);

    const result = await exportPerson(t.deps, "  ANNA.q@example.COM ", "studio");
    if (!result.ok) throw new Error(result.reason);
    const { document } = result;
    expect(document).toMatchObject({
      format: "atelier-privacy-export",
      schemaVersion: 1,
      generatedAt: new Date(start + 5 * 60_000).toISOString(),
      email: "anna.q@example.com",
    });
    // Both inquiries, whatever the case of the stored address; Bea's not.
    expect(document.inquiries.map((inquiry) => inquiry.id)).toEqual([anna1, anna2]);
    const [first, second] = document.inquiries;
    // Every column of the tables, including any a later migration adds.
    for (const column of columnsOf(t.db, "inquiries")) expect(first).toHaveProperty(column);
    expect(first).toMatchObject({
      firstName: "Annabell",
      lastName: "Quxwellbottom",
      email: "anna.q@example.com",
      phone: "+49 241 5550123",
      package: "lumiere",
      preferredDate: "12.03.2027",
      message: validPayload.message,
      source: "instagram",
      installmentInfo: false,
      status: "received",
      stage: "answered",
      channel: "api",
      createdAt: new Date(start + 60_000).toISOString(),
    });
    expect(second).toMatchObject({ email: "Anna.Q@Example.com", stage: "new" });

    expect(first!.notes).toEqual([
      {
        id: expect.any(Number),
        createdAt: expect.any(String),
        body: "Ruft Freitag zurück, Geheimnotiz Zyxwvu.",
      },
    ]);
    expect(first!.events.map((event) => [event.type, event.data])).toEqual([
      ["note_added", {}],
      ["stage_changed", { from: "new", to: "answered" }],
    ]);
    for (const column of columnsOf(t.db, "inquiry_events").filter((c) => c !== "inquiryId")) {
      expect(first!.events[0]).toHaveProperty(column);
    }

    // Every mail tied to her inquiries: the one to the studio about her, her confirmation, the
    // replies (one sent, one still waiting), with headers, bodies and status.
    expect(first!.mails.map((mail) => [mail.kind, mail.recipient, mail.status])).toEqual([
      ["studio", "studio@atelier.example", "sent"],
      ["confirmation", "anna.q@example.com", "sent"],
      ["reply", "anna.q@example.com", "sent"],
    ]);
    expect(second!.mails.map((mail) => [mail.kind, mail.status])).toEqual([
      ["studio", "sent"],
      ["confirmation", "sent"],
      ["reply", "pending"],
    ]);
    for (const column of columnsOf(t.db, "outbox").filter((c) => c !== "inquiryId")) {
      expect(first!.mails[0]).toHaveProperty(column);
    }
    const studioMail = first!.mails[0]!;
    expect(studioMail.textBody).toContain("Quxwellbottom");
    expect(studioMail.htmlBody).toContain("Quxwellbottom");
    expect(studioMail.messageId).toMatch(/^<.+@.+>$/);
    expect(studioMail.sentAt).toBe(new Date(start + 4 * 60_000).toISOString());
    expect(first!.mails[1]!.replyTo).toEqual({
      name: expect.any(String),
      address: "studio@atelier.example",
    });

    // The .eml copies of her delivered mails (2 + 1 + 2), not Bea's.
    expect(document.emlFiles).toHaveLength(5);
    expect(document.emlFiles.every((file) => /-(studio|confirmation|reply)\.eml$/.test(file.name)));
    expect(document.emlFiles.map((file) => file.name).sort()).toEqual(
      readdirSync(t.emlDir)
        .filter((name) => name.includes(anna1) || name.includes(anna2))
        .sort(),
    );
    expect(document.emlFiles[0]!.bytes).toBeGreaterThan(100);

    // Nothing of Bea's anywhere in the document.
    const text = JSON.stringify(document);
    expect(text).not.toContain("Bleibtda");
    expect(text).not.toContain("bea@example.org");
    expect(text).not.toContain("Beas Notiz");
  });

  it("is recorded in the audit log with its counts, channel and time, and nothing personal", async () => {
    const t = setUp();
    await twoPeople(t);
    const result = await exportPerson(t.deps, "anna.q@example.com", "cli");
    expect(result.ok).toBe(true);
    expect(listAudit(t.deps)).toEqual([
      {
        id: expect.any(Number),
        at: start + 5 * 60_000,
        action: "export",
        channel: "cli",
        inquiries: 2,
        mails: 6,
        notes: 1,
        files: 5,
      },
    ]);
  });

  it("answers an address with nothing stored with an empty document, and records that too", async () => {
    const t = setUp();
    await twoPeople(t);
    const result = await exportPerson(t.deps, "niemand@example.com", "studio");
    if (!result.ok) throw new Error(result.reason);
    expect(result.document.inquiries).toEqual([]);
    expect(result.document.emlFiles).toEqual([]);
    expect(result.audit).toMatchObject({ action: "export", inquiries: 0, mails: 0, files: 0 });
  });
});

describe("summarizePerson", () => {
  it("counts what an erasure would delete, and records nothing", async () => {
    const t = setUp();
    const { anna1, anna2 } = await twoPeople(t);
    const summary = summarizePerson(t.deps, "anna.q@example.com");
    expect(summary.inquiries.map((inquiry) => [inquiry.id, inquiry.lastName])).toEqual([
      [anna1, "Quxwellbottom"],
      [anna2, "Quxwellbottom"],
    ]);
    expect(summary.counts).toEqual({
      inquiries: 2,
      mails: 6,
      unsentMails: 1,
      notes: 1,
      files: 5,
    });
    expect(listAudit(t.deps)).toEqual([]);
    // Nothing of hers is booked yet.
    expect(summary.bookedDays).toEqual([]);
  });

  it("names her booked days, which erasing frees in the public calendar", async () => {
    const t = setUp();
    const { anna1, bea } = await twoPeople(t);
    expect(changeStage(t.deps, anna1, "booked")).toMatchObject({ ok: true, changed: true });
    expect(summarizePerson(t.deps, "anna.q@example.com").bookedDays).toEqual(["2027-03-12"]);
    // A day someone else books too stays taken: it is not named.
    expect(changeStage(t.deps, bea, "booked")).toMatchObject({ ok: true, changed: true });
    expect(summarizePerson(t.deps, "anna.q@example.com").bookedDays).toEqual([]);
  });
});

describe("erasePerson", () => {
  it("deletes her inquiries, events, notes, mails and .eml copies; Bea's stay; the bytes are gone from the file", async () => {
    const forgotten: string[] = [];
    const t = setUp({ forgetAddress: (address) => forgotten.push(address) });
    const { anna1, anna2, bea } = await twoPeople(t);
    // A half-written copy left by a crash, too.
    const tmp = path.join(
      t.emlDir,
      `${emlFileName({ id: 99, inquiryId: anna2, kind: "reply", createdAt: start })}.tmp`,
    );
    writeFileSync(tmp, "Quxwellbottom");
    const beaFiles = readdirSync(t.emlDir).filter((name) => name.includes(bea));
    expect(beaFiles).toHaveLength(2);

    const result = await erasePerson(t.deps, "Anna.Q@example.com ", "studio");
    if (!result.ok) throw new Error(result.reason);
    expect(result.audit).toMatchObject({
      action: "erase",
      channel: "studio",
      inquiries: 2,
      mails: 6,
      notes: 1,
      files: 6,
    });
    expect(result.filesLeft).toBe(0);
    expect(result.checkpointed).toBe(true);
    expect(forgotten).toEqual(["anna.q@example.com"]);

    for (const table of ["inquiries", "inquiry_events", "inquiry_notes", "outbox"]) {
      const left = JSON.stringify(everything(t.db, table));
      for (const trace of [anna1, anna2, "Quxwellbottom", "anna.q@example.com", "Zyxwvu"]) {
        expect(left, `${trace} in ${table}`).not.toContain(trace);
      }
    }
    expect(everything(t.db, "inquiries").map((row) => row.id)).toEqual([bea]);
    expect(everything(t.db, "outbox")).toHaveLength(2);
    expect(everything(t.db, "inquiry_notes")).toHaveLength(1);
    expect(everything(t.db, "inquiry_events")).toHaveLength(1);
    expect(readdirSync(t.emlDir).sort()).toEqual(beaFiles.sort());

    // The erasure emptied the WAL itself: read every byte of the file (and of a WAL, if any).
    for (const part of [t.file, `${t.file}-wal`]) {
      if (!existsSync(part)) continue;
      const bytes = readFileSync(part);
      for (const trace of [
        "Quxwellbottom",
        "Zyxwvu",
        "Anna.Q@Example.com",
        "anna.q@example.com",
        anna1,
      ]) {
        expect(bytes.includes(Buffer.from(trace)), `${trace} in ${path.basename(part)}`).toBe(
          false,
        );
      }
    }
    expect(readFileSync(t.file).includes(Buffer.from("Bleibtda"))).toBe(true);
  });

  it("writes an audit log that holds no address, no hash of one, no name and no inquiry id", async () => {
    const t = setUp();
    const { anna1, anna2 } = await twoPeople(t);
    await exportPerson(t.deps, "anna.q@example.com", "studio");
    await erasePerson(t.deps, "anna.q@example.com", "cli");
    await erasePerson(t.deps, "niemand@example.com", "studio");

    const columns = (
      t.db.prepare("PRAGMA table_info(privacy_audit)").all() as { name: string }[]
    ).map((column) => column.name);
    expect(columns).toEqual([
      "id",
      "at",
      "action",
      "channel",
      "inquiries",
      "mails",
      "notes",
      "files",
    ]);
    const audit = everything(t.db, "privacy_audit");
    expect(audit.map((row) => [row.action, row.channel, row.inquiries])).toEqual([
      ["export", "studio", 2],
      ["erase", "cli", 2],
      ["erase", "studio", 0],
    ]);
    const text = JSON.stringify(audit).toLowerCase();
    for (const trace of [
      "anna",
      "niemand",
      "example.com",
      "quxwellbottom",
      anna1,
      anna2,
      // No hash of the address either: no long hex or base64 string at all.
    ]) {
      expect(text).not.toContain(trace.toLowerCase());
    }
    expect(text).not.toMatch(/[0-9a-f]{16}|[A-Za-z0-9+/_-]{20}/);
    for (const row of audit) {
      for (const value of Object.values(row)) {
        expect(
          typeof value === "number" || ["export", "erase", "studio", "cli"].includes(String(value)),
        ).toBe(true);
      }
    }
  });

  it("waits for a mail of hers that is being sent, and refuses when it does not finish in time", async () => {
    const t = setUp();
    const { anna1, anna2 } = await twoPeople(t);
    const held = claimDueMail(t.db, {
      worker: "other",
      now: start + 10 * 60_000,
      leaseUntil: start + 3600_000,
    })!;
    expect(held.kind).toBe("reply");

    // Still leased after the wait: nothing deleted, nothing recorded.
    expect(await erasePerson(t.deps, "anna.q@example.com", "studio")).toEqual({
      ok: false,
      reason: "sending",
    });
    expect(everything(t.db, "inquiries")).toHaveLength(3);
    expect(listAudit(t.deps)).toEqual([]);

    // Delivered while the erasure waits: then it goes ahead, the new .eml copy included.
    const waiting = erasePerson({ ...t.deps, waitMs: 5_000 }, "anna.q@example.com", "studio");
    setTimeout(() => {
      void createMailTransport({ outboxDir: t.emlDir, from: mailSettings.mailFrom })
        .send(held)
        .then(() => markSent(t.db, held.id, start));
    }, 250);
    const result = await waiting;
    expect(result).toMatchObject({ ok: true, audit: { inquiries: 2, mails: 6, files: 6 } });
    expect(
      readdirSync(t.emlDir).filter((name) => name.includes(anna1) || name.includes(anna2)),
    ).toEqual([]);
    expect(everything(t.db, "inquiries")).toHaveLength(1);
  });

  it("takes a mail whose lease expired (its worker is gone) with the rest", async () => {
    const t = setUp();
    await twoPeople(t);
    expect(
      claimDueMail(t.db, {
        worker: "gone",
        now: start + 10 * 60_000,
        leaseUntil: start + 6 * 60_000,
      }),
    ).not.toBeNull();
    t.advance(10 * 60_000);
    const result = await erasePerson(t.deps, "anna.q@example.com", "studio");
    expect(result).toMatchObject({ ok: true, audit: { inquiries: 2, mails: 6 } });
    expect(everything(t.db, "outbox")).toHaveLength(2);
  });

  it("waits for a database another process has locked, then says it is busy", async () => {
    const t = setUp();
    await twoPeople(t);
    const other = t.open();
    other.exec("BEGIN IMMEDIATE");
    expect(await erasePerson(t.deps, "anna.q@example.com", "studio")).toEqual({
      ok: false,
      reason: "busy",
    });
    expect(await exportPerson(t.deps, "anna.q@example.com", "studio")).toEqual({
      ok: false,
      reason: "busy",
    });
    other.exec("ROLLBACK");
    expect(everything(t.db, "inquiries")).toHaveLength(3);
    expect(listAudit(t.deps)).toEqual([]);
    expect((await erasePerson(t.deps, "anna.q@example.com", "studio")).ok).toBe(true);
  });

  it("for an address with nothing stored deletes nothing and records the answer", async () => {
    const t = setUp();
    await twoPeople(t);
    const files = readdirSync(t.emlDir).length;
    const result = await erasePerson(t.deps, "niemand@example.com", "cli");
    expect(result).toMatchObject({
      ok: true,
      audit: { action: "erase", channel: "cli", inquiries: 0, mails: 0, notes: 0, files: 0 },
    });
    expect(everything(t.db, "inquiries")).toHaveLength(3);
    expect(readdirSync(t.emlDir)).toHaveLength(files);
  });
});

describe("emlCopiesOf", () => {
  it("finds every kind of an inquiry's mail by the names the transport gives them, and nothing else", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "studio-privacy-eml-"));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const id = randomUUID();
    const other = randomUUID();
    const names = (["studio", "confirmation", "reply"] as const).map((kind, index) =>
      emlFileName({ id: index + 1, inquiryId: id, kind, createdAt: start + index }),
    );
    for (const name of [
      ...names,
      emlFileName({ id: 9, inquiryId: other, kind: "reply", createdAt: start }),
      emlFileName({ id: 10, inquiryId: null, kind: "sign_in_link", createdAt: start }),
      `${id}.txt`,
    ]) {
      writeFileSync(path.join(dir, name), "x");
    }
    expect(emlCopiesOf(dir, [id]).map((copy) => copy.name)).toEqual([...names].sort());
    expect(emlCopiesOf(path.join(dir, "missing"), [id])).toEqual([]);
    expect(emlCopiesOf(dir, [])).toEqual([]);
  });
});
