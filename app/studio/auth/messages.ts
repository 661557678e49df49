/**
 * How the sign-in answers, in one place: for each reason a sign-in step is refused
 * (auth.server.ts), the HTTP status, the JSON API's error code and the words the page shows
 * (app/content). The passkey endpoints and the pages with a sign-in link answer through it.
 */
import { authMessages } from "#app/content/studio/auth.ts";
import type { Refusal } from "#app/studio/auth/auth.server.ts";

export const authRefusals: Record<
  Refusal["reason"],
  { status: 400 | 401 | 403 | 409 | 429; code: string; message: string }
> = {
  rate_limited: { status: 429, code: "rate_limited", message: authMessages.rateLimited },
  /** Signing in or confirming: the passkey signed nothing this studio knows. */
  passkey_rejected: {
    status: 401,
    code: "passkey_rejected",
    message: authMessages.passkeyRejected,
  },
  /** Adding a passkey: the browser's answer did not register one. */
  registration_rejected: {
    status: 400,
    code: "passkey_rejected",
    message: authMessages.passkeyRejected,
  },
  invite_invalid: { status: 403, code: "invite_invalid", message: authMessages.inviteInvalid },
  link_invalid: { status: 403, code: "link_invalid", message: authMessages.linkInvalid },
  duplicate: { status: 409, code: "duplicate", message: authMessages.duplicate },
};
