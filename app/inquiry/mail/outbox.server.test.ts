import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  createMailTransport,
  type MailTransport,
} from "#app/inquiry/mail/mail-transport.server.ts";
import { createMailWorker } from "#app/inquiry/mail/mail-worker.server.ts";
import { enqueueMail, type QueuedMail } from "#app/inquiry/mail/outbox.server.ts";
import { storeInquiries } from "#app/inquiry/store/store.server.ts";
import { storeEntry } from "#tests/support/stored-inquiry.ts";
import { testDatabase } from "#tests/support/test-database.ts";

function setUp() {
  const { dir, db } = testDatabase();
  return { dir, db, emlDir: path.join(dir, "outbox") };
}

const linkMail: QueuedMail = {
  kind: "sign_in_link",
  messageId: "<sign-in.1@atelier.example>",
  recipient: "studio@example.com",
  replyTo: null,
  subject: "Anmeldelink",
  text: "https://atelier.example/studio/anmelden/link?token=abc",
  html: "<p>Link</p>",
};

const until = async (condition: () => boolean) => {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(condition()).toBe(true);
};

const quietLog = () => {};

describe("mails of no inquiry", () => {
  it("are delivered by the same worker, as an .eml file named after the mail", async () => {
    const { db, emlDir } = setUp();
    const id = enqueueMail(db, { ...linkMail, inquiryId: null }, Date.now());
    const transport = createMailTransport({
      outboxDir: emlDir,
      from: "Atelier <w@atelier.example>",
    });
    const worker = createMailWorker({
      db,
      transport,
      log: quietLog,
      pollMs: 10,
      leaseMs: 60_000,
      policy: { baseMs: 10, maxMs: 20, maxAttempts: 3 },
    });
    worker.start();
    const status = () => db.prepare("SELECT status FROM outbox WHERE id = ?").get(id)?.status;
    await until(() => status() === "sent");
    await worker.stop();
    const files = readdirSync(emlDir);
    expect(files).toEqual([expect.stringMatching(new RegExp(`-mail${id}-sign_in_link\\.eml$`))]);
    const eml = readFileSync(path.join(emlDir, files[0]!), "utf8");
    expect(eml).toMatch(/^Auto-Submitted: auto-generated$/m);
    expect(eml).toMatch(/^To: studio@example\.com$/m);
    db.close();
  });

  it("keep no copy of a sign-in link once it is sent, while other mails keep theirs", async () => {
    const { db, emlDir } = setUp();
    const link = enqueueMail(db, { ...linkMail, inquiryId: null }, Date.now());
    storeInquiries(db, [storeEntry({ id: "inquiry-1" })]);
    const inquiryMails = () =>
      db
        .prepare("SELECT status, text_body AS text FROM outbox WHERE inquiry_id = 'inquiry-1'")
        .all() as { status: string; text: string }[];
    const worker = createMailWorker({
      db,
      transport: createMailTransport({ outboxDir: emlDir, from: "Atelier <w@atelier.example>" }),
      log: quietLog,
      pollMs: 10,
      leaseMs: 60_000,
      policy: { baseMs: 10, maxMs: 20, maxAttempts: 3 },
    });
    worker.start();
    const row = (id: number) =>
      db
        .prepare("SELECT status, text_body AS text, html_body AS html FROM outbox WHERE id = ?")
        .get(id);
    await until(
      () => row(link)?.status === "sent" && inquiryMails().every((m) => m.status === "sent"),
    );
    await worker.stop();
    // A backup taken in the link's 15 minutes holds no credential.
    expect(row(link)).toEqual({ status: "sent", text: "", html: "" });
    expect(inquiryMails()).toHaveLength(2);
    for (const mail of inquiryMails()) expect(mail.text).not.toBe("");
  });

  it("are retried after a failure and marked failed after the last attempt, like every mail", async () => {
    const { db } = setUp();
    let calls = 0;
    const failing: MailTransport = {
      kind: "smtp",
      async send() {
        calls++;
        throw Object.assign(new Error("Try again later"), { responseCode: 451 });
      },
      close() {},
    };
    const id = enqueueMail(db, { ...linkMail, inquiryId: null }, Date.now());
    const worker = createMailWorker({
      db,
      transport: failing,
      log: quietLog,
      pollMs: 5,
      leaseMs: 60_000,
      policy: { baseMs: 5, maxMs: 10, maxAttempts: 3 },
    });
    worker.start();
    const row = () =>
      db.prepare("SELECT status, attempts, last_error AS error FROM outbox WHERE id = ?").get(id);
    await until(() => row()?.status === "failed");
    await worker.stop();
    expect(calls).toBe(3);
    expect(row()).toEqual({ status: "failed", attempts: 3, error: "451: Try again later" });
    db.close();
  });
});
