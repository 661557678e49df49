import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, schemaVersion } from "#app/lib/db.server.ts";
import { migrations } from "#app/migrations.server.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempFile() {
  const dir = mkdtempSync(path.join(tmpdir(), "migrations-test-"));
  dirs.push(dir);
  return path.join(dir, "studio.sqlite");
}

const mailColumns = `inquiry_id, kind, status, message_id, recipient, reply_to, subject, text_body,
  html_body, attempts, next_attempt_at, last_error, sent_at, created_at`;

function insertInquiry(db: ReturnType<typeof openDatabase>, id: string) {
  db.prepare(
    `INSERT INTO inquiries (id, created_at, status, channel, first_name, last_name, email, package,
       message, source, installment_info)
     VALUES (?, 1, 'received', 'api', 'Anna', 'Müller', 'anna@example.com', 'lumiere', 'Hallo',
       'instagram', 0)`,
  ).run(id);
}

function insertMail(
  db: ReturnType<typeof openDatabase>,
  inquiryId: string | null,
  kind: string,
  status = "pending",
) {
  return db
    .prepare(
      `INSERT INTO outbox (${mailColumns})
       VALUES (?, ?, ?, '<m@x>', 'a@example.com', NULL, 'S', 'T', '<p>T</p>', 1, 5, 'E', NULL, 2)
       RETURNING id`,
    )
    .get(inquiryId, kind, status) as { id: number };
}

describe("the outbox generalised (migration 2)", () => {
  it("keeps every existing mail with its id and every column", () => {
    const file = tempFile();
    const v1 = openDatabase(file, { migrations: migrations.slice(0, 1) });
    insertInquiry(v1, "inq-1");
    insertInquiry(v1, "inq-2");
    insertMail(v1, "inq-1", "studio", "sent");
    insertMail(v1, "inq-1", "confirmation", "failed");
    insertMail(v1, "inq-2", "studio");
    // A gap in the ids (a deleted mail) must survive too.
    v1.prepare("DELETE FROM outbox WHERE id = 2").run();
    const before = v1.prepare(`SELECT id, ${mailColumns} FROM outbox ORDER BY id`).all();
    v1.close();

    const db = openDatabase(file, { migrations });
    expect(schemaVersion(db)).toBe(migrations.length);
    expect(db.prepare(`SELECT id, ${mailColumns} FROM outbox ORDER BY id`).all()).toEqual(before);
    expect(before.map((row) => row.id)).toEqual([1, 3]);
    // New mails continue after the highest id.
    expect(insertMail(db, "inq-2", "confirmation").id).toBe(4);
    db.close();
  });

  it("still allows one studio mail and one confirmation per inquiry, but any number of replies", () => {
    const db = openDatabase(tempFile(), { migrations });
    insertInquiry(db, "inq-1");
    insertMail(db, "inq-1", "studio");
    insertMail(db, "inq-1", "confirmation");
    expect(() => insertMail(db, "inq-1", "studio")).toThrow(/UNIQUE/);
    expect(() => insertMail(db, "inq-1", "confirmation")).toThrow(/UNIQUE/);
    insertMail(db, "inq-1", "reply");
    insertMail(db, "inq-1", "reply");
    expect(db.prepare("SELECT COUNT(*) AS n FROM outbox").get()).toEqual({ n: 4 });
    db.close();
  });

  it("holds sign-in links without an inquiry, every other kind only with one, and no unknown kind", () => {
    const db = openDatabase(tempFile(), { migrations });
    insertInquiry(db, "inq-1");
    insertMail(db, null, "sign_in_link");
    insertMail(db, null, "sign_in_link");
    for (const kind of ["studio", "confirmation", "reply"]) {
      expect(() => insertMail(db, null, kind), kind).toThrow(/CHECK/);
    }
    expect(() => insertMail(db, "inq-1", "newsletter")).toThrow(/CHECK/);
    expect(() => insertMail(db, "nope", "reply")).toThrow(/FOREIGN KEY/);
    db.close();
  });

  it("deletes an inquiry's mails with it, and leaves mails of no inquiry alone", () => {
    const db = openDatabase(tempFile(), { migrations });
    insertInquiry(db, "inq-1");
    insertMail(db, "inq-1", "studio");
    insertMail(db, "inq-1", "reply");
    insertMail(db, null, "sign_in_link");
    db.prepare("DELETE FROM inquiries WHERE id = 'inq-1'").run();
    expect(db.prepare("SELECT kind FROM outbox").all()).toEqual([{ kind: "sign_in_link" }]);
    db.close();
  });
});

describe("the outbox with backup alerts (migration 17)", () => {
  const allColumns = `id, ${mailColumns}, claimed_by, lease_until, in_reply_to, idempotency_key,
    from_name`;

  it("keeps every mail with its id and every later column", () => {
    const file = tempFile();
    const v16 = openDatabase(file, { migrations: migrations.slice(0, 16) });
    insertInquiry(v16, "inq-1");
    insertMail(v16, "inq-1", "studio", "sent");
    const reply = insertMail(v16, "inq-1", "reply").id;
    v16
      .prepare(
        `UPDATE outbox SET claimed_by = 'w1', lease_until = 9, in_reply_to = '<c@x>',
           idempotency_key = 'k1', from_name = 'Erika' WHERE id = ?`,
      )
      .run(reply);
    insertMail(v16, null, "sign_in_link");
    const before = v16.prepare(`SELECT ${allColumns} FROM outbox ORDER BY id`).all();
    v16.close();

    const db = openDatabase(file, { migrations });
    expect(db.prepare(`SELECT ${allColumns} FROM outbox ORDER BY id`).all()).toEqual(before);
    // An alert to the owner belongs to no inquiry; an inquiry's own mails still need one.
    expect(insertMail(db, null, "backup_alert").id).toBe(4);
    expect(() => insertMail(db, null, "studio")).toThrow(/CHECK/);
    expect(() => insertMail(db, "inq-1", "unknown")).toThrow(/CHECK/);
    expect(() => insertMail(db, "inq-1", "studio")).toThrow(/UNIQUE/);
    expect(() => db.prepare("UPDATE outbox SET idempotency_key = 'k1' WHERE id = 4").run()).toThrow(
      /UNIQUE/,
    );
    // Still deleted with its inquiry.
    db.prepare("DELETE FROM inquiries WHERE id = 'inq-1'").run();
    expect(db.prepare("SELECT kind FROM outbox ORDER BY id").all()).toEqual([
      { kind: "sign_in_link" },
      { kind: "backup_alert" },
    ]);
    db.close();
  });
});
