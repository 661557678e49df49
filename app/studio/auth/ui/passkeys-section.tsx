import { useState } from "react";
import { Form, Link, useRevalidator } from "react-router";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import { settingsCopy, setupCopy } from "#app/content/studio/auth.ts";
import { PasskeyRegister } from "#app/studio/auth/ui/passkey-register.tsx";
import { formatLongDate, formatLongDateTime } from "#app/studio/ui/format.ts";

/** What "Entfernen" did: removed, or the last passkey, which goes only when confirmed. */
export type PasskeyOutcome = { form: "passkey"; removed: boolean; confirm: string | null };

type ListedPasskey = { id: string; name: string; createdAt: number; lastUsedAt: number | null };

/**
 * "Passkeys" in the settings: the owner's devices that sign in, each with "Entfernen" (the last
 * one only after a second, confirming click), and adding one more.
 */
export function PasskeysSection({
  passkeys,
  outcome,
  studioEmail,
  suggestedName,
}: {
  passkeys: ListedPasskey[];
  outcome: PasskeyOutcome | null;
  studioEmail: string;
  suggestedName: string;
}) {
  const revalidator = useRevalidator();
  // One notice at a time: the latest of a removal (the action's answer) and an addition (which
  // happens in the page, through the passkey endpoints).
  const [latest, setLatest] = useState<"action" | "added">("action");
  const { passkeys: copy } = settingsCopy;
  const confirming = outcome?.confirm ? passkeys.find((key) => key.id === outcome.confirm) : null;

  return (
    <section aria-labelledby="passkeys" className="mt-12">
      <h2 id="passkeys" className="text-3xl">
        {copy.heading}
      </h2>
      <p className="mt-2 text-muted">{copy.intro}</p>
      {latest === "action" && outcome?.removed ? (
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
                    {copy.created} {formatLongDate(key.createdAt)}
                  </span>
                  <span aria-hidden="true" className="hidden sm:inline">
                    {" · "}
                  </span>
                  {key.lastUsedAt
                    ? copy.lastUsed(formatLongDateTime(key.lastUsedAt))
                    : copy.neverUsed}
                </p>
              </div>
              <Form method="post" onSubmit={() => setLatest("action")}>
                <input type="hidden" name="id" value={key.id} />
                <Button
                  type="submit"
                  aria-label={copy.removeLabel(key.name)}
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
              <Button type="submit" variant="danger">
                {copy.confirmRemove}
              </Button>
            </Form>
            <Link to="/studio/einstellungen" className={buttonVariants({ variant: "secondary" })}>
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
          variant="secondary"
          onRegistered={() => {
            setLatest("added");
            void revalidator.revalidate();
          }}
        />
      </div>
    </section>
  );
}
