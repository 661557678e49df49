import { apiMessages } from "#app/content/api-messages.ts";
import type { Route } from "./+types/api.push.unsubscribe";
import { servicesContext } from "#app/context.server.ts";
import { parseForm } from "#app/forms/parse-form.ts";
import { json, methodNotAllowed } from "#app/lib/api-http.server.ts";
import { retryWhileBusy } from "#app/lib/db.server.ts";
import { studioEndpoint } from "#app/studio/http.server.ts";
import { removeSubscription, unsubscribeSchema } from "#app/studio/push/push.server.ts";

/** POST /studio/api/push/unsubscribe `{ endpoint }` (signed in): this device hears nothing more. */
export function loader() {
  return methodNotAllowed(apiMessages);
}

export function action({ request, context }: Route.ActionArgs) {
  const { push, log } = context.get(servicesContext);
  return studioEndpoint(request, { name: "push-unsubscribe", log }, async (body) => {
    const parsed = parseForm(unsubscribeSchema, body);
    if (parsed.ok) await retryWhileBusy(() => removeSubscription(push.db, parsed.value));
    return json(200, { ok: true });
  });
}
