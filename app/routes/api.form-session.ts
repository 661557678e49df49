import type { Route } from "./+types/api.form-session";
import { requestContext, servicesContext } from "~/context.server";
import { formSessionFromRequest } from "~/inquiry/api.server";
import { jsonEndpoint, methodNotAllowed } from "~/lib/api-http.server";
import { clientIp } from "~/lib/client-address.server";

/** POST /api/form-session: a form-session token for the visitor who starts the form. */
export function loader() {
  return methodNotAllowed();
}

export function action({ request, context }: Route.ActionArgs) {
  const { env, log, sessions, sessionLimiter } = context.get(servicesContext);
  const peer = context.get(requestContext)?.peerAddress;
  return jsonEndpoint(request, { name: "form-session", apiKey: env.PUBLIC_API_KEY, log }, () =>
    formSessionFromRequest(
      request,
      { sessions, limiter: sessionLimiter, log },
      clientIp(request, peer, env.TRUST_PROXY),
    ),
  );
}
