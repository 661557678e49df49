/**
 * The studio's sign-in use cases: passkey sign-in, first setup from an invite, adding and removing
 * passkeys, the mailed sign-in link, signing out. They get their dependencies passed in and never
 * see HTTP; a refusal names its reason, which the routes answer as ./messages.ts says.
 *
 * Every sign-in attempt counts against a limit per client address (a passkey ceremony's two
 * steps, a link request, a link or invite redemption), so the links' tokens and the passkey
 * verification cannot be guessed at speed. Adding a passkey needs a session and is not limited.
 */
import { passkeyUserName } from "#app/content/studio/auth.ts";
import { enqueueMail } from "#app/inquiry/mail/outbox.server.ts";
import { rateLimitKey } from "#app/lib/client-address.server.ts";
import { retryWhileBusy, transaction, type Database } from "#app/lib/db.server.ts";
import type { Log } from "#app/lib/log.server.ts";
import type { RateLimiter } from "#app/lib/rate-limit.server.ts";
import {
  addCredential,
  authenticationOptions,
  deletePasskey,
  listPasskeys,
  markPasskeyUsed,
  registrationOptions,
  verifyAuthentication,
  verifyRegistration,
  type Passkey,
  type RelyingParty,
  type RelyingPartySite,
} from "#app/studio/auth/passkeys.server.ts";
import {
  confirmSession,
  endAllSessions,
  endSession,
  findSession,
  isFreshlyConfirmed,
  startSession,
  type StudioSession,
} from "#app/studio/auth/sessions.server.ts";
import {
  renderSignInLinkMail,
  type StudioMailSettings,
} from "#app/studio/auth/sign-in-mail.server.ts";
import {
  cancelOpenTokens,
  isTokenUsable,
  issueToken,
  redeemToken,
  usableTokenCount,
} from "#app/studio/auth/tokens.server.ts";
import { revokeFeedAddress } from "#app/studio/calendar/calendar-feed.server.ts";
import { removeAllSubscriptions } from "#app/studio/push/push.server.ts";
import type { Facts } from "#app/website/schema.ts";

export type StudioAuthDeps = {
  db: Database;
  clock: () => number;
  rp: RelyingPartySite;
  /** The live release's facts: the sign-in mail and new passkeys name its studio. */
  facts: () => Facts;
  /** The site's origin (PUBLIC_SITE_URL): links in mails point there. */
  siteOrigin: string;
  mail: StudioMailSettings;
  wakeMailWorker: () => void;
  /** Sign-in attempts per client address. */
  limiter: RateLimiter;
  log: Log;
};

/**
 * Why a sign-in step was refused: too many attempts (wait `retryAfterS`), a passkey that signed
 * nothing known, one that could not be registered, an invite or link that is used up or expired,
 * a passkey added twice.
 */
export type Refusal = {
  ok: false;
  reason:
    | "rate_limited"
    | "passkey_rejected"
    | "registration_rejected"
    | "invite_invalid"
    | "link_invalid"
    | "duplicate";
  retryAfterS?: number;
};

class DuplicateCredential extends Error {}

/** A new session: its token goes into the cookie, nowhere else. */
export type SignedIn = { ok: true; session: { token: string; expiresAt: number } };

/** More open sign-in links than this and a request sends no new mail (the answer is the same). */
const maxOpenSignInLinks = 3;

const refusal = (reason: Refusal["reason"]): Refusal => ({ ok: false, reason });

function throttle(deps: StudioAuthDeps, clientIp: string, step: string): Refusal | null {
  const limit = deps.limiter.hit([`studio:${rateLimitKey(clientIp)}`], deps.clock());
  if (limit.ok) return null;
  deps.log("warn", "studio.rate_limited", { step, retryAfterS: limit.retryAfterS });
  return { ...refusal("rate_limited"), retryAfterS: limit.retryAfterS };
}

/** The relying party of a new passkey, named as the live release names the studio. */
function relyingParty(deps: StudioAuthDeps): RelyingParty {
  const facts = deps.facts();
  return { ...deps.rp, name: facts.studioName, userName: passkeyUserName(facts) };
}

/** A passkey's name as the owner typed it, tidied: one line, at most 60 characters. */
export function passkeyName(raw: unknown, fallback: string): string {
  const text = typeof raw === "string" ? raw : "";
  const name = text
    .replace(/[\p{Cc}\p{Cf}]/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 60)
    .trim();
  return name || fallback;
}

export async function startPasskeySignIn(deps: StudioAuthDeps, clientIp: string) {
  const refused = throttle(deps, clientIp, "passkey_options");
  if (refused) return refused;
  return {
    ok: true as const,
    options: await authenticationOptions(deps.db, deps.rp, deps.clock()),
  };
}

export async function finishPasskeySignIn(
  deps: StudioAuthDeps,
  clientIp: string,
  response: unknown,
): Promise<SignedIn | Refusal> {
  const refused = throttle(deps, clientIp, "passkey_verify");
  if (refused) return refused;
  const now = deps.clock();
  const credentialId = await verifyAuthentication(deps.db, deps.rp, response, now);
  if (!credentialId) {
    deps.log("warn", "studio.sign_in_failed", { method: "passkey" });
    return refusal("passkey_rejected");
  }
  deps.log("info", "studio.signed_in", { method: "passkey" });
  const session = await retryWhileBusy(() => startSession(deps.db, now, { passkey: true }));
  return { ok: true, session };
}

/**
 * A fresh passkey confirmation of the session in use, asked for before what a stolen session must
 * not do (adding or removing a passkey, erasing a person, a new feed address, signing out
 * everywhere). The same ceremony as signing in, counted against the same limit.
 */
export async function startConfirmation(deps: StudioAuthDeps, clientIp: string) {
  const refused = throttle(deps, clientIp, "confirm_options");
  if (refused) return refused;
  return {
    ok: true as const,
    options: await authenticationOptions(deps.db, deps.rp, deps.clock()),
  };
}

export async function finishConfirmation(
  deps: StudioAuthDeps,
  clientIp: string,
  session: StudioSession,
  response: unknown,
): Promise<{ ok: true } | Refusal> {
  const refused = throttle(deps, clientIp, "confirm_verify");
  if (refused) return refused;
  const now = deps.clock();
  const credentialId = await verifyAuthentication(deps.db, deps.rp, response, now);
  if (!credentialId) {
    deps.log("warn", "studio.confirmation_failed", {});
    return refusal("passkey_rejected");
  }
  await retryWhileBusy(() => confirmSession(deps.db, session.tokenHash, now));
  deps.log("info", "studio.confirmed", {});
  return { ok: true };
}

/** Whether the session was confirmed with a passkey within the last minutes. */
export function confirmedRecently(deps: StudioAuthDeps, session: StudioSession): boolean {
  return isFreshlyConfirmed(session, deps.clock());
}

/**
 * Whether a sensitive action must wait for a passkey confirmation: when the session has none
 * from the last minutes. Without any passkey there is nothing to confirm with (the owner signs in
 * by mail only), and the action goes ahead.
 */
export function needsConfirmation(deps: StudioAuthDeps, session: StudioSession): boolean {
  return !confirmedRecently(deps, session) && listPasskeys(deps.db).length > 0;
}

export async function startSetup(deps: StudioAuthDeps, clientIp: string, inviteToken: unknown) {
  const refused = throttle(deps, clientIp, "setup_options");
  if (refused) return refused;
  const now = deps.clock();
  if (!isTokenUsable(deps.db, inviteToken, "invite", now)) {
    return refusal("invite_invalid");
  }
  return {
    ok: true as const,
    options: await registrationOptions(deps.db, relyingParty(deps), now),
  };
}

/**
 * The invite's second step: a verified passkey is stored, the invite used up and a session
 * started, all or nothing.
 */
export async function finishSetup(
  deps: StudioAuthDeps,
  clientIp: string,
  input: { inviteToken: unknown; response: unknown; name: string },
): Promise<SignedIn | Refusal> {
  const refused = throttle(deps, clientIp, "setup_verify");
  if (refused) return refused;
  const now = deps.clock();
  if (!isTokenUsable(deps.db, input.inviteToken, "invite", now)) {
    return refusal("invite_invalid");
  }
  const credential = await verifyRegistration(deps.db, deps.rp, input.response, now);
  if (!credential) {
    deps.log("warn", "studio.sign_in_failed", { method: "setup" });
    return refusal("registration_rejected");
  }
  let outcome: SignedIn | Refusal;
  try {
    outcome = await retryWhileBusy(() =>
      transaction(deps.db, (): SignedIn | Refusal => {
        // Checked again inside the transaction: a second tab may have used the invite meanwhile.
        if (!redeemToken(deps.db, input.inviteToken, "invite", now)) {
          return refusal("invite_invalid");
        }
        // Thrown, so that the invite stays usable: nothing of this attempt is kept.
        if (!addCredential(deps.db, credential, input.name, now)) throw new DuplicateCredential();
        // It has just signed the owner in.
        markPasskeyUsed(deps.db, credential.id, now);
        return { ok: true, session: startSession(deps.db, now, { passkey: true }) };
      }),
    );
  } catch (error) {
    if (!(error instanceof DuplicateCredential)) throw error;
    return refusal("duplicate");
  }
  if (outcome.ok) deps.log("info", "studio.passkey_added", { via: "invite" });
  return outcome;
}

export async function startAddingPasskey(deps: StudioAuthDeps) {
  return {
    ok: true as const,
    options: await registrationOptions(deps.db, relyingParty(deps), deps.clock()),
  };
}

export async function finishAddingPasskey(
  deps: StudioAuthDeps,
  input: { response: unknown; name: string },
): Promise<{ ok: true } | Refusal> {
  const now = deps.clock();
  const credential = await verifyRegistration(deps.db, deps.rp, input.response, now);
  if (!credential) return refusal("registration_rejected");
  if (!(await retryWhileBusy(() => addCredential(deps.db, credential, input.name, now)))) {
    return refusal("duplicate");
  }
  deps.log("info", "studio.passkey_added", { via: "settings" });
  return { ok: true };
}

export function passkeys(deps: StudioAuthDeps): Passkey[] {
  return listPasskeys(deps.db);
}

/**
 * Removes a passkey. The last one goes only when the owner confirms it: afterwards the mailed
 * sign-in link (to STUDIO_EMAIL) is her only way in, or a new invite from the server.
 */
export function removePasskey(
  deps: StudioAuthDeps,
  id: string,
  confirmedLast: boolean,
): { ok: true } | { ok: false; reason: "last_passkey" } {
  const all = listPasskeys(deps.db);
  if (!all.some((passkey) => passkey.id === id)) return { ok: true };
  if (all.length === 1 && !confirmedLast) return { ok: false, reason: "last_passkey" };
  deletePasskey(deps.db, id);
  deps.log("info", "studio.passkey_removed", { remaining: all.length - 1 });
  return { ok: true };
}

/**
 * Mails a sign-in link to the studio's address. The answer is the same whether a mail went out
 * or not (too many open links), so it tells nobody anything.
 */
export async function requestSignInLink(
  deps: StudioAuthDeps,
  clientIp: string,
): Promise<{ ok: true } | Refusal> {
  const refused = throttle(deps, clientIp, "link_request");
  if (refused) return refused;
  const now = deps.clock();
  const sent = await retryWhileBusy(() =>
    transaction(deps.db, () => {
      if (usableTokenCount(deps.db, "sign_in_link", now) >= maxOpenSignInLinks) return false;
      const token = issueToken(deps.db, "sign_in_link", now);
      const link = `${deps.siteOrigin}/studio/anmelden/link?token=${token}`;
      enqueueMail(
        deps.db,
        { ...renderSignInLinkMail(link, deps.mail, deps.facts()), inquiryId: null },
        now,
      );
      return true;
    }),
  );
  if (sent) deps.wakeMailWorker();
  deps.log("info", "studio.link_requested", { sent });
  return { ok: true };
}

export async function signInWithLink(
  deps: StudioAuthDeps,
  clientIp: string,
  token: unknown,
): Promise<SignedIn | Refusal> {
  const refused = throttle(deps, clientIp, "link_redeem");
  if (refused) return refused;
  const now = deps.clock();
  const outcome = await retryWhileBusy(() =>
    transaction(deps.db, (): SignedIn | Refusal => {
      if (!redeemToken(deps.db, token, "sign_in_link", now)) {
        return refusal("link_invalid");
      }
      return { ok: true, session: startSession(deps.db, now) };
    }),
  );
  deps.log(
    outcome.ok ? "info" : "warn",
    outcome.ok ? "studio.signed_in" : "studio.sign_in_failed",
    {
      method: "link",
    },
  );
  return outcome;
}

/** Whether the link would still work, without using it up (the page that shows the button). */
export function isSignInLinkUsable(deps: StudioAuthDeps, token: unknown): boolean {
  return isTokenUsable(deps.db, token, "sign_in_link", deps.clock());
}

export function isInviteUsable(deps: StudioAuthDeps, token: unknown): boolean {
  return isTokenUsable(deps.db, token, "invite", deps.clock());
}

export function currentSession(deps: StudioAuthDeps, token: string | null) {
  return findSession(deps.db, token, deps.clock());
}

export function signOut(deps: StudioAuthDeps, session: StudioSession) {
  endSession(deps.db, session.tokenHash);
  deps.log("info", "studio.signed_out", { everywhere: false });
}

/**
 * For a lost or stolen phone: every session ends, and so does everything else a device could
 * still use without signing in again. The calendar feed loses its address (the old one stops at
 * once; a new one is made on the Kalender page), every push subscription is deleted, and open
 * sign-in links and setup invitations stop working. Passkeys stay: the owner removes the lost phone's in Einstellungen.
 */
export function signOutEverywhere(deps: StudioAuthDeps) {
  const { db } = deps;
  const counts = transaction(db, () => {
    revokeFeedAddress(db);
    return {
      sessions: endAllSessions(db),
      links: cancelOpenTokens(db, deps.clock()),
      pushSubscriptions: removeAllSubscriptions(db),
    };
  });
  deps.log("info", "studio.signed_out", { everywhere: true, ...counts });
}
