/**
 * Operator CLI for the owner's website content (docs/studio.md#website):
 *
 *   npm run content -- export                     the live content as JSON on stdout
 *   npm run content -- import <file> [--publish]  a whole content as the draft; --publish: live
 *                                                 (<file> `-`: standard input)
 *
 * `import` checks the file against the content schemas first: a file that fails anywhere saves
 * nothing, and each bad field is named with its path and the studio's German message. With
 * `--publish` the draft becomes a release (origin "cli"); a running server notices within a
 * second and serves it. Works on DATABASE_PATH next to a running server.
 */
import { readFileSync } from "node:fs";
import { defaultContent } from "#app/content/website/defaults.ts";
import { openDatabase, type Database } from "#app/lib/db.server.ts";
import { EnvError, parseEnv } from "#app/lib/env.server.ts";
import { migrations } from "#app/migrations.server.ts";
import { websiteCopy } from "#app/content/studio/website.ts";
import { photoBlockers } from "#app/photos/publishable.server.ts";
import {
  ensureFirstRelease,
  liveRelease,
  publishDraft,
  saveDraft,
} from "#app/website/store.server.ts";

const usage = `Usage: npm run content -- <command>
  export                      print the live content as JSON
  import <file> [--publish]   check <file> and store it as the draft; --publish puts it live`;

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

const shownName = (file: string) => (file === "-" ? "the content from standard input" : file);

/** `-` is standard input (how `sudo atelier content import FILE` hands over a root-only file). */
function readJson(file: string): unknown {
  const name = shownName(file);
  let text: string;
  try {
    text = readFileSync(file === "-" ? 0 : file, "utf8");
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === "ENOENT" ? "no such file" : "unreadable";
    return fail(`Cannot read ${name}: ${reason}.`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    return fail(`${name} is not valid JSON: ${error instanceof Error ? error.message : "unknown"}`);
  }
}

function importContent(db: Database, file: string, publish: boolean) {
  const input = readJson(file);
  const saved = saveDraft(db, input, Date.now());
  if (!saved.ok) {
    const lines = Object.entries(saved.errors).map(([path, message]) => `  ${path}: ${message}`);
    fail(
      `${shownName(file)} does not match the content schema; nothing was saved.\n${lines.join("\n")}`,
    );
  }
  console.log(`Saved ${shownName(file)} as the draft.`);
  if (!publish) {
    console.log("Review it in the studio (Website → Vorschau), or run again with --publish.");
    return;
  }
  // A release never points at a photo that is not ready to be seen (app/photos/).
  const blockers = photoBlockers(db, saved.value);
  if (blockers.length) {
    const lines = blockers.map(({ path, reason }) => `  ${path}: ${websiteCopy.blockers[reason]}`);
    fail(`Saved as the draft, but not published:\n${lines.join("\n")}`);
  }
  const published = publishDraft(db, "cli", Date.now());
  if (!published.ok) fail(`Not published: ${published.reason}.`);
  console.log(`Published as release ${published.release.id}; the server serves it within seconds.`);
}

let env;
try {
  env = parseEnv();
} catch (error) {
  fail(error instanceof EnvError ? error.message : String(error));
}

const [command, ...rest] = process.argv.slice(2);
if (!command || command === "help" || command === "--help") {
  console.log(usage);
  process.exit(command ? 0 : 2);
}
if (command !== "export" && command !== "import") {
  fail(`Unknown command ${JSON.stringify(command)}.\n\n${usage}`, 2);
}
const publish = rest.includes("--publish");
const files = rest.filter((arg) => arg !== "--publish");
const unknown = files.find((arg) => arg.startsWith("--"));
if (unknown) fail(`Unknown option ${unknown}.\n\n${usage}`, 2);
if (command === "import" && files.length !== 1) fail(`import needs one file.\n\n${usage}`, 2);
if (command === "export" && (files.length || publish)) fail(usage, 2);

const db = openDatabase(env.DATABASE_PATH, {
  migrations,
  busyTimeoutMs: env.DATABASE_BUSY_TIMEOUT_MS,
});
try {
  ensureFirstRelease(db, defaultContent, Date.now());
  if (command === "export") {
    console.log(JSON.stringify(liveRelease(db).content, null, 2));
  } else {
    importContent(db, files[0]!, publish);
  }
} catch (error) {
  fail(`content ${command} failed: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  if (db.isOpen) db.close();
}
