import { data, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/settings";
import { servicesContext, studioSessionContext, type AppServices } from "#app/context.server.ts";
import { settingsCopy, setupCopy } from "#app/content/studio/auth.ts";
import { pushCopy } from "#app/content/studio/push.ts";
import { retryWhileBusy } from "#app/lib/db.server.ts";
import { studioTitle } from "#app/content/studio/shell.ts";
import { parseForm } from "#app/forms/parse-form.ts";
import { needsConfirmation, passkeys, removePasskey } from "#app/studio/auth/auth.server.ts";
import { deviceName } from "#app/studio/auth/device-name.ts";
import { AccessSection } from "#app/studio/auth/ui/access-section.tsx";
import { PasskeysSection, type PasskeyOutcome } from "#app/studio/auth/ui/passkeys-section.tsx";
import { byIntent, confirmationRequired } from "#app/studio/http.server.ts";
import {
  deviceIdSchema,
  deviceSubscriptions,
  pushToAll,
  removeSubscription,
} from "#app/studio/push/push.server.ts";
import { AlertsSection, type PushOutcome } from "#app/studio/push/ui/alerts-section.tsx";
import { PageHeader } from "#app/studio/ui/page-header.tsx";

export const meta: Route.MetaFunction = ({ matches: [, frame] }) => [
  { title: studioTitle(frame.loaderData, settingsCopy.title) },
];

export function loader({ request, context }: Route.LoaderArgs) {
  const { studio, env, push } = context.get(servicesContext);
  return {
    passkeys: passkeys(studio),
    push: {
      publicKey: push.keys.publicKey,
      devices: deviceSubscriptions(push.db).map(({ id, device, createdAt }) => ({
        id,
        device,
        createdAt,
      })),
    },
    studioEmail: env.STUDIO_EMAIL,
    suggestedName: deviceName(request.headers.get("user-agent"), setupCopy.defaultName),
  };
}

type Outcome = PasskeyOutcome | PushOutcome;

/**
 * Removing a passkey (its form carries no intent), removing a device's notifications, or sending
 * a test notification to every device.
 */
export async function action({ request, context }: Route.ActionArgs): Promise<Outcome> {
  const { studio, push } = context.get(servicesContext);
  const form = await request.formData();
  return byIntent(
    form,
    {
      "push-remove": () => removeDevice(push, form),
      "push-test": () => testPush(push),
    },
    () => {
      // Removing a passkey needs a fresh passkey confirmation (a stolen session must not lock
      // the owner out).
      if (needsConfirmation(studio, context.get(studioSessionContext))) {
        throw confirmationRequired(request);
      }
      return forgetPasskey(studio, form);
    },
  );
}

/** "Entfernen" of a passkey; the last one only with `confirm=last`. */
async function forgetPasskey(studio: AppServices["studio"], form: FormData): Promise<Outcome> {
  const id = String(form.get("id") ?? "");
  const last = form.get("confirm") === "last";
  const outcome = await retryWhileBusy(() => removePasskey(studio, id, last));
  return outcome.ok
    ? { form: "passkey", removed: true, confirm: null }
    : { form: "passkey", removed: false, confirm: id };
}

/** "Entfernen" of a device: it gets no more notifications. */
async function removeDevice(push: AppServices["push"], form: FormData): Promise<Outcome> {
  const parsed = parseForm(deviceIdSchema, form);
  if (!parsed.ok) throw data(null, { status: 400 });
  await retryWhileBusy(() => removeSubscription(push.db, parsed.value));
  return { form: "push", removed: true };
}

/**
 * "Testbenachrichtigung senden" to every device. The page says that it was sent, not where it
 * arrived: whether an address answers is nothing a browser should learn from the server.
 */
async function testPush(push: AppServices["push"]): Promise<Outcome> {
  await pushToAll(push, { ...pushCopy.test, url: "/studio", tag: "test" });
  return { form: "push", tested: true };
}

export default function Settings() {
  const { passkeys, push, studioEmail, suggestedName } = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  return (
    <>
      <PageHeader title={settingsCopy.title} />
      <PasskeysSection
        passkeys={passkeys}
        outcome={outcome?.form === "passkey" ? outcome : null}
        studioEmail={studioEmail}
        suggestedName={suggestedName}
      />
      <AlertsSection
        publicKey={push.publicKey}
        devices={push.devices}
        outcome={outcome?.form === "push" ? outcome : null}
      />
      <AccessSection />
    </>
  );
}
