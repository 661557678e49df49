/**
 * The owner's sessions. The cookie `studio_session` carries a random token; the database keeps
 * its hash with an expiry 30 days ahead, moved forward when the session is used, at most once a
 * day (so an ordinary page view does not write to the database), and never beyond 90 days after
 * the sign-in: a phone in use keeps no session for ever. "Überall abmelden" deletes them all,
 * which makes every cookie issued before it worthless.
 */
import { isBusy, prepared, type Database } from "#app/lib/db.server.ts";
import { hashSecret, looksLikeSecret, newSecret } from "#app/studio/auth/secrets.server.ts";

export const sessionLifetimeMs = 30 * 86_400_000;
/** A session ends this long after its sign-in, however often it is used. */
export const sessionMaxAgeMs = 90 * 86_400_000;
const renewAfterMs = 86_400_000;

export const sessionCookieName = "studio_session";

export type StudioSession = {
  tokenHash: string;
  createdAt: number;
  expiresAt: number;
  /** When the owner last confirmed this session with a passkey; null when never. */
  confirmedAt: number | null;
};

/** How long a passkey confirmation covers the actions that need one. */
export const confirmationFreshMs = 10 * 60_000;

/**
 * A new session. One started by a passkey counts as confirmed now; one started by a mailed link
 * is not, until the owner confirms it with a passkey.
 */
export function startSession(
  db: Database,
  now: number,
  { passkey = false }: { passkey?: boolean } = {},
): { token: string; expiresAt: number } {
  const token = newSecret();
  const expiresAt = now + sessionLifetimeMs;
  prepared(
    db,
    `INSERT INTO studio_sessions (token_hash, created_at, last_seen_at, expires_at, confirmed_at)
     VALUES (?, ?, ?, ?, ?)`,
  ).run(hashSecret(token), now, now, expiresAt, passkey ? now : null);
  return { token, expiresAt };
}

export function confirmSession(db: Database, tokenHash: string, now: number): void {
  prepared(db, "UPDATE studio_sessions SET confirmed_at = ? WHERE token_hash = ?").run(
    now,
    tokenHash,
  );
}

export function isFreshlyConfirmed(session: StudioSession, now: number): boolean {
  return session.confirmedAt !== null && now - session.confirmedAt < confirmationFreshMs;
}

/**
 * The session of a cookie's token, if it is valid now. `renewed` says its expiry moved forward
 * in this call, and the cookie should be sent again with a fresh Max-Age.
 */
export function findSession(
  db: Database,
  token: string | null,
  now: number,
): { session: StudioSession; renewed: boolean } | null {
  if (!looksLikeSecret(token)) return null;
  const tokenHash = hashSecret(token);
  const row = prepared(
    db,
    `SELECT created_at AS createdAt, last_seen_at AS lastSeenAt, expires_at AS expiresAt,
       confirmed_at AS confirmedAt
     FROM studio_sessions WHERE token_hash = ? AND expires_at > ?`,
  ).get(tokenHash, now) as
    | { createdAt: number; lastSeenAt: number; expiresAt: number; confirmedAt: number | null }
    | undefined;
  if (!row || now - row.createdAt >= sessionMaxAgeMs) return null;
  const { createdAt, confirmedAt } = row;
  const unchanged = {
    session: { tokenHash, createdAt, expiresAt: row.expiresAt, confirmedAt },
    renewed: false,
  };
  if (now - row.lastSeenAt < renewAfterMs) return unchanged;
  const expiresAt = Math.min(now + sessionLifetimeMs, row.createdAt + sessionMaxAgeMs);
  try {
    prepared(
      db,
      "UPDATE studio_sessions SET last_seen_at = ?, expires_at = ? WHERE token_hash = ?",
    ).run(now, expiresAt, tokenHash);
  } catch (error) {
    // Another process holds the write lock (a backup, the CLI): the renewal waits for the next
    // page, the owner keeps hers.
    if (isBusy(error)) return unchanged;
    throw error;
  }
  return { session: { tokenHash, createdAt, expiresAt, confirmedAt }, renewed: true };
}

export function endSession(db: Database, tokenHash: string) {
  prepared(db, "DELETE FROM studio_sessions WHERE token_hash = ?").run(tokenHash);
}

/** Signs out every device; returns how many sessions there were. */
export function endAllSessions(db: Database): number {
  return Number(prepared(db, "DELETE FROM studio_sessions").run().changes);
}

/** The session token in a request's Cookie header, if any. */
export function sessionTokenFromCookies(cookieHeader: string | null): string | null {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, ...value] = part.split("=");
    if (name?.trim() === sessionCookieName) return value.join("=").trim() || null;
  }
  return null;
}

/**
 * The Set-Cookie value: only sent to /studio, never readable by scripts, never sent along with
 * a request another site starts, and only over HTTPS when the site is served over HTTPS.
 */
export function sessionCookie(token: string, options: { secure: boolean }): string {
  return cookie(token, Math.round(sessionLifetimeMs / 1000), options.secure);
}

export function clearedSessionCookie(options: { secure: boolean }): string {
  return cookie("", 0, options.secure);
}

function cookie(value: string, maxAgeS: number, secure: boolean) {
  const attributes = [`Path=/studio`, `Max-Age=${maxAgeS}`, "HttpOnly", "SameSite=Strict"];
  if (secure) attributes.push("Secure");
  return [`${sessionCookieName}=${value}`, ...attributes].join("; ");
}
