/**
 * The studio's inbox: every inquiry with its workflow stage, one inquiry's page with its history
 * and private notes. The spam classification (`status`) and the workflow (`stage`) are separate
 * columns: spam sits apart, whatever its stage.
 */
import { parseForm, type FieldErrors } from "#app/forms/parse-form.ts";
import { prepared, transaction, type Database } from "#app/lib/db.server.ts";
import { preferredDaySql } from "#app/availability/availability.server.ts";

import {
  defaultInboxParams,
  inboxPageSize,
  type InboxParams,
  type InboxSort,
  type InboxView,
  type Stage,
} from "#app/studio/inbox/inbox.ts";
import { noteSchema } from "#app/studio/inbox/schema.ts";

export type InboxDeps = { db: Database; clock: () => number };

export type InboxRow = {
  id: string;
  createdAt: number;
  firstName: string;
  lastName: string;
  package: string;
  preferredDate: string | null;
  source: string;
  stage: Stage;
  spam: boolean;
};

const rowColumns = `id, created_at AS createdAt, first_name AS firstName, last_name AS lastName,
  package, preferred_date AS preferredDate, source, stage, status = 'spam' AS spam`;

const toRow = (row: Record<string, unknown>) => ({ ...row, spam: row.spam === 1 }) as InboxRow;

/** LIKE pattern for a search term: literal, case-insensitive for ASCII (SQLite's LIKE). */
const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, "\\$&")}%`;

const orderBy: Record<InboxSort, string> = {
  received: "created_at DESC, id",
  preferred: `${preferredDaySql} IS NULL, ${preferredDaySql}, created_at DESC, id`,
};

/** The conditions of the list's filters other than the view, with their parameters. */
function narrowing(params: Pick<InboxParams, "query" | "packageId" | "month">) {
  const where: string[] = [];
  const values: string[] = [];
  const term = params.query.trim();
  if (term) {
    where.push(`(first_name || ' ' || last_name LIKE ? ESCAPE '\\' OR email LIKE ? ESCAPE '\\')`);
    values.push(likePattern(term), likePattern(term));
  }
  if (params.packageId) {
    where.push("package = ?");
    values.push(params.packageId);
  }
  if (params.month) {
    where.push(`substr(${preferredDaySql}, 1, 7) = ?`);
    values.push(params.month);
  }
  return { where, values };
}

function viewCondition(view: InboxView): { where: string[]; values: string[] } {
  if (view === "spam") return { where: ["status = 'spam'"], values: [] };
  if (view === "all") return { where: ["status = 'received'"], values: [] };
  return { where: ["status = 'received'", "stage = ?"], values: [view] };
}

/** Every condition of the list (view and filters), as one WHERE clause and its parameters. */
function listFilter(params: InboxParams) {
  const view = viewCondition(params.view);
  const rest = narrowing(params);
  return {
    where: [...view.where, ...rest.where].join(" AND "),
    values: [...view.values, ...rest.values],
  };
}

export type InboxPage = {
  rows: InboxRow[];
  /** Inquiries in the current view with the current filters (all pages). */
  total: number;
  /** The page shown (clamped to the last page) and how many there are (at least 1). */
  page: number;
  pageCount: number;
  /** The size of every view with the current package, month and search: what a chip leads to. */
  counts: Record<InboxView, number>;
  /** The filter's choices: every package and preferred month that occurs, with its count. */
  packages: { id: string; count: number }[];
  months: { month: string; count: number }[];
};

/**
 * One page of the inbox: a view (a stage, everything but spam, or the spam), narrowed by package,
 * preferred month and a search over name and e-mail, in the chosen order. One GROUP BY counts
 * every view with the same narrowing; two more give the filter's choices.
 */
export function listInbox(
  deps: Pick<InboxDeps, "db">,
  params: Partial<InboxParams> & { view: InboxView },
): InboxPage {
  const full: InboxParams = { ...defaultInboxParams, ...params };
  const counts: Record<InboxView, number> = {
    all: 0,
    new: 0,
    answered: 0,
    booked: 0,
    declined: 0,
    spam: 0,
  };
  const rest = narrowing(full);
  const restWhere = rest.where.length ? `WHERE ${rest.where.join(" AND ")}` : "";
  for (const row of prepared(
    deps.db,
    `SELECT status, stage, count(*) AS n FROM inquiries ${restWhere} GROUP BY status, stage`,
  ).all(...rest.values) as { status: string; stage: Stage; n: number }[]) {
    if (row.status === "spam") counts.spam += row.n;
    else {
      counts.all += row.n;
      counts[row.stage] += row.n;
    }
  }
  const total = counts[full.view];
  const pageCount = Math.max(1, Math.ceil(total / inboxPageSize));
  const page = Math.min(full.page, pageCount);
  const { where, values } = listFilter(full);
  const rows = prepared(
    deps.db,
    `SELECT ${rowColumns} FROM inquiries WHERE ${where}
     ORDER BY ${orderBy[full.sort]} LIMIT ? OFFSET ?`,
  )
    .all(...values, inboxPageSize, (page - 1) * inboxPageSize)
    .map(toRow);
  const packages = prepared(
    deps.db,
    "SELECT package AS id, count(*) AS count FROM inquiries GROUP BY package ORDER BY package",
  ).all() as { id: string; count: number }[];
  const months = prepared(
    deps.db,
    `SELECT month, count(*) AS count FROM
       (SELECT substr(${preferredDaySql}, 1, 7) AS month FROM inquiries WHERE preferred_date IS NOT NULL)
     WHERE month IS NOT NULL GROUP BY month ORDER BY month`,
  ).all() as { month: string; count: number }[];
  return { rows, total, page, pageCount, counts, packages, months };
}

/** Where an inquiry stands in the list: its neighbours (across pages) and its place (1-based). */
export type ListPosition = { previousId: string | null; nextId: string | null; position: number };

/**
 * The inquiries before and after one in the list's order (for "j"/"k"), and its place in it;
 * null when the inquiry is not in the list (another view, or no longer there).
 */
export function listPosition(
  deps: Pick<InboxDeps, "db">,
  params: InboxParams,
  inquiryId: string,
): ListPosition | null {
  const { where, values } = listFilter(params);
  const row = prepared(
    deps.db,
    `SELECT previousId, nextId, position FROM (
       SELECT id, lag(id) OVER list AS previousId, lead(id) OVER list AS nextId,
         row_number() OVER list AS position
       FROM inquiries WHERE ${where}
       WINDOW list AS (ORDER BY ${orderBy[params.sort]})
     ) WHERE id = ?`,
  ).get(...values, inquiryId) as
    { previousId: string | null; nextId: string | null; position: number } | undefined;
  return row ?? null;
}

/** The reason of a "spam" history line when the owner moved the inquiry there herself. */
export const manualSpamReason = "manual";

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
  // Caught by the spam checks at its arrival; one the owner moved to the spam by hand (no
  // reason) has that line at the moment she did (below).
  const movedByHand = row.spamReason === null && hasEvent(db, id, "marked_spam");
  if (!movedByHand && (status === "spam" || hasEvent(db, id, "not_spam"))) {
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
    } else if (event.type === "marked_spam") {
      history.push({ at: event.at, type: "spam", reason: manualSpamReason });
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

export type NoteResult =
  | { ok: true }
  | { ok: false; reason: "invalid"; errors: FieldErrors<"note"> }
  | { ok: false; reason: "not_found" };

/** Adds a private note to an inquiry and a line to its history. */
export function addNote(deps: InboxDeps, inquiryId: string, text: string): NoteResult {
  const checked = parseForm(noteSchema, { note: text });
  if (!checked.ok) return checked;
  const body = checked.value.note;
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
