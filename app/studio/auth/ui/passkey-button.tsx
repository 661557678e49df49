import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import type { CeremonyResult } from "#app/studio/auth/webauthn-client.ts";
import { KeyIcon } from "#app/components/ui/icons.tsx";

/**
 * A button that runs a passkey ceremony (signing in, confirming) and goes where it leads. It
 * needs JavaScript, and says so when it is off.
 */
export function PasskeyButton({
  run,
  copy,
}: {
  run: () => Promise<CeremonyResult>;
  copy: { button: string; busy: string; noScript: string };
}) {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function start() {
    setBusy(true);
    setError(null);
    const result = await run();
    if (result.ok || result.confirmAt) {
      window.location.assign(result.ok ? result.redirectTo : result.confirmAt!);
      return;
    }
    setError(result.message);
    setBusy(false);
  }

  return (
    <div className="mt-8">
      <Button
        onClick={start}
        disabled={!hydrated || busy}
        aria-describedby={error ? "passkey-error" : undefined}
        className="w-full"
      >
        <KeyIcon className="size-5" />
        {busy ? copy.busy : copy.button}
      </Button>
      <noscript>
        <p className="mt-4 text-sm leading-relaxed text-muted">{copy.noScript}</p>
      </noscript>
      {error ? (
        <Notice tone="error" id="passkey-error">
          {error}
        </Notice>
      ) : null}
    </div>
  );
}
