/**
 * The browser's side of the passkey ceremonies (@simplewebauthn/browser): ask the studio for
 * options, let the device create or use a passkey, send the answer back. Every failure becomes a
 * German message for the page; the studio's own refusals bring theirs.
 */
import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
} from "@simplewebauthn/browser";
import { authMessages } from "#app/content/studio/auth.ts";

/** `confirmAt`: the step needs a passkey confirmation first, on that page. */
export type CeremonyResult =
  { ok: true; redirectTo: string } | { ok: false; message: string; confirmAt?: string };

type Answer = {
  ok?: boolean;
  options?: unknown;
  redirectTo?: string;
  error?: { code?: string; message?: string };
};

/** Where the studio asks for a passkey confirmation first (http.server.ts, `confirmPath`). */
const confirmPage = () =>
  `/studio/bestaetigen?zurueck=${encodeURIComponent(window.location.pathname)}`;

async function post(url: string, body: unknown): Promise<{ ok: boolean; answer: Answer | null }> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => null)) as Answer | null;
  return { ok: response.ok && answer?.ok === true, answer };
}

const refused = (answer: Answer | null): CeremonyResult => ({
  ok: false,
  message: answer?.error?.message ?? authMessages.failed,
});

/** The device's own refusals: cancelled or timed out, or a passkey it holds already. */
function deviceMessage(error: unknown): string {
  const name = (error as { name?: string } | null)?.name;
  if (name === "NotAllowedError" || name === "AbortError") return authMessages.cancelled;
  if (name === "InvalidStateError") return authMessages.duplicate;
  return authMessages.failed;
}

async function ceremony(
  api: string,
  body: Record<string, unknown>,
  run: (options: never) => Promise<unknown>,
): Promise<CeremonyResult> {
  if (!browserSupportsWebAuthn()) return { ok: false, message: authMessages.unsupported };
  try {
    const options = await post(`${api}/options`, body);
    // A step that needs a fresh confirmation goes there first, and comes back to this page.
    if (options.answer?.error?.code === "confirmation_required") {
      return { ok: false, message: options.answer.error.message ?? "", confirmAt: confirmPage() };
    }
    if (!options.ok) return refused(options.answer);
    let response: unknown;
    try {
      response = await run(options.answer!.options as never);
    } catch (error) {
      return { ok: false, message: deviceMessage(error) };
    }
    const verified = await post(`${api}/verify`, { ...body, response });
    if (!verified.ok) return refused(verified.answer);
    return { ok: true, redirectTo: verified.answer?.redirectTo ?? "/studio" };
  } catch {
    return { ok: false, message: authMessages.network };
  }
}

/** Signs in with one of the studio's passkeys; `next` is where the owner wanted to go. */
export function signInWithPasskey(next: string | null) {
  return ceremony("/studio/api/sign-in", next ? { next } : {}, (optionsJSON) =>
    startAuthentication({ optionsJSON }),
  );
}

/** Confirms the session in use with a passkey, then goes on to `next`. */
export function confirmWithPasskey(next: string) {
  return ceremony("/studio/api/confirm", { next }, (optionsJSON) =>
    startAuthentication({ optionsJSON }),
  );
}

/** Registers a passkey: first one with the invite's token, later ones from the settings. */
export function registerPasskey(
  api: "/studio/api/setup" | "/studio/api/passkeys",
  body: { name: string; token?: string },
) {
  return ceremony(api, body, (optionsJSON) => startRegistration({ optionsJSON }));
}
