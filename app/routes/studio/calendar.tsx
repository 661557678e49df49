import { Form, Link, useActionData, useLoaderData } from "react-router";
import { retryWhileBusy } from "#app/lib/db.server.ts";
import type { Route } from "./+types/calendar";
import { buttonStyles } from "#app/components/ui/button-styles.ts";
import { servicesContext } from "#app/context.server.ts";
import {
  blockDays,
  calendarOverview,
  freeDays,
  maxRangeDays,
} from "#app/availability/availability.server.ts";
import { dayRanges, daysBetween, isRealIsoDay, todayInBerlin } from "#app/availability/days.ts";
import { calendarCopy, calendarFeedCopy, dayLabel } from "#app/content/studio/calendar.ts";
import { packageLabel } from "#app/content/studio/inbox.ts";
import { studioTitle } from "#app/content/studio/shell.ts";
import {
  feedShowsNames,
  feedToken,
  regenerateFeedToken,
  setFeedShowsNames,
} from "#app/studio/calendar/calendar-feed.server.ts";
import { Notice } from "#app/components/ui/notice.tsx";
import { PageHeader } from "#app/studio/ui/page-header.tsx";
import { hintClass, inputClass, labelClass, linkClass } from "#app/studio/ui/styles.ts";

export const meta: Route.MetaFunction = () => [{ title: studioTitle(calendarCopy.title) }];

export function loader({ context }: Route.LoaderArgs) {
  const { availability, studio } = context.get(servicesContext);
  const overview = calendarOverview(availability.db, availability.clock());
  return {
    today: overview.from,
    blocked: dayRanges(overview.blocked),
    booked: overview.booked.map(({ day, inquiryId, firstName, lastName, package: pkg }) => ({
      day,
      inquiryId,
      name: `${firstName} ${lastName}`,
      package: pkg,
    })),
    feed: {
      url: `${studio.siteOrigin}/studio/kalender.ics?token=${feedToken(availability.db)}`,
      names: feedShowsNames(availability.db),
    },
  };
}

type Outcome =
  | { form: "block"; ok: true; added: number }
  | { form: "block"; ok: false; message: string; from: string; to: string }
  | { form: "free"; freed: number }
  | { form: "feed"; regenerated?: true; names?: boolean };

/** Checks a range the owner typed: real days, in order, from today, at most a year. */
function checkRange(from: string, to: string, today: string): string | null {
  const { block } = calendarCopy;
  if (!isRealIsoDay(from) || !isRealIsoDay(to)) return block.invalid;
  if (from < today) return block.past;
  if (to < from) return block.order;
  if (daysBetween(from, to).length > maxRangeDays) return block.tooLong;
  return null;
}

export async function action({ request, context }: Route.ActionArgs): Promise<Outcome> {
  const { availability } = context.get(servicesContext);
  const { db } = availability;
  const form = await request.formData();
  const from = String(form.get("from") ?? "").trim();
  const to = String(form.get("to") ?? "").trim() || from;
  switch (form.get("intent")) {
    case "free":
      return {
        form: "free",
        freed:
          isRealIsoDay(from) && isRealIsoDay(to)
            ? await retryWhileBusy(() => freeDays(db, from, to))
            : 0,
      };
    case "regenerate":
      await retryWhileBusy(() => regenerateFeedToken(db));
      return { form: "feed", regenerated: true };
    case "names": {
      const names = form.get("names") === "on";
      await retryWhileBusy(() => setFeedShowsNames(db, names));
      return { form: "feed", names };
    }
    default: {
      const message = checkRange(from, to, todayInBerlin(availability.clock()));
      if (message)
        return { form: "block", ok: false, message, from, to: String(form.get("to") ?? "") };
      const added = await retryWhileBusy(() => blockDays(db, from, to, availability.clock()));
      return { form: "block", ok: true, added };
    }
  }
}

const rangeLabel = (from: string, to: string) =>
  from === to ? dayLabel(from) : `${dayLabel(from)} – ${dayLabel(to)}`;

export default function StudioCalendar() {
  const { today, blocked, booked, feed } = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  const { block, blocked: blockedCopy, booked: bookedCopy } = calendarCopy;
  const blockError = outcome?.form === "block" && !outcome.ok ? outcome : null;

  return (
    <>
      <PageHeader title={calendarCopy.title}>
        <p className="mt-3 max-w-2xl leading-relaxed text-muted">{calendarCopy.intro}</p>
      </PageHeader>

      <section aria-labelledby="block" className="mt-12">
        <h2 id="block" className="text-3xl">
          {block.heading}
        </h2>
        <p className="mt-2 text-muted">{block.text}</p>
        <Form method="post" className="mt-6 max-w-xl" noValidate>
          <input type="hidden" name="intent" value="block" />
          <div className="grid gap-5 sm:grid-cols-2">
            <div>
              <label htmlFor="block-from" className={labelClass}>
                {block.from}
              </label>
              <input
                id="block-from"
                name="from"
                type="date"
                required
                min={today}
                defaultValue={blockError?.from}
                aria-invalid={blockError ? true : undefined}
                aria-describedby={blockError ? "block-error" : undefined}
                className={inputClass}
              />
            </div>
            <div>
              <label htmlFor="block-to" className={labelClass}>
                {block.to}
              </label>
              <input
                id="block-to"
                name="to"
                type="date"
                min={today}
                defaultValue={blockError?.to}
                className={inputClass}
              />
            </div>
          </div>
          <button
            type="submit"
            className={buttonStyles("solid", "mt-6 cursor-pointer max-sm:w-full")}
          >
            {block.button}
          </button>
          {blockError ? (
            <Notice tone="error" id="block-error">
              {blockError.message}
            </Notice>
          ) : null}
          {outcome?.form === "block" && outcome.ok ? (
            <Notice tone="status">
              {outcome.added ? block.blocked(outcome.added) : block.already}
            </Notice>
          ) : null}
        </Form>
      </section>

      <section aria-labelledby="blocked" className="mt-16 border-t border-ink/10 pt-12">
        <h2 id="blocked" className="text-3xl">
          {blockedCopy.heading}
        </h2>
        {outcome?.form === "free" ? (
          <Notice tone="status">{blockedCopy.freed(outcome.freed)}</Notice>
        ) : null}
        {blocked.length === 0 ? (
          <p className="mt-4 text-muted">{blockedCopy.none}</p>
        ) : (
          <ul className="mt-6 divide-y divide-ink/10 border-y border-ink/10">
            {blocked.map((range) => {
              const label = rangeLabel(range.from, range.to);
              return (
                <li key={range.from} className="flex flex-wrap items-center gap-x-6 gap-y-2 py-4">
                  <div className="min-w-0 flex-1">
                    <p className="font-serif text-xl leading-snug">{label}</p>
                    <p className="mt-1 text-sm text-muted">{blockedCopy.days(range.count)}</p>
                  </div>
                  <Form method="post">
                    <input type="hidden" name="intent" value="free" />
                    <input type="hidden" name="from" value={range.from} />
                    <input type="hidden" name="to" value={range.to} />
                    <button
                      type="submit"
                      aria-label={blockedCopy.freeLabel(label)}
                      className="min-h-11 cursor-pointer px-1 text-sm underline underline-offset-4 hover:text-accent-strong"
                    >
                      {blockedCopy.free}
                    </button>
                  </Form>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section aria-labelledby="booked" className="mt-16 border-t border-ink/10 pt-12">
        <h2 id="booked" className="text-3xl">
          {bookedCopy.heading}
        </h2>
        {booked.length === 0 ? (
          <p className="mt-4 text-muted">{bookedCopy.none}</p>
        ) : (
          <ul className="mt-6 divide-y divide-ink/10 border-y border-ink/10">
            {booked.map((booking) => (
              <li key={booking.inquiryId} className="py-4">
                <p className="font-serif text-xl leading-snug">{dayLabel(booking.day)}</p>
                <p className="mt-1 text-sm text-muted">
                  {booking.name} · {packageLabel(booking.package)} ·{" "}
                  <Link
                    to={`/studio/anfragen/${encodeURIComponent(booking.inquiryId)}`}
                    className={linkClass}
                  >
                    {bookedCopy.open}
                  </Link>
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="feed" className="mt-16 border-t border-ink/10 pt-12">
        <h2 id="feed" className="text-3xl">
          {calendarFeedCopy.heading}
        </h2>
        <p className="mt-2 max-w-2xl leading-relaxed text-muted">{calendarFeedCopy.text}</p>
        <div className="mt-6 max-w-2xl">
          <label htmlFor="feed-url" className={labelClass}>
            {calendarFeedCopy.addressLabel}
          </label>
          <input
            id="feed-url"
            readOnly
            value={feed.url}
            onFocus={(event) => event.currentTarget.select()}
            className={`${inputClass} text-sm`}
          />
          <a
            href={feed.url.replace(/^https?:/, "webcal:")}
            className={`mt-3 inline-flex min-h-11 items-center ${linkClass}`}
          >
            {calendarFeedCopy.open}
          </a>
        </div>
        {outcome?.form === "feed" && outcome.regenerated ? (
          <Notice tone="status">{calendarFeedCopy.regenerated}</Notice>
        ) : null}
        <Form method="post" className="mt-6">
          <button
            type="submit"
            name="intent"
            value="regenerate"
            aria-describedby="regenerate-hint"
            className={buttonStyles("outline", "cursor-pointer max-sm:w-full")}
          >
            {calendarFeedCopy.regenerate}
          </button>
          <span id="regenerate-hint" className={hintClass}>
            {calendarFeedCopy.regenerateHint}
          </span>
        </Form>
        <Form method="post" className="mt-10 max-w-2xl">
          <input type="hidden" name="intent" value="names" />
          <label className="flex cursor-pointer items-start gap-3">
            <input
              type="checkbox"
              name="names"
              defaultChecked={feed.names}
              aria-describedby="names-hint"
              className="mt-1 size-5 shrink-0 accent-ink"
            />
            <span className="font-semibold">{calendarFeedCopy.namesLabel}</span>
          </label>
          <span id="names-hint" className={hintClass}>
            {calendarFeedCopy.namesHint}
          </span>
          <button
            type="submit"
            className={buttonStyles("outline", "mt-4 cursor-pointer max-sm:w-full")}
          >
            {calendarFeedCopy.save}
          </button>
          {outcome?.form === "feed" && outcome.names !== undefined ? (
            <Notice tone="status">
              {outcome.names ? calendarFeedCopy.namesOn : calendarFeedCopy.namesOff}
            </Notice>
          ) : null}
        </Form>
      </section>
    </>
  );
}
