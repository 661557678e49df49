/**
 * The token of the form posted without JavaScript (ADR 0023): what the page's script gets from
 * a form session, the no-JS form carries in a hidden field, signed with SESSION_SECRET under its
 * own purpose. `sid` is the submission id that makes the post idempotent; `startedAt`, when the
 * page was served, anchors the minimum fill time.
 *
 * The home page is prerendered, so the token cannot be part of the file: the static-file layer
 * appends `formTokenInput` to every response of it (server/static-files.ts), and a form the action
 * renders again carries the token it was posted with, or a new one.
 */
import { contactFormId, formTokenField } from "#app/inquiry/fields.ts";
import {
  issueSignedSession,
  verifySignedSession,
  type FormSession,
  type SessionCheck,
} from "#app/inquiry/intake/form-session.server.ts";

/**
 * A day: a page left open longer is asked to send again (with a refreshed token that keeps its
 * submission id and start, so nothing is lost and the second send is not "too fast").
 */
export const formTokenTtlS = 24 * 3600;

export function issueFormToken(
  secret: string,
  now = Date.now(),
  previous?: FormSession,
): { token: string; session: FormSession } {
  return issueSignedSession("form-token.v1", secret, formTokenTtlS, now, previous);
}

export function verifyFormToken(
  secret: string,
  token: FormDataEntryValue | null | undefined,
  now = Date.now(),
): SessionCheck {
  return verifySignedSession(
    "form-token.v1",
    secret,
    typeof token === "string" ? token : null,
    now,
  );
}

/**
 * The hidden field the server appends to the prerendered home page, after the form. A token is
 * base64url text and a dot, so there is nothing in it to escape.
 */
export function formTokenInput(token: string): string {
  return `<input type="hidden" name="${formTokenField}" form="${contactFormId}" value="${token}">`;
}
