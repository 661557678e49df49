/**
 * How the replies feature answers the owner, in one place: for each outcome of "Antwort senden"
 * and of the Textbausteine page, the HTTP status and the words she reads (app/content). What is
 * wrong with a field the schema says itself (schema.ts).
 */
import { replyCopy, templatesCopy } from "#app/content/studio/replies.ts";

/**
 * A reply that was not sent: an invalid field (its words are the schema's, per field), spam
 * (which gets no reply), a key from no form of this page (a stale or forged form), or a promise
 * of a preferred day that is not free, not confirmed ("Trotzdem senden").
 */
export const replyRefusals = {
  invalid: { status: 400 },
  spam: { status: 409, message: replyCopy.spam },
  bad_key: { status: 400, message: replyCopy.errors.expired },
  date_taken: { status: 409, message: replyCopy.conflict.refused },
} as const;

/** A Textbaustein that was not saved: an invalid field, or one deleted meanwhile. */
export const templateRefusals = {
  invalid: { status: 400 },
  not_found: { status: 404, message: templatesCopy.notFound },
} as const;

/**
 * What the Textbausteine page says after a form that redirected back to it: the search parameter
 * the redirect names, and its words.
 */
const templateNotices = {
  gespeichert: templatesCopy.saved,
  geloescht: templatesCopy.removed,
  vorschlaege: templatesCopy.offer.done,
} as const;

export type TemplateNotice = keyof typeof templateNotices;

export function templateNotice(params: URLSearchParams): string | null {
  const found = (Object.keys(templateNotices) as TemplateNotice[]).find((key) => params.has(key));
  return found ? templateNotices[found] : null;
}
