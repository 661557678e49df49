import { apiMessages } from "~/content/api-messages";
import type { Route } from "./+types/api.setup.verify";
import { requestContext, servicesContext } from "~/context.server";
import { setupCopy } from "~/content/studio/auth";
import { methodNotAllowed } from "~/lib/api-http.server";
import { clientIp } from "~/lib/client-address.server";
import { finishSetup, passkeyName } from "~/studio/auth.server";
import { refusalResponse, signedInJson, studioEndpoint } from "~/studio/http.server";

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
