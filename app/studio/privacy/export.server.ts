/**
 * The export (DSGVO Art. 15): everything stored about one person (./person.server.ts) as one JSON
 * document, recorded in the audit log.
 */
import { prepared, transaction, type Row } from "#app/lib/db.server.ts";
import { auditFields, recordAudit, type AuditEntry } from "#app/studio/privacy/audit.server.ts";
import {
  emlCopiesOf,
  inquiryIdsOf,
  matchKey,
  whenFree,
  type PersonCounts,
  type PrivacyChannel,
  type PrivacyDeps,
  type WaitedTooLong,
} from "#app/studio/privacy/person.server.ts";

export const exportFormat = "atelier-privacy-export";
export const exportSchemaVersion = 1;

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

export type ExportedInquiry = { [column: string]: Json } & {
  events: { [column: string]: Json }[];
  notes: { [column: string]: Json }[];
  mails: { [column: string]: Json }[];
};

export type PersonExport = {
  format: typeof exportFormat;
  schemaVersion: typeof exportSchemaVersion;
  generatedAt: string;
  /** The address asked for, as matched (trimmed, lower case). */
  email: string;
  inquiries: ExportedInquiry[];
  emlFiles: { name: string; bytes: number; modifiedAt: string }[];
};

const isTimeColumn = (column: string) =>
  column === "at" || column.endsWith("_at") || column.endsWith("_until");

const parseJson = (text: string): Json => {
  try {
    return JSON.parse(text) as Json;
  } catch {
    return text;
  }
};

/**
 * A row with every column, as a person can read it: camelCase keys, times as ISO 8601, JSON
 * columns parsed. Every column, so a column a later migration adds is exported without a change
 * here (privacy.server.test.ts checks it against the schema).
 */
function rowForPerson(row: Row, json: readonly string[] = [], omit: readonly string[] = []) {
  const out: { [key: string]: Json } = {};
  for (const [column, value] of Object.entries(row)) {
    if (omit.includes(column)) continue;
    const key = column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
    if (value === null || value === undefined) out[key] = null;
    else if (isTimeColumn(column) && typeof value === "number") {
      out[key] = new Date(value).toISOString();
    } else if (json.includes(column) && typeof value === "string") out[key] = parseJson(value);
    else if (value instanceof Uint8Array) out[key] = Buffer.from(value).toString("base64");
    else out[key] = typeof value === "bigint" ? Number(value) : value;
  }
  return out;
}

export type ExportResult = { ok: true; document: PersonExport; audit: AuditEntry } | WaitedTooLong;

/**
 * Everything stored about the person, as one JSON document, and its audit entry (written in the
 * same transaction: an export is recorded if and only if it was made). An address with nothing
 * stored gets a document without inquiries, recorded too: the request was answered.
 */
export async function exportPerson(
  deps: PrivacyDeps,
  address: string,
  channel: PrivacyChannel,
): Promise<ExportResult> {
  const { db } = deps;
  const result = await whenFree(deps, () =>
    transaction(db, () => {
      const now = deps.clock();
      const ids = inquiryIdsOf(db, address);
      const inquiry = prepared(db, "SELECT * FROM inquiries WHERE id = ?");
      const events = prepared(
        db,
        "SELECT * FROM inquiry_events WHERE inquiry_id = ? ORDER BY at, id",
      );
      const notes = prepared(
        db,
        "SELECT * FROM inquiry_notes WHERE inquiry_id = ? ORDER BY created_at, id",
      );
      const mails = prepared(db, "SELECT * FROM outbox WHERE inquiry_id = ? ORDER BY id");
      const inquiries = ids.map((id): ExportedInquiry => {
        const row = rowForPerson(inquiry.get(id) as Row);
        return {
          ...row,
          installmentInfo: row.installmentInfo === 1,
          events: events.all(id).map((event) => rowForPerson(event, ["data"], ["inquiry_id"])),
          notes: notes.all(id).map((note) => rowForPerson(note, [], ["inquiry_id"])),
          mails: mails.all(id).map((mail) => rowForPerson(mail, ["reply_to"], ["inquiry_id"])),
        };
      });
      const files = emlCopiesOf(deps.emlDir, ids);
      const counts: PersonCounts = {
        inquiries: inquiries.length,
        mails: inquiries.reduce((sum, item) => sum + item.mails.length, 0),
        notes: inquiries.reduce((sum, item) => sum + item.notes.length, 0),
        files: files.length,
      };
      const audit = recordAudit(db, { at: now, action: "export", channel, ...counts });
      const document: PersonExport = {
        format: exportFormat,
        schemaVersion: exportSchemaVersion,
        generatedAt: new Date(now).toISOString(),
        email: matchKey(address),
        inquiries,
        emlFiles: files.map((file) => ({
          name: file.name,
          bytes: file.bytes,
          modifiedAt: new Date(file.modifiedAt).toISOString(),
        })),
      };
      return { ok: true as const, document, audit };
    }),
  );
  if (result.ok) deps.log?.("info", "privacy.exported", auditFields(result.audit));
  return result;
}
