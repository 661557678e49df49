import { useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { Field, FieldControl, FieldHint, FieldLabel } from "#app/components/ui/field.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import { replyCopy } from "#app/content/studio/replies.ts";
import type { FieldErrors } from "#app/forms/parse-form.ts";
import { cn } from "#app/lib/cn.ts";
import { DayStatusBadge, dayStatusWhy } from "#app/studio/inbox/ui/inquiry-day.tsx";
import {
  placeholders,
  promisesTheDate,
  replyLimits,
  templatesPath,
  unfilledPlaceholders,
  type PreferredDay,
  type ReplyDraft,
} from "#app/studio/replies/replies.ts";
import type { ReplyField } from "#app/studio/replies/schema.ts";
import { StudioField, StudioFieldError } from "#app/studio/ui/form-field.tsx";
import { formatDay } from "#app/studio/ui/format.ts";
import { hintClass, inputClass, labelClass, textareaClass } from "#app/studio/ui/styles.ts";

/** The reply's fields as the form posts them. */
export type ReplyValues = { subject: string; body: string; key: string; template: string };

/** What the last form of the reply sheet did: its next step, or the reply sent. */
export type ReplyOutcome =
  | { form: "reply"; step: "sent"; stageChanged: boolean }
  | {
      form: "reply";
      step: "edit";
      values: ReplyValues;
      errors: FieldErrors<ReplyField>;
      message?: string;
    }
  | {
      form: "reply";
      step: "preview";
      values: ReplyValues;
      /** The body as the HTML mail renders it (reply-mail.ts). */
      html: string;
      /** The reply promises the preferred day, which is not free. */
      conflict: PreferredDay | null;
      message?: string;
    };

/** The warning for a reply that promises a day that is not free. */
export function ConflictWarning({ day, id }: { day: PreferredDay; id?: string }) {
  const { conflict } = replyCopy;
  return (
    <div id={id} className="mt-5 border-l-4 border-accent-strong bg-blush/40 px-4 py-4">
      <p className="font-semibold">{conflict.heading}</p>
      <p className="mt-1 text-[0.95rem] leading-relaxed">
        {conflict.warning(formatDay(day.day), dayStatusWhy(day.status, conflict.why))}
      </p>
    </div>
  );
}

/** What the placeholders become in this inquiry, and whether the preferred day is free. */
function PlaceholderHelp({ draft }: { draft: ReplyDraft }) {
  const { placeholders: copy } = replyCopy;
  return (
    <div id="reply-placeholders" className="mt-6 border border-ink/10 bg-white/45 px-5 py-4">
      <p className="text-sm font-semibold">{copy.heading}</p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-[0.95rem]">
        {placeholders.map((name) => (
          <div key={name} className="contents">
            <dt className="text-muted">{`{${name}}`}</dt>
            <dd className="break-words">{draft.values[name] ?? copy.missing}</dd>
          </div>
        ))}
      </dl>
      {draft.day ? (
        <p className="mt-3 flex flex-wrap items-center gap-2 text-sm">
          <span className="text-muted">{copy.dayStatus(formatDay(draft.day.day))}</span>
          <DayStatusBadge status={draft.day.status} />
        </p>
      ) : null}
    </div>
  );
}

/**
 * The reply's first step. Choosing a Textbaustein works as a plain GET form (`?vorlage=<id>`, the
 * server fills the fields) and, with JavaScript, fills them in place from the Textbausteine the
 * page already holds. "Vorschau" posts the text to see the mail as it will arrive; sending comes
 * after that. A reply that promises a preferred day which is not free is flagged here already.
 */
export function ReplyForm({
  inquiryId,
  action,
  draft,
  outcome,
}: {
  inquiryId: string;
  action: string;
  draft: ReplyDraft;
  outcome: Extract<ReplyOutcome, { step: "edit" }> | null;
}) {
  const [subject, setSubject] = useState(outcome?.values.subject ?? draft.subject);
  const [body, setBody] = useState(outcome?.values.body ?? draft.body);
  const [templateId, setTemplateId] = useState<number | null>(() => {
    const posted = outcome?.values.template;
    return posted ? Number(posted) : draft.chosenId;
  });
  const chosen = draft.templates.find((template) => template.id === draft.chosenId);
  const [applied, setApplied] = useState(chosen && !outcome ? replyCopy.applied(chosen.name) : "");
  const select = useRef<HTMLSelectElement>(null);
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "preview";
  const unfilled = unfilledPlaceholders(`${subject}\n${body}`).map((name) => `{${name}}`);
  const errors = outcome?.errors ?? {};
  const conflict =
    draft.day &&
    draft.day.status.state !== "free" &&
    promisesTheDate(body, templateId, draft.templates)
      ? draft.day
      : null;

  function apply(event: React.FormEvent<HTMLFormElement>) {
    const template = draft.templates.find((item) => String(item.id) === select.current?.value);
    if (!template) return;
    event.preventDefault();
    setSubject(template.subject);
    setBody(template.body);
    setTemplateId(template.id);
    setApplied(replyCopy.applied(template.name));
  }

  return (
    <>
      {draft.templates.length ? (
        <div className="mt-6 border border-ink/10 bg-white/45 px-5 py-5">
          {/* A document load without JavaScript, back to the reply form. */}
          <Field
            id="reply-template"
            hint={
              <>
                {replyCopy.applyHint}{" "}
                <Link
                  to={templatesPath}
                  className={buttonVariants({ variant: "link", size: "inline" })}
                >
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
                    defaultValue={templateId ?? undefined}
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
              <Button type="submit" variant="secondary" className="w-full shrink-0 sm:w-auto">
                {replyCopy.apply}
              </Button>
            </form>
            <FieldHint className={hintClass} />
          </Field>
        </div>
      ) : (
        <p className="mt-6 text-muted">
          {replyCopy.noTemplates}{" "}
          <Link to={templatesPath} className={buttonVariants({ variant: "link", size: "inline" })}>
            {replyCopy.manageTemplates}
          </Link>
        </p>
      )}
      {/* A live region that is always there (so the change is announced), but no status role:
          the page's one status message is the outcome of its last form. */}
      <p aria-live="polite" className="mt-3 min-h-6 text-sm text-muted">
        {applied}
      </p>
      {conflict ? <ConflictWarning day={conflict} id="reply-conflict" /> : null}
      <PlaceholderHelp draft={draft} />

      <Form method="post" action={action} className="mt-6 space-y-6" preventScrollReset>
        <input type="hidden" name="key" value={outcome?.values.key ?? draft.key} />
        <input type="hidden" name="template" value={templateId ?? ""} />
        <p className="text-[0.95rem] break-words">
          <span className="text-muted">{replyCopy.to}: </span>
          {draft.to}
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
            describedBy={
              cn(unfilled.length > 0 && "reply-unfilled", conflict && "reply-conflict") || undefined
            }
          >
            <FieldLabel className={labelClass}>{replyCopy.bodyLabel}</FieldLabel>
            <FieldControl>
              <textarea
                name="body"
                value={body}
                onChange={(event) => setBody(event.target.value)}
                required
                rows={10}
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
                {!draft.day && draft.values.datum === null && unfilled.includes("{datum}")
                  ? `${replyCopy.noDate} `
                  : null}
                {replyCopy.unfilled(unfilled)}
              </p>
            ) : null}
            <StudioFieldError />
          </Field>
        </div>
        {outcome?.message ? <Notice tone="error">{outcome.message}</Notice> : null}
        <Button
          type="submit"
          name="intent"
          value="preview"
          disabled={busy}
          className="w-full sm:w-auto"
        >
          {replyCopy.preview}
        </Button>
      </Form>
    </>
  );
}
