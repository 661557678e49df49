import { apiMessages } from "#app/content/api-messages.ts";
import type { Route } from "./+types/api.setup.verify";
import { clientAddress, servicesContext } from "#app/context.server.ts";
import { setupCopy } from "#app/content/studio/auth.ts";
import { methodNotAllowed } from "#app/lib/api-http.server.ts";
import { finishSetup, passkeyName } from "#app/studio/auth/auth.server.ts";
import { refusalResponse, signedInJson, studioEndpoint } from "#app/studio/http.server.ts";

/**
 * POST /studio/api/setup/verify `{ token, name, response }`: stores the first passkey, uses the
 * invite up and signs in.
 */
export function loader() {
  return methodNotAllowed(apiMessages);
}

export function action({ request, context }: Route.ActionArgs) {
  const { studio, log } = context.get(servicesContext);
  return studioEndpoint(request, { name: "setup-verify", log }, async (body) => {
    const outcome = await finishSetup(studio, clientAddress(context), {
      inviteToken: body.token,
      response: body.response,
      name: passkeyName(body.name, setupCopy.defaultName),
    });
    return outcome.ok ? signedInJson(request, outcome, "/studio") : refusalResponse(outcome);
  });
}
