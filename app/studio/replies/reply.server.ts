/**
 * "Antwort senden": the owner's reply to a visitor goes through the outbox like every other mail
 * (same worker, retries and guarantees), threaded under the visitor's confirmation, and marks the
 * inquiry Beantwortet when it was Neu. The form carries an idempotency key: the same form sent
 * twice (a double click, a reload that posts again) queues one mail. docs/decisions/0021.
 */
import { randomBytes } from "node:crypto";
import { dayStatus } from "#app/availability/availability.server.ts";
import { replyCopy } from "#app/content/studio/replies.ts";
import { parseForm, type FieldErrors } from "#app/forms/parse-form.ts";
import { enqueueMail, findByIdempotencyKey } from "#app/inquiry/mail/outbox.server.ts";
import { prepared, transaction, type Database } from "#app/lib/db.server.ts";
import type { Log } from "#app/lib/log.server.ts";
import type { Stage } from "#app/studio/inbox/inbox.ts";
import { recordEvent, type InquiryDetail } from "#app/studio/inbox/inbox.server.ts";
import {
  fillPlaceholders,
  isoDay,
  placeholderValues,
  promiseSentences,
  promisesTheDate,
  type FilledTemplate,
  type PreferredDay,
  type ReplyDraft,
} from "#app/studio/replies/replies.ts";
import { replySchema, type ReplyField, type ReplyText } from "#app/studio/replies/schema.ts";
import {
  renderReplyMail,
  replyFrom,
  replyTo,
  type ReplyMailSettings,
} from "#app/studio/replies/reply-mail.server.ts";
import { replyBodyHtml } from "#app/studio/replies/reply-mail.ts";
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

export type ReplyInput = {
  subject: string;
  body: string;
  key: string;
  /** The Textbaustein the reply was started from ("" or absent: none). */
  template?: string;
  /** "Trotzdem senden": the owner saw that the promised day is not free, and sends anyway. */
  confirmTaken?: boolean;
};

export type ReplyResult =
  | { ok: true; mailId: number; stageChanged: boolean; duplicate: boolean }
  | { ok: false; reason: "invalid"; errors: FieldErrors<ReplyField> }
  | { ok: false; reason: "date_taken"; day: PreferredDay }
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
 * The inquiry's preferred day and its status (free, blocked, past, or booked by another
 * inquiry); null when it has none, or none that is a calendar day.
 */
export function preferredDay(
  deps: Pick<ReplyDeps, "db" | "clock">,
  inquiry: { id: string; preferredDate: string | null },
): PreferredDay | null {
  const iso = inquiry.preferredDate ? isoDay(inquiry.preferredDate) : null;
  if (!iso || !inquiry.preferredDate) return null;
  const status = dayStatus(deps.db, iso, { now: deps.clock(), exceptInquiryId: inquiry.id });
  return { day: inquiry.preferredDate, status };
}

/** The Textbausteine, filled for one inquiry, each with the promise it makes about the day. */
function filledTemplates(
  deps: Pick<ReplyDeps, "db">,
  inquiry: Parameters<typeof placeholderValues>[0],
): FilledTemplate[] {
  const values = placeholderValues(inquiry);
  return listTemplates(deps).map(({ id, name, subject, body, promisesDate }) => ({
    id,
    name,
    subject: fillPlaceholders(subject, values),
    body: fillPlaceholders(body, values),
    promisesDate,
    promises: promiseSentences({ body, promisesDate }, values),
  }));
}

/**
 * The reply form of an inquiry's page: a new idempotency key, who the reply is from and to, the
 * preferred day's status, the Textbausteine filled for this inquiry, and the one asked for
 * (`?vorlage=<id>`) already in the fields. Spam gets no reply (`sendReply`), so no Textbausteine
 * either.
 */
export function replyDraft(
  deps: Pick<ReplyDeps, "db" | "clock" | "mail" | "facts">,
  inquiry: InquiryDetail,
  askedFor: string | null,
): ReplyDraft {
  const templates = inquiry.spam ? [] : filledTemplates(deps, inquiry);
  const chosen = templates.find((template) => String(template.id) === askedFor) ?? null;
  const facts = deps.facts();
  return {
    key: newReplyKey(),
    studioEmail: deps.mail.studioEmail,
    from: replyFrom(deps.mail, facts),
    to: inquiry.email,
    replyTo: replyTo(deps.mail, facts),
    values: placeholderValues(inquiry),
    day: preferredDay(deps, inquiry),
    templates,
    chosenId: chosen?.id ?? null,
    subject: chosen?.subject ?? defaultReplySubject(deps, inquiry.id),
    body: chosen?.body ?? "",
  };
}

/** The reply's Textbaustein as the form names it: a number, or none. */
const templateIdOf = (value: string | undefined) =>
  value && /^\d{1,15}$/.test(value) ? Number(value) : null;

type InquiryForReply = {
  email: string;
  status: string;
  stage: Stage;
  firstName: string;
  package: string;
  preferredDate: string | null;
};

function inquiryForReply(db: Database, id: string): InquiryForReply | null {
  const row = prepared(
    db,
    `SELECT email, status, stage, first_name AS firstName, package,
       preferred_date AS preferredDate
     FROM inquiries WHERE id = ?`,
  ).get(id) as InquiryForReply | undefined;
  return row ?? null;
}

/**
 * A reply that promises the preferred date while the day is not free (blocked, past, or booked
 * by someone else): the day and its status, or null when nothing stands against sending.
 */
function takenPromise(
  deps: Pick<ReplyDeps, "db" | "clock">,
  inquiryId: string,
  inquiry: InquiryForReply,
  reply: { body: string; template?: string },
): PreferredDay | null {
  const day = preferredDay(deps, { id: inquiryId, preferredDate: inquiry.preferredDate });
  if (!day || day.status.state === "free") return null;
  const templates = filledTemplates(deps, inquiry);
  return promisesTheDate(reply.body, templateIdOf(reply.template), templates) ? day : null;
}

export type ReplyPreview =
  | { ok: true; value: ReplyText; html: string; conflict: PreferredDay | null }
  | { ok: false; reason: "invalid"; errors: FieldErrors<ReplyField> }
  | { ok: false; reason: "not_found" | "spam" };

/**
 * "Vorschau": the reply as it will be sent (cleaned, checked), its body as the HTML mail renders
 * it, and whether it promises a day that is not free. Nothing is stored.
 */
export function previewReply(
  deps: Pick<ReplyDeps, "db" | "clock">,
  inquiryId: string,
  input: ReplyInput,
): ReplyPreview {
  const inquiry = inquiryForReply(deps.db, inquiryId);
  if (!inquiry) return { ok: false, reason: "not_found" };
  if (inquiry.status === "spam") return { ok: false, reason: "spam" };
  const checked = parseForm(replySchema, input);
  if (!checked.ok) return checked;
  const { value } = checked;
  const conflict = takenPromise(deps, inquiryId, inquiry, { ...input, body: value.body });
  return { ok: true, value, html: replyBodyHtml(value.body), conflict };
}

/**
 * Queues the reply. Refused for spam: "Kein Spam" comes first, which also sends the visitor the
 * confirmation the reply refers to. Refused too when it promises the preferred date while the day
 * is not free, unless the owner confirmed it ("Trotzdem senden"). The stage moves from Neu to Beantwortet only; a reply to a
 * booked or declined inquiry (details, a kind no) leaves its stage as the owner set it.
 */
export function sendReply(deps: ReplyDeps, inquiryId: string, input: ReplyInput): ReplyResult {
  if (!keyPattern.test(input.key)) return { ok: false, reason: "bad_key" };
  const checked = parseForm(replySchema, input);
  if (!checked.ok) return checked;
  const { value } = checked;

  const result = transaction(deps.db, (): ReplyResult => {
    const queued = findByIdempotencyKey(deps.db, input.key);
    if (queued) {
      if (queued.inquiryId !== inquiryId) return { ok: false, reason: "bad_key" };
      return { ok: true, mailId: queued.id, stageChanged: false, duplicate: true };
    }
    const inquiry = inquiryForReply(deps.db, inquiryId);
    if (!inquiry) return { ok: false, reason: "not_found" };
    if (inquiry.status === "spam") return { ok: false, reason: "spam" };
    // A promise of a day that is not free goes out only when the owner confirms it.
    if (!input.confirmTaken) {
      const taken = takenPromise(deps, inquiryId, inquiry, { ...input, body: value.body });
      if (taken) return { ok: false, reason: "date_taken", day: taken };
    }

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
