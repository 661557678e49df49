/**
 * Availability against the production server (issue 17): the public answer of taken days and its
 * caching, the studio's Kalender blocking and freeing days, Gebucht blocking its date, the API
 * refusing a taken day with 409 while other days still work, and the private calendar feed with
 * its token.
 */
import ICAL from "ical.js";
import { beforeAll, describe, expect, it } from "vitest";
import { addMonthsIso, todayInBerlin } from "#app/availability/days.ts";
import { formSession, submit, validInquiry } from "#tests/integration/harness.ts";
import { signInByMail, studioFetch } from "#tests/integration/studio-harness.ts";
import { forSuite, startApp } from "#tests/support/app.ts";

let session: string;

const app = forSuite(() =>
  startApp({ studio: true, smtp: true, env: { STUDIO_SIGN_IN_MAX: "1000" } }),
);

beforeAll(async () => {
  session = await signInByMail(app, app.smtp);
});

/** An ISO day `months` from today, and the same day as the form sends it. */
function dayIn(months: number, plusDays = 0) {
  const date = new Date(`${addMonthsIso(todayInBerlin(Date.now()), months)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + plusDays);
  const iso = date.toISOString().slice(0, 10);
  const [year, month, day] = iso.split("-");
  return { iso, german: `${day}.${month}.${year}` };
}

const availability = async () =>
  ((await (await fetch(`${app.url}/api/availability`)).json()) as { blocked: string[] }).blocked;

async function send(preferredDate: string) {
  return submit(app, { ...validInquiry, preferredDate }, { token: await formSession(app) });
}

const calendarForm = (form: Record<string, string>) =>
  studioFetch(app, "/studio/kalender", { form, cookie: session });

describe("GET /api/availability", () => {
  it("answers the taken days, cacheable for a minute and revalidated cheaply", async () => {
    const response = await fetch(`${app.url}/api/availability`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("cache-control")).toBe("public, max-age=60");
    expect(await response.json()).toEqual({ blocked: [] });
    const etag = response.headers.get("etag")!;
    const again = await fetch(`${app.url}/api/availability`, {
      headers: { "If-None-Match": etag },
    });
    expect(again.status).toBe(304);

    const post = await fetch(`${app.url}/api/availability`, { method: "POST" });
    expect(post.status).toBe(405);
    expect(await post.json()).toMatchObject({ ok: false, error: { code: "method_not_allowed" } });
  });
});

describe("the studio's Kalender", () => {
  it("blocks a range: the API lists it, refuses an inquiry for it with 409, other days still work", async () => {
    const first = dayIn(2);
    const last = dayIn(2, 2);
    const blocked = await calendarForm({ intent: "block", from: first.iso, to: last.iso });
    expect(blocked.status).toBe(200);
    expect(await availability()).toEqual([first.iso, dayIn(2, 1).iso, last.iso]);

    const refused = await send(dayIn(2, 1).german);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      ok: false,
      error: {
        code: "date_unavailable",
        message:
          "An diesem Tag bin ich leider schon ausgebucht. Bitte wähle einen anderen Wunschtermin.",
        fieldErrors: {
          preferredDate:
            "An diesem Tag bin ich leider schon ausgebucht. Bitte wähle einen anderen Wunschtermin.",
        },
      },
    });
    expect((await send(dayIn(2, 3).german)).status).toBe(200);
    expect((await send("")).status).toBe(200);

    const freed = await calendarForm({ intent: "free", from: first.iso, to: last.iso });
    expect(freed.status).toBe(200);
    expect(await availability()).toEqual([]);
    expect((await send(dayIn(2, 1).german)).status).toBe(200);
  });

  it("refuses a day in the past, a range the wrong way round and nonsense, with German messages", async () => {
    for (const [form, message] of [
      [{ from: "2020-01-01" }, "Vergangene Tage lassen sich nicht sperren."],
      [{ from: dayIn(1, 3).iso, to: dayIn(1).iso }, "„Bis“ liegt vor „Von“."],
      [{ from: "2027-02-30" }, "Bitte ein gültiges Datum angeben."],
      [{ from: "" }, "Bitte ein gültiges Datum angeben."],
    ] as const) {
      const response = await calendarForm({ intent: "block", ...form });
      expect(await response.text()).toContain(message);
    }
    expect(await availability()).toEqual([]);
  });

  it("renders the month as a grid without JavaScript: each day a form, months by ?monat=", async () => {
    const day = dayIn(4);
    const month = day.iso.slice(0, 7);
    const page = await (
      await studioFetch(app, `/studio/kalender?monat=${month}`, { cookie: session })
    ).text();
    expect(page).toContain('role="grid"');
    expect(page).toContain(`data-day="${day.iso}"`);
    expect(page).toMatch(new RegExp(`name="from" value="${day.iso}"`));
    const nonsense = await studioFetch(app, "/studio/kalender?monat=2026-13", { cookie: session });
    expect(nonsense.status).toBe(200);

    const blocked = await (await calendarForm({ intent: "block", from: day.iso })).text();
    expect(blocked).toContain("1 Tag gesperrt.");
    expect(await availability()).toEqual([day.iso]);
    const freed = await (await calendarForm({ intent: "free", from: day.iso })).text();
    expect(freed).toContain("1 Tag freigegeben.");
    expect(await availability()).toEqual([]);
  });

  it("takes recurring days off: the API lists every Sunday and an inquiry for one is refused", async () => {
    const saved = await calendarForm({ intent: "weekly", weekday: "0" });
    expect(await saved.text()).toContain("Feste freie Tage gespeichert.");
    const taken = await availability();
    expect(taken.length).toBeGreaterThanOrEqual(52);
    expect(taken.length).toBeLessThanOrEqual(53);
    expect(taken.every((iso) => new Date(`${iso}T00:00:00Z`).getUTCDay() === 0)).toBe(true);
    const [year, month, dayOfMonth] = taken[1]!.split("-");
    expect((await send(`${dayOfMonth}.${month}.${year}`)).status).toBe(409);

    await calendarForm({ intent: "weekly" });
    expect(await availability()).toEqual([]);
  });

  it("blocks the date of an inquiry set to Gebucht, and frees it when the status changes back", async () => {
    const day = dayIn(3);
    const sent = await send(day.german);
    const id = sent.body.id as string;
    const stage = (to: string) =>
      studioFetch(app, `/studio/anfragen/${id}`, {
        form: { intent: "stage", stage: to },
        cookie: session,
      });
    expect((await stage("booked")).status).toBe(200);
    expect(await availability()).toEqual([day.iso]);
    expect((await send(day.german)).status).toBe(409);
    expect((await stage("answered")).status).toBe(200);
    expect(await availability()).toEqual([]);
  });
});

describe("the calendar feed", () => {
  /** A new address, from the answer that makes it: the only time it is shown (issue 26). */
  const newFeedUrl = async () => {
    const page = await (await calendarForm({ intent: "regenerate", confirm: "yes" })).text();
    const match = /\/studio\/kalender\.ics\?token=([\w-]+)/.exec(page);
    expect(match).not.toBeNull();
    return `/studio/kalender.ics?token=${match![1]}`;
  };

  it("gives the bookings to a calendar app with the token, without client data, and the old token dies on regeneration", async () => {
    const day = dayIn(4);
    const id = (await send(day.german)).body.id as string;
    await studioFetch(app, `/studio/anfragen/${id}`, {
      form: { intent: "stage", stage: "booked" },
      cookie: session,
    });

    const url = await newFeedUrl();
    const feed = await fetch(`${app.url}${url}`);
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const text = await feed.text();
    const events = new ICAL.Component(ICAL.parse(text))
      .getAllSubcomponents("vevent")
      .map((vevent) => new ICAL.Event(vevent));
    expect(events.map((event) => [event.summary, event.startDate.toString()])).toEqual([
      ["Shooting – Lumière", day.iso],
    ]);
    for (const personal of [validInquiry.firstName, validInquiry.lastName, validInquiry.email]) {
      expect(text).not.toContain(personal);
    }

    expect((await fetch(`${app.url}/studio/kalender.ics`)).status).toBe(404);
    expect((await fetch(`${app.url}/studio/kalender.ics?token=falsch`)).status).toBe(404);
    // The page no longer shows it; a new one turns it off.
    const page = await (await studioFetch(app, "/studio/kalender", { cookie: session })).text();
    expect(page).not.toContain(url);
    const fresh = await newFeedUrl();
    expect((await fetch(`${app.url}${url}`)).status).toBe(404);
    expect(fresh).not.toBe(url);
    expect((await fetch(`${app.url}${fresh}`)).status).toBe(200);
  });
});
