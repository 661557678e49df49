/**
 * The database every feature's unit tests start from: a real, migrated SQLite file in a folder of
 * its own, closed and removed when the test that made it has finished (also when it is made in a
 * `beforeEach`), or after the suite when made inside `forSuite` (cleanup.ts). Further connections to the same file, as another process would open them, come
 * from `open`.
 *
 * Running every migration takes about 90 ms on the 2-core machine, copying a file about 4 ms: the
 * app's schema is migrated once per run (in the global setup) and each test
 * gets a copy of that file. A test that asks for other migrations gets them run as before.
 */
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { openDatabase, type Database, type OpenOptions } from "#app/lib/db.server.ts";
import { migrations } from "#app/migrations.server.ts";
import { afterwards } from "#tests/support/cleanup.ts";
import { migratedTemplate } from "#tests/support/global-setup.ts";

declare module "vitest" {
  interface ProvidedContext {
    /** A closed SQLite file with the app's whole schema (global-setup.ts). */
    migratedDatabase?: string;
  }
}

type Options = Omit<OpenOptions, "migrations"> & { migrations?: readonly string[] };

export type TestDatabase = {
  db: Database;
  /** The temporary folder, for files beside the database (an outbox of `.eml` copies). */
  dir: string;
  file: string;
  /** Another connection to the same file. */
  open(options?: Options): Database;
};

let ownTemplate: string | undefined;

/** The global setup's template, or one made by this process when run without it. */
function template(): string {
  const provided = inject("migratedDatabase");
  if (provided) return provided;
  if (!ownTemplate) {
    const dir = mkdtempSync(path.join(tmpdir(), "atelier-template-"));
    process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
    ownTemplate = migratedTemplate(dir);
  }
  return ownTemplate;
}

export function testDatabase(options: Options = {}): TestDatabase {
  const dir = mkdtempSync(path.join(tmpdir(), "atelier-test-"));
  const file = path.join(dir, "studio.sqlite");
  // Only the app's own schema comes from the template; another list is migrated here.
  if (!options.migrations || options.migrations === migrations) copyFileSync(template(), file);
  const connections: Database[] = [];
  const open = (more: Options = {}) => {
    const db = openDatabase(file, { migrations, ...more });
    connections.push(db);
    return db;
  };
  const db = open(options);
  afterwards(() => {
    for (const connection of connections) if (connection.isOpen) connection.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return { db, dir, file, open };
}
