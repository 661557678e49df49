import { apiMessages } from "~/content/api-messages";
import type { Route } from "./+types/api.passkeys.verify";
import { servicesContext } from "~/context.server";
import { setupCopy } from "~/content/studio/auth";
import { json, methodNotAllowed } from "~/lib/api-http.server";
import { finishAddingPasskey, passkeyName } from "~/studio/auth.server";
import { refusalResponse, studioEndpoint } from "~/studio/http.server";

/** POST /studio/api/passkeys/verify `{ name, response }` (signed in): stores one more passkey. */
export function loader() {
  return methodNotAllowed(apiMessages);
}

export function action({ request, context }: Route.ActionArgs) {
  const { studio, log } = context.get(servicesContext);
  return studioEndpoint(request, { name: "passkeys-verify", log }, async (body) => {
    const outcome = await finishAddingPasskey(studio, {
      response: body.response,
      name: passkeyName(body.name, setupCopy.defaultName),
    });
    return outcome.ok
      ? json(200, { ok: true, redirectTo: "/studio/einstellungen" })
      : refusalResponse(outcome);
  });
}
