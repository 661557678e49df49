/**
 * The contact form posted without JavaScript (`POST /?index`): the same use case as the JSON
 * endpoint, with the protections of its JSON path (ADR 0023). React Router has already refused
 * posts from other origins (ADR 0011).
 *
 * The form's signed token (form-token.server.ts) stands in for the form session: its `sid` is the
 * submission id, so a double click, a resent post or a page sent again after "back" stores the
 * inquiry once; its `startedAt` is when the page was served, so the minimum fill time holds.
 * A stored inquiry (or a repeat of one) is answered `303 See Other` to the success note
 * (Post/Redirect/Get), so reloading the page that follows sends nothing. Anything else renders the
 * form again with the entries, a German message and the token to send it with next.
 */
import { data, redirect } from "react-router";
import { contactFormCopy, inquiryServerMessages } from "#app/content/contact-form.ts";
import { siteLocale } from "#app/content/locale.ts";
import { acceptInquiry, type AcceptDeps } from "#app/inquiry/intake/accept-inquiry.server.ts";
import {
  emptyValues,
  formTokenField,
  readFormValues,
  type FormValues,
} from "#app/inquiry/fields.ts";
import { issueFormToken, verifyFormToken } from "#app/inquiry/intake/form-token.server.ts";
import { intakeAnswer } from "#app/inquiry/intake/messages.ts";
import { schemaInput, type ContactActionData } from "#app/inquiry/form/form-values.ts";

export type FormPostContext = {
  clientIp: string;
  /** SESSION_SECRET, which signs the form tokens. */
  secret: string;
};

/** Where a stored inquiry sends the visitor: the page, scrolled to its success note. */
export const sentLocation = `/#${contactFormCopy.sentAnchor}`;

function again(
  values: FormValues,
  message: string,
  token: string,
  status: number,
  headers?: HeadersInit,
) {
  return data<ContactActionData>(
    { status: "again", values, fieldErrors: {}, message, token },
    { status, headers },
  );
}

export async function answerFormPost(
  request: Request,
  deps: AcceptDeps,
  { clientIp, secret }: FormPostContext,
) {
  const now = deps.clock();
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    // A body that is no form at all (a broken multipart boundary, another content type): a
    // browser never sends one, so there are no entries to keep.
    return data<ContactActionData>(
      {
        status: "failed",
        values: emptyValues,
        fieldErrors: {},
        message: inquiryServerMessages.unreadableForm,
        token: issueFormToken(secret, now).token,
      },
      { status: 400 },
    );
  }
  const values = readFormValues(form);

  // No authentic token: a page from before a SESSION_SECRET rotation or from an older deployment,
  // or a bot that never loaded the page. Binning it as spam would lose the first kind's inquiry,
  // so the form comes back with a fresh token; a bot gains nothing but a wait (ADR 0023). An
  // authentic but expired token (a tab left open for days) keeps its id and start.
  const check = verifyFormToken(secret, form.get(formTokenField), now);
  if (!check.ok) {
    deps.log("info", "inquiry.form_token_refused", { reason: check.reason });
    const renewed = issueFormToken(secret, now, check.session);
    return again(values, inquiryServerMessages.staleForm, renewed.token, 403);
  }
  const token = form.get(formTokenField) as string;

  const website = form.get("website");
  const outcome = await acceptInquiry(deps, schemaInput(values, siteLocale), {
    channel: "form",
    clientIp,
    session: check.session,
    submissionId: check.session.sid,
    honeypot: typeof website === "string" ? website : null,
  });
  if (outcome.ok) return redirect(sentLocation, 303);

  const { status, error, retryAfterS } = intakeAnswer(outcome);
  const { fieldErrors, message } = error;
  const retryAfter: Record<string, string> = retryAfterS
    ? { "Retry-After": String(retryAfterS) }
    : {};
  // Too fast: the same token, whose start is now further back, gets the next send through.
  if (outcome.reason === "too_fast") return again(values, message, token, status, retryAfter);
  // The page's submission id already holds another inquiry (sent, then "back", edited, sent):
  // a new id lets her send this one too, once she has read why she is asked to.
  if (outcome.reason === "idempotency_key_reused") {
    const renewed = issueFormToken(secret, now).token;
    return again(values, inquiryServerMessages.formSentBefore, renewed, status);
  }
  return data<ContactActionData>(
    fieldErrors
      ? { status: "invalid", values, fieldErrors, message, token }
      : { status: "failed", values, fieldErrors: {}, message, token },
    { status, headers: retryAfter },
  );
}
