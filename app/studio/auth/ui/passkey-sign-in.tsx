import { signInCopy } from "#app/content/studio/auth.ts";
import { PasskeyButton } from "#app/studio/auth/ui/passkey-button.tsx";
import { signInWithPasskey } from "#app/studio/auth/webauthn-client.ts";

/** "Mit Passkey anmelden"; `next` is where the owner wanted to go. */
export function PasskeySignIn({ next }: { next: string | null }) {
  const copy = {
    button: signInCopy.passkeyButton,
    busy: signInCopy.passkeyBusy,
    noScript: signInCopy.noScript,
  };
  return <PasskeyButton run={() => signInWithPasskey(next)} copy={copy} />;
}
