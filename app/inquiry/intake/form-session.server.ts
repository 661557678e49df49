/**
 * Form-session tokens: short-lived, HMAC-signed proof that a visitor loaded the page and
 * started filling in the form. `startedAt` anchors the minimum fill time and survives
 * refreshes. Nothing is stored on the server; the token is the whole state.
 *
 * The same signed shape serves the form posted without JavaScript (form-token.server.ts) under
 * another purpose: the purpose is part of what is signed, so a token issued for one is invalid
 * for the other.
 */
import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";

export type FormSession = { sid: string; startedAt: number; expiresAt: number };

export type SessionCheck =
  | { ok: true; session: FormSession }
  | { ok: false; reason: "missing" | "invalid" | "expired"; session?: FormSession };

/** An expired but authentic token may still be refreshed (keeping its start) for this long. */
export const refreshGraceMs = 24 * 3600_000;

/** What a token was issued for: the page script's form session, or the no-JS form's token. */
export type TokenPurpose = "form-session.v1" | "form-token.v1";

function sign(secret: string, purpose: TokenPurpose, payload: string) {
  return createHmac("sha256", secret).update(`${purpose}.${payload}`).digest("base64url");
}

/** Issues a token for `purpose`; `previous` (already verified) keeps its id and start. */
export function issueSignedSession(
  purpose: TokenPurpose,
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
  return { token: `${payload}.${sign(secret, purpose, payload)}`, session };
}

export function verifySignedSession(
  purpose: TokenPurpose,
  secret: string,
  token: string | null | undefined,
  now = Date.now(),
): SessionCheck {
  if (!token) return { ok: false, reason: "missing" };
  const [payload, signature, ...rest] = token.split(".");
  if (!payload || !signature || rest.length) return { ok: false, reason: "invalid" };
  const expected = Buffer.from(sign(secret, purpose, payload));
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
  // Signed by us, but it could still be from an older token format: check every field's type.
  if (
    typeof session !== "object" ||
    session === null ||
    typeof session.sid !== "string" ||
    !Number.isFinite(session.startedAt) ||
    !Number.isFinite(session.expiresAt)
  ) {
    return { ok: false, reason: "invalid" };
  }
  if (session.expiresAt <= now) return { ok: false, reason: "expired", session };
  return { ok: true, session };
}

export const issueFormSession = (
  secret: string,
  ttlS: number,
  now = Date.now(),
  previous?: FormSession,
) => issueSignedSession("form-session.v1", secret, ttlS, now, previous);

export const verifyFormSession = (
  secret: string,
  token: string | null | undefined,
  now = Date.now(),
) => verifySignedSession("form-session.v1", secret, token, now);

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
