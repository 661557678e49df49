/**
 * The inquiry use case: checks an inquiry, stores it with its two mails in one transaction
 * (shared with the other inquiries of the same event-loop turn, see group-commit.server.ts),
 * wakes the mail worker, and says what to answer. The answer never waits for SMTP.
 *
 * It knows nothing of HTTP: the edges (api.server.ts for the JSON endpoint, form-post.server.ts
 * for the page's form) check keys and form sessions, read the request, and turn the outcome into
 * a response. Everything it works with is passed in, so tests give it a real database and clock.
 */
import { createHash, randomUUID } from "node:crypto";
import { isoFromGermanDate } from "#app/availability/days.ts";
import { unsureChoice } from "#app/content/packages.ts";
import { parseForm, type FieldErrors } from "#app/forms/parse-form.ts";
import { rateLimitKey } from "#app/lib/client-address.server.ts";
import type { Database } from "#app/lib/db.server.ts";
import type { Log } from "#app/lib/log.server.ts";
import type { RateLimiter } from "#app/lib/rate-limit.server.ts";
import type { InquiryField } from "#app/inquiry/fields.ts";
import type { FormSession } from "#app/inquiry/intake/form-session.server.ts";
import type { InquiryCommitter } from "#app/inquiry/store/group-commit.server.ts";
import { inquiryFormSchema, inquirySchema, type Inquiry } from "#app/inquiry/schema.ts";
import {
  findSubmission,
  isOtherPayload,
  type OutgoingMail,
} from "#app/inquiry/store/store.server.ts";

export type AcceptDeps = {
  db: Database;
  /** Stores inquiries, batching those of one event-loop turn into one durable commit. */
  committer: InquiryCommitter;
  /** Accepted inquiries per client address and per form session. */
  limiter: RateLimiter;
  /**
   * Confirmation mails per recipient address (a day's window, CONFIRMATION_MAILS_PER_DAY), so the
   * form cannot mail-bomb someone else's inbox; over it the inquiry is still stored and the studio
   * still mailed.
   */
  confirmationLimiter: RateLimiter;
  clock: () => number;
  /** Submissions sooner than this after the form session started are asked to wait (429). */
  minFillMs: number;
  /** Whether a day (ISO date) is taken: blocked by the owner or booked (409 date_unavailable). */
  isDayTaken: (day: string) => boolean;
  /**
   * Whether the live release offers a package by this id. The schema takes any well-formed id
   * (packages change with the owner's releases); this says which exist now.
   */
  isOffered: (packageId: string) => boolean;
  renderMails: (inquiry: Inquiry, meta: { id: string; createdAt: number }) => OutgoingMail[];
  wakeMailWorker: () => void;
  log: Log;
};

/**
 * The confirmation limiter's key for a recipient: one count per address, whatever its case. The
 * studio's erasure forgets it (studio/privacy/erase.server.ts) through the composition root.
 */
export const confirmationKey = (address: string) => `to:${address.trim().toLowerCase()}`;

export type AcceptContext = {
  /** "api": the page's script posted JSON; "form": the form was posted without JavaScript. */
  channel: "api" | "form";
  clientIp: string;
  /** The form session the JSON endpoint verified; the no-JS form post has none. */
  session?: FormSession;
  /** Client-chosen id that makes retries and double clicks idempotent. */
  submissionId?: string | null;
  /** Value of the hidden honeypot field "website". */
  honeypot?: string | null;
};

/**
 * Why an inquiry was not stored; its edges answer each reason as intake/messages.ts says. Entries
 * the schema refused carry its messages by field; a refusal to wait out says for how long.
 */
export type AcceptRefusal =
  | { ok: false; reason: "invalid"; errors: FieldErrors<InquiryField> }
  | { ok: false; reason: "too_fast" | "rate_limited"; retryAfterS: number }
  | {
      ok: false;
      reason:
        | "invalid_submission_id"
        | "idempotency_key_reused"
        | "package_not_offered"
        | "date_unavailable"
        | "unavailable";
    };

export type AcceptOutcome = { ok: true; id: string } | AcceptRefusal;

const refused = (
  reason: Exclude<AcceptRefusal["reason"], "invalid" | "too_fast" | "rate_limited">,
): AcceptRefusal => ({ ok: false, reason });

const unavailable = () => refused("unavailable");

const submissionIdPattern = /^[\w-]{8,100}$/;

const keyReused = () => refused("idempotency_key_reused");

/**
 * JSON with the keys of every object sorted: the same payload always gives the same text,
 * whatever order its keys were sent in.
 */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** What a submission id is bound to: the payload exactly as it was sent, before parsing. */
const payloadHashOf = (input: unknown) =>
  createHash("sha256").update(canonicalJson(input)).digest("base64url");

/**
 * Accepts one inquiry: the JSON payload (channel "api") or the form's values with the consent
 * (channel "form"), unparsed; it is parsed here, once.
 */
export async function acceptInquiry(
  deps: AcceptDeps,
  input: unknown,
  context: AcceptContext,
): Promise<AcceptOutcome> {
  const { db, committer, limiter, log } = deps;
  const { channel, session } = context;

  const submissionId = context.submissionId || null;
  if (submissionId && !submissionIdPattern.test(submissionId)) {
    return refused("invalid_submission_id");
  }
  // A repeated submission is answered before validation and rate limits (ADR 0005), with the
  // stored id when it carries the same payload. Another payload under a used id is refused: the
  // id stands for one inquiry, and answering with the old id would silently lose the edit.
  const payloadHash = submissionId ? payloadHashOf(input) : null;
  if (submissionId) {
    try {
      const existing = findSubmission(db, submissionId);
      if (existing && isOtherPayload(existing, payloadHash)) {
        log("warn", "inquiry.idempotency_key_reused", { id: existing.id, channel });
        return keyReused();
      }
      if (existing) {
        log("info", "inquiry.duplicate", { id: existing.id, channel });
        return { ok: true, id: existing.id };
      }
    } catch {
      return unavailable();
    }
  }

  const parsed = parseForm(channel === "form" ? inquiryFormSchema : inquirySchema, input);
  if (!parsed.ok) return parsed;

  if (parsed.value.package !== unsureChoice.value && !deps.isOffered(parsed.value.package)) {
    return refused("package_not_offered");
  }

  // A taken day is refused before anything is counted: the visitor keeps her entries, picks
  // another date and sends again (ADR 0024).
  const day = isoFromGermanDate(parsed.value.preferredDate);
  try {
    if (day && deps.isDayTaken(day)) {
      log("info", "inquiry.date_unavailable", { channel });
      return refused("date_unavailable");
    }
  } catch {
    return unavailable();
  }

  const now = deps.clock();
  const honeypot = Boolean(context.honeypot?.trim());
  // Too fast, but no bot trap touched: most likely a visitor whose page had to start a new form
  // session at the moment of sending (ADR 0017). Tell the client how long to wait; it resends
  // under the same submission id. Nothing is stored and no rate-limit slot is used; a bot gains
  // nothing it could not get by waiting anyway.
  const fillMs = session ? now - session.startedAt : Infinity;
  if (!honeypot && fillMs < deps.minFillMs) {
    const retryAfterS = Math.max(1, Math.ceil((deps.minFillMs - fillMs) / 1000));
    log("info", "inquiry.too_fast", { channel, retryAfterS });
    return { ok: false, reason: "too_fast", retryAfterS };
  }

  const limitKeys = [`ip:${rateLimitKey(context.clientIp)}`];
  if (session) limitKeys.push(`session:${session.sid}`);
  const limit = limiter.hit(limitKeys, now);
  if (!limit.ok) {
    log("warn", "inquiry.rate_limited", { channel, retryAfterS: limit.retryAfterS });
    return { ok: false, reason: "rate_limited", retryAfterS: limit.retryAfterS };
  }

  // The honeypot is answered like a success (a bot learns nothing), stored for review, never
  // mailed.
  const spamReason = honeypot ? "honeypot" : null;

  const inquiry = parsed.value;
  const id = randomUUID();
  let mails = spamReason ? [] : deps.renderMails(inquiry, { id, createdAt: now });
  const confirmation = mails.find((mail) => mail.kind === "confirmation");
  if (confirmation) {
    if (!deps.confirmationLimiter.hit([confirmationKey(confirmation.recipient)], now).ok) {
      mails = mails.filter((mail) => mail !== confirmation);
      // The address is personal data: the inquiry's id is enough to find it.
      log("warn", "inquiry.confirmation_capped", { id, channel });
    }
  }
  try {
    const stored = await committer.store({
      inquiry: {
        id,
        submissionId,
        payloadHash,
        createdAt: now,
        status: spamReason ? "spam" : "received",
        spamReason,
        channel,
        firstName: inquiry.firstName,
        lastName: inquiry.lastName,
        email: inquiry.email,
        phone: inquiry.phone ?? null,
        package: inquiry.package,
        preferredDate: inquiry.preferredDate ?? null,
        message: inquiry.message,
        source: inquiry.source,
        installmentInfo: inquiry.installmentInfo,
      },
      mails,
    });
    // A rate-limit slot is used only by an inquiry that was stored now.
    if (!stored.created) limit.undo();
    if (stored.conflict) {
      log("warn", "inquiry.idempotency_key_reused", { id: stored.id, channel });
      return keyReused();
    }
    if (stored.created && !spamReason) deps.wakeMailWorker();
    log("info", spamReason ? "inquiry.spam" : "inquiry.stored", {
      id: stored.id,
      channel,
      duplicate: !stored.created,
      ...(spamReason ? { reason: spamReason } : {}),
    });
    return { ok: true, id: stored.id };
  } catch (error) {
    limit.undo();
    log("error", "inquiry.store_failed", {
      code: (error as { errcode?: number; code?: string }).errcode ?? "unknown",
    });
    return unavailable();
  }
}
