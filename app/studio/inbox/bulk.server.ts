/**
 * The inbox's bulk action: the inquiries she ticked on a page move to one stage, or into the
 * spam, all or none (one transaction). Each inquiry goes through the same use case as its own
 * page's button (`changeStage`), so its history and whatever else a stage change records stay
 * the same.
 */
import { transaction, type Database } from "#app/lib/db.server.ts";
import type { BulkAction, Stage } from "#app/studio/inbox/inbox.ts";
import type { InboxDeps } from "#app/studio/inbox/inbox.server.ts";
import { parseForm } from "#app/forms/parse-form.ts";
import { bulkSchema } from "#app/studio/inbox/schema.ts";
import { changeStage, markSpam } from "#app/studio/inbox/workflow.server.ts";

export type BulkResult =
  | {
      ok: true;
      action: BulkAction;
      /**
       * Inquiries that moved; `unchanged` were there already, `skipped` are spam or gone (for a
       * stage) or booked or gone (for the spam).
       */
      changed: number;
      unchanged: number;
      skipped: number;
    }
  | { ok: false; reason: "invalid" };

/**
 * Applies one action to up to `bulkMaxIds` inquiries in one transaction. A stage for an inquiry
 * in the spam, or one that is gone, is skipped (counted), not an error: the page may be older.
 */
export function applyBulk(
  deps: Pick<InboxDeps, "db" | "clock">,
  input: { ids: unknown; action: unknown },
): BulkResult {
  const parsed = parseForm(bulkSchema, input);
  if (!parsed.ok) return { ok: false, reason: parsed.reason };
  const { ids, action } = parsed.value;
  const inner = { ...deps, db: nestedTransactions(deps.db) };
  return transaction(deps.db, () => {
    let changed = 0;
    let unchanged = 0;
    let skipped = 0;
    for (const id of new Set(ids)) {
      const result =
        action === "spam" ? markSpam(inner, id) : changeStage(inner, id, action as Stage);
      if (!result.ok) skipped += 1;
      else if (result.changed) changed += 1;
      else unchanged += 1;
    }
    return { ok: true, action, changed, unchanged, skipped } as const;
  });
}

const nested = new WeakMap<Database, Database>();

/**
 * The same connection, whose transactions (`transaction` in db.server.ts: BEGIN IMMEDIATE ...
 * COMMIT) become savepoints inside the bulk action's own: the per-inquiry use cases keep their
 * transaction, and the whole bulk action still commits or rolls back as one.
 */
function nestedTransactions(db: Database): Database {
  let wrapped = nested.get(db);
  if (!wrapped) {
    const savepoints: Record<string, string> = {
      "BEGIN IMMEDIATE": "SAVEPOINT bulk_item",
      COMMIT: "RELEASE bulk_item",
      ROLLBACK: "ROLLBACK TO bulk_item; RELEASE bulk_item",
    };
    wrapped = new Proxy(db, {
      get(target, key) {
        if (key === "exec") return (sql: string) => target.exec(savepoints[sql] ?? sql);
        const value = Reflect.get(target, key, target) as unknown;
        return typeof value === "function" ? (value as () => unknown).bind(target) : value;
      },
    });
    nested.set(db, wrapped);
  }
  return wrapped;
}
