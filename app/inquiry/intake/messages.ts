/**
 * How the inquiry's edges answer a refused inquiry, in one place: for each reason the use case
 * names (accept-inquiry.server.ts), the HTTP status, the API's error code and the visitor's words
 * (app/content). The JSON endpoint and the form posted without JavaScript both answer through it.
 */
import { apiMessages } from "#app/content/api-messages.ts";
import { inquiryServerMessages } from "#app/content/contact-form.ts";
import { fieldMessages } from "#app/content/inquiry-messages.ts";
import type { FieldErrors } from "#app/forms/parse-form.ts";
import type { InquiryField } from "#app/inquiry/fields.ts";
import type { AcceptRefusal } from "#app/inquiry/intake/accept-inquiry.server.ts";

type Answer = {
  status: number;
  code: string;
  message: string;
  /** The field the message is shown at, as the form's field errors. */
  field?: InquiryField;
};

export const intakeRefusals: Record<AcceptRefusal["reason"], Answer> = {
  invalid_submission_id: {
    status: 400,
    code: "invalid_submission_id",
    message: apiMessages.invalidSubmissionId,
  },
  idempotency_key_reused: {
    status: 422,
    code: "idempotency_key_reused",
    message: inquiryServerMessages.idempotencyKeyReused,
  },
  /** Entries the schema refused: the message is the first field's. */
  invalid: { status: 400, code: "invalid_input", message: fieldMessages.invalid },
  /** A well-formed package id the live release does not offer (any more). */
  package_not_offered: {
    status: 400,
    code: "invalid_input",
    message: fieldMessages.package,
    field: "package",
  },
  date_unavailable: {
    status: 409,
    code: "date_unavailable",
    message: inquiryServerMessages.dateUnavailable,
    field: "preferredDate",
  },
  too_fast: { status: 429, code: "too_fast", message: inquiryServerMessages.tooFast },
  rate_limited: { status: 429, code: "rate_limited", message: apiMessages.tooManyInquiries },
  unavailable: { status: 503, code: "unavailable", message: apiMessages.unavailable },
};

/** The API's `error` of a refused inquiry (spec section 7); `fieldErrors` only for entries. */
export type IntakeError = {
  code: string;
  message: string;
  fieldErrors?: FieldErrors<InquiryField>;
};

/** A refusal as both edges answer it: the status, the error, and when to try again (429). */
export function intakeAnswer(refusal: AcceptRefusal): {
  status: number;
  error: IntakeError;
  retryAfterS?: number;
} {
  const { status, code, message, field } = intakeRefusals[refusal.reason];
  const fieldErrors =
    refusal.reason === "invalid" ? refusal.errors : field ? { [field]: message } : null;
  const error = fieldErrors
    ? { code, message: Object.values(fieldErrors)[0] ?? message, fieldErrors }
    : { code, message };
  return "retryAfterS" in refusal
    ? { status, error, retryAfterS: refusal.retryAfterS }
    : { status, error };
}
