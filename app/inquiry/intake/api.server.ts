/**
 * The JSON edges of the inquiry feature (spec section 7): the form session and the inquiry. The
 * routes wrap them in `jsonEndpoint` (method and API key); these read the rest of the request
 * (session token, body, headers) and turn the use case's outcome into the answer.
 */
import { apiMessages } from "#app/content/api-messages.ts";
import { apiError, bearerToken, json, readJsonObject } from "#app/lib/api-http.server.ts";
import { rateLimitKey } from "#app/lib/client-address.server.ts";
import type { Log } from "#app/lib/log.server.ts";
import type { RateLimiter } from "#app/lib/rate-limit.server.ts";
import { acceptInquiry, type AcceptDeps } from "#app/inquiry/intake/accept-inquiry.server.ts";
import { intakeAnswer } from "#app/inquiry/intake/messages.ts";
import {
  refreshOrStartFormSession,
  verifyFormSession,
} from "#app/inquiry/intake/form-session.server.ts";

export type FormSessionSettings = { secret: string; ttlS: number };

/**
 * POST /api/send-contact-email: the form session (`Authorization: Bearer …`), then the body;
 * answers `{ ok, id }` or `{ ok, error }`.
 */
export async function inquiryFromJson(
  request: Request,
  deps: AcceptDeps,
  options: { sessions: FormSessionSettings; clientIp: string },
): Promise<Response> {
  const token = bearerToken(request);
  if (!token) return sessionRequired();
  const body = await readJsonObject(request, apiMessages);
  if (!body.ok) return body.response;
  const check = verifyFormSession(options.sessions.secret, token, deps.clock());
  if (!check.ok) {
    if (check.reason === "missing") return sessionRequired();
    return apiError(403, {
      code: check.reason === "expired" ? "session_expired" : "session_invalid",
      message: apiMessages.sessionExpired,
    });
  }

  const outcome = await acceptInquiry(deps, body.value, {
    channel: "api",
    clientIp: options.clientIp,
    session: check.session,
    submissionId: request.headers.get("idempotency-key"),
    honeypot: typeof body.value.website === "string" ? body.value.website : null,
  });
  if (outcome.ok) return json(200, outcome);
  const { status, error, retryAfterS } = intakeAnswer(outcome);
  return apiError(status, error, retryAfterS ? { "Retry-After": String(retryAfterS) } : {});
}

const sessionRequired = () =>
  apiError(401, {
    code: "session_required",
    message: apiMessages.sessionRequired,
  });

/**
 * POST /api/form-session: issues a form-session token when the visitor starts filling in the
 * form, or refreshes the one she presents as `Authorization: Bearer …` (keeping its start time,
 * which the minimum fill time is measured from). Answers `{ ok, token, expiresIn }` (seconds).
 */
export function formSessionFromRequest(
  request: Request,
  deps: { sessions: FormSessionSettings; limiter: RateLimiter; log: Log },
  clientIp: string,
): Response {
  const limit = deps.limiter.hit([`ip:${rateLimitKey(clientIp)}`]);
  if (!limit.ok) {
    deps.log("warn", "session.rate_limited", { retryAfterS: limit.retryAfterS });
    return apiError(
      429,
      { code: "rate_limited", message: apiMessages.tooManySessions },
      { "Retry-After": String(limit.retryAfterS) },
    );
  }
  const { token, session } = refreshOrStartFormSession(
    deps.sessions.secret,
    deps.sessions.ttlS,
    bearerToken(request),
  );
  return json(200, {
    ok: true,
    token,
    expiresIn: Math.round((session.expiresAt - Date.now()) / 1000),
  });
}
