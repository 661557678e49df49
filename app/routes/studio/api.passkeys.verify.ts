import { apiMessages } from "#app/content/api-messages.ts";
import type { Route } from "./+types/api.passkeys.verify";
import { servicesContext, studioSessionContext } from "#app/context.server.ts";
import { setupCopy } from "#app/content/studio/auth.ts";
import { json, methodNotAllowed } from "#app/lib/api-http.server.ts";
import {
  finishAddingPasskey,
  needsConfirmation,
  passkeyName,
} from "#app/studio/auth/auth.server.ts";
import { confirmationRequired, refusalResponse, studioEndpoint } from "#app/studio/http.server.ts";

/** POST /studio/api/passkeys/verify `{ name, response }` (signed in): stores one more passkey. */
export function loader() {
  return methodNotAllowed(apiMessages);
}

export function action({ request, context }: Route.ActionArgs) {
  const { studio, log } = context.get(servicesContext);
  const session = context.get(studioSessionContext);
  return studioEndpoint(request, { name: "passkeys-verify", log }, async (body) => {
    if (needsConfirmation(studio, session)) return confirmationRequired(request);
    const outcome = await finishAddingPasskey(studio, {
      response: body.response,
      name: passkeyName(body.name, setupCopy.defaultName),
    });
    return outcome.ok
      ? json(200, { ok: true, redirectTo: "/studio/einstellungen" })
      : refusalResponse(outcome);
  });
}
