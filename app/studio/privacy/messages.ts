/**
 * How the privacy page answers the owner, in one place: for each refusal of an erasure, and for
 * each reason the export route made no file (`?export=<notice>`), the HTTP status or where the
 * page shows it, and the words she reads (app/content).
 */
import { privacyCopy } from "#app/content/studio/privacy.ts";
import type { ExportNotice } from "#app/studio/privacy/privacy.ts";

const { errors } = privacyCopy;

/**
 * An address that cannot be one (the schema's words at the field); a mail of the person being
 * sent right now; the database busy for longer than an erasure waits (a backup, say).
 */
export const privacyRefusals = {
  invalid: { status: 400 },
  sending: { status: 409, message: errors.sending },
  busy: { status: 503, message: errors.busy },
} as const;

/** An empty export is news (a notice at the top); the others are the address field's error. */
export const exportNoticeMessages: Record<ExportNotice, { at: "top" | "field"; message: string }> =
  {
    empty: { at: "top", message: privacyCopy.exportEmpty },
    invalid: { at: "field", message: errors.invalid },
    busy: { at: "field", message: errors.busy },
  };
