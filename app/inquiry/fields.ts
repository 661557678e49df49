/**
 * The inquiry's fields as the form's markup, the schema (./schema.ts) and the mails know them:
 * the one list of fields, their choices and limits, and the reading of a posted form. No zod
 * here, so the page can render and hydrate the form without loading the validator.
 */
import { sourceOptions } from "#app/content/contact-form.ts";

export const sourceValues = sourceOptions.map((option) => option.value) as [
  (typeof sourceOptions)[number]["value"],
  ...(typeof sourceOptions)[number]["value"][],
];

export const limits = { name: 100, email: 255, phone: 50, message: 1000 } as const;

/**
 * Every field of the form, in form order, with the kind of control that holds it. The schema
 * checks at compile time that its fields are exactly these (schema.ts).
 */
const fieldKinds = {
  firstName: "text",
  lastName: "text",
  email: "text",
  phone: "text",
  package: "text",
  preferredDate: "text",
  message: "text",
  source: "text",
  installmentInfo: "checkbox",
  gdprConsent: "checkbox",
} as const;

export type InquiryField = keyof typeof fieldKinds;

/** What the form's controls hold: exactly what the visitor entered, before validation. */
export type FormValues = {
  [Field in InquiryField]: (typeof fieldKinds)[Field] extends "checkbox" ? boolean : string;
};

const fields = Object.keys(fieldKinds) as InquiryField[];

function valuesOf(read: (field: InquiryField, kind: "text" | "checkbox") => string | boolean) {
  return Object.fromEntries(fields.map((field) => [field, read(field, fieldKinds[field])]));
}

export const emptyValues = valuesOf((_, kind) => (kind === "checkbox" ? false : "")) as FormValues;

/** A posted form's values (no-JS post, or the page's FormData); a missing text field is "". */
export function readFormValues(form: FormData): FormValues {
  return valuesOf((field, kind) => {
    const value = form.get(field);
    if (kind === "checkbox") return value !== null;
    return typeof value === "string" ? value : "";
  }) as FormValues;
}

/**
 * The form's own id, and the hidden field with its signed form token when it is posted without
 * JavaScript (form-token.server.ts). The server appends that field to the prerendered page, after
 * the form, so it names the form it belongs to (ADR 0023).
 */
export const contactFormId = "contact-form";
export const formTokenField = "formToken";
