import { z } from "zod";
import {
  limits,
  packageValues,
  sourceValues,
  type FieldErrors,
  type FormValues,
  type InquiryField,
} from "./fields";

// zod compiles object parsers with `new Function` unless told not to; the page's CSP forbids
// eval, and even zod's feature probe would be reported as a violation in the browser.
z.config({ jitless: true });

/**
 * The one inquiry schema, shared by the form (fast feedback) and the server (the authority).
 * Field order matters: the form shows the first failing rule, in the order of the fields.
 * The page loads this module (and zod with it) only when a visitor starts the form; what the
 * form's markup needs lives in ./fields.ts.
 */

// Names and phone end up in mail headers and subject lines: one line only, no control characters.
const singleLine = /^[^\p{Cc}\p{Zl}\p{Zp}]*$/u;
const phonePattern = /^[+\d\s()/.-]*$/;
const germanDate = /^(\d{2})\.(\d{2})\.(\d{4})$/;

function requiredText(max: number, required: string, tooLong: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: tooLong });
}

function nameField(label: string) {
  return requiredText(
    limits.name,
    `${label} ist erforderlich`,
    `${label} darf höchstens ${limits.name} Zeichen lang sein`,
  ).regex(singleLine, { error: `${label} darf nur aus einer Zeile bestehen` });
}

/** A real calendar day written as dd.mm.yyyy, not before today (one day of slack for time zones). */
function isAcceptableDate(value: string, now = new Date()): boolean {
  const match = germanDate.exec(value);
  if (!match) return false;
  const [, day, month, year] = match.map(Number) as [number, number, number, number];
  const date = new Date(year, month - 1, day);
  const isRealDay =
    date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  return isRealDay && date >= yesterday;
}

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);

export const inquirySchema = z.object({
  firstName: nameField("Vorname"),
  lastName: nameField("Nachname"),
  email: z
    .string({ error: "Ungültige E-Mail-Adresse" })
    .trim()
    .max(limits.email, { error: "Ungültige E-Mail-Adresse" })
    .pipe(z.email({ error: "Ungültige E-Mail-Adresse" })),
  phone: optionalText.pipe(
    z
      .string()
      .max(limits.phone, {
        error: `Telefonnummer darf höchstens ${limits.phone} Zeichen lang sein`,
      })
      .regex(phonePattern, { error: "Bitte gib eine gültige Telefonnummer ein" })
      .optional(),
  ),
  package: z.enum(packageValues, { error: "Bitte wähle ein Paket aus" }),
  preferredDate: optionalText.pipe(
    z
      .string()
      .refine((value) => isAcceptableDate(value), {
        error: "Bitte wähle ein gültiges Datum ab heute",
      })
      .optional(),
  ),
  message: requiredText(
    limits.message,
    "Nachricht ist erforderlich",
    `Nachricht darf höchstens ${limits.message} Zeichen lang sein`,
  ),
  source: z.enum(sourceValues, {
    error: "Bitte wähle aus, wie du auf uns aufmerksam geworden bist",
  }),
  installmentInfo: z.boolean().default(false),
});

/** What the form checks: the payload plus the consent, which is validated but never sent. */
export const inquiryFormSchema = inquirySchema.extend({
  gdprConsent: z.literal(true, { error: "Du musst der Datenverarbeitung zustimmen" }),
});

export type Inquiry = z.output<typeof inquirySchema>;
export type InquiryPayload = z.input<typeof inquirySchema>;

// The form's field list (./fields.ts) and this schema name the same fields: a field added to one
// and not the other fails the typecheck here.
type SameKeys<A, B> = [keyof A] extends [keyof B]
  ? [keyof B] extends [keyof A]
    ? true
    : false
  : false;
const _fieldListMatchesSchema: SameKeys<z.input<typeof inquiryFormSchema>, FormValues> = true;

/** The first message per field, in field order (the order zod reports them). */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as InquiryField | undefined;
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}
