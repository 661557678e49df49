import type { SiteLocale } from "#app/content/locale.ts";
import type { FieldErrors } from "#app/forms/parse-form.ts";
import type { FormValues, InquiryField } from "#app/inquiry/fields.ts";
import type { Inquiry, InquiryPayload } from "#app/inquiry/schema.ts";
import { toInquiryDate } from "#app/inquiry/form/calendar-model.ts";

/**
 * What the schema reads from the form: the entered values, with a date typed in the page's
 * locale turned into the German date string the inquiry carries.
 */
export function schemaInput(values: FormValues, locale: SiteLocale): FormValues {
  return { ...values, preferredDate: toInquiryDate(values.preferredDate, locale) };
}

/**
 * Exactly the spec's nine payload fields, in its order; empty optional fields are sent as ""
 * rather than left out, and the consent is never part of it.
 */
export function toPayload(inquiry: Inquiry): InquiryPayload {
  return {
    firstName: inquiry.firstName,
    lastName: inquiry.lastName,
    email: inquiry.email,
    phone: inquiry.phone ?? "",
    package: inquiry.package,
    preferredDate: inquiry.preferredDate ?? "",
    message: inquiry.message,
    source: inquiry.source,
    installmentInfo: inquiry.installmentInfo,
  };
}

/**
 * What the page's action answers to a form posted without JavaScript when it did not store the
 * inquiry (a stored one is answered with a redirect to the success note): the form again, with
 * the entries, the messages and the token to send it with next.
 *
 * - "invalid": the entries need correcting (the message is the first field's);
 * - "again": nothing wrong with the entries, send them once more (too fast, an old page);
 * - "failed": it could not be stored now (rate limit, database), the spec's failure text.
 */
export type ContactActionData = {
  status: "invalid" | "again" | "failed";
  values: FormValues;
  fieldErrors: FieldErrors<InquiryField>;
  message: string;
  /** The signed form token (form-token.server.ts) the form is sent with next. */
  token: string;
};
