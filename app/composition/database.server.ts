/**
 * The composition root's first steps (app.server.ts): the build's settings checked against the
 * environment, and the app's two database connections.
 */
import { openDatabase, type Database } from "#app/lib/db.server.ts";
import type { Env } from "#app/lib/env.server.ts";
import { publicSettings } from "#app/lib/public-settings.ts";
import { migrations } from "#app/migrations.server.ts";

/**
 * The pages carry PUBLIC_API_KEY and state RETENTION_DAYS as they were at build time. A different
 * key at run time would turn every inquiry away with 401, another retention period would make
 * the privacy notice untrue: refuse to start instead of failing silently.
 */
export function refuseOtherBuildSettings(env: Env) {
  if (publicSettings.apiKey !== env.PUBLIC_API_KEY) {
    throw new Error(
      "PUBLIC_API_KEY differs from the value the pages were built with: rebuild (npm run build) with the same PUBLIC_API_KEY",
    );
  }
  if (publicSettings.retentionDays !== env.RETENTION_DAYS) {
    throw new Error(
      `RETENTION_DAYS is ${env.RETENTION_DAYS}, but the pages (the privacy notice) were built with ${publicSettings.retentionDays}: rebuild (npm run build) with the same RETENTION_DAYS`,
    );
  }
}

/**
 * Two connections. `db` serves requests; every commit of it is durable. `mailDb` is the mail
 * worker's: it commits its claim and sent marks without waiting for the disk, since losing one
 * means a mail is sent again, never lost (ADR 0005), and an fsync per mark would hold up every
 * visitor's request behind it (ADR 0019).
 *
 * Neither waits for a lock inside SQLite: that wait blocks the event loop, so every page and the
 * health check would stall behind a CLI or `sqlite3` shell holding the lock. The mail worker
 * tries again on a timer, the studio's writes retry on one (retryWhileBusy), and inquiries are
 * written on a thread of their own, which waits up to DATABASE_BUSY_TIMEOUT_MS without holding
 * up the event loop.
 */
export function openDatabases(env: Env): { db: Database; mailDb: Database } {
  const open = (durability: "full" | "normal") => {
    const connection = openDatabase(env.DATABASE_PATH, {
      migrations,
      busyTimeoutMs: env.DATABASE_BUSY_TIMEOUT_MS,
      durability,
    });
    connection.exec("PRAGMA busy_timeout = 0");
    return connection;
  };
  const db = open("full");
  return { db, mailDb: open("normal") };
}
