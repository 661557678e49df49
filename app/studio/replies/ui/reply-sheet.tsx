import { useEffect, useRef } from "react";
import { replyCopy } from "#app/content/studio/replies.ts";
import { CloseIcon } from "#app/components/ui/icons.tsx";
import type { ReplyDraft } from "#app/studio/replies/replies.ts";
import { ReplyForm, type ReplyOutcome } from "#app/studio/replies/ui/reply-form.tsx";
import { ReplyPreview } from "#app/studio/replies/ui/reply-preview.tsx";

/** The reply sheet's id: the Antworten link's fragment, and how the link finds the sheet. */
export const replySheetId = "antworten";

/**
 * The Antworten link's click: opens the sheet, a modal <dialog> (the page behind is inert, focus
 * stays inside, Escape closes, and focus returns to the link). Without a script, or where the
 * page shows the form in place, the link goes to it.
 */
export function openReplySheet(event: React.MouseEvent<HTMLElement>) {
  const sheet = document.getElementById(replySheetId);
  if (!(sheet instanceof HTMLDialogElement)) return;
  event.preventDefault();
  if (!sheet.open) sheet.showModal();
}

type SheetProps = {
  inquiryId: string;
  /** Where the forms post (the inquiry's own address). */
  action: string;
  draft: ReplyDraft;
  outcome: ReplyOutcome | null;
  /** Replies written so far: a new, empty form after each one sent. */
  replies: number;
};

/** The steps of a reply: the form, then the preview with "Senden". */
function ReplySteps({ inquiryId, action, draft, outcome, replies }: SheetProps) {
  return (
    <>
      {outcome?.step === "preview" ? (
        <ReplyPreview action={action} draft={draft} outcome={outcome} />
      ) : (
        <>
          <p className="mt-2 leading-relaxed text-muted">{replyCopy.intro(draft.studioEmail)}</p>
          <ReplyForm
            key={`${replies}:${draft.chosenId ?? ""}`}
            inquiryId={inquiryId}
            action={action}
            draft={draft}
            outcome={outcome?.step === "edit" ? outcome : null}
          />
        </>
      )}
    </>
  );
}

/**
 * "Antworten" on an inquiry's page, as a sheet: from the bottom on phones, at the side on wide
 * screens. Without a script, the Antworten link loads the page with the form in place
 * (`inline`), and so does every step posted without one.
 */
export function ReplySheet({ inline, ...props }: SheetProps & { inline: boolean }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const sent = props.outcome?.step === "sent" ? props.outcome : null;

  // Sent: the sheet closes, and the page says so.
  useEffect(() => {
    if (sent) dialog.current?.close();
  }, [sent]);

  const heading = (
    <h2 id="reply" className="text-3xl">
      {replyCopy.heading}
    </h2>
  );

  if (inline) {
    return (
      <section
        id={replySheetId}
        aria-labelledby="reply"
        className="mt-10 scroll-mt-24 border-t border-ink/10 pt-10"
      >
        {heading}
        <ReplySteps {...props} />
      </section>
    );
  }

  return (
    <dialog
      ref={dialog}
      id={replySheetId}
      aria-labelledby="reply"
      // A tap on the dimmed page around the sheet closes it.
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
      className="fixed inset-x-0 top-auto bottom-0 m-0 max-h-[92dvh] w-full max-w-none overflow-hidden bg-cream p-0 text-ink shadow-2xl backdrop:bg-ink/45 lg:inset-y-0 lg:right-0 lg:left-auto lg:h-dvh lg:max-h-none lg:w-[min(42rem,100vw)]"
    >
      <div className="flex max-h-[92dvh] flex-col lg:h-full lg:max-h-none">
        <div className="flex items-center justify-between gap-4 border-b border-ink/10 px-5 py-2 sm:px-8">
          {heading}
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            className="inline-flex size-12 shrink-0 cursor-pointer items-center justify-center text-muted hover:text-ink"
          >
            <CloseIcon className="size-6" />
            <span className="sr-only">{replyCopy.close}</span>
          </button>
        </div>
        <div className="overflow-y-auto overscroll-contain px-5 pt-2 pb-10 sm:px-8">
          <ReplySteps {...props} />
        </div>
      </div>
    </dialog>
  );
}
