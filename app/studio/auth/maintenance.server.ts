/**
 * What the studio's sign-in leaves behind is deleted once it has expired: sessions, one-time
 * tokens, WebAuthn challenges, and the sign-in link mails themselves (outbox rows and `.eml`
 * copies), because a mailed link is a credential until it expires and worthless after. Runs at
 * start-up and every minute (app.server.ts).
 */
import { unlinkSync } from "node:fs";
import path from "node:path";
import { emlFileName } from "#app/inquiry/mail/mail-transport.server.ts";
import type { OutboxKind } from "#app/inquiry/mail/outbox.server.ts";
import { transaction, type Database } from "#app/lib/db.server.ts";
import type { Log } from "#app/lib/log.server.ts";
import { tokenLifetimeMs } from "#app/studio/auth/tokens.server.ts";

export function purgeExpiredSignIn(
  db: Database,
  settings: { emlDir: string; now: number },
  log: Log,
) {
  const { now, emlDir } = settings;
  try {
    const { counts, mails } = transaction(db, () => {
      const deleted = (sql: string, ...params: number[]) =>
        Number(db.prepare(sql).run(...params).changes);
      const counts = {
        sessions: deleted("DELETE FROM studio_sessions WHERE expires_at <= ?", now),
        tokens: deleted("DELETE FROM studio_tokens WHERE expires_at <= ?", now),
        challenges: deleted("DELETE FROM studio_challenges WHERE expires_at <= ?", now),
      };
      // A mail the worker is handing over right now is left for the next round.
      const mails = db
        .prepare(
          `DELETE FROM outbox
           WHERE kind = 'sign_in_link' AND created_at <= ? AND status != 'sending'
           RETURNING id, inquiry_id AS inquiryId, kind, created_at AS createdAt`,
        )
        .all(now - tokenLifetimeMs.sign_in_link) as {
        id: number;
        inquiryId: string | null;
        kind: OutboxKind;
        createdAt: number;
      }[];
      return { counts, mails };
    });
    let files = 0;
    for (const mail of mails) {
      try {
        unlinkSync(path.join(emlDir, emlFileName(mail)));
        files++;
      } catch (error) {
        if ((error as { code?: string }).code !== "ENOENT") throw error;
      }
    }
    if (Object.values(counts).some(Boolean) || mails.length) {
      log("info", "studio.purged", { ...counts, linkMails: mails.length, files });
    }
  } catch (error) {
    log("error", "studio.purge_failed", { code: (error as { code?: string }).code ?? "unknown" });
  }
}
