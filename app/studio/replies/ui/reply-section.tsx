import { replyCopy } from "#app/content/studio/replies.ts";
import type { InquiryDetail } from "#app/studio/inbox/inbox.server.ts";
import type { ReplyDraft } from "#app/studio/replies/replies.ts";
import { ReplyForm, type ReplyOutcome } from "#app/studio/replies/ui/reply-form.tsx";

/** "Antworten" on an inquiry's page: the reply form, or why spam gets none. */
export function ReplySection({
  inquiry,
  draft,
  outcome,
}: {
  inquiry: InquiryDetail;
  draft: ReplyDraft;
  outcome: ReplyOutcome | null;
}) {
  const replies = inquiry.history.filter((entry) => entry.type === "reply_queued").length;
  return (
    <section
      id="antworten"
      aria-labelledby="reply"
      className="mt-14 scroll-mt-20 border-t border-ink/10 pt-12"
    >
      <h2 id="reply" className="text-3xl">
        {replyCopy.heading}
      </h2>
      {inquiry.spam ? (
        <p className="mt-2 max-w-2xl leading-relaxed text-muted">{replyCopy.spam}</p>
      ) : (
        <>
          <p className="mt-2 max-w-2xl leading-relaxed text-muted">
            {replyCopy.intro(draft.studioEmail)}
          </p>
          <ReplyForm
            // A new form (empty, with a new key) after each reply sent.
            key={`${replies}:${draft.chosenId ?? ""}`}
            inquiryId={inquiry.id}
            email={inquiry.email}
            noDate={!inquiry.preferredDate}
            draft={draft}
            outcome={outcome}
          />
        </>
      )}
    </section>
  );
}
