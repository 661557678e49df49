import { apiMessages } from "#app/content/api-messages.ts";
import type { Route } from "./+types/api.push.subscribe";
import { servicesContext } from "#app/context.server.ts";
import { pushSettingsCopy } from "#app/content/studio/push.ts";
import { apiError, json, methodNotAllowed } from "#app/lib/api-http.server.ts";
import { retryWhileBusy } from "#app/lib/db.server.ts";
import { deviceName } from "#app/studio/auth/device-name.ts";
import { studioEndpoint } from "#app/studio/http.server.ts";
import { saveSubscription, subscriptionSchema } from "#app/studio/push/push.server.ts";

/**
 * POST /studio/api/push/subscribe `{ subscription }` (signed in): this device gets the studio's
 * pushes. The device's name is the platform's ("iPhone"), read from the browser.
 */
export function loader() {
  return methodNotAllowed(apiMessages);
}

export function action({ request, context }: Route.ActionArgs) {
  const { push, log } = context.get(servicesContext);
  return studioEndpoint(request, { name: "push-subscribe", log }, async (body) => {
    const parsed = subscriptionSchema.safeParse(body.subscription);
    if (!parsed.success) {
      return apiError(400, {
        code: "invalid_subscription",
        message: pushSettingsCopy.invalidSubscription,
      });
    }
    const device = deviceName(request.headers.get("user-agent"), pushSettingsCopy.defaultDevice);
    const saved = await retryWhileBusy(() =>
      saveSubscription(push.db, parsed.data, device, push.clock()),
    );
    if (!saved.ok) {
      return apiError(409, { code: "too_many_devices", message: pushSettingsCopy.tooManyDevices });
    }
    log("info", "push.subscribed", { device });
    return json(200, { ok: true });
  });
}
