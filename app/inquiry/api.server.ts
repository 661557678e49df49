import type { RouterContextProvider } from "react-router";
import {
  apiError,
  bearerToken,
  hasValidApiKey,
  internalError,
  invalidApiKey,
  json,
  methodNotAllowed,
  readJsonObject,
} from "../lib/api-http.server";
import { clientIp } from "../lib/client-address.server";
import { submitInquiry } from "./accept-inquiry.server";
import { services } from "../lib/lifecycle.server";
import { log } from "../lib/log.server";

/**
 * POST /api/send-contact-email (spec section 7): the JSON inquiry. Public key, form session,
 * then the body; the inquiry service does the rest. Answers `{ ok, id }` or `{ ok, error }`.
 * Called by the route's action and, for plain POSTs, by server.ts directly (through
 * `lifecycle.handleInquiryApi`), which saves React Router's request handling on the busiest
 * endpoint; both paths answer alike.
 */
export async function handleInquiryApi(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<Response> {
  try {
    if (request.method !== "POST") return methodNotAllowed();
    const { env: config } = services();
    if (!hasValidApiKey(request, config.PUBLIC_API_KEY)) return invalidApiKey();
    const sessionToken = bearerToken(request);
    if (!sessionToken) {
      return apiError(401, {
        code: "session_required",
        message: "Bitte lade die Seite neu und versuche es erneut.",
      });
    }
    const body = await readJsonObject(request);
    if (!body.ok) return body.response;

    const outcome = await submitInquiry(body.value, {
      channel: "api",
      clientIp: clientIp(request, context, config.TRUST_PROXY),
      sessionToken,
      submissionId: request.headers.get("idempotency-key"),
      honeypot: typeof body.value.website === "string" ? body.value.website : null,
    });
    if (outcome.ok) return json(200, outcome);
    return apiError(
      outcome.status,
      outcome.error,
      outcome.retryAfterS ? { "Retry-After": String(outcome.retryAfterS) } : {},
    );
  } catch (error) {
    log("error", "api.failed", { route: "send-contact-email", message: (error as Error).message });
    return internalError();
  }
}
