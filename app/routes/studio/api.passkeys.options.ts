import { apiMessages } from "~/content/api-messages";
import type { Route } from "./+types/api.passkeys.options";
import { servicesContext } from "~/context.server";
import { json, methodNotAllowed } from "~/lib/api-http.server";
import { startAddingPasskey } from "~/studio/auth.server";
import { studioEndpoint } from "~/studio/http.server";

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
