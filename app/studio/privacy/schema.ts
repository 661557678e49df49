/**
 * The rule of the privacy page's address field, as a zod schema (no server code: the page may
 * check with it as well as the server; plain Node: the operator CLI uses it too).
 */
import { z } from "zod";
import { privacyCopy } from "#app/content/studio/privacy.ts";
import { addressMaxLength } from "#app/studio/privacy/privacy.ts";

// As for the inquiry's schema: no `new Function` under the pages' CSP (app/inquiry/schema.ts).
z.config({ jitless: true });

/**
 * The address as it is matched: trimmed and lower-cased, at most `addressMaxLength` long, one "@"
 * between two parts and no white space inside.
 */
export const addressSchema = z
  .string({ error: privacyCopy.errors.invalid })
  .trim()
  .toLowerCase()
  .max(addressMaxLength, { error: privacyCopy.errors.invalid })
  .regex(/^[^\s@]+@[^\s@]+$/, { error: privacyCopy.errors.invalid });

/** The page's forms ("Daten exportieren", "Daten löschen"): the address in the field `email`. */
export const addressFormSchema = z.object({ email: addressSchema });

/**
 * The address as it is matched, or null when the input cannot be an address at all: such a
 * request is answered with a message instead of an empty search and an audit entry.
 */
export function normalizeAddress(input: unknown): string | null {
  const parsed = addressSchema.safeParse(input);
  return parsed.success ? parsed.data : null;
}
