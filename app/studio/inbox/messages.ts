/**
 * How the inbox answers the owner, in one place: for each refusal of the inquiry page's forms,
 * the HTTP status and the words she reads (app/content). An inquiry that is not there (any more)
 * is the page's 404 instead.
 */
import { inquiryCopy } from "#app/content/studio/inbox.ts";

export const inboxRefusals = {
  /** A note without text, or a longer one than a note may be: the schema's words at the field. */
  invalid: { status: 400 },
  /** Spam has no stage: "Kein Spam" comes first. */
  spam: { status: 409, message: inquiryCopy.stageControl.spamRefused },
} as const;
