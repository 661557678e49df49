import { apiMessages } from "#app/content/api-messages.ts";
import type { Route } from "./+types/api.passkeys.options";
import { servicesContext, studioSessionContext } from "#app/context.server.ts";
import { json, methodNotAllowed } from "#app/lib/api-http.server.ts";
import { needsConfirmation, startAddingPasskey } from "#app/studio/auth/auth.server.ts";
import { confirmationRequired, studioEndpoint } from "#app/studio/http.server.ts";

/**
 * POST /studio/api/passkeys/options (signed in): options for one more passkey, after a fresh
 * passkey confirmation (403 `confirmation_required` without one).
 */
export function loader() {
  return methodNotAllowed(apiMessages);
}

export function action({ request, context }: Route.ActionArgs) {
  const { studio, log } = context.get(servicesContext);
  const session = context.get(studioSessionContext);
  return studioEndpoint(request, { name: "passkeys-options", log }, async () => {
    if (needsConfirmation(studio, session)) return confirmationRequired(request);
    return json(200, await startAddingPasskey(studio));
  });
}
