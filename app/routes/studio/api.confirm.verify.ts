import { apiMessages } from "#app/content/api-messages.ts";
import type { Route } from "./+types/api.confirm.verify";
import { clientAddress, servicesContext, studioSessionContext } from "#app/context.server.ts";
import { json, methodNotAllowed } from "#app/lib/api-http.server.ts";
import { finishConfirmation } from "#app/studio/auth/auth.server.ts";
import { refusalResponse, returnPath, studioEndpoint } from "#app/studio/http.server.ts";

/** POST /studio/api/confirm/verify (signed in): the passkey's answer confirms this session. */
export function loader() {
  return methodNotAllowed(apiMessages);
}

export function action({ request, context }: Route.ActionArgs) {
  const { studio, log } = context.get(servicesContext);
  const session = context.get(studioSessionContext);
  return studioEndpoint(request, { name: "confirm-verify", log }, async (body) => {
    const outcome = await finishConfirmation(
      studio,
      clientAddress(context),
      session,
      body.response,
    );
    return outcome.ok
      ? json(200, { ok: true, redirectTo: returnPath(body.next) })
      : refusalResponse(outcome);
  });
}
