import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";
import { describe, expect, it } from "vitest";
import { createMailTransport } from "#app/inquiry/mail/mail-transport.server.ts";
import { defaultContent } from "#app/content/website/defaults.ts";
import { replyCopy } from "#app/content/studio/replies.ts";
import { claimDueMail, markSent } from "#app/inquiry/mail/outbox.server.ts";
import type { InquiryRecord } from "#app/inquiry/store/store.server.ts";
import { type Database } from "#app/lib/db.server.ts";
import { inquiryDetail } from "#app/studio/inbox/inbox.server.ts";
import { fillPlaceholders, placeholderValues } from "#app/studio/replies/replies.ts";
import {
  defaultReplySubject,
  newReplyKey,
  sendReply,
  type ReplyDeps,
  type ReplyInput,
} from "#app/studio/replies/reply.server.ts";
import { changeStage } from "#app/studio/inbox/workflow.server.ts";
import { storedInquiry, type StoredMails } from "#tests/support/stored-inquiry.ts";
import { testDatabase } from "#tests/support/test-database.ts";

const created = Date.parse("2026-11-20T09:00:00Z");
const settings = {
  studioEmail: "studio@atelier.example",
  mailFrom: "Atelier Website <web@atelier.example>",
};

function setUp() {
  const { db, dir } = testDatabase();
  let now = created + 3600_000;
  const woken = { count: 0 };
  const logs: Record<string, unknown>[] = [];
  // The live release's facts: a test publishes a rename by replacing them.
  const live = { facts: defaultContent.facts };
  const deps: ReplyDeps = {
    db,
    clock: () => now,
    wakeMailWorker: () => {
      woken.count += 1;
    },
    log: (_level, event, fields) => {
      logs.push({ event, ...fields });
    },
    mail: settings,
    facts: () => live.facts,
  };
  return { dir, db, deps, woken, logs, live, advance: (ms: number) => (now += ms) };
}

const paula = {
  firstName: "Paula",
  lastName: "Winterberg",
  email: "paula@example.com",
  package: "signature",
  preferredDate: "14.03.2027",
  message: "Ich freue mich.",
};

/** Paula's inquiry as the public form stores it: with its studio mail and confirmation, or not. */
function store(
  db: Database,
  id: string,
  fields: Partial<InquiryRecord> = {},
  mails: StoredMails = "rendered",
) {
  storedInquiry(
    db,
    { id, createdAt: created, ...paula, ...fields },
    { mails, mailSettings: settings },
  );
}

const replies = (db: Database, id: string) =>
  db
    .prepare(
      `SELECT id, recipient, reply_to AS replyTo, subject, text_body AS text, html_body AS html,
         message_id AS messageId, in_reply_to AS inReplyTo, idempotency_key AS idempotencyKey,
         status
       FROM outbox WHERE inquiry_id = ? AND kind = 'reply' ORDER BY id`,
    )
    .all(id) as Record<string, string | null>[];

const input = (fields: Partial<ReplyInput> = {}): ReplyInput => ({
  subject: "Re: Deine Anfrage bei Atelier Mustermann",
  body: "Hallo Paula,\n\ndanke dir!\nBis bald",
  key: newReplyKey(),
  ...fields,
});

describe("sending a reply", () => {
  it("queues a mail to the visitor, Reply-To the studio, threaded under her confirmation", () => {
    const { db, deps, woken, logs } = setUp();
    store(db, "a");
    const reply = input({ body: "Hallo Paula,\n\n<b>Kosten</b> & Termine:\nZeile zwei" });
    const result = sendReply(deps, "a", reply);
    expect(result).toEqual({
      ok: true,
      mailId: expect.any(Number),
      stageChanged: true,
      duplicate: false,
    });

    const [mail] = replies(db, "a");
    expect(mail).toMatchObject({
      recipient: "paula@example.com",
      replyTo: JSON.stringify({ name: "Atelier Mustermann", address: "studio@atelier.example" }),
      subject: "Re: Deine Anfrage bei Atelier Mustermann",
      text: "Hallo Paula,\n\n<b>Kosten</b> & Termine:\nZeile zwei\n",
      inReplyTo: "<a.confirmation@atelier.example>",
      idempotencyKey: reply.key,
      status: "pending",
    });
    expect(mail!.messageId).toMatch(/^<a\.reply\.[0-9a-f-]{36}@atelier\.example>$/);
    // The owner's text is escaped, its paragraphs and line breaks kept.
    expect(mail!.html).toContain(
      "<p>Hallo Paula,</p>\n<p>&lt;b&gt;Kosten&lt;/b&gt; &amp; Termine:<br>\nZeile zwei</p>",
    );
    expect(mail!.html).not.toContain("<b>");
    expect(woken.count).toBe(1);
    // The log says what happened, never to whom or what.
    expect(logs).toEqual([
      {
        event: "studio.reply_queued",
        mailId: result.ok && result.mailId,
        stageChanged: true,
        duplicate: false,
      },
    ]);
  });

  it("gives every reply its own Message-ID", () => {
    const { db, deps } = setUp();
    store(db, "a");
    sendReply(deps, "a", input());
    sendReply(deps, "a", input({ subject: "Noch eine Frage" }));
    const [first, second] = replies(db, "a");
    expect(first!.messageId).not.toBe(second!.messageId);
    expect(second!.inReplyTo).toBe("<a.confirmation@atelier.example>");
  });

  it("marks a Neu inquiry Beantwortet and records the reply and the change in its history", () => {
    const { db, deps } = setUp();
    store(db, "a");
    sendReply(deps, "a", input({ subject: "Dein Termin" }));
    const detail = inquiryDetail(deps, "a")!;
    expect(detail.stage).toBe("answered");
    const at = created + 3600_000;
    expect(detail.history.slice(1)).toEqual(
      [
        {
          at,
          type: "reply_queued",
          subject: "Dein Termin",
          text: "Hallo Paula,\n\ndanke dir!\nBis bald",
        },
        { at, type: "stage_changed", from: "new", to: "answered" },
        { at: created, type: "mail", kind: "studio", state: "pending" },
        { at: created, type: "mail", kind: "confirmation", state: "pending" },
        { at, type: "mail", kind: "reply", state: "pending" },
      ].sort((x, y) => x.at - y.at),
    );
  });

  it("shows the reply's delivery from its outbox row", () => {
    const { db, deps, advance } = setUp();
    store(db, "a");
    const result = sendReply(deps, "a", input());
    if (!result.ok) throw new Error("not sent");
    markSent(db, result.mailId, created + 7200_000);
    advance(1);
    const lines = inquiryDetail(deps, "a")!.history.filter(
      (entry) => entry.type === "mail" && entry.kind === "reply",
    );
    expect(lines).toEqual([{ at: created + 7200_000, type: "mail", kind: "reply", state: "sent" }]);
  });

  it("never demotes Gebucht or Abgelehnt, and leaves Beantwortet as it is", () => {
    const { db, deps } = setUp();
    for (const [id, stage] of [
      ["b", "booked"],
      ["d", "declined"],
      ["r", "answered"],
    ] as const) {
      store(db, id);
      changeStage(deps, id, stage);
      const result = sendReply(deps, id, input());
      expect(result).toMatchObject({ ok: true, stageChanged: false });
      const detail = inquiryDetail(deps, id)!;
      expect(detail.stage).toBe(stage);
      expect(detail.history.filter((entry) => entry.type === "stage_changed")).toHaveLength(1);
    }
  });

  it("queues one mail for one form, however often it is sent", () => {
    const { db, deps, woken, logs } = setUp();
    store(db, "a");
    const form = input();
    const first = sendReply(deps, "a", form);
    const again = sendReply(deps, "a", form);
    expect(first).toMatchObject({ ok: true, duplicate: false, stageChanged: true });
    expect(again).toEqual({
      ok: true,
      mailId: first.ok && first.mailId,
      stageChanged: false,
      duplicate: true,
    });
    expect(replies(db, "a")).toHaveLength(1);
    expect(woken.count).toBe(1);
    expect(logs.map((line) => line.duplicate)).toEqual([false, true]);
    const events = db.prepare("SELECT type FROM inquiry_events ORDER BY id").all();
    expect(events.map((event) => event.type)).toEqual(["reply_queued", "stage_changed"]);
  });

  it("refuses a key that is malformed or belongs to another inquiry's reply", () => {
    const { db, deps } = setUp();
    store(db, "a");
    store(db, "b", { email: "other@example.com" });
    const form = input();
    sendReply(deps, "a", form);
    expect(sendReply(deps, "b", form)).toEqual({ ok: false, reason: "bad_key" });
    for (const key of [
      "",
      "short",
      "x".repeat(65),
      "a b c d e f g h i j",
      "<inject>@x\r\nBcc: y",
    ]) {
      expect(sendReply(deps, "b", input({ key }))).toEqual({ ok: false, reason: "bad_key" });
    }
    expect(replies(db, "b")).toEqual([]);
  });

  it("refuses spam (Kein Spam comes first) and an unknown inquiry", () => {
    const { db, deps, woken } = setUp();
    store(db, "s", { status: "spam", spamReason: "honeypot" }, "none");
    expect(sendReply(deps, "s", input())).toEqual({ ok: false, reason: "spam" });
    expect(sendReply(deps, "x", input())).toEqual({ ok: false, reason: "not_found" });
    expect(db.prepare("SELECT count(*) AS n FROM outbox").get()).toEqual({ n: 0 });
    expect(db.prepare("SELECT count(*) AS n FROM inquiry_events").get()).toEqual({ n: 0 });
    expect(woken.count).toBe(0);
  });

  it("refuses an empty or too long subject or text, and one with a placeholder left", () => {
    const { db, deps } = setUp();
    store(db, "a");
    const { errors } = replyCopy;
    expect(sendReply(deps, "a", input({ subject: " \r\n ", body: "\n \n" }))).toEqual({
      ok: false,
      reason: "invalid",
      errors: { subject: errors.empty.subject, body: errors.empty.body },
    });
    expect(
      sendReply(deps, "a", input({ subject: "x".repeat(201), body: "y".repeat(10_001) })),
    ).toMatchObject({
      reason: "invalid",
      errors: { subject: errors.tooLong.subject(200), body: errors.tooLong.body(10_000) },
    });
    expect(
      sendReply(deps, "a", input({ subject: "Am {datum}", body: "Hallo {Vorname}, am {datum}" })),
    ).toMatchObject({
      reason: "invalid",
      errors: {
        subject: errors.placeholder(["{datum}"]),
        body: errors.placeholder(["{vorname}", "{datum}"]),
      },
    });
    // Exactly at the limits it goes.
    expect(
      sendReply(deps, "a", input({ subject: "x".repeat(200), body: "y".repeat(10_000) })).ok,
    ).toBe(true);
    expect(replies(db, "a")).toHaveLength(1);
  });

  it("puts a subject with line breaks on one line", () => {
    const { db, deps } = setUp();
    store(db, "a");
    sendReply(deps, "a", input({ subject: "Hallo\r\nBcc: evil@example.com\nX-Test: 1" }));
    expect(replies(db, "a")[0]!.subject).toBe("Hallo Bcc: evil@example.com X-Test: 1");
  });

  it("threads under nothing when the inquiry's confirmation never went out", () => {
    const { db, deps } = setUp();
    store(db, "a", {}, "studio only");
    expect(defaultReplySubject(deps, "a")).toBe("Deine Anfrage bei Atelier Mustermann");
    sendReply(deps, "a", input());
    expect(replies(db, "a")[0]!.inReplyTo).toBeNull();
  });

  it("starts with Re: and the confirmation's subject", () => {
    const { db, deps } = setUp();
    store(db, "a");
    expect(defaultReplySubject(deps, "a")).toBe("Re: Deine Anfrage bei Atelier Mustermann");
  });

  it("names the studio as the live release does: Reply-To, and the subject without a confirmation", () => {
    const { db, deps, live } = setUp();
    store(db, "a", {}, "studio only");
    live.facts = { ...defaultContent.facts, studioName: "Atelier Lichtblick" };
    expect(defaultReplySubject(deps, "a")).toBe("Deine Anfrage bei Atelier Lichtblick");
    sendReply(deps, "a", input({ subject: defaultReplySubject(deps, "a") }));
    expect(replies(db, "a")[0]).toMatchObject({
      replyTo: JSON.stringify({ name: "Atelier Lichtblick", address: "studio@atelier.example" }),
      subject: "Deine Anfrage bei Atelier Lichtblick",
    });
  });
});

describe("a reply from a Textbaustein, as the mail transport writes it", () => {
  it("carries To, From, Reply-To, In-Reply-To, References and the filled placeholders", async () => {
    const { dir, db, deps } = setUp();
    store(db, "a");
    const values = placeholderValues({
      firstName: "Paula",
      package: "signature",
      preferredDate: "14.03.2027",
    });
    const sent = sendReply(deps, "a", {
      subject: fillPlaceholders("Dein Shooting am {datum}", values),
      body: fillPlaceholders("Hallo {vorname},\n\n{paket} am {datum} ist frei.", values),
      key: newReplyKey(),
    });
    if (!sent.ok) throw new Error("not sent");

    // The outbox row as the worker claims it, through the transport the server uses without SMTP.
    const outboxDir = path.join(dir, "outbox");
    const transport = createMailTransport({ outboxDir, from: settings.mailFrom });
    let mail = claimDueMail(db, {
      worker: "test",
      now: Date.now(),
      leaseUntil: Date.now() + 60_000,
    });
    while (mail && mail.kind !== "reply") {
      mail = claimDueMail(db, { worker: "test", now: Date.now(), leaseUntil: Date.now() + 60_000 });
    }
    await transport.send(mail!);
    const file = readdirSync(outboxDir).find((name) => name.endsWith("-reply.eml"))!;
    const parsed = await simpleParser(readFileSync(path.join(outboxDir, file)));

    expect(parsed.to).toMatchObject({ text: "paula@example.com" });
    // Under her name (the live facts' founder), at MAIL_FROM's address.
    expect(parsed.from).toMatchObject({ text: '"Erika Mustermann" <web@atelier.example>' });
    expect(parsed.replyTo).toMatchObject({
      value: [{ name: "Atelier Mustermann", address: "studio@atelier.example" }],
    });
    expect(parsed.inReplyTo).toBe("<a.confirmation@atelier.example>");
    expect(parsed.references).toBe("<a.confirmation@atelier.example>");
    expect(parsed.messageId).toMatch(/^<a\.reply\.[0-9a-f-]{36}@atelier\.example>$/);
    expect(parsed.subject).toBe("Dein Shooting am 14. März 2027");
    expect(parsed.text).toBe("Hallo Paula,\n\nIntime Signature am 14. März 2027 ist frei.\n");
    expect(parsed.html).toContain("<p>Intime Signature am 14. März 2027 ist frei.</p>");
    // A person wrote it: no Auto-Submitted header that would silence her out-of-office replies.
    expect(parsed.headers.get("auto-submitted")).toBeUndefined();
  });
});
