import { randomUUID } from "node:crypto";
import { rateLimitKey } from "../lib/client-address.server";
import { verifyFormSession, type FormSession } from "./form-session.server";
import { renderInquiryMails } from "./mails.server";
import type { FieldErrors } from "./schema";
import { fieldErrorsOf, inquirySchema } from "./schema";
import { findIdBySubmission } from "./store.server";
import { services, type Services } from "../lib/lifecycle.server";
import { log } from "../lib/log.server";

/**
 * CONTRACT between the entry points (JSON API route, the page's no-JS form action) and the
 * inquiry backend: checks, stores the inquiry with its two mails in one transaction (shared with
 * the other inquiries of the same event-loop turn, see group-commit.server.ts), wakes the
 * mail worker, and answers. The answer never waits for SMTP.
 */
export type SubmitContext = {
  channel: "api" | "form";
  clientIp: string;
  /** Form-session token (JSON API); the no-JS form post has none. */
  sessionToken?: string | null;
  /** Client-chosen id that makes retries and double clicks idempotent. */
  submissionId?: string | null;
  /** The request's Origin header, checked on the form action. */
  origin?: string | null;
  /** Value of the hidden honeypot field "website" (form post). */
  honeypot?: string | null;
};

export type SubmitOutcome =
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
): SubmitOutcome {
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

const loopbackHosts = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Cross-site form posts are refused. Browsers send Origin with every cross-origin POST, so a
 * missing header is no forgery; non-browser clients could send any value anyway. Loopback
 * spellings count as one host, so a local `npm start` works whichever one is typed.
 */
export function isAllowedOrigin(origin: string | null | undefined, siteUrl: string): boolean {
  if (!origin) return true;
  const site = new URL(siteUrl);
  if (origin === site.origin) return true;
  try {
    const given = new URL(origin);
    return (
      loopbackHosts.has(given.hostname) &&
      loopbackHosts.has(site.hostname) &&
      given.protocol === site.protocol &&
      given.port === site.port
    );
  } catch {
    return false;
  }
}

const submissionIdPattern = /^[\w-]{8,100}$/;

function checkSession(
  config: Services["env"],
  token: string | null | undefined,
): SubmitOutcome | FormSession {
  const check = verifyFormSession(config.SESSION_SECRET, token);
  if (check.ok) return check.session;
  if (check.reason === "missing") {
    return failure(401, "session_required", "Bitte lade die Seite neu und versuche es erneut.");
  }
  return failure(
    403,
    check.reason === "expired" ? "session_expired" : "session_invalid",
    "Deine Sitzung ist abgelaufen. Bitte versuche es erneut.",
  );
}

/** Validates, stores and queues the mails for one inquiry (payload without gdprConsent). */
export async function submitInquiry(
  input: unknown,
  context: SubmitContext,
): Promise<SubmitOutcome> {
  let running: Services;
  try {
    running = services();
  } catch (error) {
    log("error", "inquiry.unavailable", { code: (error as { code?: string }).code ?? "start" });
    return unavailable();
  }
  const { env: config, db, inquiryLimiter, worker, committer } = running;

  if (context.channel === "form" && !isAllowedOrigin(context.origin, config.PUBLIC_SITE_URL)) {
    log("warn", "inquiry.foreign_origin", { channel: context.channel });
    return failure(403, "forbidden_origin", "Diese Anfrage kam nicht von unserer Website.");
  }

  let session: FormSession | undefined;
  if (context.channel === "api") {
    const checked = checkSession(config, context.sessionToken);
    if ("ok" in checked) return checked;
    session = checked;
  }

  const submissionId = context.submissionId || null;
  if (submissionId && !submissionIdPattern.test(submissionId)) {
    return failure(400, "invalid_submission_id", "Ungültige Anfrage-Kennung.");
  }
  if (submissionId) {
    try {
      const existing = findIdBySubmission(db, submissionId);
      if (existing) {
        log("info", "inquiry.duplicate", { id: existing, channel: context.channel });
        return { ok: true, id: existing };
      }
    } catch {
      return unavailable();
    }
  }

  const parsed = inquirySchema.safeParse(input);
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error);
    const message = Object.values(fieldErrors)[0] ?? "Ungültige Eingabe";
    return failure(400, "invalid_input", message, { fieldErrors });
  }

  const limitKeys = [`ip:${rateLimitKey(context.clientIp)}`];
  if (session) limitKeys.push(`session:${session.sid}`);
  const limit = inquiryLimiter.hit(limitKeys);
  if (!limit.ok) {
    log("warn", "inquiry.rate_limited", {
      channel: context.channel,
      retryAfterS: limit.retryAfterS,
    });
    return failure(
      429,
      "rate_limited",
      "Du hast gerade schon einige Anfragen gesendet. Bitte versuche es später erneut.",
      { retryAfterS: limit.retryAfterS },
    );
  }

  const now = Date.now();
  // Spam is answered like a success (a bot learns nothing), stored for review, never mailed.
  const spamReason = context.honeypot?.trim()
    ? "honeypot"
    : session && now - session.startedAt < config.MIN_FILL_MS
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
        channel: context.channel,
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
      mails: spamReason
        ? []
        : renderInquiryMails(
            inquiry,
            { id, createdAt: now },
            { studioEmail: config.STUDIO_EMAIL, mailFrom: config.MAIL_FROM },
          ),
    });
    if (stored.created && !spamReason) worker.wake();
    log("info", spamReason ? "inquiry.spam" : "inquiry.stored", {
      id: stored.id,
      channel: context.channel,
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
