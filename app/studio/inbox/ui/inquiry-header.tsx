import { Link } from "react-router";
import { inquiryCopy, packageLabel } from "#app/content/studio/inbox.ts";
import { inquiryPageCopy } from "#app/content/studio/inquiry.ts";
import type { InquiryDetail } from "#app/studio/inbox/inbox.server.ts";
import { DayStatusBadge } from "#app/studio/inbox/ui/inquiry-day.tsx";
import { StageChip } from "#app/studio/inbox/ui/stage-chip.tsx";
import type { PreferredDay } from "#app/studio/replies/replies.ts";
import { formatDay, formatLongDateTime } from "#app/studio/ui/format.ts";
import { inboxPath } from "#app/studio/ui/shell.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";

/**
 * The inquiry at a glance: the name, where it stands and since when, the package, and the
 * preferred day with its weekday and whether it is still free.
 */
export function InquiryHeader({
  inquiry,
  day,
}: {
  inquiry: InquiryDetail;
  day: PreferredDay | null;
}) {
  return (
    <>
      <Link
        to={inboxPath}
        reloadDocument
        className={buttonVariants({ variant: "link", size: "sm" })}
      >
        <span aria-hidden="true" className="mr-2">
          ←
        </span>
        {inquiryCopy.back}
      </Link>
      <header className="mt-2">
        <h1 className="text-4xl leading-tight break-words sm:text-5xl">
          {inquiry.firstName} {inquiry.lastName}
        </h1>
        <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
          <p className="flex items-center gap-2 text-sm">
            <span className="sr-only">{inquiryCopy.stageLabel}:</span>
            <StageChip stage={inquiry.stage} spam={inquiry.spam} />
          </p>
          <p className="text-sm text-muted">
            {inquiryCopy.received(formatLongDateTime(inquiry.createdAt))}
          </p>
        </div>
        <dl className="mt-5 space-y-2 text-[0.95rem]">
          <div className="flex flex-wrap items-baseline gap-x-3">
            <dt className="w-32 shrink-0 text-sm text-muted">{inquiryCopy.fields.package}</dt>
            <dd>{packageLabel(inquiry.package)}</dd>
          </div>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <dt className="w-32 shrink-0 text-sm text-muted">{inquiryPageCopy.preferredDate}</dt>
            <dd className="flex flex-wrap items-center gap-x-3 gap-y-1">
              {inquiry.preferredDate ? (
                <>
                  <span>{formatDay(inquiry.preferredDate)}</span>
                  {day ? <DayStatusBadge status={day.status} /> : null}
                </>
              ) : (
                <span className="text-muted">{inquiryPageCopy.noPreferredDate}</span>
              )}
            </dd>
          </div>
        </dl>
      </header>
    </>
  );
}
