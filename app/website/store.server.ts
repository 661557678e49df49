/**
 * The owner's website content in the database (migration 12): releases, immutable once made, the
 * pointer to the live one, and one draft. Every write validates against the schemas first and is
 * one transaction, so nothing is ever saved half. Synchronous, on the caller's connection: the
 * studio's routes wrap the writes in retryWhileBusy (lib/db.server.ts), the CLI waits in
 * SQLite's busy timeout.
 */
import { z } from "zod";
import { defaultContent } from "#app/content/website/defaults.ts";
import { parseForm, type ParsedForm } from "#app/forms/parse-form.ts";
import { prepared, transaction, type Database } from "#app/lib/db.server.ts";
import {
  documentSchemas,
  photosSchema,
  siteContentSchema,
  type DocumentName,
  type SiteContent,
} from "#app/website/schema.ts";

export type ReleaseOrigin = "install" | "studio" | "cli" | "restore";

export type ReleaseSummary = {
  id: number;
  createdAt: number;
  origin: ReleaseOrigin;
  /** For a restore: the release whose content it put live again. */
  restoredFrom: number | null;
};
export type Release = ReleaseSummary & { content: SiteContent };

type ReleaseRow = {
  id: number;
  content: string;
  createdAt: number;
  origin: ReleaseOrigin;
  restoredFrom: number | null;
};

const releaseColumns =
  "id, content, created_at AS createdAt, origin, restored_from AS restoredFrom";

/**
 * Stored content is read back through the schema: a release written by an older version keeps
 * working as long as the schema accepts it, and anything else is named, not rendered.
 */
function parseContent(json: string, what: string): SiteContent {
  // Releases made before the photos had places (ADR 0032) show the pictures they showed then.
  const stored = JSON.parse(json) as Partial<SiteContent>;
  const result = siteContentSchema.safeParse({ photos: defaultContent.photos, ...stored });
  if (!result.success) throw new Error(`${what} does not match the content schema`);
  return result.data;
}

function toRelease(row: ReleaseRow): Release {
  const { content, ...summary } = row;
  return { ...summary, content: parseContent(content, `release ${row.id}`) };
}

/**
 * A fresh install's first release: today's app/content/ defaults, so the product still starts
 * with two commands and shows exactly the site it always did. Does nothing once a release exists.
 */
export function ensureFirstRelease(db: Database, defaults: SiteContent, now: number): void {
  const has = () => prepared(db, "SELECT 1 FROM site_state WHERE live_release IS NOT NULL").get();
  if (has()) return;
  transaction(db, () => {
    if (has()) return;
    const id = insertRelease(db, defaults, "install", null, now);
    prepared(db, "INSERT OR REPLACE INTO site_state (id, live_release) VALUES (1, ?)").run(id);
  });
}

function insertRelease(
  db: Database,
  content: SiteContent,
  origin: ReleaseOrigin,
  restoredFrom: number | null,
  now: number,
): number {
  const { lastInsertRowid } = prepared(
    db,
    "INSERT INTO site_releases (content, created_at, origin, restored_from) VALUES (?, ?, ?, ?)",
  ).run(JSON.stringify(content), now, origin, restoredFrom);
  return Number(lastInsertRowid);
}

/** Which release is live: cheap enough to ask every second (the server's watch for the CLI). */
export function liveReleaseId(db: Database): number | null {
  const row = prepared(db, "SELECT live_release AS id FROM site_state WHERE id = 1").get() as
    { id: number | null } | undefined;
  return row?.id ?? null;
}

export function readRelease(db: Database, id: number): Release | null {
  const row = prepared(db, `SELECT ${releaseColumns} FROM site_releases WHERE id = ?`).get(id) as
    ReleaseRow | undefined;
  return row ? toRelease(row) : null;
}

/** The live release (ensureFirstRelease has run: there always is one). */
export function liveRelease(db: Database): Release {
  const id = liveReleaseId(db);
  const release = id === null ? null : readRelease(db, id);
  if (!release) throw new Error("no live release: ensureFirstRelease has not run");
  return release;
}

/** Every release, newest first. */
export function listReleases(db: Database, limit = 100): ReleaseSummary[] {
  return prepared(
    db,
    `SELECT id, created_at AS createdAt, origin, restored_from AS restoredFrom
       FROM site_releases ORDER BY id DESC LIMIT ?`,
  ).all(limit) as ReleaseSummary[];
}

export type Draft = { content: SiteContent; updatedAt: number };

export function readDraft(db: Database): Draft | null {
  const row = prepared(
    db,
    "SELECT draft, draft_updated_at AS updatedAt FROM site_state WHERE id = 1 AND draft IS NOT NULL",
  ).get() as { draft: string; updatedAt: number } | undefined;
  return row ? { content: parseContent(row.draft, "the draft"), updatedAt: row.updatedAt } : null;
}

/** What the owner edits: the draft, or the live content while there is none. */
export function editedContent(db: Database): SiteContent {
  return readDraft(db)?.content ?? liveRelease(db).content;
}

function writeDraft(db: Database, content: SiteContent, now: number) {
  prepared(db, "UPDATE site_state SET draft = ?, draft_updated_at = ? WHERE id = 1").run(
    JSON.stringify(content),
    now,
  );
}

/**
 * One document of the draft replaced by `input`, if it passes its schema; otherwise nothing is
 * saved and each problem is named at its field ("facts.phone": "…").
 */
export function saveDraftDocument(
  db: Database,
  name: DocumentName | "photos",
  input: unknown,
  now: number,
): ParsedForm<SiteContent> {
  // Under its name, so each message's path names the document too ("facts.phone").
  const schema = z.object({ [name]: name === "photos" ? photosSchema : documentSchemas[name] });
  const checked = parseForm(schema, { [name]: input });
  if (!checked.ok) return checked;
  return transaction(db, () => {
    const content = { ...editedContent(db), [name]: checked.value[name] } as SiteContent;
    writeDraft(db, content, now);
    return { ok: true, value: content };
  });
}

/** A whole content (`npm run content -- import`) as the draft, if it passes the schemas. */
export function saveDraft(db: Database, input: unknown, now: number): ParsedForm<SiteContent> {
  const checked = parseForm(siteContentSchema, input);
  if (!checked.ok) return checked;
  transaction(db, () => writeDraft(db, checked.value, now));
  return checked;
}

export function discardDraft(db: Database): void {
  prepared(db, "UPDATE site_state SET draft = NULL, draft_updated_at = NULL WHERE id = 1").run();
}

export type PublishResult =
  { ok: true; release: Release } | { ok: false; reason: "no-draft" | "draft-changed" };

/**
 * What the caller checked before rendering, checked again inside the transaction that puts the
 * content live (its photos may have been withdrawn or lost their consent meanwhile): false, and
 * nothing is written.
 */
export type StillAcceptable = (content: SiteContent) => boolean;

/**
 * The draft as a new release, put live; the draft is gone. `renderedAt` is the draft's time when
 * its pages were rendered: a draft saved since then is not published unseen, nor one `accept`
 * refuses now.
 */
export function publishDraft(
  db: Database,
  origin: "studio" | "cli",
  now: number,
  renderedAt?: number,
  accept?: StillAcceptable,
): PublishResult {
  return transaction(db, () => {
    const draft = readDraft(db);
    if (!draft) return { ok: false, reason: "no-draft" } as const;
    if (
      (renderedAt !== undefined && draft.updatedAt !== renderedAt) ||
      (accept && !accept(draft.content))
    ) {
      return { ok: false, reason: "draft-changed" } as const;
    }
    const id = insertRelease(db, draft.content, origin, null, now);
    prepared(
      db,
      "UPDATE site_state SET live_release = ?, draft = NULL, draft_updated_at = NULL WHERE id = 1",
    ).run(id);
    return { ok: true, release: readRelease(db, id)! } as const;
  });
}

export type RestoreResult =
  { ok: true; release: Release } | { ok: false; reason: "not-found" | "release-changed" };

/**
 * An earlier release live again, as a new release (the history only grows, so a restore can be
 * undone the same way). A draft stays as it is: it holds work the restore did not ask to drop.
 * A release `accept` refuses now (rewritten since its pages were rendered: a photo withdrawn) is
 * not put live.
 */
export function restoreRelease(
  db: Database,
  id: number,
  now: number,
  accept?: StillAcceptable,
): RestoreResult {
  return transaction(db, () => {
    const earlier = readRelease(db, id);
    if (!earlier) return { ok: false, reason: "not-found" } as const;
    if (accept && !accept(earlier.content))
      return { ok: false, reason: "release-changed" } as const;
    const newId = insertRelease(db, earlier.content, "restore", id, now);
    prepared(db, "UPDATE site_state SET live_release = ? WHERE id = 1").run(newId);
    return { ok: true, release: readRelease(db, newId)! } as const;
  });
}

/** Every content the owner could put live: each release's and the draft's. */
export function allContents(db: Database): SiteContent[] {
  const draft = readDraft(db);
  return [
    ...releaseContents(db).map((release) => release.content),
    ...(draft ? [draft.content] : []),
  ];
}

/** Every release's content with its id, read in one query (for scans over the whole history). */
export function releaseContents(db: Database): { id: number; content: SiteContent }[] {
  const rows = prepared(db, "SELECT id, content FROM site_releases ORDER BY id").all() as {
    id: number;
    content: string;
  }[];
  return rows.map((row) => ({
    id: row.id,
    content: parseContent(row.content, `release ${row.id}`),
  }));
}

/**
 * Changes every release and the draft where `change` returns new content (null: unchanged), in
 * the caller's transaction. Releases are otherwise never changed: this is for taking a photo out
 * of everything she could put live or restore, when its subject withdrew consent (ADR 0032). The
 * live release is not rewritten in place but followed by a new release with the change, so the
 * history says when the site changed; that new release is returned.
 */
export function rewriteAllContent(
  db: Database,
  change: (content: SiteContent) => SiteContent | null,
  now: number,
): Release | null {
  const live = liveRelease(db);
  const update = prepared(db, "UPDATE site_releases SET content = ? WHERE id = ?");
  for (const release of releaseContents(db)) {
    const changed = change(release.content);
    if (changed) update.run(JSON.stringify(changed), release.id);
  }
  const draft = readDraft(db);
  const draftChanged = draft ? change(draft.content) : null;
  if (draftChanged) writeDraft(db, draftChanged, now);
  return followLive(db, change(live.content), now);
}

/**
 * The live content changed where `change` returns new content (null: unchanged), as a new live
 * release, in the caller's transaction; older releases and the draft stay as they are (a photo
 * whose consent no longer covers the website goes off the site, ADR 0037).
 */
export function replaceLiveRelease(
  db: Database,
  change: (content: SiteContent) => SiteContent | null,
  now: number,
): Release | null {
  return followLive(db, change(liveRelease(db).content), now);
}

function followLive(db: Database, changed: SiteContent | null, now: number): Release | null {
  if (!changed) return null;
  const id = insertRelease(db, changed, "studio", null, now);
  prepared(db, "UPDATE site_state SET live_release = ? WHERE id = 1").run(id);
  return readRelease(db, id);
}
