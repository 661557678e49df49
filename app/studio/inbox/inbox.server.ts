/**
 * The studio's inbox: every inquiry with its workflow stage, one inquiry's page with its history
 * and private notes. The spam classification (`status`) and the workflow (`stage`) are separate
 * columns: spam sits apart, whatever its stage.
 */
import { prepared, transaction, type Database } from "#app/lib/db.server.ts";

import type { InboxView, Stage } from "#app/studio/inbox/inbox.ts";
import { noteSchema } from "#app/studio/inbox/schema.ts";
import { reasonOf } from "#app/studio/schema-problems.ts";

export type InboxDeps = { db: Database; clock: () => number };

export type InboxRow = {
  id: string;
  createdAt: number;
  firstName: string;
  lastName: string;
  email: string;
  package: string;
  preferredDate: string | null;
  source: string;
  stage: Stage;
  spam: boolean;
};

const rowColumns = `id, created_at AS createdAt, first_name AS firstName, last_name AS lastName,
  email, package, preferred_date AS preferredDate, source, stage, status = 'spam' AS spam`;

const toRow = (row: Record<string, unknown>) => ({ ...row, spam: row.spam === 1 }) as InboxRow;

/** LIKE pattern for a search term: literal, case-insensitive for ASCII (SQLite's LIKE). */
const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, "\\$&")}%`;

/**
 * The inbox, newest first: one view, optionally narrowed by a search over name and e-mail.
 * `counts` gives the size of every view (without the search), for the filter.
 */
export function listInbox(
  deps: Pick<InboxDeps, "db">,
  { view, query = "" }: { view: InboxView; query?: string },
): { rows: InboxRow[]; counts: Record<InboxView, number> } {
  const where: string[] = [];
  const params: string[] = [];
  if (view === "spam") where.push("status = 'spam'");
  else {
    where.push("status = 'received'");
    if (view !== "all") {
      where.push("stage = ?");
      params.push(view);
    }
  }
  const term = query.trim();
  if (term) {
    where.push(`(first_name || ' ' || last_name LIKE ? ESCAPE '\\' OR email LIKE ? ESCAPE '\\')`);
    params.push(likePattern(term), likePattern(term));
  }
  const rows = deps.db
    .prepare(
      `SELECT ${rowColumns} FROM inquiries WHERE ${where.join(" AND ")}
       ORDER BY created_at DESC, id LIMIT 500`,
    )
    .all(...params)
    .map(toRow);
  const counts: Record<InboxView, number> = {
    all: 0,
    new: 0,
    answered: 0,
    booked: 0,
    declined: 0,
    spam: 0,
  };
  for (const row of prepared(
    deps.db,
    `SELECT status, stage, count(*) AS n FROM inquiries GROUP BY status, stage`,
  ).all() as { status: string; stage: Stage; n: number }[]) {
    if (row.status === "spam") counts.spam += row.n;
    else {
      counts.all += row.n;
      counts[row.stage] += row.n;
    }
  }
  return { rows, counts };
}

export type MailKindShown = "studio" | "confirmation" | "reply";

export type HistoryEntry =
  | { at: number; type: "received" }
  | { at: number; type: "spam"; reason: string | null }
  | { at: number; type: "mail"; kind: MailKindShown; state: "sent" | "pending" | "failed" }
  | { at: number; type: "note_added" }
  | { at: number; type: "stage_changed"; from: Stage; to: Stage }
  | { at: number; type: "not_spam" }
  /** A reply the owner wrote: its subject and text as queued (null if the mail row is gone). */
  | { at: number; type: "reply_queued"; subject: string | null; text: string | null };

/** An outbox mail's state as the history tells it; 'sending' and 'pending' are both pending. */
const mailStates: Partial<Record<string, "sent" | "failed">> = { sent: "sent", failed: "failed" };

/** At the same moment: the inquiry first, then what the studio did, then the mails it queued. */
const historyRank: Record<HistoryEntry["type"], number> = {
  received: 0,
  spam: 0,
  note_added: 1,
  stage_changed: 1,
  not_spam: 1,
  reply_queued: 1,
  mail: 2,
};

export type Note = { id: number; createdAt: number; body: string };

export type InquiryDetail = {
  id: string;
  createdAt: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  package: string;
  preferredDate: string | null;
  message: string;
  source: string;
  installmentInfo: boolean;
  stage: Stage;
  spam: boolean;
  spamReason: string | null;
  history: HistoryEntry[];
  notes: Note[];
};

/**
 * One inquiry with everything the studio shows about it. The history merges the inquiry's own
 * events with its mails' deliveries, read from the outbox rows themselves (never copied), oldest
 * first.
 */
export function inquiryDetail(deps: Pick<InboxDeps, "db">, id: string): InquiryDetail | null {
  const { db } = deps;
  const row = prepared(
    db,
    `SELECT id, created_at AS createdAt, first_name AS firstName, last_name AS lastName, email,
       phone, package, preferred_date AS preferredDate, message, source,
       installment_info AS installmentInfo, stage, status, spam_reason AS spamReason
     FROM inquiries WHERE id = ?`,
  ).get(id) as
    | (Omit<InquiryDetail, "history" | "notes" | "spam" | "installmentInfo"> & {
        status: string;
        installmentInfo: number;
      })
    | undefined;
  if (!row) return null;
  const { status, installmentInfo, ...fields } = row;

  const history: HistoryEntry[] = [{ at: row.createdAt, type: "received" }];
  if (status === "spam" || hasEvent(db, id, "not_spam")) {
    history.push({ at: row.createdAt, type: "spam", reason: row.spamReason });
  }
  const mails = prepared(
    db,
    `SELECT kind, status, sent_at AS sentAt, created_at AS createdAt FROM outbox
     WHERE inquiry_id = ? AND kind IN ('studio', 'confirmation', 'reply') ORDER BY id`,
  ).all(id) as { kind: MailKindShown; status: string; sentAt: number | null; createdAt: number }[];
  for (const mail of mails) {
    const state = mailStates[mail.status] ?? "pending";
    history.push({ at: mail.sentAt ?? mail.createdAt, type: "mail", kind: mail.kind, state });
  }
  const events = prepared(
    db,
    "SELECT at, type, data FROM inquiry_events WHERE inquiry_id = ? ORDER BY at, id",
  ).all(id) as { at: number; type: string; data: string }[];
  for (const event of events) {
    const data = JSON.parse(event.data) as Record<string, unknown>;
    if (event.type === "stage_changed") {
      history.push({
        at: event.at,
        type: "stage_changed",
        from: data.from as Stage,
        to: data.to as Stage,
      });
    } else if (event.type === "reply_queued") {
      const mail = prepared(
        db,
        "SELECT subject, text_body AS text FROM outbox WHERE id = ? AND inquiry_id = ?",
      ).get(Number(data.mailId), id) as { subject: string; text: string } | undefined;
      history.push({
        at: event.at,
        type: "reply_queued",
        subject: mail?.subject ?? null,
        text: mail?.text.trimEnd() ?? null,
      });
    } else if (event.type === "note_added" || event.type === "not_spam") {
      history.push({ at: event.at, type: event.type });
    }
  }
  // At the same moment, cause before effect: the inquiry, then what the studio did (a reply
  // written, "Kein Spam"), then the mails that queued; otherwise the order above (stable sort).
  history.sort((a, b) => a.at - b.at || historyRank[a.type] - historyRank[b.type]);

  const notes = prepared(
    db,
    "SELECT id, created_at AS createdAt, body FROM inquiry_notes WHERE inquiry_id = ? ORDER BY created_at, id",
  ).all(id) as Note[];

  return {
    ...fields,
    installmentInfo: installmentInfo === 1,
    spam: status === "spam",
    history,
    notes,
  };
}

function hasEvent(db: Database, id: string, type: string): boolean {
  return Boolean(
    prepared(db, "SELECT 1 FROM inquiry_events WHERE inquiry_id = ? AND type = ?").get(id, type),
  );
}

/** Records a line of an inquiry's history (inside the caller's transaction). */
export function recordEvent(
  db: Database,
  inquiryId: string,
  at: number,
  type: string,
  data: Record<string, unknown> = {},
) {
  prepared(db, "INSERT INTO inquiry_events (inquiry_id, at, type, data) VALUES (?, ?, ?, ?)").run(
    inquiryId,
    at,
    type,
    JSON.stringify(data),
  );
}

export type NoteResult = { ok: true } | { ok: false; reason: "empty" | "too_long" | "not_found" };

/** Adds a private note to an inquiry and a line to its history. */
export function addNote(deps: InboxDeps, inquiryId: string, text: string): NoteResult {
  const note = noteSchema.safeParse(text);
  if (!note.success) {
    return { ok: false, reason: reasonOf(note.error.issues[0]!) as "empty" | "too_long" };
  }
  const body = note.data;
  return transaction(deps.db, () => {
    if (!prepared(deps.db, "SELECT 1 FROM inquiries WHERE id = ?").get(inquiryId)) {
      return { ok: false, reason: "not_found" } as const;
    }
    const now = deps.clock();
    prepared(
      deps.db,
      "INSERT INTO inquiry_notes (inquiry_id, created_at, body) VALUES (?, ?, ?)",
    ).run(inquiryId, now, body);
    recordEvent(deps.db, inquiryId, now, "note_added");
    return { ok: true } as const;
  });
}
