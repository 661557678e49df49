import { data, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/calendar";
import { servicesContext, studioSessionContext, type AppServices } from "#app/context.server.ts";
import {
  blockDays,
  calendarMonth,
  freeDays,
  setWeeklyDaysOff,
} from "#app/availability/availability.server.ts";
import { todayInBerlin } from "#app/availability/days.ts";
import { calendarCopy } from "#app/content/studio/calendar.ts";
import { retryWhileBusy } from "#app/lib/db.server.ts";
import { studioTitle } from "#app/content/studio/shell.ts";
import { needsConfirmation } from "#app/studio/auth/auth.server.ts";
import {
  feedShowsNames,
  hasFeedAddress,
  newFeedToken,
  setFeedShowsNames,
} from "#app/studio/calendar/calendar-feed.server.ts";
import { parseForm, type FieldErrors } from "#app/forms/parse-form.ts";
import { calendarRefusals } from "#app/studio/calendar/messages.ts";
import { blockRangeSchema, freeRangeSchema, type BlockField } from "#app/studio/calendar/schema.ts";
import {
  firstOfMonth,
  lastOfMonth,
  monthWeeksWithFacts,
  monthParam,
  monthRange,
  type GridBooking,
} from "#app/studio/calendar/month-grid.ts";
import { MonthCalendar, type GridOutcome } from "#app/studio/calendar/ui/month-calendar.tsx";
import { WeeklyDaysOff } from "#app/studio/calendar/ui/weekly-days-off.tsx";
import { CalendarFeed, type FeedOutcome } from "#app/studio/calendar/ui/calendar-feed.tsx";
import { byIntent, confirmationRequired } from "#app/studio/http.server.ts";
import { PageHeader } from "#app/studio/ui/page-header.tsx";

export const meta: Route.MetaFunction = ({ matches: [, frame] }) => [
  { title: studioTitle(frame.loaderData, calendarCopy.title) },
];

export function loader({ context, request }: Route.LoaderArgs) {
  const { availability } = context.get(servicesContext);
  const now = availability.clock();
  const today = todayInBerlin(now);
  const month = monthParam(new URL(request.url).searchParams.get("monat"), today);
  const range = monthRange(today);
  const facts = calendarMonth(availability.db, firstOfMonth(month), lastOfMonth(month), now);
  const booked = new Map<string, GridBooking[]>();
  for (const { day, inquiryId, firstName, package: pkg } of facts.booked) {
    booked.set(day, [...(booked.get(day) ?? []), { inquiryId, firstName, package: pkg }]);
  }
  const weeks = monthWeeksWithFacts(month, {
    today,
    windowEnd: facts.windowEnd,
    blocked: new Set(facts.blocked),
    weeklyDaysOff: new Set(facts.weeklyDaysOff),
    booked,
  });
  return {
    month,
    today,
    weeks,
    canGoBack: month > range.first,
    canGoOn: month < range.last,
    weeklyDaysOff: facts.weeklyDaysOff,
    feed: { exists: hasFeedAddress(availability.db), names: feedShowsNames(availability.db) },
  };
}

type Availability = AppServices["availability"];

type BlockOutcome =
  | { form: "block"; ok: true; added: number; at: number }
  | { form: "block"; ok: false; errors: FieldErrors<BlockField> };
type FreeOutcome = { form: "free"; freed: number };
type WeeklyOutcome = { form: "weekly"; saved: true };

const answer = (outcome: BlockOutcome | FreeOutcome | WeeklyOutcome | FeedOutcome, status = 200) =>
  data(outcome, { status });

/** The days a form names: `from`, and `to` (the same day when left empty). */
function range(form: FormData) {
  const from = String(form.get("from") ?? "").trim();
  return { from, to: String(form.get("to") ?? "").trim() || from };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { availability, studio } = context.get(servicesContext);
  const form = await request.formData();
  const block = () => blockRange(availability, form);
  const newAddress = () => {
    // An address is a credential: making one needs a fresh passkey confirmation.
    if (needsConfirmation(studio, context.get(studioSessionContext))) {
      throw confirmationRequired(request);
    }
    return newFeedAddress(availability, studio.siteOrigin, form);
  };
  return byIntent(
    form,
    {
      block,
      free: () => freeRange(availability, form),
      weekly: () => saveWeeklyDaysOff(availability, form),
      regenerate: newAddress,
      names: () => showNamesInFeed(availability, form),
    },
    block,
  );
}

/** "Sperren": one day or a range, from today on. */
async function blockRange(availability: Availability, form: FormData) {
  const checked = parseForm(blockRangeSchema(todayInBerlin(availability.clock())), range(form));
  if (!checked.ok) {
    const { status } = calendarRefusals[checked.reason];
    return answer({ form: "block", ok: false, errors: checked.errors }, status);
  }
  const { from, to } = checked.value;
  const { db, clock } = availability;
  const now = clock();
  const added = await retryWhileBusy(() => blockDays(db, from, to, now));
  return answer({ form: "block", ok: true, added, at: now });
}

/** "Freigeben": a blocked range, or one day of it. */
async function freeRange(availability: Availability, form: FormData) {
  const checked = parseForm(freeRangeSchema, range(form));
  const { db } = availability;
  const freed = checked.ok
    ? await retryWhileBusy(() => freeDays(db, checked.value.from, checked.value.to))
    : 0;
  return answer({ form: "free", freed });
}

/** "Feste freie Tage": the checked weekdays replace the stored ones (anything else is ignored). */
async function saveWeeklyDaysOff(availability: Availability, form: FormData) {
  const weekdays = form.getAll("weekday").map(Number);
  await retryWhileBusy(() => setWeeklyDaysOff(availability.db, weekdays, availability.clock()));
  return answer({ form: "weekly", saved: true });
}

/**
 * "Adresse erzeugen": the feed's address, shown this once. Replacing one asks first (`confirm`),
 * since calendars subscribed to the old address stop updating.
 */
async function newFeedAddress(availability: Availability, siteOrigin: string, form: FormData) {
  if (hasFeedAddress(availability.db) && form.get("confirm") !== "yes") {
    return answer({ form: "feed", confirmReplace: true });
  }
  const token = await retryWhileBusy(() => newFeedToken(availability.db));
  return answer({ form: "feed", url: `${siteOrigin}/studio/kalender.ics?token=${token}` });
}

/** "Name und Nachricht im Kalender zeigen". */
async function showNamesInFeed(availability: Availability, form: FormData) {
  const names = form.get("names") === "on";
  await retryWhileBusy(() => setFeedShowsNames(availability.db, names));
  return answer({ form: "feed", names });
}

/** What a day's form did, in the owner's words, above the grid. */
function gridOutcome(outcome: ReturnType<typeof useActionData<typeof action>> | null): GridOutcome {
  if (outcome?.form === "block") {
    if (!outcome.ok) {
      const [message = ""] = Object.values(outcome.errors);
      return { tone: "error", message };
    }
    return {
      tone: "status",
      message:
        outcome.added > 0 ? calendarCopy.block.blocked(outcome.added) : calendarCopy.block.already,
    };
  }
  if (outcome?.form === "free") {
    return { tone: "status", message: calendarCopy.blocked.freed(outcome.freed) };
  }
  return null;
}

export default function StudioCalendar() {
  const { month, today, weeks, canGoBack, canGoOn, weeklyDaysOff, feed } =
    useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>() ?? null;
  return (
    <>
      <PageHeader title={calendarCopy.title}>
        <p className="mt-3 max-w-2xl leading-relaxed text-muted">{calendarCopy.intro}</p>
      </PageHeader>
      <MonthCalendar
        key={month}
        month={month}
        weeks={weeks}
        today={today}
        canGoBack={canGoBack}
        canGoOn={canGoOn}
        outcome={gridOutcome(outcome)}
      />
      <WeeklyDaysOff weekdays={weeklyDaysOff} saved={outcome?.form === "weekly"} />
      <CalendarFeed feed={feed} outcome={outcome?.form === "feed" ? outcome : null} />
    </>
  );
}
