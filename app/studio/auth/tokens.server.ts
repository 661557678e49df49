/**
 * One-time tokens: the setup link `npm run studio -- invite` prints (24 hours) and the sign-in
 * link mailed on request (15 minutes). A token works once: redeeming it and marking it used is
 * one statement, so two requests racing with the same link cannot both win. The operator CLI
 * issues invites with it too.
 */
import { prepared, type Database } from "#app/lib/db.server.ts";
import { hashSecret, looksLikeSecret, newSecret } from "#app/studio/auth/secrets.server.ts";

export type TokenPurpose = "invite" | "sign_in_link";

export const tokenLifetimeMs: Record<TokenPurpose, number> = {
  invite: 24 * 3600_000,
  sign_in_link: 15 * 60_000,
};

/** A new token; only its hash is stored. */
export function issueToken(db: Database, purpose: TokenPurpose, now: number): string {
  const token = newSecret();
  prepared(
    db,
    `INSERT INTO studio_tokens (token_hash, purpose, created_at, expires_at)
     VALUES ($hash, $purpose, $now, $expiresAt)`,
  ).run({ hash: hashSecret(token), purpose, now, expiresAt: now + tokenLifetimeMs[purpose] });
  return token;
}

/** Whether the token would work now, without using it up (the page that shows the button). */
export function isTokenUsable(
  db: Database,
  token: unknown,
  purpose: TokenPurpose,
  now: number,
): boolean {
  if (!looksLikeSecret(token)) return false;
  const row = prepared(
    db,
    `SELECT 1 FROM studio_tokens WHERE token_hash = ? AND purpose = ? AND used_at IS NULL
       AND expires_at > ?`,
  ).get(hashSecret(token), purpose, now);
  return row !== undefined;
}

/** Uses the token up: true exactly once, for a token that is unused and unexpired. */
export function redeemToken(
  db: Database,
  token: unknown,
  purpose: TokenPurpose,
  now: number,
): boolean {
  if (!looksLikeSecret(token)) return false;
  const result = prepared(
    db,
    `UPDATE studio_tokens SET used_at = $now
     WHERE token_hash = $hash AND purpose = $purpose AND used_at IS NULL AND expires_at > $now`,
  ).run({ hash: hashSecret(token), purpose, now });
  return Number(result.changes) === 1;
}

/** Tokens of a purpose that would still work. */
export function usableTokenCount(db: Database, purpose: TokenPurpose, now: number): number {
  const row = prepared(
    db,
    `SELECT COUNT(*) AS n FROM studio_tokens
     WHERE purpose = ? AND used_at IS NULL AND expires_at > ?`,
  ).get(purpose, now) as { n: number };
  return Number(row.n);
}

/** Every open sign-in link and setup invitation stops working; returns how many there were. */
export function cancelOpenTokens(db: Database, now: number): number {
  const result = prepared(
    db,
    "UPDATE studio_tokens SET used_at = ? WHERE used_at IS NULL AND expires_at > ?",
  ).run(now, now);
  return Number(result.changes);
}
