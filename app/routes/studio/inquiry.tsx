import {
  data,
  Form,
  isRouteErrorResponse,
  Link,
  useActionData,
  useLoaderData,
  useNavigation,
  useRouteError,
} from "react-router";
import type { Route } from "./+types/inquiry";
import { buttonStyles } from "#app/components/ui/button-styles.ts";
import { servicesContext } from "#app/context.server.ts";
import {
  historyCopy,
  inquiryCopy,
  packageLabel,
  sourceLabel,
  stageLabels,
} from "#app/content/studio/inbox.ts";
import { shellCopy, studioTitle } from "#app/content/studio/shell.ts";
import { replyCopy, replyHistoryCopy } from "#app/content/studio/replies.ts";
import { retryWhileBusy } from "#app/lib/db.server.ts";
import { noteMaxLength, stages, type Stage } from "#app/studio/inbox/inbox.ts";
import { addNote, inquiryDetail, type HistoryEntry } from "#app/studio/inbox/inbox.server.ts";
import { fillPlaceholders, placeholderValues, replyLimits } from "#app/studio/replies/replies.ts";
import {
  defaultReplySubject,
  newReplyKey,
  sendReply,
  type ReplyProblem,
} from "#app/studio/replies/reply.server.ts";
import { listTemplates } from "#app/studio/replies/templates.server.ts";
import { changeStage, markNotSpam } from "#app/studio/inbox/workflow.server.ts";
import { Notice } from "#app/components/ui/notice.tsx";
import { formatDateTime, formatLongDateTime } from "#app/studio/ui/format.ts";
import { PageHeader } from "#app/studio/ui/page-header.tsx";
import {
  ReplyForm,
  type ReplyDraft,
  type ReplyOutcome,
} from "#app/studio/replies/ui/reply-form.tsx";
import { inboxPath } from "#app/studio/ui/shell.tsx";
import { StageChip } from "#app/studio/inbox/ui/stage-chip.tsx";
import { labelClass, linkClass } from "#app/studio/ui/styles.ts";

export function loader({ request, params, context }: Route.LoaderArgs) {
  const { inbox } = context.get(servicesContext);
  const inquiry = inquiryDetail(inbox, params.id);
  if (!inquiry) throw data(null, { status: 404 });
  // Spam gets no reply (reply.server.ts), so no Textbausteine either.
  const values = placeholderValues(inquiry);
  const templates = inquiry.spam
    ? []
    : listTemplates(inbox).map(({ id, name, subject, body }) => ({
        id,
        name,
        subject: fillPlaceholders(subject, values),
        body: fillPlaceholders(body, values),
      }));
  const asked = new URL(request.url).searchParams.get("vorlage");
  const chosen = templates.find((template) => String(template.id) === asked) ?? null;
  const reply: ReplyDraft = {
    key: newReplyKey(),
    studioEmail: inbox.mail.studioEmail,
    templates,
    chosenId: chosen?.id ?? null,
    subject: chosen?.subject ?? defaultReplySubject(inbox, inquiry.id),
    body: chosen?.body ?? "",
  };
  return { inquiry, reply };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: studioTitle(
      loaderData
        ? `${loaderData.inquiry.firstName} ${loaderData.inquiry.lastName}`
        : shellCopy.notFound.title,
    ),
  },
];

/** What a form on the page did, for the notice next to it. */
type Outcome =
  | ReplyOutcome
  | { form: "note"; ok: boolean; message?: string }
  | { form: "stage"; ok: boolean; stage?: Stage; message?: string }
  | { form: "not_spam"; ok: true; queued: number };

export async function action({ request, params, context }: Route.ActionArgs) {
  const { inbox } = context.get(servicesContext);
  const form = await request.formData();
  const answer = (outcome: Outcome, status = 200) => data(outcome, { status });
  switch (form.get("intent")) {
    case "note": {
      const note = String(form.get("note") ?? "");
      const result = await retryWhileBusy(() => addNote(inbox, params.id, note));
      if (result.ok) return answer({ form: "note", ok: true });
      if (result.reason === "not_found") throw data(null, { status: 404 });
      const message =
        result.reason === "empty"
          ? inquiryCopy.noteErrors.empty
          : inquiryCopy.noteErrors.tooLong(noteMaxLength);
      return answer({ form: "note", ok: false, message }, 400);
    }
    case "stage": {
      const to = String(form.get("stage") ?? "") as Stage;
      if (!stages.includes(to)) throw data(null, { status: 400 });
      const result = await retryWhileBusy(() => changeStage(inbox, params.id, to));
      if (result.ok) return answer({ form: "stage", ok: true, stage: to });
      if (result.reason === "not_found") throw data(null, { status: 404 });
      return answer(
        { form: "stage", ok: false, message: inquiryCopy.stageControl.spamRefused },
        409,
      );
    }
    case "reply": {
      const values = {
        subject: String(form.get("subject") ?? ""),
        body: String(form.get("body") ?? ""),
        key: String(form.get("key") ?? ""),
      };
      const result = await retryWhileBusy(() => sendReply(inbox, params.id, values));
      if (result.ok) return answer({ form: "reply", ok: true, stageChanged: result.stageChanged });
      const refused = (
        status: number,
        fields: Partial<Extract<Outcome, { ok: false; values: unknown }>>,
      ) => answer({ form: "reply", ok: false, values, errors: {}, ...fields }, status);
      if (result.reason === "invalid")
        return refused(400, { errors: replyErrors(result.problems) });
      if (result.reason === "not_found") throw data(null, { status: 404 });
      if (result.reason === "spam") return refused(409, { message: replyCopy.spam });
      // A key from no form of this page (a stale or forged form): nothing was sent.
      return refused(400, {
        message: replyCopy.errors.expired,
        values: { ...values, key: newReplyKey() },
      });
    }
    case "not_spam": {
      const result = await retryWhileBusy(() => markNotSpam(inbox, params.id));
      if (!result.ok && result.reason === "not_found") throw data(null, { status: 404 });
      // Already moved (a second click, another tab): the page shows where it is now.
      return answer({ form: "not_spam", ok: true, queued: result.ok ? result.queued : 0 });
    }
    default:
      throw data(null, { status: 400 });
  }
}

function replyErrors(problems: ReplyProblem[]): { subject?: string; body?: string } {
  const { errors } = replyCopy;
  const found: { subject?: string; body?: string } = {};
  for (const problem of problems) {
    const { field } = problem;
    if (problem.reason === "placeholder") {
      found[field] ??= errors.placeholder(problem.placeholders.map((name) => `{${name}}`));
    } else if (problem.reason === "empty") {
      found[field] ??= field === "subject" ? errors.subjectEmpty : errors.bodyEmpty;
    } else {
      found[field] ??=
        field === "subject"
          ? errors.subjectTooLong(replyLimits.subject)
          : errors.bodyTooLong(replyLimits.body);
    }
  }
  return found;
}

function historyLine(entry: HistoryEntry): string {
  switch (entry.type) {
    case "received":
      return historyCopy.received;
    case "spam":
      return historyCopy.spam;
    case "mail":
      return entry.state === "sent"
        ? historyCopy.mailSent[entry.kind]
        : entry.state === "failed"
          ? historyCopy.mailFailed[entry.kind]
          : historyCopy.mailPending[entry.kind];
    case "note_added":
      return historyCopy.noteAdded;
    case "stage_changed":
      return historyCopy.stageChanged(stageLabels[entry.from], stageLabels[entry.to]);
    case "not_spam":
      return historyCopy.notSpam;
    case "reply_queued":
      return entry.subject === null
        ? historyCopy.replyQueued
        : replyHistoryCopy.written(entry.subject);
  }
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="py-4 sm:grid sm:grid-cols-[12rem_1fr] sm:gap-6">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 break-words sm:mt-0">{children}</dd>
    </div>
  );
}

export default function Inquiry() {
  const { inquiry, reply } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const { fields } = inquiryCopy;
  const noteError = result?.form === "note" && !result.ok ? result.message : null;
  const replyCount = inquiry.history.filter((entry) => entry.type === "reply_queued").length;

  return (
    <>
      <Link
        to={inboxPath}
        reloadDocument
        className={`inline-flex min-h-11 items-center text-sm ${linkClass}`}
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

      {inquiry.spam ? (
        <section
          aria-labelledby="spam"
          className="mt-10 border border-dashed border-ink/30 bg-white/40 px-6 py-7 sm:px-8"
        >
          <h2 id="spam" className="text-2xl">
            {inquiryCopy.notSpam.heading}
          </h2>
          <p className="mt-2 max-w-xl leading-relaxed text-muted">{inquiryCopy.notSpam.text}</p>
          <Form method="post" className="mt-6">
            <input type="hidden" name="intent" value="not_spam" />
            <button
              type="submit"
              className={buttonStyles("solid", "w-full cursor-pointer sm:w-auto")}
            >
              {inquiryCopy.notSpam.button}
            </button>
          </Form>
        </section>
      ) : (
        <Form method="post" className="mt-8">
          <input type="hidden" name="intent" value="stage" />
          <fieldset>
            <legend className="text-sm text-muted">{inquiryCopy.stageControl.legend}</legend>
            <div className="mt-3 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
              {stages.map((stage) => {
                const current = stage === inquiry.stage;
                return (
                  <button
                    key={stage}
                    type="submit"
                    name="stage"
                    value={stage}
                    aria-pressed={current}
                    className={`min-h-12 cursor-pointer border px-5 text-[0.95rem] transition-colors ${
                      current
                        ? "border-ink bg-ink font-semibold text-cream"
                        : "border-ink/20 bg-white/50 text-ink hover:border-ink/60"
                    }`}
                  >
                    {stageLabels[stage]}
                  </button>
                );
              })}
            </div>
          </fieldset>
        </Form>
      )}
      {result?.form === "stage" && navigation.state === "idle" ? (
        result.stage ? (
          <Notice tone="status">
            {inquiryCopy.stageControl.changed(stageLabels[result.stage])}
          </Notice>
        ) : (
          <Notice tone="error">{result.message}</Notice>
        )
      ) : null}
      {result?.form === "not_spam" && navigation.state === "idle" ? (
        <Notice tone="status">{inquiryCopy.notSpam.done(result.queued)}</Notice>
      ) : null}

      <section aria-labelledby="fields" className="mt-10">
        <h2 id="fields" className="text-3xl">
          {inquiryCopy.fieldsHeading}
        </h2>
        <dl className="mt-4 divide-y divide-ink/10 border-y border-ink/10">
          <Field label={fields.name}>
            {inquiry.firstName} {inquiry.lastName}
          </Field>
          <Field label={fields.email}>
            <a href={`mailto:${inquiry.email}`} className={linkClass}>
              {inquiry.email}
            </a>
          </Field>
          <Field label={fields.phone}>
            {inquiry.phone ? (
              <a href={`tel:${inquiry.phone.replace(/[^\d+]/g, "")}`} className={linkClass}>
                {inquiry.phone}
              </a>
            ) : (
              <span className="text-muted">{inquiryCopy.none}</span>
            )}
          </Field>
          <Field label={fields.package}>{packageLabel(inquiry.package)}</Field>
          <Field label={fields.preferredDate}>
            {inquiry.preferredDate ?? <span className="text-muted">{inquiryCopy.none}</span>}
          </Field>
          <Field label={fields.source}>{sourceLabel(inquiry.source)}</Field>
          <Field label={fields.installmentInfo}>
            {inquiry.installmentInfo ? inquiryCopy.installment.yes : inquiryCopy.installment.no}
          </Field>
          <Field label={fields.message}>
            <p className="leading-relaxed whitespace-pre-line">{inquiry.message}</p>
          </Field>
        </dl>
      </section>

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
              {replyCopy.intro(reply.studioEmail)}
            </p>
            <ReplyForm
              // A new form (empty, with a new key) after each reply sent.
              key={`${replyCount}:${reply.chosenId ?? ""}`}
              inquiryId={inquiry.id}
              email={inquiry.email}
              noDate={!inquiry.preferredDate}
              draft={reply}
              outcome={result?.form === "reply" ? result : null}
            />
          </>
        )}
      </section>

      <section aria-labelledby="history" className="mt-14 border-t border-ink/10 pt-12">
        <h2 id="history" className="text-3xl">
          {inquiryCopy.historyHeading}
        </h2>
        <ol className="mt-6 border-l border-ink/15 pl-6">
          {inquiry.history.map((entry, index) => (
            <li key={index} className="relative pb-6 last:pb-0">
              <span
                aria-hidden="true"
                className="absolute top-2 -left-[1.8rem] size-2 rounded-full bg-accent"
              />
              <p className="break-words">{historyLine(entry)}</p>
              <p className="mt-0.5 text-sm text-muted">
                <time dateTime={new Date(entry.at).toISOString()}>{formatDateTime(entry.at)}</time>
              </p>
              {entry.type === "reply_queued" && entry.text ? (
                <details className="group mt-2">
                  <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm underline underline-offset-4 hover:text-accent-strong">
                    {replyHistoryCopy.showText}
                  </summary>
                  <p className="mt-2 border-l-2 border-ink/15 bg-white/50 px-4 py-3 text-[0.95rem] leading-relaxed break-words whitespace-pre-line">
                    {entry.text}
                  </p>
                </details>
              ) : null}
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="notes" className="mt-14 border-t border-ink/10 pt-12">
        <h2 id="notes" className="text-3xl">
          {inquiryCopy.notesHeading}
        </h2>
        <p className="mt-2 text-muted">{inquiryCopy.notesIntro}</p>
        {inquiry.notes.length === 0 ? (
          <p className="mt-6 text-muted">{inquiryCopy.noNotes}</p>
        ) : (
          <ul className="mt-6 space-y-4">
            {inquiry.notes.map((note) => (
              <li key={note.id} className="border-l-2 border-accent/50 bg-white/50 px-5 py-4">
                <p className="leading-relaxed whitespace-pre-line">{note.body}</p>
                <p className="mt-2 text-sm text-muted">
                  <time dateTime={new Date(note.createdAt).toISOString()}>
                    {formatDateTime(note.createdAt)}
                  </time>
                </p>
              </li>
            ))}
          </ul>
        )}
        {/* A new key after each saved note empties the field. */}
        <Form method="post" className="mt-8 max-w-2xl" key={inquiry.notes.length}>
          <input type="hidden" name="intent" value="note" />
          <label htmlFor="note" className={labelClass}>
            {inquiryCopy.noteLabel}
          </label>
          <textarea
            id="note"
            name="note"
            rows={3}
            required
            maxLength={noteMaxLength}
            aria-invalid={noteError ? true : undefined}
            aria-describedby={noteError ? "note-error" : undefined}
            className="mt-2 block w-full border border-ink/25 bg-white/80 px-4 py-3 text-base text-ink focus:border-ink"
          />
          {noteError ? (
            <Notice tone="error" id="note-error">
              {noteError}
            </Notice>
          ) : result?.form === "note" && result.ok && navigation.state === "idle" ? (
            <Notice tone="status">{inquiryCopy.noteSaved}</Notice>
          ) : null}
          <button
            type="submit"
            className={buttonStyles("outline", "mt-5 w-full cursor-pointer sm:w-auto")}
          >
            {inquiryCopy.noteButton}
          </button>
        </Form>
      </section>
    </>
  );
}

/** An unknown (or erased) inquiry: a quiet page inside the studio's frame, answered with 404. */
export function ErrorBoundary() {
  const error = useRouteError();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <>
      <PageHeader title={missing ? shellCopy.notFound.title : shellCopy.error.title} />
      <p className="mt-8 text-muted">{missing ? inquiryCopy.notFound : shellCopy.error.text}</p>
      <Link
        to={inboxPath}
        reloadDocument
        className={`mt-6 inline-flex min-h-11 items-center ${linkClass}`}
      >
        {inquiryCopy.back}
      </Link>
    </>
  );
}
