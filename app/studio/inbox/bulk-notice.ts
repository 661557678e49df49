/**
 * The bulk action's result travels in the URL it redirects to (`?ergebnis=booked.3.0.0`), so a
 * reload does not post again; the list turns it into the owner's words.
 */
import { inboxCopy } from "#app/content/studio/inbox.ts";
import { bulkActions, type BulkAction } from "#app/studio/inbox/inbox.ts";

export type BulkOutcome =
  { action: BulkAction; changed: number; unchanged: number; skipped: number } | "none";

export function bulkOutcomeParam(outcome: BulkOutcome): string {
  if (outcome === "none") return "keine";
  return [outcome.action, outcome.changed, outcome.unchanged, outcome.skipped].join(".");
}

export function bulkNotice(value: string | null): string | null {
  if (value === "keine") return inboxCopy.bulk.none;
  const match = /^([a-z]+)\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(value ?? "");
  if (!match || !bulkActions.includes(match[1] as BulkAction)) return null;
  const [, action, changed, unchanged, skipped] = match;
  return inboxCopy.bulkDone(action as BulkAction, {
    changed: Number(changed),
    unchanged: Number(unchanged),
    skipped: Number(skipped),
  });
}
