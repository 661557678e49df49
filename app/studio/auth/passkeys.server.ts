/**
 * Passkeys (WebAuthn, through @simplewebauthn/server): the two ceremonies, registering a passkey
 * and signing in with one, and the stored credentials. Passkeys are discoverable and always
 * verify the owner (fingerprint, face or device code): the studio has no user name and no
 * password, so the passkey alone must identify and authenticate her.
 *
 * Every ceremony's challenge is stored and used up by the verification that consumes it
 * (single use, 5 minutes), so a captured response cannot be replayed.
 */
import { randomBytes } from "node:crypto";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { prepared, retryWhileBusy, type Database } from "#app/lib/db.server.ts";
import { valueOrCreate } from "#app/studio/key-value.server.ts";

/** Where the passkeys belong: rpID = the site's host name, origin = the site's origin. */
export type RelyingPartySite = { id: string; origin: string };

/** The site as a new passkey names it: the studio, and the account shown under its name. */
export type RelyingParty = RelyingPartySite & { name: string; userName: string };

export type Passkey = { id: string; name: string; createdAt: number; lastUsedAt: number | null };

/**
 * The one owner's WebAuthn user handle (random, 32 bytes): every passkey is registered for it,
 * so a phone's passkey manager shows one studio account, not one per device added.
 */
function webAuthnUserId(db: Database): Uint8Array<ArrayBuffer> {
  const value = valueOrCreate(db, "webauthn_user_id", () => randomBytes(32).toString("base64url"));
  return new Uint8Array(Buffer.from(value, "base64url"));
}

/** A verified new credential, not stored yet (the caller stores it with its other changes). */
export type NewCredential = {
  id: string;
  publicKey: Uint8Array;
  counter: number;
  transports: string[];
};

const challengeLifetimeMs = 5 * 60_000;

type ChallengePurpose = "registration" | "authentication";

/*
 * The ceremonies' writes wait on a timer while another process holds the write lock (a backup,
 * the CLI), as the inquiry path does, instead of failing the owner's sign-in.
 */

function storeChallenge(db: Database, challenge: string, purpose: ChallengePurpose, now: number) {
  return retryWhileBusy(() =>
    prepared(
      db,
      "INSERT INTO studio_challenges (challenge, purpose, expires_at) VALUES (?, ?, ?)",
    ).run(challenge, purpose, now + challengeLifetimeMs),
  );
}

/** Uses a challenge up: true once, for a challenge we issued for this purpose and that is fresh. */
async function takeChallenge(
  db: Database,
  challenge: string,
  purpose: ChallengePurpose,
  now: number,
) {
  const row = await retryWhileBusy(() =>
    prepared(
      db,
      `DELETE FROM studio_challenges WHERE challenge = ? AND purpose = ? AND expires_at > ?
       RETURNING challenge`,
    ).get(challenge, purpose, now),
  );
  return row !== undefined;
}

export async function registrationOptions(
  db: Database,
  rp: RelyingParty,
  now: number,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userID: webAuthnUserId(db),
    userName: rp.userName,
    userDisplayName: rp.userName,
    attestationType: "none",
    // The same authenticator twice would only be a duplicate in the list.
    excludeCredentials: storedCredentials(db).map(({ id, transports }) => ({ id, transports })),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
    timeout: challengeLifetimeMs,
  });
  await storeChallenge(db, options.challenge, "registration", now);
  return options;
}

/** The new credential if the response is a valid answer to one of our challenges, else null. */
export async function verifyRegistration(
  db: Database,
  rp: RelyingPartySite,
  response: unknown,
  now: number,
): Promise<NewCredential | null> {
  try {
    const verification = await verifyRegistrationResponse({
      response: response as RegistrationResponseJSON,
      expectedChallenge: (challenge) => takeChallenge(db, challenge, "registration", now),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
    if (!verification.verified) return null;
    const { credential } = verification.registrationInfo;
    return {
      id: credential.id,
      publicKey: credential.publicKey,
      counter: credential.counter,
      transports: credential.transports ?? [],
    };
  } catch {
    // Malformed or forged responses, a wrong origin, a used or unknown challenge.
    return null;
  }
}

/** Stores a verified credential under a name the owner recognises; false if it exists already. */
export function addCredential(
  db: Database,
  credential: NewCredential,
  name: string,
  now: number,
): boolean {
  const result = prepared(
    db,
    `INSERT OR IGNORE INTO studio_credentials (id, public_key, counter, transports, name,
       created_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(
    credential.id,
    credential.publicKey,
    credential.counter,
    JSON.stringify(credential.transports),
    name,
    now,
  );
  return Number(result.changes) === 1;
}

export async function authenticationOptions(
  db: Database,
  rp: RelyingPartySite,
  now: number,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  // No allowCredentials: the browser offers the studio's discoverable passkeys itself.
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: "required",
    timeout: challengeLifetimeMs,
  });
  await storeChallenge(db, options.challenge, "authentication", now);
  return options;
}

/** The signing-in passkey's id if the response is valid, else null; records its use. */
export async function verifyAuthentication(
  db: Database,
  rp: RelyingPartySite,
  response: unknown,
  now: number,
): Promise<string | null> {
  const id = (response as { id?: unknown } | null)?.id;
  if (typeof id !== "string") return null;
  const stored = storedCredentials(db).find((credential) => credential.id === id);
  if (!stored) return null;
  try {
    const verification = await verifyAuthenticationResponse({
      response: response as AuthenticationResponseJSON,
      expectedChallenge: (challenge) => takeChallenge(db, challenge, "authentication", now),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: stored,
      requireUserVerification: true,
    });
    if (!verification.verified) return null;
    await retryWhileBusy(() => {
      prepared(db, "UPDATE studio_credentials SET counter = ? WHERE id = ?").run(
        verification.authenticationInfo.newCounter,
        id,
      );
      markPasskeyUsed(db, id, now);
    });
    return id;
  } catch {
    // Forged signatures, a wrong origin, a replayed challenge, a counter that went backwards.
    return null;
  }
}

/** "Zuletzt verwendet": the passkey has just signed the owner in. */
export function markPasskeyUsed(db: Database, id: string, now: number) {
  prepared(db, "UPDATE studio_credentials SET last_used_at = ? WHERE id = ?").run(now, id);
}

function storedCredentials(db: Database) {
  return prepared(
    db,
    "SELECT id, public_key AS publicKey, counter, transports FROM studio_credentials",
  )
    .all()
    .map((row) => ({
      id: String(row.id),
      publicKey: new Uint8Array(row.publicKey as Uint8Array),
      counter: Number(row.counter),
      transports: JSON.parse(String(row.transports)) as string[],
    }));
}

/** Oldest first, as the owner added them. */
export function listPasskeys(db: Database): Passkey[] {
  return prepared(
    db,
    `SELECT id, name, created_at AS createdAt, last_used_at AS lastUsedAt
     FROM studio_credentials ORDER BY created_at, rowid`,
  )
    .all()
    .map((row) => ({
      id: String(row.id),
      name: String(row.name),
      createdAt: Number(row.createdAt),
      lastUsedAt: row.lastUsedAt === null ? null : Number(row.lastUsedAt),
    }));
}

export function deletePasskey(db: Database, id: string): boolean {
  return Number(prepared(db, "DELETE FROM studio_credentials WHERE id = ?").run(id).changes) === 1;
}
