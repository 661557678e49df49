import { apiMessages } from "#app/content/api-messages.ts";
import type { Route } from "./+types/api.sign-in.verify";
import { clientAddress, servicesContext } from "#app/context.server.ts";
import { methodNotAllowed } from "#app/lib/api-http.server.ts";
import { finishPasskeySignIn } from "#app/studio/auth/auth.server.ts";
import {
  refusalResponse,
  returnPath,
  signedInJson,
  studioEndpoint,
} from "#app/studio/http.server.ts";

/** POST /studio/api/sign-in/verify: the passkey's answer; signs in with a session cookie. */
export function loader() {
  return methodNotAllowed(apiMessages);
}

export function action({ request, context }: Route.ActionArgs) {
  const { studio, log } = context.get(servicesContext);
  return studioEndpoint(request, { name: "sign-in-verify", log }, async (body) => {
    const ip = clientAddress(context);
    const outcome = await finishPasskeySignIn(studio, ip, body.response);
    return outcome.ok
      ? signedInJson(request, outcome, returnPath(body.next))
      : refusalResponse(outcome);
  });
}
