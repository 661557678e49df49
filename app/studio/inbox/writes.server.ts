/**
 * The inbox's writes as the studio's pages make them: each waits on a timer while another
 * connection holds the database's write lock (db.server.ts, waitingWhileBusy), so the owner's
 * request goes through once the lock is free instead of failing.
 */
import { waitingWhileBusy } from "#app/lib/db.server.ts";
import { applyBulk } from "#app/studio/inbox/bulk.server.ts";
import { addNote } from "#app/studio/inbox/inbox.server.ts";
import { changeStage, markNotSpam } from "#app/studio/inbox/workflow.server.ts";

export const inboxWrites = {
  addNote: waitingWhileBusy(addNote),
  changeStage: waitingWhileBusy(changeStage),
  markNotSpam: waitingWhileBusy(markNotSpam),
  applyBulk: waitingWhileBusy(applyBulk),
};
