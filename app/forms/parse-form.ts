/**
 * Every form's one way from what was sent to what a use case works with: a zod schema parses the
 * input (a posted FormData, or an object read from a form or from JSON) into its value, or names
 * what is wrong, one message per field: the first rule it breaks, by the field's dotted path
 * ("home.faq.items.3.answer"), in the order zod reports them (the order of the fields).
 *
 * The messages are the schema's own, German, from app/content. A rule without words of its own (a
 * value missing or of the wrong kind, as an imported file or a hand-made request may have) gets
 * the forms' German ones, never zod's English default.
 *
 * Client-safe, and without zod at run time: the contact form's page script uses it while zod
 * loads only with the schema.
 */
import type { z } from "zod";
import { formMessages } from "#app/content/forms.ts";

/** A message per field, by the field's name or dotted path; "" for the form as a whole. */
export type FieldErrors<Field extends string = string> = Partial<Record<Field, string>>;

/**
 * The value, or why not: `reason: "invalid"` as a use case names its other refusals, so a use
 * case hands a failed parse on as it is, and its feature's messages.ts gives it a status.
 */
export type ParsedForm<Value, Field extends string = string> =
  { ok: true; value: Value } | { ok: false; reason: "invalid"; errors: FieldErrors<Field> };

/** The names a schema's fields are known by: its keys, and the paths below those that nest. */
export type FieldOf<Input> = [Input] extends [Record<string, unknown>]
  ? {
      [Key in Extract<keyof Input, string>]: NonNullable<Input[Key]> extends object
        ? Key | `${Key}.${string}`
        : Key;
    }[Extract<keyof Input, string>]
  : string;

/**
 * A posted form as an object: a name sent once is its value, a name sent more than once (ticked
 * checkboxes of one group, a multiple select) the list of its values. A checkbox that is not
 * ticked is not sent: its name is missing.
 */
export function formObject(form: FormData | URLSearchParams): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const name of new Set(form.keys())) {
    const values = form.getAll(name);
    object[name] = values.length === 1 ? values[0] : values;
  }
  return object;
}

const fallback: z.core.$ZodErrorMap = (issue) =>
  issue.code === "invalid_type" && issue.input === undefined
    ? formMessages.required
    : formMessages.invalid;

export function parseForm<Schema extends z.ZodType>(
  schema: Schema,
  input: FormData | URLSearchParams | unknown,
): ParsedForm<z.output<Schema>, FieldOf<z.input<Schema>>> {
  const data =
    input instanceof FormData || input instanceof URLSearchParams ? formObject(input) : input;
  // A schema's own message wins over this map; it answers only rules that have none.
  const result = schema.safeParse(data, { error: fallback });
  if (result.success) return { ok: true, value: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    errors[issue.path.map(String).join(".")] ??= issue.message;
  }
  return {
    ok: false,
    reason: "invalid",
    errors: errors as FieldErrors<FieldOf<z.input<Schema>>>,
  };
}
