import { Link } from "react-router";
import { buttonStyles } from "#app/components/ui/button-styles.ts";
import { inquiryCopy } from "#app/content/studio/inbox.ts";
import { replyCopy } from "#app/content/studio/replies.ts";
import { cn } from "#app/lib/cn.ts";
import type { InquiryDetail } from "#app/studio/inbox/inbox.server.ts";
import { StageChip } from "#app/studio/inbox/ui/stage-chip.tsx";
import { formatLongDateTime } from "#app/studio/ui/format.ts";
import { PageHeader } from "#app/studio/ui/page-header.tsx";
import { inboxPath } from "#app/studio/ui/shell.tsx";
import { linkClass } from "#app/studio/ui/styles.ts";

/** The inquiry's name, where it stands and since when; a jump to the reply form. */
export function InquiryHeader({ inquiry }: { inquiry: InquiryDetail }) {
  return (
    <>
      <Link
        to={inboxPath}
        reloadDocument
        className={cn("inline-flex min-h-11 items-center text-sm", linkClass)}
      >
        <span aria-hidden="true" className="mr-2">
          ←
        </span>
        {inquiryCopy.back}
      </Link>
      <PageHeader title={`${inquiry.firstName} ${inquiry.lastName}`}>
        <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
          <p className="flex items-center gap-2 text-sm">
            <span className="sr-only">{inquiryCopy.stageLabel}:</span>
            <StageChip stage={inquiry.stage} spam={inquiry.spam} />
          </p>
          <p className="text-sm text-muted">
            {inquiryCopy.received(formatLongDateTime(inquiry.createdAt))}
          </p>
        </div>
        {inquiry.spam ? null : (
          // The reply form sits below the inquiry's fields: one tap takes the owner there.
          <a href="#antworten" className={buttonStyles("outline", "mt-6 w-full sm:w-auto")}>
            {replyCopy.jump}
          </a>
        )}
      </PageHeader>
    </>
  );
}
