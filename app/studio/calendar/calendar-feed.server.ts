/**
 * The owner's private calendar feed (issue 17): `/studio/kalender.ics?token=…`, one all-day event
 * per inquiry set to Gebucht, for her phone's calendar app (which cannot sign in, hence the long
 * random token in the address; regenerating it turns the old address off). Events say
 * "Shooting – <package>" and link to the inquiry; the client's name and message appear only when
 * the owner switches that on. iCalendar (RFC 5545) through `ical-generator`.
 */
import { randomBytes, timingSafeEqual } from "node:crypto";
import ical from "ical-generator";
import { bookedDays } from "#app/availability/availability.server.ts";
import { addMonthsIso, todayInBerlin } from "#app/availability/days.ts";
import { calendarFeedCopy } from "#app/content/studio/calendar.ts";
import type { Database } from "#app/lib/db.server.ts";
import { readSetting, settingOrCreate, writeSetting } from "#app/studio/settings.server.ts";

const tokenKey = "calendar_feed_token";
const namesKey = "calendar_feed_names";

const newToken = () => randomBytes(32).toString("base64url");

/** The feed's token, made the first time the studio's calendar page asks for it. */
export function feedToken(db: Database): string {
  return settingOrCreate(db, tokenKey, newToken);
}

/** A new token: the old address stops working at once. */
export function regenerateFeedToken(db: Database): string {
  const token = newToken();
  writeSetting(db, tokenKey, token);
  return token;
}

export function isFeedToken(db: Database, given: string | null): boolean {
  const expected = readSetting(db, tokenKey);
  if (!expected || !given) return false;
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}

export function feedShowsNames(db: Database): boolean {
  return readSetting(db, namesKey) === "on";
}

export function setFeedShowsNames(db: Database, on: boolean): void {
  writeSetting(db, namesKey, on ? "on" : "off");
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
