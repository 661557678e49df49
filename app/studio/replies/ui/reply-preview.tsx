import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import { replyCopy } from "#app/content/studio/replies.ts";
import type { ReplyDraft } from "#app/studio/replies/replies.ts";
import { partyLine } from "#app/studio/replies/reply-mail.ts";
import { ConflictWarning, type ReplyOutcome } from "#app/studio/replies/ui/reply-form.tsx";

/**
 * "Vorschau": the mail exactly as the visitor gets it (From under the owner's name, To, Reply-To,
 * the subject, and the body as the HTML mail renders it, from the same function as the mail),
 * then "Senden" or back to "Bearbeiten". A reply that promises a preferred day which is not free
 * says so and goes only with "Trotzdem senden".
 */
export function ReplyPreview({
  action,
  draft,
  outcome,
}: {
  action: string;
  draft: ReplyDraft;
  outcome: Extract<ReplyOutcome, { step: "preview" }>;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The preview replaces the form: its start takes the focus (and the sheet scrolls there).
  useEffect(() => heading.current?.focus(), []);
  const navigation = useNavigation();
  const sending =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "reply";
  const { values, conflict } = outcome;
  const rows: [string, string, string][] = [
    ["from", replyCopy.from, partyLine(draft.from)],
    ["to", replyCopy.to, draft.to],
    ["reply-to", replyCopy.replyTo, partyLine(draft.replyTo)],
    ["subject", replyCopy.subject, values.subject],
  ];
  return (
    <section aria-labelledby="reply-preview-heading" className="mt-6">
      <h3
        id="reply-preview-heading"
        ref={heading}
        tabIndex={-1}
        className="scroll-mt-4 font-serif text-2xl outline-none"
      >
        {replyCopy.previewHeading}
      </h3>
      {conflict ? <ConflictWarning day={conflict} /> : null}
      {outcome.message ? <Notice tone="error">{outcome.message}</Notice> : null}
      <div className="mt-5 border border-ink/15 bg-cream">
        <dl className="divide-y divide-ink/10 border-b border-ink/15 bg-white/70 text-[0.95rem]">
          {rows.map(([key, label, value]) => (
            <div key={key} className="px-4 py-2.5 sm:flex sm:gap-3">
              <dt className="text-sm text-muted sm:w-28 sm:shrink-0 sm:text-[0.95rem]">{label}</dt>
              <dd data-preview={key} className="min-w-0 break-words">
                {value}
              </dd>
            </div>
          ))}
        </dl>
        {/* The mail's own look (reply-mail.ts): a white page on the warm background, in serif. */}
        <div className="px-3 py-4 sm:px-5 sm:py-6">
          <div
            data-preview="body"
            className="mx-auto max-w-[560px] bg-white px-5 py-6 [font-family:Georgia,serif] text-base leading-[1.6] break-words text-ink sm:p-8 [&_p]:my-4 [&_p:first-child]:mt-0 [&_p:last-child]:mb-0"
            // Escaped character by character by replyBodyHtml, exactly as in the mail.
            dangerouslySetInnerHTML={{ __html: outcome.html }}
          />
        </div>
      </div>
      <Form method="post" action={action} preventScrollReset className="mt-6">
        <input type="hidden" name="subject" value={values.subject} />
        <input type="hidden" name="body" value={values.body} />
        <input type="hidden" name="key" value={values.key} />
        <input type="hidden" name="template" value={values.template} />
        {conflict ? <input type="hidden" name="confirm_taken" value="yes" /> : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center">
          <Button
            type="submit"
            name="intent"
            value="edit"
            variant="secondary"
            className="w-full sm:w-auto"
          >
            {replyCopy.edit}
          </Button>
          <Button
            type="submit"
            name="intent"
            value="reply"
            disabled={sending}
            className="w-full sm:w-auto"
          >
            {sending ? replyCopy.sending : conflict ? replyCopy.sendAnyway : replyCopy.send}
          </Button>
        </div>
      </Form>
    </section>
  );
}
