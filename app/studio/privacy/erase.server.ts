/**
 * The erasure (DSGVO Art. 17): everything stored about one person (./person.server.ts) deleted,
 * recorded in the audit log and the erasure journal (so a restore does not bring her back), and
 * the deleted rows' bytes gone from the database file.
 */
import { unlinkSync } from "node:fs";
import path from "node:path";
import { emptyWal, prepared, transaction } from "#app/lib/db.server.ts";
import { auditFields, recordAudit, type AuditEntry } from "#app/studio/privacy/audit.server.ts";
import {
  countsOf,
  emlCopiesOf,
  inquiryIdsOf,
  matchKey,
  whenFree,
  type PrivacyChannel,
  type PrivacyDeps,
  type WaitedTooLong,
} from "#app/studio/privacy/person.server.ts";

export type EraseResult =
  | {
      ok: true;
      audit: AuditEntry;
      /** `.eml` copies that could not be deleted (the log says why); normally 0. */
      filesLeft: number;
      /** Whether the WAL was emptied into the database file (where deleted rows are zeroed). */
      checkpointed: boolean;
    }
  | WaitedTooLong;

/**
 * Deletes the person's inquiries, and with them (ON DELETE CASCADE) their events, notes and every
 * outbox mail, in one transaction that also writes the audit entry; then the `.eml` copies.
 * Mails not yet delivered are deleted too: they will not be sent.
 *
 * A mail of the person that the mail worker is sending right now (status 'sending' under a lease
 * that has not expired) is waited for, up to `waitMs`, and otherwise the erasure is refused
 * (`sending`): deleting its row would not stop the SMTP conversation or the `.eml` file being
 * written, and that copy would outlive the erasure. Once the rows are gone no worker can claim
 * them, so nothing is written afterwards.
 *
 * `secure_delete` (lib/db.server.ts) zeroes the deleted rows in the database file; the WAL,
 * which still holds the pages as they were before, is then checkpointed and truncated.
 */
export async function erasePerson(
  deps: PrivacyDeps,
  address: string,
  channel: PrivacyChannel,
): Promise<EraseResult> {
  const { db } = deps;
  // Journaled first: an erasure that fails after this is applied again by the next restore,
  // which is what she asked for; one journaled after the delete could be lost in between.
  deps.journalErasure?.(address, deps.clock());
  const erased = await whenFree(deps, () =>
    transaction(db, () => {
      const now = deps.clock();
      const ids = inquiryIdsOf(db, address);
      const inFlight = prepared(
        db,
        `SELECT 1 FROM outbox WHERE inquiry_id = ? AND status = 'sending'
           AND COALESCE(lease_until, 0) >= ?`,
      );
      if (ids.some((id) => inFlight.get(id, now))) {
        return { ok: false, reason: "sending" } satisfies WaitedTooLong;
      }
      const files = emlCopiesOf(deps.emlDir, ids);
      const counts = countsOf(db, ids, files.length);
      const remove = prepared(db, "DELETE FROM inquiries WHERE id = ?");
      for (const id of ids) remove.run(id);
      const audit = recordAudit(db, { at: now, action: "erase", channel, ...counts });
      return { ok: true as const, audit, files };
    }),
  );
  if (!erased.ok) return erased;
  const { audit, files } = erased;

  let filesLeft = 0;
  for (const file of files) {
    try {
      unlinkSync(path.join(deps.emlDir, file.name));
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === "ENOENT") continue;
      filesLeft += 1;
      deps.log?.("error", "privacy.file_not_deleted", { code: code ?? "unknown" });
    }
  }
  deps.forgetAddress?.(matchKey(address));
  // The WAL still holds the erased rows' pages as they were: emptied now, or left to SQLite's
  // own checkpoints (the log says so).
  const checkpointed = await emptyWal(db, { forMs: deps.waitMs ?? 10_000 });
  if (!checkpointed) deps.log?.("warn", "privacy.checkpoint_pending", {});
  deps.log?.("info", "privacy.erased", { ...auditFields(audit), filesLeft, checkpointed });
  return { ok: true, audit, filesLeft, checkpointed };
}
