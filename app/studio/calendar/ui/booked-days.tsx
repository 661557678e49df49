import { Link } from "react-router";
import { calendarCopy, dayLabel } from "#app/content/studio/calendar.ts";
import { packageLabel } from "#app/content/studio/inbox.ts";
import { linkClass } from "#app/studio/ui/styles.ts";

export type BookedDay = { day: string; inquiryId: string; name: string; package: string };

/** "Gebucht": the preferred dates of inquiries set to Gebucht, each with its inquiry. */
export function BookedDays({ booked }: { booked: BookedDay[] }) {
  const { booked: copy } = calendarCopy;
  return (
    <section aria-labelledby="booked" className="mt-16 border-t border-ink/10 pt-12">
      <h2 id="booked" className="text-3xl">
        {copy.heading}
      </h2>
      {booked.length === 0 ? (
        <p className="mt-4 text-muted">{copy.none}</p>
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
                  {copy.open}
                </Link>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
