/**
 * Operator CLI for the owner's studio (docs/studio.md):
 *
 *   npm run studio -- invite
 *
 * `invite` creates a one-time setup link (valid 24 hours) and prints it as the LAST line of its
 * output, so scripts can take it with `tail -n 1`. The owner opens it on her phone or laptop and
 * registers a passkey there. It works on DATABASE_PATH next to a running server.
 */
import { openDatabase } from "#app/lib/db.server.ts";
import { EnvError, parseEnv } from "#app/lib/env.server.ts";
import { migrations } from "#app/migrations.server.ts";
import { issueToken, tokenLifetimeMs } from "#app/studio/auth/tokens.server.ts";

const usage = `Usage: npm run studio -- <command>
  invite      print a one-time setup link for the studio (valid 24 hours, works once)`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let env;
try {
  env = parseEnv();
} catch (error) {
  fail(error instanceof EnvError ? error.message : String(error));
}
const [command] = process.argv.slice(2);
if (!command || command === "help" || command === "--help") {
  console.log(usage);
  process.exit(command ? 0 : 1);
}

switch (command) {
  case "invite": {
    const db = openDatabase(env.DATABASE_PATH, {
      migrations,
      busyTimeoutMs: env.DATABASE_BUSY_TIMEOUT_MS,
    });
    const token = issueToken(db, "invite", Date.now());
    db.close();
    const hours = tokenLifetimeMs.invite / 3600_000;
    const origin = new URL(env.PUBLIC_SITE_URL).origin;
    console.log(
      `Setup link for the studio: open it on the device that should sign in with a passkey.\n` +
        `It works once and expires in ${hours} hours.`,
    );
    console.log(`${origin}/studio/einrichten?token=${token}`);
    break;
  }
  default:
    fail(`Unknown command ${JSON.stringify(command)}.\n\n${usage}`);
}
