import { apiMessages } from "#app/content/api-messages.ts";
import type { Route } from "./+types/api.passkeys.options";
import { servicesContext } from "#app/context.server.ts";
import { json, methodNotAllowed } from "#app/lib/api-http.server.ts";
import { startAddingPasskey } from "#app/studio/auth/auth.server.ts";
import { studioEndpoint } from "#app/studio/http.server.ts";

/** POST /studio/api/passkeys/options (signed in): options for one more passkey. */
export function loader() {
  return methodNotAllowed(apiMessages);
}

export function action({ request, context }: Route.ActionArgs) {
  const { studio, log } = context.get(servicesContext);
  return studioEndpoint(request, { name: "passkeys-options", log }, async () =>
    json(200, await startAddingPasskey(studio)),
  );
}
