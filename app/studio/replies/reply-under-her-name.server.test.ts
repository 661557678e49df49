import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";
import { describe, expect, it } from "vitest";
import { blockDays } from "#app/availability/availability.server.ts";
import { defaultContent } from "#app/content/website/defaults.ts";
import { starterTemplates } from "#app/content/studio/replies.ts";
import { createMailTransport } from "#app/inquiry/mail/mail-transport.server.ts";
import { mailAddress } from "#app/inquiry/mail/mails.server.ts";
import { claimDueMail } from "#app/inquiry/mail/outbox.server.ts";
import type { InquiryRecord } from "#app/inquiry/store/store.server.ts";
import { openDatabase, type Database } from "#app/lib/db.server.ts";
import { migrations } from "#app/migrations.server.ts";
import { inquiryDetail } from "#app/studio/inbox/inbox.server.ts";
import { promisesTheDate } from "#app/studio/replies/replies.ts";
import { replyMailHtml } from "#app/studio/replies/reply-mail.ts";
import {
  newReplyKey,
  previewReply,
  replyDraft,
  sendReply,
  type ReplyDeps,
  type ReplyInput,
} from "#app/studio/replies/reply.server.ts";
import {
  addStarterTemplates,
  listTemplates,
  saveTemplate,
} from "#app/studio/replies/templates.server.ts";
import { storedInquiry } from "#tests/support/stored-inquiry.ts";
import { testDatabase } from "#tests/support/test-database.ts";

const created = Date.parse("2026-11-20T09:00:00Z");
const settings = {
  studioEmail: "studio@atelier.example",
  mailFrom: "Atelier Website <web@atelier.example>",
};

function setUp() {
  const { db, dir, file } = testDatabase();
  const live = { facts: defaultContent.facts };
  const deps: ReplyDeps = {
    db,
    clock: () => created + 3600_000,
    wakeMailWorker: () => {},
    log: () => {},
    mail: settings,
    facts: () => live.facts,
  };
  addStarterTemplates(deps, starterTemplates(defaultContent.facts));
  const confirmDate = listTemplates(deps).find((t) => t.name === "Wunschtermin bestätigen")!;
  return { db, dir, file, deps, live, confirmDate };
}

const paula = {
  firstName: "Paula",
  lastName: "Winterberg",
  email: "paula@example.com",
  package: "signature",
  preferredDate: "14.03.2027",
  message: "Ich freue mich.",
};

/** Paula's inquiry with its two mails, as the public form stores it. */
function store(db: Database, id: string, fields: Partial<InquiryRecord> = {}) {
  storedInquiry(
    db,
    { id, createdAt: created, ...paula, ...fields },
    { mails: "rendered", mailSettings: settings },
  );
}

const replyRows = (db: Database, id: string) =>
  db
    .prepare("SELECT from_name AS fromName FROM outbox WHERE inquiry_id = ? AND kind = 'reply'")
    .all(id) as { fromName: string | null }[];

/** The Textbaustein "Wunschtermin bestätigen", filled for Paula, as the reply form holds it. */
function promisingReply(deps: ReplyDeps, id: string, fields: Partial<ReplyInput> = {}) {
  const draft = replyDraft(deps, inquiryDetail(deps, id)!, null);
  const template = draft.templates.find((item) => item.promisesDate)!;
  return {
    subject: template.subject,
    body: template.body,
    key: newReplyKey(),
    template: String(template.id),
    ...fields,
  };
}

describe("a reply under her name", () => {
  it("goes out as the founder at MAIL_FROM's address, Reply-To the studio; the visitor's mails keep MAIL_FROM", async () => {
    const { db, dir, deps } = setUp();
    store(db, "a");
    const sent = sendReply(deps, "a", {
      subject: "Re: Deine Anfrage",
      body: "Hallo Paula,\n\ngern!",
      key: newReplyKey(),
    });
    expect(sent.ok).toBe(true);
    expect(replyRows(db, "a")).toEqual([{ fromName: "Erika Mustermann" }]);

    const outboxDir = path.join(dir, "outbox");
    const transport = createMailTransport({ outboxDir, from: settings.mailFrom });
    const lease = { worker: "test", now: Date.now(), leaseUntil: Date.now() + 60_000 };
    for (let mail = claimDueMail(db, lease); mail; mail = claimDueMail(db, lease)) {
      await transport.send(mail);
    }
    const parsed = async (kind: string) =>
      simpleParser(
        readFileSync(
          path.join(
            outboxDir,
            readdirSync(outboxDir).find((n) => n.endsWith(`-${kind}.eml`))!,
          ),
        ),
      );
    const reply = await parsed("reply");
    expect(reply.from?.value).toEqual([
      { name: "Erika Mustermann", address: "web@atelier.example" },
    ]);
    expect(reply.replyTo?.value).toEqual([
      { name: "Atelier Mustermann", address: "studio@atelier.example" },
    ]);
    for (const kind of ["confirmation", "studio"]) {
      expect((await parsed(kind)).from?.value).toEqual([
        { name: "Atelier Website", address: "web@atelier.example" },
      ]);
    }
  });

  it("names the studio when the facts give no founder, and follows a renamed founder at once", () => {
    const { db, deps, live } = setUp();
    store(db, "a");
    live.facts = { ...defaultContent.facts, founder: "  " };
    sendReply(deps, "a", { subject: "Hallo", body: "Hallo Paula", key: newReplyKey() });
    live.facts = { ...defaultContent.facts, founder: "Lena Berg" };
    sendReply(deps, "a", { subject: "Hallo", body: "Noch etwas", key: newReplyKey() });
    expect(replyRows(db, "a")).toEqual([
      { fromName: "Atelier Mustermann" },
      { fromName: "Lena Berg" },
    ]);
    expect(replyDraft(deps, inquiryDetail(deps, "a")!, null)).toMatchObject({
      from: { name: "Lena Berg", address: "web@atelier.example" },
      to: "paula@example.com",
      replyTo: { name: "Atelier Mustermann", address: "studio@atelier.example" },
    });
  });

  it("reads the address of MAIL_FROM with or without a display name", () => {
    expect(mailAddress("Atelier Website <web@atelier.example>")).toBe("web@atelier.example");
    expect(mailAddress(" web@atelier.example ")).toBe("web@atelier.example");
  });

  it("is previewed with exactly the HTML the mail carries", () => {
    const { db, deps } = setUp();
    store(db, "a");
    const input = {
      subject: "Termin",
      body: "Hallo Paula,\n\n<b>Zeile</b>\nzwei",
      key: newReplyKey(),
    };
    const preview = previewReply(deps, "a", input);
    if (!preview.ok) throw new Error("no preview");
    expect(preview.html).toBe("<p>Hallo Paula,</p>\n<p>&lt;b&gt;Zeile&lt;/b&gt;<br>\nzwei</p>");
    sendReply(deps, "a", input);
    const { html } = db
      .prepare("SELECT html_body AS html FROM outbox WHERE kind = 'reply'")
      .get() as { html: string };
    expect(html).toBe(replyMailHtml("Termin", input.body));
    expect(html).toContain(preview.html);
  });
});

describe("a Textbaustein that promises the preferred date", () => {
  it("is flagged: the suggested confirmation promises, the first answer does not; the flag is saved", () => {
    const { deps } = setUp();
    expect(listTemplates(deps).map(({ name, promisesDate }) => [name, promisesDate])).toEqual([
      ["Erste Antwort mit Vorgespräch", false],
      ["Wunschtermin bestätigen", true],
    ]);
    const saved = saveTemplate(deps, {
      name: "Zusage",
      subject: "Am {datum}",
      body: "Hallo {vorname}, am {datum} klappt es.",
      promisesDate: true,
    });
    if (!saved.ok) throw new Error("not saved");
    expect(listTemplates(deps).find((item) => item.id === saved.id)?.promisesDate).toBe(true);
    saveTemplate(
      deps,
      { name: "Zusage", subject: "Am {datum}", body: "Hallo", promisesDate: false },
      saved.id,
    );
    expect(listTemplates(deps).find((item) => item.id === saved.id)?.promisesDate).toBe(false);
  });

  it("is flagged by the migration when it is the suggested confirmation stored before", () => {
    // The schema before migration 15, which flags the template.
    const { file } = testDatabase({ migrations: migrations.slice(0, 14) });
    const before = openDatabase(file, { migrations: migrations.slice(0, 14) });
    const [first, second] = starterTemplates(defaultContent.facts);
    const insert = before.prepare(
      "INSERT INTO reply_templates (name, subject, body, created_at, updated_at) VALUES (?, ?, ?, 1, 1)",
    );
    insert.run(first.name, first.subject, first.body);
    insert.run(second.name, second.subject, second.body);
    before.close();
    const after = openDatabase(file, { migrations });
    try {
      expect(listTemplates({ db: after }).map((item) => item.promisesDate)).toEqual([false, true]);
    } finally {
      after.close();
    }
  });

  it("says so in the draft: each filled template's promise and the day's status", () => {
    const { db, deps } = setUp();
    store(db, "a");
    blockDays(db, "2027-03-14", "2027-03-14", created);
    const draft = replyDraft(deps, inquiryDetail(deps, "a")!, null);
    expect(draft.day).toEqual({ day: "14.03.2027", status: { state: "blocked" } });
    const promising = draft.templates.find((item) => item.promisesDate)!;
    expect(promising.promises).toEqual([
      "Dein Wunschtermin am 14. März 2027 ist noch frei, und ich halte ihn gern für dich fest.",
    ]);
    expect(promisesTheDate("Ganz eigener Text", promising.id, draft.templates)).toBe(true);
    expect(promisesTheDate(`Hallo!\n${promising.promises[0]}`, null, draft.templates)).toBe(true);
    expect(promisesTheDate("Leider ist der Tag vergeben.", null, draft.templates)).toBe(false);
  });
});

describe("a reply that promises a day that is not free", () => {
  it("is refused without the owner's confirmation, nothing queued; it goes with confirm", () => {
    const { db, deps } = setUp();
    store(db, "a");
    blockDays(db, "2027-03-14", "2027-03-14", created);
    const reply = promisingReply(deps, "a");
    expect(sendReply(deps, "a", reply)).toEqual({
      ok: false,
      reason: "date_taken",
      day: { day: "14.03.2027", status: { state: "blocked" } },
    });
    // Started without the Textbaustein, but its promise is still in the text.
    expect(sendReply(deps, "a", { ...reply, template: "" })).toMatchObject({
      reason: "date_taken",
    });
    expect(replyRows(db, "a")).toEqual([]);
    const preview = previewReply(deps, "a", reply);
    expect(preview).toMatchObject({ ok: true, conflict: { status: { state: "blocked" } } });

    expect(sendReply(deps, "a", { ...reply, confirmTaken: true })).toMatchObject({ ok: true });
    expect(replyRows(db, "a")).toHaveLength(1);
  });

  it("is refused when another inquiry booked the day, and names it", () => {
    const { db, deps } = setUp();
    store(db, "a");
    store(db, "b", { firstName: "Lea", lastName: "Sommer", email: "lea@example.com" });
    db.prepare("UPDATE inquiries SET stage = 'booked' WHERE id = 'b'").run();
    expect(sendReply(deps, "a", promisingReply(deps, "a"))).toEqual({
      ok: false,
      reason: "date_taken",
      day: {
        day: "14.03.2027",
        status: { state: "booked", inquiryId: "b", firstName: "Lea", lastName: "Sommer" },
      },
    });
    // The booked inquiry itself may be told its day is held.
    expect(sendReply(deps, "b", promisingReply(deps, "b"))).toMatchObject({ ok: true });
  });

  it("goes out when the day is free, or when the reply promises nothing", () => {
    const { db, deps } = setUp();
    store(db, "a");
    expect(sendReply(deps, "a", promisingReply(deps, "a"))).toMatchObject({ ok: true });
    store(db, "c", { preferredDate: "14.03.2026" });
    // A day in the past: a promise is refused, a plain answer is not.
    expect(sendReply(deps, "c", promisingReply(deps, "c"))).toMatchObject({
      reason: "date_taken",
      day: { status: { state: "past" } },
    });
    expect(
      sendReply(deps, "c", {
        subject: "Hallo",
        body: "Leider ist der Tag vorbei.",
        key: newReplyKey(),
      }),
    ).toMatchObject({ ok: true });
  });
});
