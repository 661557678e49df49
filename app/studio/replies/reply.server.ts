/**
 * "Antwort senden": the owner's reply to a visitor goes through the outbox like every other mail
 * (same worker, retries and guarantees), threaded under the visitor's confirmation, and marks the
 * inquiry Beantwortet when it was Neu. The form carries an idempotency key: the same form sent
 * twice (a double click, a reload that posts again) queues one mail. docs/decisions/0021.
 */
import { randomBytes } from "node:crypto";
import { replyCopy } from "#app/content/studio/replies.ts";
import { enqueueMail, findByIdempotencyKey } from "#app/inquiry/mail/outbox.server.ts";
import { prepared, transaction, type Database } from "#app/lib/db.server.ts";
import type { Log } from "#app/lib/log.server.ts";
import type { Stage } from "#app/studio/inbox/inbox.ts";
import { recordEvent, type InquiryDetail } from "#app/studio/inbox/inbox.server.ts";
import {
  fillPlaceholders,
  placeholderValues,
  type ReplyDraft,
} from "#app/studio/replies/replies.ts";
import { checkReply, type ReplyProblem } from "#app/studio/replies/schema.ts";
import { renderReplyMail, type ReplyMailSettings } from "#app/studio/replies/reply-mail.server.ts";
import { listTemplates } from "#app/studio/replies/templates.server.ts";
import type { Facts } from "#app/website/schema.ts";

export type ReplyDeps = {
  db: Database;
  clock: () => number;
  wakeMailWorker: () => void;
  log: Log;
  mail: ReplyMailSettings;
  /** The live release's facts: replies name its studio. */
  facts: () => Facts;
};

export type ReplyInput = { subject: string; body: string; key: string };

export type ReplyResult =
  | { ok: true; mailId: number; stageChanged: boolean; duplicate: boolean }
  | { ok: false; reason: "invalid"; problems: ReplyProblem[] }
  | { ok: false; reason: "not_found" | "spam" | "bad_key" };

/** A fresh idempotency key for one reply form: 128 random bits, URL-safe. */
export function newReplyKey(): string {
  return randomBytes(16).toString("base64url");
}

const keyPattern = /^[A-Za-z0-9_-]{16,64}$/;

/** The Message-ID and subject of the inquiry's confirmation, if it has one. */
function confirmationOf(db: Database, inquiryId: string) {
  const row = prepared(
    db,
    `SELECT message_id AS messageId, subject FROM outbox
     WHERE inquiry_id = ? AND kind = 'confirmation'`,
  ).get(inquiryId) as { messageId: string; subject: string } | undefined;
  return row ?? null;
}

/**
 * The subject a reply starts with: "Re:" and the confirmation's subject, so the visitor's mail
 * program shows the reply in the same conversation; without a confirmation (it was capped), the
 * confirmation's usual subject without "Re:".
 */
export function defaultReplySubject(
  deps: Pick<ReplyDeps, "db" | "facts">,
  inquiryId: string,
): string {
  const confirmation = confirmationOf(deps.db, inquiryId);
  if (!confirmation) return replyCopy.defaultSubject(deps.facts());
  const subject = confirmation.subject;
  return /^re:/i.test(subject) ? subject : `${replyCopy.replyPrefix} ${subject}`;
}

/**
 * The reply form of an inquiry's page: a new idempotency key, the Textbausteine filled for this
 * inquiry, and the one asked for (`?vorlage=<id>`) already in the fields. Spam gets no reply
 * (`sendReply`), so no Textbausteine either.
 */
export function replyDraft(
  deps: Pick<ReplyDeps, "db" | "mail" | "facts">,
  inquiry: InquiryDetail,
  askedFor: string | null,
): ReplyDraft {
  const values = placeholderValues(inquiry);
  const templates = inquiry.spam
    ? []
    : listTemplates(deps).map(({ id, name, subject, body }) => ({
        id,
        name,
        subject: fillPlaceholders(subject, values),
        body: fillPlaceholders(body, values),
      }));
  const chosen = templates.find((template) => String(template.id) === askedFor) ?? null;
  return {
    key: newReplyKey(),
    studioEmail: deps.mail.studioEmail,
    templates,
    chosenId: chosen?.id ?? null,
    subject: chosen?.subject ?? defaultReplySubject(deps, inquiry.id),
    body: chosen?.body ?? "",
  };
}

/**
 * Queues the reply. Refused for spam: "Kein Spam" comes first, which also sends the visitor the
 * confirmation the reply refers to. The stage moves from Neu to Beantwortet only; a reply to a
 * booked or declined inquiry (details, a kind no) leaves its stage as the owner set it.
 */
export function sendReply(deps: ReplyDeps, inquiryId: string, input: ReplyInput): ReplyResult {
  if (!keyPattern.test(input.key)) return { ok: false, reason: "bad_key" };
  const { value, problems } = checkReply(input);
  if (!value) return { ok: false, reason: "invalid", problems };

  const result = transaction(deps.db, (): ReplyResult => {
    const queued = findByIdempotencyKey(deps.db, input.key);
    if (queued) {
      if (queued.inquiryId !== inquiryId) return { ok: false, reason: "bad_key" };
      return { ok: true, mailId: queued.id, stageChanged: false, duplicate: true };
    }
    const inquiry = prepared(
      deps.db,
      "SELECT email, status, stage FROM inquiries WHERE id = ?",
    ).get(inquiryId) as { email: string; status: string; stage: Stage } | undefined;
    if (!inquiry) return { ok: false, reason: "not_found" };
    if (inquiry.status === "spam") return { ok: false, reason: "spam" };

    const now = deps.clock();
    const mail = renderReplyMail(
      {
        inquiryId,
        recipient: inquiry.email,
        subject: value.subject,
        body: value.body,
        inReplyTo: confirmationOf(deps.db, inquiryId)?.messageId ?? null,
      },
      deps.mail,
      deps.facts(),
    );
    const mailId = enqueueMail(deps.db, { ...mail, inquiryId, idempotencyKey: input.key }, now);
    recordEvent(deps.db, inquiryId, now, "reply_queued", { mailId });
    const stageChanged = inquiry.stage === "new";
    if (stageChanged) {
      prepared(deps.db, "UPDATE inquiries SET stage = 'answered' WHERE id = ?").run(inquiryId);
      recordEvent(deps.db, inquiryId, now, "stage_changed", { from: "new", to: "answered" });
    }
    return { ok: true, mailId, stageChanged, duplicate: false };
  });

  if (result.ok) {
    if (!result.duplicate) deps.wakeMailWorker();
    // Ids and flags only: never the person, the subject or the text.
    deps.log("info", "studio.reply_queued", {
      mailId: result.mailId,
      stageChanged: result.stageChanged,
      duplicate: result.duplicate,
    });
  }
  return result;
}
