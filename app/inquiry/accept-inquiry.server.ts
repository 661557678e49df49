/**
 * The inquiry use case: checks an inquiry, stores it with its two mails in one transaction
 * (shared with the other inquiries of the same event-loop turn, see group-commit.server.ts),
 * wakes the mail worker, and says what to answer. The answer never waits for SMTP.
 *
 * It knows nothing of HTTP: the edges (api.server.ts for the JSON endpoint, form-post.server.ts
 * for the page's form) check keys and form sessions, read the request, and turn the outcome into
 * a response. Everything it works with is passed in, so tests give it a real database and clock.
 */
import { randomUUID } from "node:crypto";
import { rateLimitKey } from "~/lib/client-address.server";
import type { Database } from "~/lib/db.server";
import type { Log } from "~/lib/log.server";
import type { RateLimiter } from "~/lib/rate-limit.server";
import type { FieldErrors } from "./fields";
import type { FormSession } from "./form-session.server";
import type { InquiryCommitter } from "./group-commit.server";
import { fieldErrorsOf, inquiryFormSchema, inquirySchema, type Inquiry } from "./schema";
import { findIdBySubmission, type OutgoingMail } from "./store.server";

export type AcceptDeps = {
  db: Database;
  /** Stores inquiries, batching those of one event-loop turn into one durable commit. */
  committer: InquiryCommitter;
  /** Accepted inquiries per client address and per form session. */
  limiter: RateLimiter;
  clock: () => number;
  /** Submissions sooner than this after the form session started count as spam. */
  minFillMs: number;
  renderMails: (inquiry: Inquiry, meta: { id: string; createdAt: number }) => OutgoingMail[];
  wakeMailWorker: () => void;
  log: Log;
};

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

export type AcceptOutcome =
  | { ok: true; id: string }
  | {
      ok: false;
      status: number;
      error: { code: string; message: string; fieldErrors?: FieldErrors };
      /** Seconds until the client may try again (status 429). */
      retryAfterS?: number;
    };

function failure(
  status: number,
  code: string,
  message: string,
  extra: { fieldErrors?: FieldErrors; retryAfterS?: number } = {},
): AcceptOutcome {
  const { fieldErrors, retryAfterS } = extra;
  return {
    ok: false,
    status,
    error: fieldErrors ? { code, message, fieldErrors } : { code, message },
    ...(retryAfterS ? { retryAfterS } : {}),
  };
}

const unavailable = () =>
  failure(
    503,
    "unavailable",
    "Die Anfrage kann gerade nicht gespeichert werden. Bitte versuche es später erneut.",
  );

const submissionIdPattern = /^[\w-]{8,100}$/;

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
    return failure(400, "invalid_submission_id", "Ungültige Anfrage-Kennung.");
  }
  // A repeated submission is answered before validation and rate limits (ADR 0005).
  if (submissionId) {
    try {
      const existing = findIdBySubmission(db, submissionId);
      if (existing) {
        log("info", "inquiry.duplicate", { id: existing, channel });
        return { ok: true, id: existing };
      }
    } catch {
      return unavailable();
    }
  }

  const parsed = (channel === "form" ? inquiryFormSchema : inquirySchema).safeParse(input);
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error);
    const message = Object.values(fieldErrors)[0] ?? "Ungültige Eingabe";
    return failure(400, "invalid_input", message, { fieldErrors });
  }

  const limitKeys = [`ip:${rateLimitKey(context.clientIp)}`];
  if (session) limitKeys.push(`session:${session.sid}`);
  const now = deps.clock();
  const limit = limiter.hit(limitKeys, now);
  if (!limit.ok) {
    log("warn", "inquiry.rate_limited", { channel, retryAfterS: limit.retryAfterS });
    return failure(
      429,
      "rate_limited",
      "Du hast gerade schon einige Anfragen gesendet. Bitte versuche es später erneut.",
      { retryAfterS: limit.retryAfterS },
    );
  }

  // Spam is answered like a success (a bot learns nothing), stored for review, never mailed.
  const spamReason = context.honeypot?.trim()
    ? "honeypot"
    : session && now - session.startedAt < deps.minFillMs
      ? "too_fast"
      : null;

  const inquiry = parsed.data;
  const id = randomUUID();
  try {
    const stored = await committer.store({
      inquiry: {
        id,
        submissionId,
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
      mails: spamReason ? [] : deps.renderMails(inquiry, { id, createdAt: now }),
    });
    if (stored.created && !spamReason) deps.wakeMailWorker();
    log("info", spamReason ? "inquiry.spam" : "inquiry.stored", {
      id: stored.id,
      channel,
      duplicate: !stored.created,
      ...(spamReason ? { reason: spamReason } : {}),
    });
    return { ok: true, id: stored.id };
  } catch (error) {
    log("error", "inquiry.store_failed", {
      code: (error as { errcode?: number; code?: string }).errcode ?? "unknown",
    });
    return unavailable();
  }
}
