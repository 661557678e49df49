import { apiMessages } from "#app/content/api-messages.ts";
import type { Route } from "./+types/api.setup.verify";
import { requestContext, servicesContext } from "#app/context.server.ts";
import { setupCopy } from "#app/content/studio/auth.ts";
import { methodNotAllowed } from "#app/lib/api-http.server.ts";
import { clientIp } from "#app/lib/client-address.server.ts";
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
  const { studio, env, log } = context.get(servicesContext);
  const peer = context.get(requestContext)?.peerAddress;
  return studioEndpoint(request, { name: "setup-verify", log }, async (body) => {
    const outcome = await finishSetup(studio, clientIp(request, peer, env.TRUST_PROXY), {
      inviteToken: body.token,
      response: body.response,
      name: passkeyName(body.name, setupCopy.defaultName),
    });
    return outcome.ok ? signedInJson(request, outcome, "/studio") : refusalResponse(outcome);
  });
}
