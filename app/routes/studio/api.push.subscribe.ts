import { apiMessages } from "#app/content/api-messages.ts";
import type { Route } from "./+types/api.push.subscribe";
import { servicesContext } from "#app/context.server.ts";
import { pushSettingsCopy } from "#app/content/studio/push.ts";
import { parseForm } from "#app/forms/parse-form.ts";
import { apiError, json, methodNotAllowed } from "#app/lib/api-http.server.ts";
import { retryWhileBusy } from "#app/lib/db.server.ts";
import { deviceName } from "#app/studio/auth/device-name.ts";
import { studioEndpoint } from "#app/studio/http.server.ts";
import { pushRefusals } from "#app/studio/push/messages.ts";
import { saveSubscription, subscribeSchema } from "#app/studio/push/push.server.ts";

/**
 * POST /studio/api/push/subscribe `{ subscription }` (signed in): this device gets the studio's
 * pushes. The device's name is the platform's ("iPhone"), read from the browser.
 */
export function loader() {
  return methodNotAllowed(apiMessages);
}

const refused = (reason: keyof typeof pushRefusals) => {
  const { status, code, message } = pushRefusals[reason];
  return apiError(status, { code, message });
};

export function action({ request, context }: Route.ActionArgs) {
  const { push, log } = context.get(servicesContext);
  return studioEndpoint(request, { name: "push-subscribe", log }, async (body) => {
    const parsed = parseForm(subscribeSchema, body);
    if (!parsed.ok) return refused(parsed.reason);
    const device = deviceName(request.headers.get("user-agent"), pushSettingsCopy.defaultDevice);
    const saved = await retryWhileBusy(() =>
      saveSubscription(push.db, parsed.value.subscription, device, push.clock()),
    );
    if (!saved.ok) return refused(saved.reason);
    log("info", "push.subscribed", { device });
    return json(200, { ok: true });
  });
}
