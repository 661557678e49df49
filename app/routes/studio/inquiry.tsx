import { useState } from "react";
import {
  data,
  isRouteErrorResponse,
  Link,
  useActionData,
  useLoaderData,
  useNavigation,
  useRouteError,
} from "react-router";
import type { Route } from "./+types/inquiry";
import { Notice } from "#app/components/ui/notice.tsx";
import { servicesContext, type AppServices } from "#app/context.server.ts";
import { inquiryCopy } from "#app/content/studio/inbox.ts";
import { replyCopy } from "#app/content/studio/replies.ts";
import { shellCopy, studioTitle } from "#app/content/studio/shell.ts";
import { parseForm } from "#app/forms/parse-form.ts";
import { retryWhileBusy } from "#app/lib/db.server.ts";
import { byIntent, formFields } from "#app/studio/http.server.ts";
import { addNote, inquiryDetail } from "#app/studio/inbox/inbox.server.ts";
import { inboxRefusals } from "#app/studio/inbox/messages.ts";
import { stageSchema } from "#app/studio/inbox/schema.ts";
import { changeStage, markNotSpam } from "#app/studio/inbox/workflow.server.ts";
import { InquiryActions } from "#app/studio/inbox/ui/inquiry-actions.tsx";
import { InquiryFields } from "#app/studio/inbox/ui/inquiry-fields.tsx";
import { InquiryHeader } from "#app/studio/inbox/ui/inquiry-header.tsx";
import { InquiryHistory } from "#app/studio/inbox/ui/inquiry-history.tsx";
import { InquiryNotes, type NoteOutcome } from "#app/studio/inbox/ui/inquiry-notes.tsx";
import {
  SpamExplanation,
  WorkflowNotice,
  type WorkflowOutcome,
} from "#app/studio/inbox/ui/workflow.tsx";
import { replyRefusals } from "#app/studio/replies/messages.ts";
import {
  newReplyKey,
  previewReply,
  replyDraft,
  sendReply,
} from "#app/studio/replies/reply.server.ts";
import type { ReplyOutcome, ReplyValues } from "#app/studio/replies/ui/reply-form.tsx";
import { ReplySheet } from "#app/studio/replies/ui/reply-sheet.tsx";
import { PageHeader } from "#app/studio/ui/page-header.tsx";
import { inboxPath } from "#app/studio/ui/shell.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";

export function loader({ request, params, context }: Route.LoaderArgs) {
  const { inbox } = context.get(servicesContext);
  const inquiry = inquiryDetail(inbox, params.id);
  if (!inquiry) throw data(null, { status: 404 });
  const search = new URL(request.url).searchParams;
  const askedFor = search.get("vorlage");
  return {
    inquiry,
    reply: replyDraft(inbox, inquiry, askedFor),
    // Without a script, "Antworten" and a chosen Textbaustein load the page with the form in place.
    replyInPlace: search.has("antworten") || askedFor !== null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches: [, frame] }) => [
  {
    title: studioTitle(
      frame.loaderData,
      loaderData
        ? `${loaderData.inquiry.firstName} ${loaderData.inquiry.lastName}`
        : shellCopy.notFound.title,
    ),
  },
];

/** What a form on the page did, for the notice next to it. */
type Outcome = ReplyOutcome | NoteOutcome | WorkflowOutcome;

type Inbox = AppServices["inbox"];

const answer = (outcome: Outcome, status = 200) => data(outcome, { status });
/** The inquiry is not there (any more): the page's 404. */
const notFound = () => data(null, { status: 404 });

export async function action({ request, params, context }: Route.ActionArgs) {
  const { inbox } = context.get(servicesContext);
  const form = await request.formData();
  return byIntent(form, {
    note: () => saveNote(inbox, params.id, form),
    stage: () => moveToStage(inbox, params.id, form),
    preview: () => preview(inbox, params.id, form),
    edit: () => answer({ form: "reply", step: "edit", values: replyValues(form), errors: {} }),
    reply: () => send(inbox, params.id, form),
    not_spam: () => notSpam(inbox, params.id),
  });
}

/** "Notiz speichern". */
async function saveNote(inbox: Inbox, id: string, form: FormData) {
  const note = String(form.get("note") ?? "");
  const result = await retryWhileBusy(() => addNote(inbox, id, note));
  if (result.ok) return answer({ form: "note", ok: true });
  if (result.reason === "not_found") throw notFound();
  const { status } = inboxRefusals[result.reason];
  return answer({ form: "note", ok: false, errors: result.errors }, status);
}

/** A status button: the inquiry moves to that stage. */
async function moveToStage(inbox: Inbox, id: string, form: FormData) {
  const to = parseForm(stageSchema, form);
  if (!to.ok) throw data(null, { status: 400 });
  const { stage } = to.value;
  const result = await retryWhileBusy(() => changeStage(inbox, id, stage));
  if (result.ok) return answer({ form: "stage", ok: true, stage });
  if (result.reason === "not_found") throw notFound();
  const { status, message } = inboxRefusals[result.reason];
  return answer({ form: "stage", ok: false, message }, status);
}

const replyValues = (form: FormData): ReplyValues =>
  formFields(form, ["subject", "body", "key", "template"]);

/** "Vorschau": the mail as it will arrive, or the form with what keeps it from being sent. */
function preview(inbox: Inbox, id: string, form: FormData) {
  const values = replyValues(form);
  const result = previewReply(inbox, id, values);
  if (result.ok) {
    const { subject, body } = result.value;
    return answer({
      form: "reply",
      step: "preview",
      values: { ...values, subject, body },
      html: result.html,
      conflict: result.conflict,
    });
  }
  if (result.reason === "not_found") throw notFound();
  const { status } = replyRefusals[result.reason];
  const refused = { form: "reply", step: "edit", values, errors: {} } as const;
  return result.reason === "invalid"
    ? answer({ ...refused, errors: result.errors }, status)
    : answer({ ...refused, message: replyRefusals.spam.message }, status);
}

/** "Senden" (or "Trotzdem senden") in the preview. */
async function send(inbox: Inbox, id: string, form: FormData) {
  const values = replyValues(form);
  const confirmTaken = form.get("confirm_taken") === "yes";
  const result = await retryWhileBusy(() => sendReply(inbox, id, { ...values, confirmTaken }));
  if (result.ok) return answer({ form: "reply", step: "sent", stageChanged: result.stageChanged });
  if (result.reason === "not_found") throw notFound();
  const refused = { form: "reply", step: "edit", values, errors: {} } as const;
  const { status } = replyRefusals[result.reason];
  switch (result.reason) {
    case "invalid":
      return answer({ ...refused, errors: result.errors }, status);
    case "spam":
      return answer({ ...refused, message: replyRefusals.spam.message }, status);
    case "date_taken": {
      // Nothing was sent: the preview again, with the warning and "Trotzdem senden".
      const shown = previewReply(inbox, id, values);
      if (!shown.ok)
        return answer({ ...refused, message: replyRefusals.date_taken.message }, status);
      return answer(
        {
          form: "reply",
          step: "preview",
          values: { ...values, subject: shown.value.subject, body: shown.value.body },
          html: shown.html,
          conflict: shown.conflict ?? result.day,
          message: replyRefusals.date_taken.message,
        },
        status,
      );
    }
    case "bad_key":
      // Nothing was sent; the form comes back with a key of this page.
      return answer(
        {
          ...refused,
          message: replyRefusals.bad_key.message,
          values: { ...values, key: newReplyKey() },
        },
        status,
      );
  }
}

/** "Kein Spam". */
async function notSpam(inbox: Inbox, id: string) {
  const result = await retryWhileBusy(() => markNotSpam(inbox, id));
  if (!result.ok && result.reason === "not_found") throw notFound();
  // Already moved (a second click, another tab): the page shows where it is now.
  return answer({ form: "not_spam", ok: true, queued: result.ok ? result.queued : 0 });
}

export default function Inquiry() {
  const { inquiry, reply, replyInPlace } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() ?? null;
  const replyOutcome = result?.form === "reply" ? result : null;
  // Where the reply form is is decided once, by the page as loaded: posted without a script, a
  // step comes back as a new page with the form in place; with one, the sheet stays open.
  const [inline] = useState(
    () => replyInPlace || (replyOutcome !== null && replyOutcome.step !== "sent"),
  );
  const postTo = `/studio/anfragen/${inquiry.id}`;
  const workflow = result?.form === "stage" || result?.form === "not_spam" ? result : null;
  const replies = inquiry.history.filter((entry) => entry.type === "reply_queued").length;
  const sheet = inquiry.spam ? null : (
    <ReplySheet
      inline={inline}
      inquiryId={inquiry.id}
      action={postTo}
      draft={reply}
      outcome={replyOutcome}
      replies={replies}
    />
  );
  return (
    <>
      <InquiryHeader inquiry={inquiry} day={reply.day} />
      <InquiryActions inquiry={inquiry} action={postTo} />
      <PageNotice workflow={workflow} reply={replyOutcome} email={inquiry.email} />
      {inquiry.spam ? <SpamExplanation /> : null}
      {inline ? sheet : null}
      <InquiryNotes
        notes={inquiry.notes}
        outcome={result?.form === "note" ? result : null}
        action={postTo}
      />
      <InquiryHistory history={inquiry.history} />
      <InquiryFields inquiry={inquiry} />
      {inline ? null : sheet}
      {/* Room for the action bar above the bottom navigation (phones). */}
      <div aria-hidden="true" className="h-20 lg:hidden" />
    </>
  );
}

/** What the last status change, "Kein Spam" or sent reply did, under the page's header. */
function PageNotice({
  workflow,
  reply,
  email,
}: {
  workflow: WorkflowOutcome | null;
  reply: ReplyOutcome | null;
  email: string;
}) {
  const idle = useNavigation().state === "idle";
  if (!idle) return null;
  if (workflow) return <WorkflowNotice outcome={workflow} />;
  if (reply?.step === "sent") {
    return (
      <Notice tone="status">
        {replyCopy.sent(email)}
        {reply.stageChanged ? ` ${replyCopy.stageAnswered}` : null}
      </Notice>
    );
  }
  return null;
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
        className={buttonVariants({ variant: "link", className: "mt-6" })}
      >
        {inquiryCopy.back}
      </Link>
    </>
  );
}
