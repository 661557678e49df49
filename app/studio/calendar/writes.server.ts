/**
 * The calendar's writes as the studio's pages make them: each waits on a timer while another
 * connection holds the database's write lock (db.server.ts, waitingWhileBusy), so the owner's
 * request goes through once the lock is free instead of failing.
 */
import { blockDays, freeDays, setWeeklyDaysOff } from "#app/availability/availability.server.ts";
import { waitingWhileBusy } from "#app/lib/db.server.ts";
import { newFeedToken, setFeedShowsNames } from "#app/studio/calendar/calendar-feed.server.ts";

export const calendarWrites = {
  blockDays: waitingWhileBusy(blockDays),
  freeDays: waitingWhileBusy(freeDays),
  setWeeklyDaysOff: waitingWhileBusy(setWeeklyDaysOff),
  newFeedToken: waitingWhileBusy(newFeedToken),
  setFeedShowsNames: waitingWhileBusy(setFeedShowsNames),
};
