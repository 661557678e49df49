import { apiMessages } from "~/content/api-messages";
import type { Route } from "./+types/api.sign-in.options";
import { requestContext, servicesContext } from "~/context.server";
import { json, methodNotAllowed } from "~/lib/api-http.server";
import { clientIp } from "~/lib/client-address.server";
import { startPasskeySignIn } from "~/studio/auth.server";
import { refusalResponse, studioEndpoint } from "~/studio/http.server";

/** POST /studio/api/sign-in/options: a challenge for signing in with a passkey. */
export function loader() {
  return methodNotAllowed(apiMessages);
}

export function action({ request, context }: Route.ActionArgs) {
  const { studio, env, log } = context.get(servicesContext);
  const peer = context.get(requestContext)?.peerAddress;
  return studioEndpoint(request, { name: "sign-in-options", log }, async () => {
    const outcome = await startPasskeySignIn(studio, clientIp(request, peer, env.TRUST_PROXY));
    return outcome.ok ? json(200, outcome) : refusalResponse(outcome);
  });
}
