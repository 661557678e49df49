/**
 * The owner's private calendar feed (ADR 0024): `/studio/kalender.ics?token=…`, one all-day event
 * per inquiry set to Gebucht, for her phone's calendar app (which cannot sign in, hence the long
 * random token in the address; regenerating it turns the old address off). Events say
 * "Shooting – <package>" and link to the inquiry; the client's name and message appear only when
 * the owner switches that on. iCalendar (RFC 5545) through `ical-generator`.
 */
import { timingSafeEqual } from "node:crypto";
import ical from "ical-generator";
import { bookedDays } from "#app/availability/availability.server.ts";
import { addMonthsIso, todayInBerlin } from "#app/availability/days.ts";
import { calendarFeedCopy } from "#app/content/studio/calendar.ts";
import type { Database } from "#app/lib/db.server.ts";
import { hashSecret, looksLikeSecret, newSecret } from "#app/studio/auth/secrets.server.ts";
import { deleteValue, readValue, writeValue } from "#app/studio/key-value.server.ts";

/**
 * Only the token's SHA-256 hash is stored, like every other secret of the studio: a backup or a
 * copy of the database reads nobody's calendar. So the address can be shown only once, when it is
 * made; the owner subscribes to it then.
 */
const hashKey = "calendar_feed_token_hash";
/** Releases before the feed token was hashed (ADR 0030) kept the token itself. */
const plainKey = "calendar_feed_token";
const namesKey = "calendar_feed_names";

/**
 * A token stored in the clear by an earlier release becomes its hash, so the owner's subscribed
 * calendar keeps working across the update. Run once at start-up.
 */
export function hashStoredFeedToken(db: Database): void {
  const plain = readValue(db, plainKey);
  if (plain === null) return;
  writeValue(db, hashKey, hashSecret(plain));
  deleteValue(db, plainKey);
}

/** Whether the feed has an address at all (it is shown only when made). */
export function hasFeedAddress(db: Database): boolean {
  return readValue(db, hashKey) !== null;
}

/** A new address's token, returned this once: the previous address stops working at once. */
export function newFeedToken(db: Database): string {
  const token = newSecret();
  writeValue(db, hashKey, hashSecret(token));
  return token;
}

/** The feed has no address any more (signing out everywhere); a new one is made on the page. */
export function revokeFeedAddress(db: Database): void {
  deleteValue(db, hashKey);
}

export function isFeedToken(db: Database, given: string | null): boolean {
  const expected = readValue(db, hashKey);
  if (!expected || !looksLikeSecret(given)) return false;
  const [a, b] = [Buffer.from(hashSecret(given)), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}

export function feedShowsNames(db: Database): boolean {
  return readValue(db, namesKey) === "on";
}

export function setFeedShowsNames(db: Database, on: boolean): void {
  writeValue(db, namesKey, on ? "on" : "off");
}

/** UTC midnight of an ISO day: ical-generator writes all-day dates from the UTC parts. */
const dayStart = (day: string, plusDays = 0) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + plusDays);
  return date;
};

/** The feed: bookings from a year ago to two years ahead. */
export function calendarFeed(
  db: Database,
  { now, siteOrigin, studioName }: { now: number; siteOrigin: string; studioName: string },
): string {
  const today = todayInBerlin(now);
  const showNames = feedShowsNames(db);
  const host = new URL(siteOrigin).hostname;
  const calendar = ical({
    name: calendarFeedCopy.name(studioName),
    prodId: { company: host, product: "studio", language: "DE" },
    ttl: 15 * 60,
  });
  for (const booking of bookedDays(db, addMonthsIso(today, -12), addMonthsIso(today, 24))) {
    calendar.createEvent({
      id: `${booking.inquiryId}@${host}`,
      start: dayStart(booking.day),
      end: dayStart(booking.day, 1),
      allDay: true,
      stamp: new Date(now),
      summary: calendarFeedCopy.summary(booking.package, showNames ? booking : null),
      description: showNames ? booking.message : null,
      url: `${siteOrigin}/studio/anfragen/${encodeURIComponent(booking.inquiryId)}`,
    });
  }
  return calendar.toString();
}
