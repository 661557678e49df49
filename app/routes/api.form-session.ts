import type { Route } from "./+types/api.form-session";
import { requestContext, servicesContext } from "#app/context.server.ts";
import { formSessionFromRequest } from "#app/inquiry/intake/api.server.ts";
import { apiMessages } from "#app/content/api-messages.ts";
import { jsonEndpoint, methodNotAllowed } from "#app/lib/api-http.server.ts";
import { clientIp } from "#app/lib/client-address.server.ts";

/** POST /api/form-session: a form-session token for the visitor who starts the form. */
export function loader() {
  return methodNotAllowed(apiMessages);
}

export function action({ request, context }: Route.ActionArgs) {
  const { env, log, sessions, sessionLimiter } = context.get(servicesContext);
  const peer = context.get(requestContext)?.peerAddress;
  return jsonEndpoint(
    request,
    { name: "form-session", apiKey: env.PUBLIC_API_KEY, log, messages: apiMessages },
    () =>
      formSessionFromRequest(
        request,
        { sessions, limiter: sessionLimiter, log },
        clientIp(request, peer, env.TRUST_PROXY),
      ),
  );
}
