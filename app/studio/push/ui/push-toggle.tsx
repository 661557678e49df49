import { useEffect, useState } from "react";
import { pushSettingsCopy as copy } from "#app/content/studio/push.ts";
import {
  deviceState,
  turnOff,
  turnOn,
  type DeviceState,
  type TurnOnProblem,
} from "#app/studio/push/push-client.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import { BellIcon } from "#app/components/ui/icons.tsx";

/** What the device in hand does with pushes, in words. */
const stateText: Record<DeviceState, string> = {
  on: copy.on,
  off: copy.off,
  denied: copy.denied,
  unsupported: copy.unsupported,
};

/** Why turning on did not work, in words. */
const problemText: Record<TurnOnProblem, string> = {
  failed: copy.failed,
  too_many: copy.tooManyDevices,
};

/** The button's words: what pressing it does. */
const toggleText = { on: copy.turnOff, off: copy.turnOn } as const;

/**
 * Turns the studio's pushes on or off for the device in hand. What the device can do is known
 * only in the browser, so the control appears once the script runs; without it a note says why.
 */
export function PushToggle({ publicKey, onChange }: { publicKey: string; onChange: () => void }) {
  const [state, setState] = useState<DeviceState | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<TurnOnProblem | null>(null);

  useEffect(() => {
    void deviceState().then(setState);
  }, []);

  async function toggle() {
    setBusy(true);
    setProblem(null);
    const next = state === "on" ? await turnOff() : await turnOn(publicKey);
    setBusy(false);
    if (next === "failed" || next === "too_many") setProblem(next);
    else setState(next);
    onChange();
  }

  const text = state ? stateText[state] : null;

  return (
    <div className="mt-8 max-w-lg border border-ink/10 bg-white/45 px-6 py-8 sm:px-8">
      <h3 className="text-2xl">{copy.thisDevice}</h3>
      <noscript>
        <p className="mt-2 text-[0.95rem] leading-relaxed text-muted">{copy.noScript}</p>
      </noscript>
      {/* Always there, so a change is announced; a live region, not role=status: the page's
          notices are its one status message. */}
      <p aria-live="polite" className="mt-2 text-[0.95rem] leading-relaxed text-muted empty:hidden">
        {text}
      </p>
      {state === "on" || state === "off" ? (
        <Button
          onClick={toggle}
          disabled={busy}
          aria-pressed={state === "on"}
          variant={state === "on" ? "secondary" : "primary"}
          className="mt-6 w-full"
        >
          <BellIcon className="size-5" />
          {busy ? copy.busy : toggleText[state]}
        </Button>
      ) : null}
      {problem ? <Notice tone="error">{problemText[problem]}</Notice> : null}
    </div>
  );
}
