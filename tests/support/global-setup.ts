/**
 * Vitest's global setup (vitest.config.ts), run once before any test file: the migrated database
 * that `testDatabase()` copies for each test, removed when the run ends.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "#app/lib/db.server.ts";
import { migrations } from "#app/migrations.server.ts";

/**
 * Writes a file with the app's whole schema into `dir` and closes it. Closing the last connection
 * checkpoints the WAL into the file and deletes it, so the one file is the whole database (and
 * stays in WAL mode: that is recorded in the file).
 */
export function migratedTemplate(dir: string): string {
  const file = path.join(dir, "template.sqlite");
  const db = openDatabase(file, { migrations });
  db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
  db.close();
  return file;
}

export default function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), "atelier-template-"));
  project.provide("migratedDatabase", migratedTemplate(dir));
  return () => rmSync(dir, { recursive: true, force: true });
}
