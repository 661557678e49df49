import { inquiryPageCopy } from "#app/content/studio/inquiry.ts";
import { cn } from "#app/lib/cn.ts";
import type { Stage } from "#app/studio/inbox/inbox.ts";
import { MailIcon, PhoneIcon, ReplyIcon } from "#app/components/ui/icons.tsx";
import { barItemClass, NotSpamButton, StatusMenu } from "#app/studio/inbox/ui/workflow.tsx";
import { openReplySheet, replySheetId } from "#app/studio/replies/ui/reply-sheet.tsx";

/** A phone number as a `tel:` link dials it: digits and a leading plus only. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

/**
 * What the owner does with an inquiry, always within reach: on phones fixed above the studio's
 * bottom navigation, on wide screens sticky at the top of the page's column. Anrufen (only with a
 * phone number), E-Mail, Antworten (the reply sheet; without a script, the page with the form)
 * and the status, or, for spam, "Kein Spam".
 */
export function InquiryActions({
  inquiry,
  action,
}: {
  inquiry: { id: string; email: string; phone: string | null; stage: Stage; spam: boolean };
  /** Where the page's forms post (the inquiry's own address). */
  action: string;
}) {
  const { actions } = inquiryPageCopy;
  const link = cn(barItemClass, "text-ink hover:bg-sand/70");
  return (
    <div
      role="group"
      aria-label={actions.label}
      className={cn(
        "fixed inset-x-0 bottom-[calc(4rem+1px+env(safe-area-inset-bottom))] z-20 border-t border-ink/10 bg-cream/95 px-2 py-1.5 backdrop-blur-md",
        "lg:sticky lg:top-0 lg:bottom-auto lg:mt-6 lg:border-y lg:px-0 lg:py-2",
      )}
    >
      <div className="grid auto-cols-fr grid-flow-col gap-1 lg:flex lg:items-center lg:gap-2">
        {inquiry.phone ? (
          <a href={telHref(inquiry.phone)} className={link}>
            <PhoneIcon className="size-5 shrink-0" />
            {actions.call}
          </a>
        ) : null}
        <a href={`mailto:${inquiry.email}`} className={link}>
          <MailIcon className="size-5 shrink-0" />
          {actions.email}
        </a>
        {inquiry.spam ? (
          <NotSpamButton action={action} />
        ) : (
          <>
            <a
              href={`${action}?antworten=1#${replySheetId}`}
              data-shortcut="reply"
              onClick={openReplySheet}
              className={cn(barItemClass, "bg-ink font-semibold text-cream hover:bg-accent-strong")}
            >
              <ReplyIcon className="size-5 shrink-0" />
              {actions.reply}
            </a>
            <div className="lg:ml-auto">
              <StatusMenu current={inquiry.stage} action={action} />
            </div>
          </>
        )}
      </div>
    </div>
  );
}
