import { useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { buttonStyles } from "#app/components/ui/button-styles.ts";
import { replyCopy } from "#app/content/studio/replies.ts";
import {
  replyLimits,
  templatesPath,
  unfilledPlaceholders,
  type ReplyDraft,
} from "#app/studio/replies/replies.ts";
import { Field, FieldControl, FieldHint, FieldLabel } from "#app/components/ui/field.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import { cn } from "#app/lib/cn.ts";
import { StudioField, StudioFieldError } from "#app/studio/ui/form-field.tsx";
import {
  hintClass,
  inputClass,
  labelClass,
  linkClass,
  textareaClass,
} from "#app/studio/ui/styles.ts";

/** What the last "Antwort senden" did, for the form's notices. */
export type ReplyOutcome =
  | { form: "reply"; ok: true; stageChanged: boolean }
  | {
      form: "reply";
      ok: false;
      values: { subject: string; body: string; key: string };
      errors: { subject?: string; body?: string };
      message?: string;
    };

/**
 * "Antworten" on an inquiry's page. Choosing a Textbaustein works as a plain GET form
 * (`?vorlage=<id>`, the server fills the fields) and, with JavaScript, fills them in place from
 * the Textbausteine the page already holds. Sending is a plain POST with the form's idempotency
 * key, so a double click or a resent form queues one mail.
 */
export function ReplyForm({
  inquiryId,
  email,
  noDate,
  draft,
  outcome,
}: {
  inquiryId: string;
  email: string;
  /** The inquiry has no preferred date: {datum} cannot be filled. */
  noDate: boolean;
  draft: ReplyDraft;
  outcome: ReplyOutcome | null;
}) {
  const failed = outcome && !outcome.ok ? outcome : null;
  const [subject, setSubject] = useState(failed?.values.subject ?? draft.subject);
  const [body, setBody] = useState(failed?.values.body ?? draft.body);
  const chosen = draft.templates.find((template) => template.id === draft.chosenId);
  const [applied, setApplied] = useState(chosen ? replyCopy.applied(chosen.name) : "");
  const select = useRef<HTMLSelectElement>(null);
  const navigation = useNavigation();
  const sending =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "reply";
  const unfilled = unfilledPlaceholders(`${subject}\n${body}`).map((name) => `{${name}}`);
  const errors = failed?.errors ?? {};

  function apply(event: React.FormEvent<HTMLFormElement>) {
    const template = draft.templates.find((item) => String(item.id) === select.current?.value);
    if (!template) return;
    event.preventDefault();
    setSubject(template.subject);
    setBody(template.body);
    setApplied(replyCopy.applied(template.name));
  }

  return (
    <>
      {draft.templates.length ? (
        <div className="mt-8 border border-ink/10 bg-white/45 px-5 py-5 sm:px-6">
          {/* A document load without JavaScript, back to this section. */}
          <Field
            id="reply-template"
            hint={
              <>
                {replyCopy.applyHint}{" "}
                <Link to={templatesPath} className={linkClass}>
                  {replyCopy.manageTemplates}
                </Link>
              </>
            }
          >
            <form
              method="get"
              action={`/studio/anfragen/${inquiryId}#antworten`}
              onSubmit={apply}
              className="flex flex-col gap-3 sm:flex-row sm:items-end"
            >
              <div className="min-w-0 flex-1">
                <FieldLabel className={labelClass}>{replyCopy.templateLabel}</FieldLabel>
                <FieldControl>
                  <select
                    ref={select}
                    name="vorlage"
                    defaultValue={draft.chosenId ?? undefined}
                    className={cn(inputClass, "cursor-pointer")}
                  >
                    {draft.templates.map((template) => (
                      <option key={template.id} value={template.id}>
                        {template.name}
                      </option>
                    ))}
                  </select>
                </FieldControl>
              </div>
              <button
                type="submit"
                className={buttonStyles("outline", "w-full shrink-0 cursor-pointer sm:w-auto")}
              >
                {replyCopy.apply}
              </button>
            </form>
            <FieldHint className={hintClass} />
          </Field>
        </div>
      ) : (
        <p className="mt-6 text-muted">
          {replyCopy.noTemplates}{" "}
          <Link to={templatesPath} className={linkClass}>
            {replyCopy.manageTemplates}
          </Link>
        </p>
      )}
      {/* A live region that is always there (so the change is announced), but no status role:
          the page's one status message is the outcome of its last form. */}
      <p aria-live="polite" className="mt-3 min-h-6 text-sm text-muted">
        {applied}
      </p>

      <Form method="post" className="mt-4 max-w-2xl space-y-6" preventScrollReset>
        <input type="hidden" name="intent" value="reply" />
        <input type="hidden" name="key" value={failed?.values.key ?? draft.key} />
        <p className="text-[0.95rem] break-words">
          <span className="text-muted">{replyCopy.to}: </span>
          {email}
        </p>
        <StudioField id="reply-subject" label={replyCopy.subjectLabel} error={errors.subject}>
          <input
            name="subject"
            value={subject}
            onChange={(event) => setSubject(event.target.value)}
            required
            maxLength={replyLimits.subject}
            autoComplete="off"
            className={inputClass}
          />
        </StudioField>
        <div>
          <Field
            id="reply-body"
            hint={replyCopy.bodyHint}
            error={errors.body}
            describedBy={unfilled.length ? "reply-unfilled" : undefined}
          >
            <FieldLabel className={labelClass}>{replyCopy.bodyLabel}</FieldLabel>
            <FieldControl>
              <textarea
                name="body"
                value={body}
                onChange={(event) => setBody(event.target.value)}
                required
                rows={12}
                maxLength={replyLimits.body}
                className={textareaClass}
              />
            </FieldControl>
            <FieldHint className={hintClass} />
            {unfilled.length ? (
              <p
                id="reply-unfilled"
                className="mt-3 border-l-2 border-accent/60 bg-blush/25 px-4 py-3 text-[0.95rem] leading-relaxed"
              >
                {noDate && unfilled.includes("{datum}") ? `${replyCopy.noDate} ` : null}
                {replyCopy.unfilled(unfilled)}
              </p>
            ) : null}
            <StudioFieldError />
          </Field>
        </div>
        {failed?.message ? <Notice tone="error">{failed.message}</Notice> : null}
        <button
          type="submit"
          disabled={sending}
          className={buttonStyles(
            "solid",
            "w-full cursor-pointer disabled:cursor-default disabled:opacity-60 sm:w-auto",
          )}
        >
          {sending ? replyCopy.sending : replyCopy.send}
        </button>
        {outcome?.ok && navigation.state === "idle" ? (
          <Notice tone="status">
            {replyCopy.sent(email)}
            {outcome.stageChanged ? ` ${replyCopy.stageAnswered}` : null}
          </Notice>
        ) : null}
      </Form>
    </>
  );
}
