/**
 * The nightly off-site backup (ADR 0038): the database, copied with SQLite's online backup API
 * while the server keeps writing, and the files the site keeps outside it, staged in one folder
 * with a manifest (counts and SHA-256 of every file), then one tagged restic snapshot of that
 * folder, then `forget --prune` with the kept-snapshot policy. The folder's path never changes, so
 * restic finds the previous snapshot as the parent, and its deduplication makes a night without
 * changes add next to nothing.
 */
import { createHash } from "node:crypto";
import {
  chmodSync,
  copyFileSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { backup, DatabaseSync } from "node:sqlite";
import type { Database } from "#app/lib/db.server.ts";
import { restic, type ResticTarget } from "#app/backup/restic.server.ts";

/** Tag and host name of every snapshot: a new server finds them whatever its own name is. */
export const snapshotTag = "atelier";
export const snapshotHost = "atelier";
export const databaseFile = "studio.sqlite";
export const manifestFile = "manifest.json";

/**
 * Every snapshot of the last two days, then 7 daily, 4 weekly, 12 monthly (docs/operations.md,
 * "Off-site backups"; ADR 0040): a backup she starts by hand is not pruned by the next one.
 */
export const keepPolicy = [
  "--keep-within",
  "2d",
  "--keep-daily",
  "7",
  "--keep-weekly",
  "4",
  "--keep-monthly",
  "12",
];

/** What a snapshot held when it was taken; the drill checks a restore against it. */
export type Manifest = {
  takenAt: number;
  counts: SiteCounts;
  /** Path inside the staged folder → SHA-256 (hex) of its bytes. */
  files: Record<string, string>;
};

export type SiteCounts = { inquiries: number; releases: number; photos: number };

export function siteCounts(db: Database): SiteCounts {
  const count = (table: string) =>
    Number((db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n);
  return {
    inquiries: count("inquiries"),
    releases: count("site_releases"),
    photos: count("photos"),
  };
}

export function sha256Of(file: string): string {
  return createHash("sha256").update(readFileSync(file)).digest("hex");
}

/**
 * A folder of files outside the database, kept in the snapshot under `name` (e.g. "outbox").
 * `link`: its files never change once written (the galleries' store, ADR 0041), so the stage
 * hard-links them instead of copying gigabytes every night; a file replaced later gets a new
 * inode and leaves the staged link as it was.
 */
export type KeptFolder = { name: string; dir: string; link?: boolean };

export type StageDeps = {
  /** A connection to the live database (the server's file). */
  db: Database;
  /** Emptied and filled on every run; its path must stay the same from night to night. */
  stagingDir: string;
  folders: readonly KeptFolder[];
  clock: () => number;
};

function copyFolder(from: string, to: string, files: string[], prefix: string, link = false) {
  let entries;
  try {
    entries = readdirSync(from, { withFileTypes: true });
  } catch (error) {
    if ((error as { code?: string }).code === "ENOENT") return;
    throw error;
  }
  mkdirSync(to, { recursive: true, mode: 0o700 });
  for (const entry of entries) {
    // A half-written file (`.tmp`) is not a file the site keeps yet.
    if (entry.name.endsWith(".tmp")) continue;
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) copyFolder(source, target, files, `${prefix}${entry.name}/`, link);
    else if (entry.isFile()) {
      try {
        if (link) linkOrCopy(source, target);
        else copyFileSync(source, target);
      } catch (error) {
        // Deleted between listing and copying (retention, an erasure): not kept, rightly.
        if ((error as { code?: string }).code === "ENOENT") continue;
        throw error;
      }
      files.push(`${prefix}${entry.name}`);
    }
  }
}

/** A hard link, or a copy where the staging folder is on another file system. */
function linkOrCopy(source: string, target: string) {
  try {
    linkSync(source, target);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code !== "EXDEV" && code !== "EPERM" && code !== "EMLINK") throw error;
    copyFileSync(source, target);
  }
}

/**
 * Fills the staging folder: a consistent copy of the database (one read transaction, so every
 * inquiry committed before it and none half-written), the kept folders and the manifest.
 */
export async function stage(deps: StageDeps): Promise<Manifest> {
  rmSync(deps.stagingDir, { recursive: true, force: true });
  mkdirSync(deps.stagingDir, { recursive: true, mode: 0o700 });
  chmodSync(deps.stagingDir, 0o700);
  const copy = path.join(deps.stagingDir, databaseFile);
  const takenAt = deps.clock();
  // One step for the whole file: stepping in batches restarts whenever the server commits.
  await backup(deps.db, copy, { rate: 2 ** 31 - 1 });
  const staged = new DatabaseSync(copy);
  let counts: SiteCounts;
  try {
    // Self-contained (no -wal beside it), as scripts/backup.ts leaves its copies.
    staged.exec("PRAGMA journal_mode = DELETE");
    counts = siteCounts(staged);
  } finally {
    staged.close();
  }
  chmodSync(copy, 0o600);
  const names = [databaseFile];
  for (const folder of deps.folders) {
    copyFolder(
      folder.dir,
      path.join(deps.stagingDir, folder.name),
      names,
      `${folder.name}/`,
      folder.link,
    );
  }
  const files = Object.fromEntries(
    names.map((name) => [name, sha256Of(path.join(deps.stagingDir, name))]),
  );
  const manifest: Manifest = { takenAt, counts, files };
  writeFileSync(path.join(deps.stagingDir, manifestFile), JSON.stringify(manifest, null, 1), {
    mode: 0o600,
  });
  return manifest;
}

export type SnapshotResult = {
  snapshotId: string;
  /** The staged folder's size: what a restore brings back. */
  bytes: number;
  /** What this snapshot added to the repository after deduplication and compression. */
  added: number;
};

/** The summary restic prints last with `--json`. */
function summaryOf(output: string): SnapshotResult {
  for (const line of output.trim().split("\n").reverse()) {
    let message: Record<string, unknown>;
    try {
      message = JSON.parse(line) as Record<string, unknown>;
    } catch {
      continue;
    }
    if (message.message_type === "summary") {
      return {
        snapshotId: String(message.snapshot_id),
        bytes: Number(message.total_bytes_processed),
        added: Number(message.data_added),
      };
    }
  }
  throw new Error("restic backup printed no summary");
}

/** restic's `--time` format, in UTC (restic is started with TZ=UTC). */
function resticTime(at: number): string {
  return new Date(at).toISOString().slice(0, 19).replace("T", " ");
}

/**
 * One snapshot of a folder, tagged: the site's staged folder, or the erasure journal. Its time is
 * the staging's (the job's clock), which the kept-snapshot policy counts days by.
 */
export async function takeSnapshot(
  target: ResticTarget,
  folder: string,
  options: { tag?: string; at: number },
): Promise<SnapshotResult> {
  const output = await restic(target, [
    "backup",
    "--json",
    "--tag",
    options.tag ?? snapshotTag,
    "--host",
    snapshotHost,
    "--time",
    resticTime(options.at),
    folder,
  ]);
  return summaryOf(output);
}

/**
 * The kept-snapshot policy, applied to each folder's snapshots on its own (restic groups by host
 * and path), then the data no kept snapshot needs deleted.
 */
export async function forgetAndPrune(target: ResticTarget): Promise<void> {
  await restic(target, ["forget", "--prune", "--host", snapshotHost, ...keepPolicy]);
}

/** The weekly check: the repository's structure, and a random tenth of its data read back. */
export async function checkRepository(target: ResticTarget): Promise<void> {
  await restic(target, ["check", "--read-data-subset", "10%"]);
}

export type SnapshotInfo = { id: string; time: string; paths: string[] };

/** The newest snapshot with the tag (the site's by default), or null when there is none. */
export async function latestSnapshot(
  target: ResticTarget,
  tag = snapshotTag,
): Promise<SnapshotInfo | null> {
  const output = await restic(target, [
    "snapshots",
    "--json",
    "--tag",
    tag,
    "--host",
    snapshotHost,
  ]);
  const list = (JSON.parse(output || "[]") as SnapshotInfo[] | null) ?? [];
  return list.sort((a, b) => Date.parse(a.time) - Date.parse(b.time)).at(-1) ?? null;
}

/**
 * Restores a snapshot into `into` and returns the folder that holds its staged files (restic
 * keeps the absolute path the snapshot was taken from, below `into`).
 */
export async function restoreSnapshot(
  target: ResticTarget,
  snapshot: SnapshotInfo,
  into: string,
): Promise<string> {
  mkdirSync(into, { recursive: true, mode: 0o700 });
  await restic(target, ["restore", snapshot.id, "--target", into]);
  return path.join(into, snapshot.paths[0]!);
}

export function readManifest(folder: string): Manifest {
  return JSON.parse(readFileSync(path.join(folder, manifestFile), "utf8")) as Manifest;
}
