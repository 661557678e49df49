import { apiMessages } from "#app/content/api-messages.ts";
import type { Route } from "./+types/api.push.unsubscribe";
import { servicesContext } from "#app/context.server.ts";
import { json, methodNotAllowed } from "#app/lib/api-http.server.ts";
import { retryWhileBusy } from "#app/lib/db.server.ts";
import { studioEndpoint } from "#app/studio/http.server.ts";
import { removeSubscription } from "#app/studio/push/push.server.ts";

/** POST /studio/api/push/unsubscribe `{ endpoint }` (signed in): this device hears nothing more. */
export function loader() {
  return methodNotAllowed(apiMessages);
}

export function action({ request, context }: Route.ActionArgs) {
  const { push, log } = context.get(servicesContext);
  return studioEndpoint(request, { name: "push-unsubscribe", log }, async (body) => {
    const { endpoint } = body;
    if (typeof endpoint === "string")
      await retryWhileBusy(() => removeSubscription(push.db, { endpoint }));
    return json(200, { ok: true });
  });
}
