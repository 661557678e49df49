import { useState } from "react";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { registerPasskey } from "#app/studio/auth/webauthn-client.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import { KeyIcon } from "#app/components/ui/icons.tsx";
import { StudioField } from "#app/studio/ui/form-field.tsx";
import { inputClass } from "#app/studio/ui/styles.ts";

type Copy = {
  nameLabel: string;
  nameHint: string;
  button: string;
  busy: string;
  noScript: string;
};

/**
 * Registers a passkey under a name the owner picks: the first one from the invite link (with its
 * token), more from the settings. Needs JavaScript; without it the button stays disabled and a
 * note says why.
 */
export function PasskeyRegister({
  api,
  token,
  defaultName,
  copy,
  variant = "primary",
  onRegistered,
}: {
  api: "/studio/api/setup" | "/studio/api/passkeys";
  token?: string;
  defaultName: string;
  copy: Copy;
  variant?: "primary" | "secondary";
  onRegistered: (redirectTo: string) => void;
}) {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function register(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get("name") ?? "");
    setBusy(true);
    setError(null);
    const result = await registerPasskey(api, token ? { name, token } : { name });
    if (!result.ok && result.confirmAt) return window.location.assign(result.confirmAt);
    setBusy(false);
    if (result.ok) onRegistered(result.redirectTo);
    else setError(result.message);
  }

  return (
    <form onSubmit={register} className="mt-8">
      <StudioField label={copy.nameLabel} hint={copy.nameHint}>
        <input
          name="name"
          defaultValue={defaultName}
          maxLength={60}
          autoComplete="off"
          className={inputClass}
        />
      </StudioField>
      <Button type="submit" variant={variant} disabled={!hydrated || busy} className="mt-6 w-full">
        <KeyIcon className="size-5" />
        {busy ? copy.busy : copy.button}
      </Button>
      <noscript>
        <p className="mt-4 text-sm leading-relaxed text-muted">{copy.noScript}</p>
      </noscript>
      {error ? <Notice tone="error">{error}</Notice> : null}
    </form>
  );
}
