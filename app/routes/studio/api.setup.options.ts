import { apiMessages } from "#app/content/api-messages.ts";
import type { Route } from "./+types/api.setup.options";
import { clientAddress, servicesContext } from "#app/context.server.ts";
import { json, methodNotAllowed } from "#app/lib/api-http.server.ts";
import { startSetup } from "#app/studio/auth/auth.server.ts";
import { refusalResponse, studioEndpoint } from "#app/studio/http.server.ts";

/** POST /studio/api/setup/options `{ token }`: registration options for the invite's passkey. */
export function loader() {
  return methodNotAllowed(apiMessages);
}

export function action({ request, context }: Route.ActionArgs) {
  const { studio, log } = context.get(servicesContext);
  return studioEndpoint(request, { name: "setup-options", log }, async (body) => {
    const ip = clientAddress(context);
    const outcome = await startSetup(studio, ip, body.token);
    return outcome.ok ? json(200, outcome) : refusalResponse(outcome);
  });
}
