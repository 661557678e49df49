/**
 * RETENTION_DAYS: inquiries older than that, their mails and their `.eml` copies are deleted,
 * at start-up and every few hours while the server runs.
 */
import { readdirSync, statSync, unlinkSync } from "node:fs";
import path from "node:path";
import type { Database } from "~/lib/db.server";
import type { Log } from "~/lib/log.server";
import { purgeInquiriesBefore } from "./store.server";

export function purgeExpired(
  db: Database,
  settings: { retentionDays: number; emlDir: string | null; now: number },
  log: Log,
) {
  const cutoff = settings.now - settings.retentionDays * 86_400_000;
  try {
    const inquiries = purgeInquiriesBefore(db, cutoff);
    let files = 0;
    if (settings.emlDir) {
      const entries = readdirSync(settings.emlDir, { withFileTypes: true }).filter(
        (entry) => entry.isFile() && entry.name.endsWith(".eml"),
      );
      for (const entry of entries) {
        const file = path.join(settings.emlDir, entry.name);
        if (statSync(file).mtimeMs < cutoff) {
          unlinkSync(file);
          files++;
        }
      }
    }
    if (inquiries || files) log("info", "retention.purged", { inquiries, files });
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code !== "ENOENT") log("error", "retention.failed", { code: code ?? "unknown" });
  }
}
