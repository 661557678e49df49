import type { Route } from "./+types/api.form-session";
import {
  apiError,
  bearerToken,
  hasValidApiKey,
  internalError,
  invalidApiKey,
  json,
  methodNotAllowed,
} from "~/lib/api-http.server";
import { clientIp, rateLimitKey } from "~/lib/client-address.server";
import { refreshOrStartFormSession } from "~/inquiry/form-session.server";
import { services } from "~/lib/lifecycle.server";
import { log } from "~/lib/log.server";

/**
 * POST /api/form-session: issues a form-session token when the visitor starts filling in the
 * form, or refreshes the one she presents as `Authorization: Bearer …` (keeping its start time,
 * which the minimum fill time is measured from). Answers `{ ok, token, expiresIn }` (seconds).
 */
export function loader() {
  return methodNotAllowed();
}

export async function action({ request, context }: Route.ActionArgs) {
  try {
    if (request.method !== "POST") return methodNotAllowed();
    const { env: config, sessionLimiter } = services();
    if (!hasValidApiKey(request, config.PUBLIC_API_KEY)) return invalidApiKey();
    const ip = clientIp(request, context, config.TRUST_PROXY);
    const limit = sessionLimiter.hit([`ip:${rateLimitKey(ip)}`]);
    if (!limit.ok) {
      log("warn", "session.rate_limited", { retryAfterS: limit.retryAfterS });
      return apiError(
        429,
        { code: "rate_limited", message: "Zu viele Anfragen. Bitte versuche es später erneut." },
        { "Retry-After": String(limit.retryAfterS) },
      );
    }
    const { token, session } = refreshOrStartFormSession(
      config.SESSION_SECRET,
      config.FORM_SESSION_TTL_S,
      bearerToken(request),
    );
    return json(200, {
      ok: true,
      token,
      expiresIn: Math.round((session.expiresAt - Date.now()) / 1000),
    });
  } catch (error) {
    log("error", "api.failed", { route: "form-session", message: (error as Error).message });
    return internalError();
  }
}
