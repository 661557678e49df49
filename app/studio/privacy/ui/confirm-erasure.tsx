import { Form, Link } from "react-router";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import { packageLabel } from "#app/content/studio/inbox.ts";
import { countsLine, privacyCopy } from "#app/content/studio/privacy.ts";
import type { PersonSummary } from "#app/studio/privacy/person.server.ts";
import { privacyPath } from "#app/studio/privacy/privacy.ts";
import { formatDateTime } from "#app/studio/ui/format.ts";
import { dayLabel } from "#app/content/studio/calendar.ts";

/** "Daten endgültig löschen?": what is stored about the address, and the last word. */
export function ConfirmErasure({
  email,
  summary,
  error,
}: {
  email: string;
  summary: PersonSummary;
  error?: string;
}) {
  const { confirm } = privacyCopy;
  const { counts } = summary;
  return (
    <section
      aria-labelledby="confirm"
      className="mt-12 max-w-2xl border border-ink/15 bg-white/55 px-6 py-8 sm:px-10 sm:py-10"
    >
      <h2 id="confirm" className="text-3xl">
        {confirm.heading}
      </h2>
      <p className="mt-4 leading-relaxed">
        {confirm.foundBefore} <strong className="font-semibold break-all">{email}</strong>{" "}
        {confirm.foundAfter}
      </p>
      <p className="mt-2 leading-relaxed text-ink/85">
        {countsLine(counts)}
        {counts.unsentMails ? ` (${confirm.unsent(counts.unsentMails)})` : null}
      </p>
      <h3 className="mt-8 font-sans text-sm font-semibold">{confirm.inquiriesHeading}</h3>
      <ul className="mt-3 divide-y divide-ink/10 border-y border-ink/10">
        {summary.inquiries.map((inquiry) => (
          <li key={inquiry.id} className="py-3">
            <p className="font-serif text-xl leading-tight break-words">
              {inquiry.firstName} {inquiry.lastName}
            </p>
            <p className="mt-1 text-sm text-muted">
              {packageLabel(inquiry.package)}
              <span aria-hidden="true"> · </span>
              <span className="sr-only">, </span>
              <time dateTime={new Date(inquiry.createdAt).toISOString()}>
                {formatDateTime(inquiry.createdAt)}
              </time>
            </p>
          </li>
        ))}
      </ul>
      <p className="mt-6 border-l-2 border-accent-strong pl-4 leading-relaxed">{confirm.warning}</p>
      {summary.bookedDays.length ? (
        <p className="mt-4 border-l-2 border-accent-strong pl-4 leading-relaxed">
          {confirm.freesDays(summary.bookedDays.map(dayLabel))}
        </p>
      ) : null}
      {error ? <Notice tone="error">{error}</Notice> : null}
      <Form method="post" className="mt-8 flex flex-col gap-3 sm:flex-row">
        <input type="hidden" name="email" value={email} />
        <Button type="submit" name="intent" value="erase" variant="danger">
          {confirm.button}
        </Button>
        <Link to={privacyPath} className={buttonVariants({ variant: "secondary" })}>
          {confirm.cancel}
        </Link>
      </Form>
    </section>
  );
}
