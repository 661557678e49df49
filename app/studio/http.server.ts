/**
 * The studio's HTTP rules, shared by its layout routes, pages and JSON endpoints: the response
 * headers of every studio answer, the origin check of every state-changing request, the 401 of
 * the JSON endpoints, the session cookie on answers that sign someone in, where to go after
 * signing in, and how a page's action reads a posted form.
 */
import { apiMessages } from "#app/content/api-messages.ts";
import { data, redirect } from "react-router";
import { authMessages } from "#app/content/studio/auth.ts";
import { apiError, json, methodNotAllowed, readJsonObject } from "#app/lib/api-http.server.ts";
import type { Log } from "#app/lib/log.server.ts";
import type { Refusal, SignedIn } from "#app/studio/auth/auth.server.ts";
import { authRefusals } from "#app/studio/auth/messages.ts";
import {
  sessionCookie,
  sessionCookieName,
  sessionTokenFromCookies,
} from "#app/studio/auth/sessions.server.ts";

/** Never cached (not by the browser, not by a proxy), never indexed. */
export const studioHeaders: Record<string, string> = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
};

export const signInPath = "/studio/anmelden";
export const confirmPath = "/studio/bestaetigen";

/** Sets headers on a response; a response whose headers are immutable is copied first. */
export function withHeaders(response: Response, headers: Record<string, string>): Response {
  try {
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    for (const [name, value] of Object.entries(headers)) copy.headers.set(name, value);
    return copy;
  }
}

export function isApiRequest(request: Request): boolean {
  return new URL(request.url).pathname.startsWith("/studio/api/");
}

/**
 * Whether a request that changes something came from the site itself: its Origin header must be
 * the site's origin (PUBLIC_SITE_URL). Browsers send Origin with every POST; a request without
 * one did not come from the studio's pages.
 */
export function comesFromSite(request: Request, siteOrigin: string): boolean {
  if (request.method === "GET" || request.method === "HEAD") return true;
  return request.headers.get("origin") === siteOrigin;
}

export function foreignOrigin(request: Request): Response {
  if (isApiRequest(request)) {
    return apiError(403, { code: "foreign_origin", message: authMessages.foreignOrigin });
  }
  return new Response(authMessages.foreignOrigin, {
    status: 403,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}

/** The answer to a request without a valid session: 401 for programs, the sign-in page for people. */
export function notSignedIn(request: Request): Response {
  if (isApiRequest(request)) {
    return apiError(401, { code: "unauthorized", message: authMessages.unauthorized });
  }
  const url = new URL(request.url);
  const back = url.pathname.replace(/\.data$/, "") + url.search;
  const target =
    request.method === "GET" && back !== "/studio"
      ? `${signInPath}?weiter=${encodeURIComponent(back)}`
      : signInPath;
  return redirect(target);
}

/**
 * The answer to a request that needs a fresh passkey confirmation the session lacks (auth.server.ts,
 * `needsConfirmation`): 403 for programs; for people the confirmation page, which brings them back
 * to the page they came from to do it again. Nothing was changed.
 */
export function confirmationRequired(request: Request, back?: string): Response {
  if (isApiRequest(request)) {
    return apiError(403, {
      code: "confirmation_required",
      message: authMessages.confirmationRequired,
    });
  }
  const page = back ?? new URL(request.url).pathname.replace(/\.data$/, "");
  return redirect(`${confirmPath}?zurueck=${encodeURIComponent(page)}`);
}

/**
 * Where to go after signing in: a studio page the owner asked for, never another site, an API
 * or the sign-in pages themselves.
 */
export function returnPath(value: unknown): string {
  if (typeof value !== "string" || !/^\/studio(\/|$|\?)/.test(value)) return "/studio";
  if (/[\\\s]|\/\/|^\/studio\/(api|anmelden|einrichten|bestaetigen)(\/|$|\?)/.test(value)) {
    return "/studio";
  }
  return value;
}

export function isSecureRequest(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}

export function sessionToken(request: Request): string | null {
  return sessionTokenFromCookies(request.headers.get("cookie"));
}

/**
 * Sends the session cookie again with a fresh Max-Age when the session was just renewed, unless
 * the answer sets (or clears) the cookie itself.
 */
export function withSessionCookie(
  response: Response,
  request: Request,
  token: string,
  renewed: boolean,
) {
  if (!renewed) return response;
  const setsCookie = response.headers
    .getSetCookie()
    .some((value) => value.startsWith(`${sessionCookieName}=`));
  if (setsCookie) return response;
  const cookie = sessionCookie(token, { secure: isSecureRequest(request) });
  try {
    response.headers.append("Set-Cookie", cookie);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.append("Set-Cookie", cookie);
    return copy;
  }
}

/** A refused sign-in step as the JSON endpoints answer it (auth/messages.ts). */
export function refusalResponse(refusal: Refusal): Response {
  const { status, code, message } = authRefusals[refusal.reason];
  return apiError(
    status,
    { code, message },
    refusal.retryAfterS ? { "Retry-After": String(refusal.retryAfterS) } : {},
  );
}

/** `{ ok: true, redirectTo }` with the new session's cookie. */
export function signedInJson(request: Request, signedIn: SignedIn, redirectTo: string): Response {
  return json(
    200,
    { ok: true, redirectTo },
    { "Set-Cookie": sessionCookie(signedIn.session.token, { secure: isSecureRequest(request) }) },
  );
}

/**
 * One studio JSON endpoint: POST with a JSON object body; anything else is refused with a JSON
 * error, and an unexpected exception becomes a plain JSON 500 (details in the log only). The
 * origin was checked by the studio's layout before this runs.
 */
export async function studioEndpoint(
  request: Request,
  options: { name: string; log: Log },
  handle: (body: Record<string, unknown>) => Response | Promise<Response>,
): Promise<Response> {
  try {
    if (request.method !== "POST") return methodNotAllowed(apiMessages);
    const body = await readJsonObject(request, apiMessages);
    if (!body.ok) return body.response;
    return await handle(body.value);
  } catch (error) {
    options.log("error", "studio.api_failed", {
      route: options.name,
      message: error instanceof Error ? error.message : "unknown",
    });
    return apiError(500, { code: "internal", message: authMessages.failed });
  }
}

/**
 * A page's action for the several forms on the page: the posted `intent` picks the function that
 * handles that form. A form whose intent names none goes to `otherwise` if the page has one (a
 * form that never carried an intent), and is a 400 if not.
 */
export function byIntent<
  Handlers extends Record<string, () => unknown>,
  Otherwise extends () => unknown = () => never,
>(
  form: FormData,
  handlers: Handlers,
  otherwise?: Otherwise,
): ReturnType<Handlers[keyof Handlers] | Otherwise> {
  const intent = form.get("intent");
  const handle =
    typeof intent === "string" && Object.hasOwn(handlers, intent) ? handlers[intent] : otherwise;
  if (!handle) throw data(null, { status: 400 });
  return handle() as ReturnType<Handlers[keyof Handlers] | Otherwise>;
}

/** The named fields of a posted form as text, "" for a field that is missing. */
export function formFields<Name extends string>(
  form: FormData,
  names: readonly Name[],
): Record<Name, string> {
  return Object.fromEntries(names.map((name) => [name, String(form.get(name) ?? "")])) as Record<
    Name,
    string
  >;
}
