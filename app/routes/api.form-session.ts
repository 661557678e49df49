import type { Route } from "./+types/api.form-session";
import { clientAddress, servicesContext } from "#app/context.server.ts";
import { formSessionFromRequest } from "#app/inquiry/intake/api.server.ts";
import { apiMessages } from "#app/content/api-messages.ts";
import { jsonEndpoint, methodNotAllowed } from "#app/lib/api-http.server.ts";

/** POST /api/form-session: a form-session token for the visitor who starts the form. */
export function loader() {
  return methodNotAllowed(apiMessages);
}

export function action({ request, context }: Route.ActionArgs) {
  const { env, log, sessions, sessionLimiter } = context.get(servicesContext);
  return jsonEndpoint(
    request,
    { name: "form-session", apiKey: env.PUBLIC_API_KEY, log, messages: apiMessages },
    () =>
      formSessionFromRequest(
        request,
        { sessions, limiter: sessionLimiter, log },
        clientAddress(context),
      ),
  );
}
