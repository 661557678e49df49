import { z } from "zod";
import { inquiryValidationCopy } from "#app/content/contact-form.ts";
import { unsureChoice } from "#app/content/packages.ts";
import { packageIdPattern } from "#app/website/package-id.ts";
import { limits, sourceValues, type FormValues } from "#app/inquiry/fields.ts";
import { fieldMessages, fieldNames } from "#app/content/inquiry-messages.ts";

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
/**
 * Bidirectional formatting characters: embeddings and overrides (U+202A–U+202E), isolates
 * (U+2066–U+2069) and the marks (U+200E, U+200F, U+061C). Invisible, they reorder what follows,
 * so a name could make a subject line or the operator's terminal show something else than what
 * was sent. Joiners (U+200C, U+200D) stay allowed: scripts and emoji need them. Regex literals,
 * not strings: the fonts test reads every string literal in app/ as text the page shows.
 */
const noBidiControls = /^[^\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]*$/u;
const bidiControlsEverywhere = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/**
 * The message keeps the visitor's text and its line breaks: every kind of line break becomes
 * "\n", a tab a space; other control characters and bidi controls are dropped.
 */
function cleanMessage(text: string): string {
  return text
    .replace(/\r\n?|[\u0085\u2028\u2029]/g, "\n")
    .replace(/\t/g, " ")
    .replace(/[^\P{Cc}\n]/gu, "")
    .replace(bidiControlsEverywhere, "");
}
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
    fieldMessages.required(label),
    fieldMessages.tooLong(label, limits.name),
  )
    .regex(singleLine, { error: fieldMessages.singleLine(label) })
    .regex(noBidiControls, { error: inquiryValidationCopy.invisibleCharacters(label) });
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
  firstName: nameField(fieldNames.firstName),
  lastName: nameField(fieldNames.lastName),
  email: z
    .string({ error: fieldMessages.email })
    .trim()
    .max(limits.email, { error: fieldMessages.email })
    .pipe(z.email({ error: fieldMessages.email })),
  phone: optionalText.pipe(
    z
      .string()
      .max(limits.phone, {
        error: fieldMessages.tooLong(fieldNames.phone, limits.phone),
      })
      .regex(phonePattern, { error: fieldMessages.phone })
      .optional(),
  ),
  // Any package the owner's content may hold (they change with her releases), or "unsure"; the
  // mails name an id that is no longer offered by the id itself.
  package: z
    .string({ error: fieldMessages.package })
    .refine((value) => value === unsureChoice.value || packageIdPattern.test(value), {
      error: fieldMessages.package,
    }),
  preferredDate: optionalText.pipe(
    z
      .string()
      .refine((value) => isAcceptableDate(value), {
        error: fieldMessages.preferredDate,
      })
      .optional(),
  ),
  message: z
    .string({ error: fieldMessages.required(fieldNames.message) })
    .transform(cleanMessage)
    .pipe(
      requiredText(
        limits.message,
        fieldMessages.required(fieldNames.message),
        fieldMessages.tooLong(fieldNames.message, limits.message),
      ),
    ),
  source: z.enum(sourceValues, {
    error: fieldMessages.source,
  }),
  installmentInfo: z.boolean().default(false),
});

/** What the form checks: the payload plus the consent, which is validated but never sent. */
export const inquiryFormSchema = inquirySchema.extend({
  gdprConsent: z.literal(true, { error: fieldMessages.consent }),
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
