import { apiMessages } from "~/content/api-messages";
import type { Route } from "./+types/api.setup.options";
import { requestContext, servicesContext } from "~/context.server";
import { json, methodNotAllowed } from "~/lib/api-http.server";
import { clientIp } from "~/lib/client-address.server";
import { startSetup } from "~/studio/auth.server";
import { refusalResponse, studioEndpoint } from "~/studio/http.server";

/** POST /studio/api/setup/options `{ token }`: registration options for the invite's passkey. */
export function loader() {
  return methodNotAllowed(apiMessages);
}

export function action({ request, context }: Route.ActionArgs) {
  const { studio, env, log } = context.get(servicesContext);
  const peer = context.get(requestContext)?.peerAddress;
  return studioEndpoint(request, { name: "setup-options", log }, async (body) => {
    const ip = clientIp(request, peer, env.TRUST_PROXY);
    const outcome = await startSetup(studio, ip, body.token);
    return outcome.ok ? json(200, outcome) : refusalResponse(outcome);
  });
}
