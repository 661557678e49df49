/**
 * The website editor's writes as the studio's pages make them: each waits on a timer while
 * another connection holds the database's write lock (db.server.ts, waitingWhileBusy). Publishing
 * and restoring wait in their commit already (publish.server.ts).
 */
import { waitingWhileBusy } from "#app/lib/db.server.ts";
import { publish, restore } from "#app/website/publish.server.ts";
import { discardDraft, saveDraftDocument } from "#app/website/store.server.ts";

export const websiteWrites = {
  saveDraftDocument: waitingWhileBusy(saveDraftDocument),
  discardDraft: waitingWhileBusy(discardDraft),
  publish,
  restore,
};
