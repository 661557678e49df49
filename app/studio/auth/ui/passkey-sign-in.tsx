import { useState } from "react";
import { buttonStyles } from "#app/components/ui/button-styles.ts";
import { signInCopy } from "#app/content/studio/auth.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { signInWithPasskey } from "#app/studio/auth/webauthn-client.ts";
import { Notice } from "#app/components/ui/notice.tsx";
import { KeyIcon } from "#app/studio/ui/icons.tsx";

/** "Mit Passkey anmelden": needs JavaScript, and says so when it is off. */
export function PasskeySignIn({ next }: { next: string | null }) {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function signIn() {
    setBusy(true);
    setError(null);
    const result = await signInWithPasskey(next);
    if (result.ok) {
      window.location.assign(result.redirectTo);
      return;
    }
    setError(result.message);
    setBusy(false);
  }

  return (
    <div className="mt-8">
      <button
        type="button"
        onClick={signIn}
        disabled={!hydrated || busy}
        aria-describedby={error ? "passkey-error" : undefined}
        className={buttonStyles(
          "solid",
          "w-full cursor-pointer disabled:cursor-default disabled:opacity-60",
        )}
      >
        <KeyIcon className="size-5" />
        {busy ? signInCopy.passkeyBusy : signInCopy.passkeyButton}
      </button>
      <noscript>
        <p className="mt-4 text-sm leading-relaxed text-muted">{signInCopy.noScript}</p>
      </noscript>
      {error ? (
        <Notice tone="error" id="passkey-error">
          {error}
        </Notice>
      ) : null}
    </div>
  );
}
