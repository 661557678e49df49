/**
 * The sign-in feature's writes as the studio's pages make them: each waits on a timer while
 * another connection holds the database's write lock (db.server.ts, waitingWhileBusy), so the
 * owner's request goes through once the lock is free instead of failing.
 */
import { waitingWhileBusy } from "#app/lib/db.server.ts";
import { removePasskey } from "#app/studio/auth/auth.server.ts";

export const authWrites = {
  removePasskey: waitingWhileBusy(removePasskey),
};
