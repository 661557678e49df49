/**
 * RETENTION_DAYS: inquiries older than that, their mails and their `.eml` copies are deleted,
 * at start-up and every few hours while the server runs; an inquiry whose studio mail was never
 * delivered is kept, with an error in the log.
 */
import { existsSync, readdirSync, statSync, unlinkSync } from "node:fs";
import path from "node:path";
import type { Database } from "#app/lib/db.server.ts";
import type { Log } from "#app/lib/log.server.ts";
import { purgeInquiriesBefore } from "#app/inquiry/store/store.server.ts";

export function purgeExpired(
  db: Database,
  settings: { retentionDays: number; emlDir: string; now: number },
  log: Log,
) {
  const cutoff = settings.now - settings.retentionDays * 86_400_000;
  try {
    const { ids, kept } = purgeInquiriesBefore(db, cutoff);
    const inquiries = ids.length;
    // Never silently: an inquiry the studio never received stays, and the operator hears of it
    // (its mail is failed or stuck, so /healthz reports it too).
    if (kept) log("error", "retention.kept_undelivered", { inquiries: kept });
    let files = 0;
    const entries = existsSync(settings.emlDir)
      ? readdirSync(settings.emlDir, { withFileTypes: true }).filter(
          (entry) => entry.isFile() && entry.name.endsWith(".eml"),
        )
      : [];
    for (const entry of entries) {
      const file = path.join(settings.emlDir, entry.name);
      if (statSync(file).mtimeMs < cutoff) {
        unlinkSync(file);
        files++;
      }
    }
    if (inquiries || files) log("info", "retention.purged", { inquiries, files });
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code !== "ENOENT") log("error", "retention.failed", { code: code ?? "unknown" });
  }
}
