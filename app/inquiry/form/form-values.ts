import type { SiteLocale } from "~/content/site";
import type { FieldErrors, FormValues } from "~/inquiry/fields";
import type { Inquiry, InquiryPayload } from "~/inquiry/schema";
import { toInquiryDate } from "./calendar-model";

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

/** What the page's action answers to a form posted without JavaScript. */
export type ContactActionData =
  | { status: "sent" }
  | {
      status: "invalid" | "failed";
      values: FormValues;
      fieldErrors: FieldErrors;
      /** The first message, shown above the form like the toast would be. */
      message: string;
    };
