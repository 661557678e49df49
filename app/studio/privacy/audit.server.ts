/**
 * The privacy audit log (`privacy_audit`): when an export or erasure was made, through which
 * channel, and how much it held. Nothing personal: no address, no hash of one, no name, no id.
 */
import { prepared, type Database } from "#app/lib/db.server.ts";
import type {
  PersonCounts,
  PrivacyAction,
  PrivacyChannel,
  PrivacyDeps,
} from "#app/studio/privacy/person.server.ts";

export type AuditEntry = PersonCounts & {
  id: number;
  at: number;
  action: PrivacyAction;
  channel: PrivacyChannel;
};

const auditColumns = "id, at, action, channel, inquiries, mails, notes, files";

/** Called inside the export's or erasure's transaction: recorded if and only if it was made. */
export function recordAudit(db: Database, entry: Omit<AuditEntry, "id">): AuditEntry {
  return prepared(
    db,
    `INSERT INTO privacy_audit (at, action, channel, inquiries, mails, notes, files)
     VALUES ($at, $action, $channel, $inquiries, $mails, $notes, $files)
     RETURNING ${auditColumns}`,
  ).get(entry) as AuditEntry;
}

/** The audit log, newest first. */
export function listAudit(deps: Pick<PrivacyDeps, "db">, limit = 50): AuditEntry[] {
  return prepared(
    deps.db,
    `SELECT ${auditColumns} FROM privacy_audit ORDER BY at DESC, id DESC LIMIT ?`,
  ).all(limit) as AuditEntry[];
}

export function auditEntry(deps: Pick<PrivacyDeps, "db">, id: number): AuditEntry | null {
  const row = prepared(deps.db, `SELECT ${auditColumns} FROM privacy_audit WHERE id = ?`).get(id);
  return (row as AuditEntry | undefined) ?? null;
}

/** An entry's fields for the log line: the same nothing-personal counts. */
export const auditFields = ({ channel, inquiries, mails, notes, files }: AuditEntry) => ({
  channel,
  inquiries,
  mails,
  notes,
  files,
});
