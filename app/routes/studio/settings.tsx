import { useState } from "react";
import { Form, Link, useActionData, useLoaderData, useRevalidator } from "react-router";
import { retryWhileBusy } from "#app/lib/db.server.ts";
import type { Route } from "./+types/settings";
import { buttonStyles } from "#app/components/ui/button-styles.ts";
import { servicesContext } from "#app/context.server.ts";
import { settingsCopy, setupCopy } from "#app/content/studio/auth.ts";
import { shellCopy, studioTitle } from "#app/content/studio/shell.ts";
import { passkeys, removePasskey } from "#app/studio/auth/auth.server.ts";
import { deviceName } from "#app/studio/auth/device-name.ts";
import { Notice } from "#app/components/ui/notice.tsx";
import { PageHeader } from "#app/studio/ui/page-header.tsx";
import { PasskeyRegister } from "#app/studio/auth/ui/passkey-register.tsx";
import { pushCopy, pushSettingsCopy } from "#app/content/studio/push.ts";
import {
  deviceSubscriptions,
  pushToAll,
  removeSubscription,
} from "#app/studio/push/push.server.ts";
import { PushToggle } from "#app/studio/push/ui/push-toggle.tsx";

export const meta: Route.MetaFunction = () => [{ title: studioTitle(settingsCopy.title) }];

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

type Outcome =
  | { form: "passkey"; removed: boolean; confirm: string | null }
  | { form: "push"; removed?: true; tested?: number };

/**
 * Removing a passkey (the last one only after a second, confirming click), removing a device's
 * notifications, or sending a test notification to every device.
 */
export async function action({ request, context }: Route.ActionArgs): Promise<Outcome> {
  const { studio, push } = context.get(servicesContext);
  const form = await request.formData();
  const id = String(form.get("id") ?? "");
  switch (form.get("intent")) {
    case "push-remove":
      await retryWhileBusy(() => removeSubscription(push.db, { id: Number(id) }));
      return { form: "push", removed: true };
    case "push-test": {
      const { sent } = await pushToAll(push, { ...pushCopy.test, url: "/studio", tag: "test" });
      return { form: "push", tested: sent };
    }
    default: {
      const last = form.get("confirm") === "last";
      const outcome = await retryWhileBusy(() => removePasskey(studio, id, last));
      return outcome.ok
        ? { form: "passkey", removed: true, confirm: null }
        : { form: "passkey", removed: false, confirm: id };
    }
  }
}

const date = new Intl.DateTimeFormat("de-DE", { dateStyle: "long", timeZone: "Europe/Berlin" });
const dateTime = new Intl.DateTimeFormat("de-DE", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Europe/Berlin",
});

export default function Settings() {
  const { passkeys, push, studioEmail, suggestedName } = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  const result = outcome?.form === "passkey" ? outcome : undefined;
  const pushResult = outcome?.form === "push" ? outcome : undefined;
  const revalidator = useRevalidator();
  // One notice at a time: the latest of a removal (the action's answer) and an addition (which
  // happens in the page, through the passkey endpoints).
  const [latest, setLatest] = useState<"action" | "added">("action");
  const { passkeys: copy, access, more } = settingsCopy;
  const confirming = result?.confirm ? passkeys.find((key) => key.id === result.confirm) : null;

  return (
    <>
      <PageHeader title={settingsCopy.title} />

      <section aria-labelledby="passkeys" className="mt-12">
        <h2 id="passkeys" className="text-3xl">
          {copy.heading}
        </h2>
        <p className="mt-2 text-muted">{copy.intro}</p>
        {latest === "action" && result?.removed ? (
          <Notice tone="status">{copy.removed}</Notice>
        ) : null}
        {latest === "added" ? <Notice tone="status">{copy.added}</Notice> : null}
        {passkeys.length === 0 ? (
          <p className="mt-6 text-muted">{copy.none}</p>
        ) : (
          <ul className="mt-8 divide-y divide-ink/10 border-y border-ink/10">
            {passkeys.map((key) => (
              <li key={key.id} className="flex flex-wrap items-center gap-x-6 gap-y-3 py-5">
                <div className="min-w-0 flex-1">
                  <p className="font-serif text-2xl leading-tight break-words">{key.name}</p>
                  <p className="mt-1 text-sm text-muted">
                    <span className="block sm:inline">
                      {copy.created} {date.format(key.createdAt)}
                    </span>
                    <span aria-hidden="true" className="hidden sm:inline">
                      {" · "}
                    </span>
                    {key.lastUsedAt
                      ? copy.lastUsed(dateTime.format(key.lastUsedAt))
                      : copy.neverUsed}
                  </p>
                </div>
                <Form method="post" onSubmit={() => setLatest("action")}>
                  <input type="hidden" name="id" value={key.id} />
                  <button
                    type="submit"
                    aria-label={copy.removeLabel(key.name)}
                    className="min-h-11 cursor-pointer px-1 text-sm underline underline-offset-4 hover:text-accent-strong"
                  >
                    {copy.remove}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}

        {confirming ? (
          <div
            role="alertdialog"
            aria-labelledby="last-passkey"
            className="mt-6 border border-accent/40 bg-blush/20 p-6"
          >
            <p id="last-passkey" className="leading-relaxed">
              {copy.lastWarning(studioEmail)}
            </p>
            <div className="mt-5 flex flex-wrap gap-3">
              <Form method="post" onSubmit={() => setLatest("action")}>
                <input type="hidden" name="id" value={confirming.id} />
                <input type="hidden" name="confirm" value="last" />
                <button type="submit" className={buttonStyles("solid", "cursor-pointer")}>
                  {copy.confirmRemove}
                </button>
              </Form>
              <Link to="/studio/einstellungen" className={buttonStyles("outline")}>
                {copy.cancel}
              </Link>
            </div>
          </div>
        ) : null}

        <div className="mt-10 max-w-lg border border-ink/10 bg-white/45 px-6 py-8 sm:px-8">
          <h3 className="text-2xl">{copy.addHeading}</h3>
          <p className="mt-2 text-[0.95rem] text-muted">{copy.addText}</p>
          <PasskeyRegister
            api="/studio/api/passkeys"
            defaultName={suggestedName}
            copy={{
              ...setupCopy,
              button: copy.addButton,
              busy: copy.busy,
              noScript: copy.noScript,
            }}
            variant="outline"
            onRegistered={() => {
              setLatest("added");
              void revalidator.revalidate();
            }}
          />
        </div>
      </section>

      <section aria-labelledby="alerts" className="mt-16 border-t border-ink/10 pt-12">
        <h2 id="alerts" className="text-3xl">
          {pushSettingsCopy.heading}
        </h2>
        <p className="mt-2 max-w-xl leading-relaxed text-muted">{pushSettingsCopy.intro}</p>
        <PushToggle publicKey={push.publicKey} onChange={() => void revalidator.revalidate()} />

        <h3 className="mt-10 text-2xl">{pushSettingsCopy.devicesHeading}</h3>
        {pushResult?.removed ? <Notice tone="status">{pushSettingsCopy.removed}</Notice> : null}
        {pushResult?.tested !== undefined ? (
          <Notice tone={pushResult.tested ? "status" : "error"}>
            {pushResult.tested
              ? pushSettingsCopy.testSent(pushResult.tested)
              : pushSettingsCopy.testFailed}
          </Notice>
        ) : null}
        {push.devices.length === 0 ? (
          <p className="mt-4 text-muted">{pushSettingsCopy.none}</p>
        ) : (
          <>
            <ul className="mt-6 divide-y divide-ink/10 border-y border-ink/10">
              {push.devices.map((device) => (
                <li key={device.id} className="flex flex-wrap items-center gap-x-6 gap-y-2 py-4">
                  <div className="min-w-0 flex-1">
                    <p className="font-serif text-xl leading-tight">{device.device}</p>
                    <p className="mt-1 text-sm text-muted">
                      {pushSettingsCopy.since(date.format(device.createdAt))}
                    </p>
                  </div>
                  <Form method="post">
                    <input type="hidden" name="intent" value="push-remove" />
                    <input type="hidden" name="id" value={device.id} />
                    <button
                      type="submit"
                      aria-label={pushSettingsCopy.removeLabel(device.device)}
                      className="min-h-11 cursor-pointer px-1 text-sm underline underline-offset-4 hover:text-accent-strong"
                    >
                      {pushSettingsCopy.remove}
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
            <Form method="post" className="mt-6">
              <button
                type="submit"
                name="intent"
                value="push-test"
                className={buttonStyles("outline", "cursor-pointer max-sm:w-full")}
              >
                {pushSettingsCopy.test}
              </button>
            </Form>
          </>
        )}
      </section>

      <section aria-labelledby="access" className="mt-16 border-t border-ink/10 pt-12">
        <h2 id="access" className="text-3xl">
          {access.heading}
        </h2>
        <p className="mt-2 max-w-xl leading-relaxed text-muted">{access.text}</p>
        <Form
          method="post"
          action="/studio/abmelden"
          className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap"
        >
          <button type="submit" className={buttonStyles("solid", "cursor-pointer")}>
            {access.signOut}
          </button>
          <button
            type="submit"
            name="scope"
            value="everywhere"
            className={buttonStyles("outline", "cursor-pointer")}
          >
            {access.signOutEverywhere}
          </button>
        </Form>
      </section>

      <section aria-labelledby="more" className="mt-16 border-t border-ink/10 pt-12 lg:hidden">
        <h2 id="more" className="text-3xl">
          {more.heading}
        </h2>
        <ul className="mt-4">
          <li>
            <Link
              to="/studio/datenschutz"
              className="inline-flex min-h-12 items-center underline underline-offset-4"
            >
              {shellCopy.nav.privacy}
            </Link>
          </li>
          <li>
            <a href="/" className="inline-flex min-h-12 items-center underline underline-offset-4">
              {shellCopy.toWebsite}
            </a>
          </li>
        </ul>
      </section>
    </>
  );
}
