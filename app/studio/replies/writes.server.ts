/**
 * The replies feature's writes as the studio's pages make them: each waits on a timer while
 * another connection holds the database's write lock (db.server.ts, waitingWhileBusy), so the
 * owner's request goes through once the lock is free instead of failing.
 */
import { waitingWhileBusy } from "#app/lib/db.server.ts";
import { sendReply } from "#app/studio/replies/reply.server.ts";
import {
  addStarterTemplates,
  deleteTemplate,
  saveTemplate,
} from "#app/studio/replies/templates.server.ts";

export const replyWrites = {
  sendReply: waitingWhileBusy(sendReply),
  saveTemplate: waitingWhileBusy(saveTemplate),
  deleteTemplate: waitingWhileBusy(deleteTemplate),
  addStarterTemplates: waitingWhileBusy(addStarterTemplates),
};
