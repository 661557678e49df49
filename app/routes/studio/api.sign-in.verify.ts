import { apiMessages } from "~/content/api-messages";
import type { Route } from "./+types/api.sign-in.verify";
import { requestContext, servicesContext } from "~/context.server";
import { methodNotAllowed } from "~/lib/api-http.server";
import { clientIp } from "~/lib/client-address.server";
import { finishPasskeySignIn } from "~/studio/auth.server";
import { refusalResponse, returnPath, signedInJson, studioEndpoint } from "~/studio/http.server";

/** POST /studio/api/sign-in/verify: the passkey's answer; signs in with a session cookie. */
export function loader() {
  return methodNotAllowed(apiMessages);
}

export function action({ request, context }: Route.ActionArgs) {
  const { studio, env, log } = context.get(servicesContext);
  const peer = context.get(requestContext)?.peerAddress;
  return studioEndpoint(request, { name: "sign-in-verify", log }, async (body) => {
    const ip = clientIp(request, peer, env.TRUST_PROXY);
    const outcome = await finishPasskeySignIn(studio, ip, body.response);
    return outcome.ok
      ? signedInJson(request, outcome, returnPath(body.next))
      : refusalResponse(outcome);
  });
}
