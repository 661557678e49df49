import { apiMessages } from "#app/content/api-messages.ts";
import type { Route } from "./+types/api.confirm.options";
import { clientAddress, servicesContext } from "#app/context.server.ts";
import { json, methodNotAllowed } from "#app/lib/api-http.server.ts";
import { startConfirmation } from "#app/studio/auth/auth.server.ts";
import { refusalResponse, studioEndpoint } from "#app/studio/http.server.ts";

/** POST /studio/api/confirm/options (signed in): a challenge for confirming with a passkey. */
export function loader() {
  return methodNotAllowed(apiMessages);
}

export function action({ request, context }: Route.ActionArgs) {
  const { studio, log } = context.get(servicesContext);
  return studioEndpoint(request, { name: "confirm-options", log }, async () => {
    const outcome = await startConfirmation(studio, clientAddress(context));
    return outcome.ok ? json(200, outcome) : refusalResponse(outcome);
  });
}
