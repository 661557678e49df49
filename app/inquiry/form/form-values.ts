import type { SiteLocale } from "~/content/site";
import { inquiryInputFromFormData } from "~/inquiry/fields";
import type { FieldErrors, Inquiry, InquiryPayload } from "~/inquiry/schema";
import { toInquiryDate } from "./calendar-model";

/** What the form's controls hold: exactly what the visitor entered, before validation. */
export type FormValues = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  package: string;
  preferredDate: string;
  message: string;
  source: string;
  installmentInfo: boolean;
  gdprConsent: boolean;
};

export const emptyValues: FormValues = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  package: "",
  preferredDate: "",
  message: "",
  source: "",
  installmentInfo: false,
  gdprConsent: false,
};

/** The entered values of a posted form, to render it again unchanged (no-JS path). */
export function formValuesFromFormData(form: FormData): FormValues {
  const input = inquiryInputFromFormData(form);
  return {
    firstName: input.firstName ?? "",
    lastName: input.lastName ?? "",
    email: input.email ?? "",
    phone: input.phone ?? "",
    package: input.package ?? "",
    preferredDate: input.preferredDate ?? "",
    message: input.message ?? "",
    source: input.source ?? "",
    installmentInfo: input.installmentInfo,
    gdprConsent: input.gdprConsent,
  };
}

/**
 * The schema input for a posted or submitted form: the shared reader, with a date typed in the
 * page's locale turned into the German date string the inquiry carries.
 */
export function readInquiryForm(form: FormData, locale: SiteLocale) {
  const input = inquiryInputFromFormData(form);
  return { ...input, preferredDate: toInquiryDate(input.preferredDate ?? "", locale) };
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
