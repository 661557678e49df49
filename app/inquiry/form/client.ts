import { publicSettings } from "#app/lib/public-settings.ts";
import type { FieldErrors } from "#app/forms/parse-form.ts";
import type { InquiryField } from "#app/inquiry/fields.ts";
import type { InquiryPayload } from "#app/inquiry/schema.ts";

/**
 * The browser side of sending an inquiry. The form calls `startFormSession()` when the visitor
 * starts filling in the form (first focus or input), and `sendInquiry()` on submit;
 * `sendInquiry` never throws.
 *
 * The form session (spec sections 4 and 9) is a short-lived signed token that proves the page
 * was loaded and marks when filling in began (the server's minimum fill time counts from
 * there, so a form that skips `startFormSession()` has its inquiries treated as spam). It is
 * kept in localStorage only from `startFormSession()` on, checked every 30 s, and refreshed
 * when it is within 3 checks of expiring. Expiry is tracked on this device's clock from the
 * server's `expiresIn`, so a wrong device clock does not matter.
 */
export type SendResult =
  | { ok: true; id: string }
  | {
      ok: false;
      error: { code: string; message: string; fieldErrors?: FieldErrors<InquiryField> };
    };

const inquiryEndpoint = "/api/send-contact-email";
const formSessionEndpoint = "/api/form-session";
export const formSessionStorageKey = "atelier.form-session";
const sessionCheckIntervalMs = 30_000;
const sessionRefreshThresholdChecks = 3;

/** Baked in at build time (docs/operations.md, "Configuration"); the server checks it matches. */
const publicApiKey = publicSettings.apiKey;

type StoredSession = { token: string; expiresAt: number };

let checkTimer: ReturnType<typeof setInterval> | undefined;
let refreshing: Promise<StoredSession | null> | null = null;
// Used when storage is unavailable (private modes, blocked storage): the session still works
// for as long as the page is open.
let memorySession: StoredSession | null = null;

function readSession(): StoredSession | null {
  try {
    const stored = JSON.parse(localStorage.getItem(formSessionStorageKey) ?? "null") as unknown;
    if (
      stored &&
      typeof (stored as StoredSession).token === "string" &&
      typeof (stored as StoredSession).expiresAt === "number"
    ) {
      return stored as StoredSession;
    }
  } catch {
    // Unreadable storage or a damaged entry: fall back to this page's copy.
  }
  return memorySession;
}

function saveSession(session: StoredSession) {
  memorySession = session;
  try {
    localStorage.setItem(formSessionStorageKey, JSON.stringify(session));
  } catch {
    // Storage full or blocked: the in-memory copy serves this page.
  }
}

/** True when the token expires within `sessionRefreshThresholdChecks` checks from `now`. */
function needsRefresh(session: StoredSession, now: number): boolean {
  return (
    Math.floor((session.expiresAt - now) / sessionCheckIntervalMs) <= sessionRefreshThresholdChecks
  );
}

async function requestSession(): Promise<StoredSession | null> {
  const current = readSession();
  const response = await fetch(formSessionEndpoint, {
    method: "POST",
    headers: {
      apikey: publicApiKey,
      ...(current ? { Authorization: `Bearer ${current.token}` } : {}),
    },
  });
  if (!response.ok) return null;
  const body = (await response.json()) as { token: string; expiresIn: number };
  const session = { token: body.token, expiresAt: Date.now() + body.expiresIn * 1000 };
  saveSession(session);
  return session;
}

/** One refresh at a time, however many callers ask. */
function refreshSession(): Promise<StoredSession | null> {
  refreshing ??= requestSession()
    .catch(() => null)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

async function checkSession() {
  const session = readSession();
  if (!session || needsRefresh(session, Date.now())) await refreshSession();
}

export function startFormSession(): void {
  if (checkTimer !== undefined) return;
  checkTimer = setInterval(() => void checkSession(), sessionCheckIntervalMs);
  void checkSession();
}

/** Stops the periodic check (the stored token stays until it expires). */
export function stopFormSession(): void {
  clearInterval(checkTimer);
  checkTimer = undefined;
}

function post(payload: InquiryPayload, submissionId: string, token: string | undefined) {
  return fetch(inquiryEndpoint, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      apikey: publicApiKey,
      "Idempotency-Key": submissionId,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(payload),
  });
}

type Answer = { result: SendResult; retryAfterS: number | null };

async function readAnswer(response: Response): Promise<Answer> {
  const body = (await response.json().catch(() => null)) as SendResult | null;
  const retryAfter = Number(response.headers.get("retry-after"));
  const retryAfterS = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null;
  if (response.ok && body?.ok) return { result: body, retryAfterS };
  const result: SendResult =
    body && !body.ok
      ? body
      : { ok: false, error: { code: `http_${response.status}`, message: response.statusText } };
  return { result, retryAfterS };
}

/** How often a `too_fast` answer is waited out before the visitor sees the failure. */
const tooFastWaits = 2;
/** A longer wait than this is not what the minimum fill time asks for: give up instead. */
const longestWaitS = 30;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function sendInquiry(
  payload: InquiryPayload,
  options: { submissionId: string },
): Promise<SendResult> {
  try {
    let session = readSession();
    if (!session || session.expiresAt <= Date.now()) session = await refreshSession();
    let answer = await readAnswer(await post(payload, options.submissionId, session?.token));
    // A token that expired or was rotated meanwhile: renew once and resend (same submission id,
    // so the server stores the inquiry once even if the first attempt got through).
    if (!answer.result.ok && answer.result.error.code.startsWith("session_")) {
      session = await refreshSession();
      answer = await readAnswer(await post(payload, options.submissionId, session?.token));
    }
    // A session started just now (renewed above, or storage lost it) is younger than the
    // server's minimum fill time: it says how long to wait, and the same submission is resent
    // then (ADR 0017). The button keeps showing that the inquiry is being sent.
    for (let waits = 0; waits < tooFastWaits; waits++) {
      const { result, retryAfterS } = answer;
      if (result.ok || result.error.code !== "too_fast") break;
      if (retryAfterS === null || retryAfterS > longestWaitS) break;
      await wait(retryAfterS * 1000);
      answer = await readAnswer(await post(payload, options.submissionId, session?.token));
    }
    return answer.result;
  } catch (error) {
    return { ok: false, error: { code: "network", message: String(error) } };
  }
}

/**
 * `sendInquiry` promises never to throw and to answer `{ok:true,id}` or `{ok:false,error}`; the
 * visitor must see the failure toast even if an unexpected answer slips through that contract.
 */
export async function sendSafely(
  payload: InquiryPayload,
  submissionId: string,
): Promise<SendResult> {
  try {
    const sent = await sendInquiry(payload, { submissionId });
    if (sent?.ok === true) return sent;
    return { ok: false, error: sent?.error ?? { code: "unexpected_answer", message: "" } };
  } catch (error) {
    return { ok: false, error: { code: "client_error", message: String(error) } };
  }
}

/** crypto.randomUUID needs a secure context; plain http on a LAN address falls back here. */
export function newSubmissionId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
