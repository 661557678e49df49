/**
 * How the push endpoints answer the owner's page, in one place: for each refusal of a device's
 * subscription, the HTTP status, the API's error code and the words the page shows (app/content).
 */
import { pushSettingsCopy } from "#app/content/studio/push.ts";

/** A subscription that is none (a garbled request); one device more than the studio keeps. */
export const pushRefusals = {
  invalid: {
    status: 400,
    code: "invalid_subscription",
    message: pushSettingsCopy.invalidSubscription,
  },
  too_many: { status: 409, code: "too_many_devices", message: pushSettingsCopy.tooManyDevices },
} as const;
