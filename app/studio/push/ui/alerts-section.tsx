import { Form, useRevalidator } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import { pushSettingsCopy as copy } from "#app/content/studio/push.ts";
import { PushToggle } from "#app/studio/push/ui/push-toggle.tsx";
import { formatLongDate } from "#app/studio/ui/format.ts";

/** What removing a device or "Testbenachrichtigung senden" did. */
export type PushOutcome = { form: "push"; removed?: true; tested?: true };

type Device = { id: number; device: string; createdAt: number };

/**
 * "Benachrichtigungen" in the settings: pushes on this device, the devices that get them (each
 * removable), and a test push to all of them.
 */
export function AlertsSection({
  publicKey,
  devices,
  outcome,
}: {
  publicKey: string;
  devices: Device[];
  outcome: PushOutcome | null;
}) {
  const revalidator = useRevalidator();
  return (
    <section aria-labelledby="alerts" className="mt-16 border-t border-ink/10 pt-12">
      <h2 id="alerts" className="text-3xl">
        {copy.heading}
      </h2>
      <p className="mt-2 max-w-xl leading-relaxed text-muted">{copy.intro}</p>
      <PushToggle publicKey={publicKey} onChange={() => void revalidator.revalidate()} />

      <h3 className="mt-10 text-2xl">{copy.devicesHeading}</h3>
      {outcome?.removed ? <Notice tone="status">{copy.removed}</Notice> : null}
      {outcome?.tested ? <Notice tone="status">{copy.testSent}</Notice> : null}
      {devices.length === 0 ? (
        <p className="mt-4 text-muted">{copy.none}</p>
      ) : (
        <>
          <ul className="mt-6 divide-y divide-ink/10 border-y border-ink/10">
            {devices.map((device) => (
              <li key={device.id} className="flex flex-wrap items-center gap-x-6 gap-y-2 py-4">
                <div className="min-w-0 flex-1">
                  <p className="font-serif text-xl leading-tight">{device.device}</p>
                  <p className="mt-1 text-sm text-muted">
                    {copy.since(formatLongDate(device.createdAt))}
                  </p>
                </div>
                <Form method="post">
                  <input type="hidden" name="intent" value="push-remove" />
                  <input type="hidden" name="id" value={device.id} />
                  <Button
                    type="submit"
                    aria-label={copy.removeLabel(device.device)}
                    variant="link"
                    size="sm"
                    className="px-1"
                  >
                    {copy.remove}
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
          <Form method="post" className="mt-6">
            <Button
              type="submit"
              name="intent"
              value="push-test"
              variant="secondary"
              className="max-sm:w-full"
            >
              {copy.test}
            </Button>
          </Form>
        </>
      )}
    </section>
  );
}
