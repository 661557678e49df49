/**
 * Form-session tokens: short-lived, HMAC-signed proof that a visitor loaded the page and
 * started filling in the form. `startedAt` anchors the minimum fill time and survives
 * refreshes. Nothing is stored on the server; the token is the whole state.
 */
import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";

export type FormSession = { sid: string; startedAt: number; expiresAt: number };

export type SessionCheck =
  | { ok: true; session: FormSession }
  | { ok: false; reason: "missing" | "invalid" | "expired"; session?: FormSession };

/** An expired but authentic token may still be refreshed (keeping its start) for this long. */
export const refreshGraceMs = 24 * 3600_000;

function sign(secret: string, payload: string) {
  return createHmac("sha256", secret).update(`form-session.v1.${payload}`).digest("base64url");
}

export function issueFormSession(
  secret: string,
  ttlS: number,
  now = Date.now(),
  previous?: FormSession,
): { token: string; session: FormSession } {
  const session: FormSession = {
    sid: previous?.sid ?? randomUUID(),
    startedAt: previous?.startedAt ?? now,
    expiresAt: now + ttlS * 1000,
  };
  const payload = Buffer.from(JSON.stringify(session)).toString("base64url");
  return { token: `${payload}.${sign(secret, payload)}`, session };
}

export function verifyFormSession(
  secret: string,
  token: string | null | undefined,
  now = Date.now(),
): SessionCheck {
  if (!token) return { ok: false, reason: "missing" };
  const [payload, signature, ...rest] = token.split(".");
  if (!payload || !signature || rest.length) return { ok: false, reason: "invalid" };
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: "invalid" };
  }
  let session: FormSession;
  try {
    session = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as FormSession;
  } catch {
    return { ok: false, reason: "invalid" };
  }
  if (
    typeof session.sid !== "string" ||
    !Number.isFinite(session.startedAt) ||
    !Number.isFinite(session.expiresAt)
  ) {
    return { ok: false, reason: "invalid" };
  }
  if (session.expiresAt <= now) return { ok: false, reason: "expired", session };
  return { ok: true, session };
}

/**
 * Issues a token for a visitor: a refresh of her current session when she presents an authentic
 * one (even recently expired), otherwise a new session starting now.
 */
export function refreshOrStartFormSession(
  secret: string,
  ttlS: number,
  currentToken: string | null | undefined,
  now = Date.now(),
) {
  const check = verifyFormSession(secret, currentToken, now);
  const continues = check.ok || (check.session && check.session.expiresAt > now - refreshGraceMs);
  return issueFormSession(secret, ttlS, now, continues ? check.session : undefined);
}
