import { apiMessages } from "~/content/api-messages";
import type { Route } from "./+types/api.push.unsubscribe";
import { servicesContext } from "~/context.server";
import { json, methodNotAllowed } from "~/lib/api-http.server";
import { studioEndpoint } from "~/studio/http.server";
import { removeSubscription } from "~/studio/push/push.server";

/** POST /studio/api/push/unsubscribe `{ endpoint }` (signed in): this device hears nothing more. */
export function loader() {
  return methodNotAllowed(apiMessages);
}

export function action({ request, context }: Route.ActionArgs) {
  const { push, log } = context.get(servicesContext);
  return studioEndpoint(request, { name: "push-unsubscribe", log }, (body) => {
    if (typeof body.endpoint === "string") removeSubscription(push.db, { endpoint: body.endpoint });
    return json(200, { ok: true });
  });
}
