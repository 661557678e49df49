import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import { galleryPinCopy } from "#app/content/studio/galleries.ts";

const copy = galleryPinCopy;

export type PinPanelProps = {
  galleryId: string;
  /** Whether the gallery has a PIN (only its hash is stored: the PIN itself is never shown again). */
  hasPin: boolean;
  /** Locked after too many wrong PINs: a new PIN opens it again. */
  locked: boolean;
};

type Shown =
  { state: "idle" } | { state: "busy" } | { state: "pin"; pin: string } | { state: "failed" };

/**
 * The gallery's access, for the owner's gallery page: whether there is a PIN, the lock, and
 * "Neue PIN erzeugen" (POST /studio/galerien/:id/pin), which shows the new PIN once. Mounted by
 * the studio's gallery page; needs the page's script (a PIN shown once cannot be a page reload).
 */
export function PinPanel({ galleryId, hasPin, locked }: PinPanelProps) {
  const [shown, setShown] = useState<Shown>({ state: "idle" });
  const renewed = shown.state === "pin";

  async function renew() {
    setShown({ state: "busy" });
    try {
      const response = await fetch(`/studio/galerien/${encodeURIComponent(galleryId)}/pin`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: "{}",
      });
      const body = (await response.json()) as { ok?: boolean; pin?: unknown };
      if (response.ok && body.ok && typeof body.pin === "string" && /^\d{6}$/.test(body.pin))
        setShown({ state: "pin", pin: body.pin });
      else setShown({ state: "failed" });
    } catch {
      setShown({ state: "failed" });
    }
  }

  return (
    <section aria-labelledby="gallery-pin-heading" className="border border-ink/15 bg-white/60 p-5">
      <h2 id="gallery-pin-heading" className="text-xl">
        {copy.heading}
      </h2>
      {renewed ? (
        <div role="status">
          <p className="mt-4 font-serif text-3xl tracking-wider tabular-nums">
            {copy.pin(shown.pin)}
          </p>
          <p className="mt-2 text-sm text-muted">{copy.shownOnce}</p>
        </div>
      ) : (
        <p className="mt-3 text-sm text-muted">
          {locked ? copy.locked : hasPin ? copy.hasPin : copy.none}
        </p>
      )}
      {shown.state === "failed" && <Notice tone="error">{copy.failed}</Notice>}
      <Button
        type="button"
        variant="secondary"
        className="mt-5"
        disabled={shown.state === "busy"}
        onClick={() => void renew()}
      >
        {shown.state === "busy" ? copy.creating : copy.create}
      </Button>
      {(hasPin || renewed) && <p className="mt-3 text-xs text-muted">{copy.newEndsSessions}</p>}
    </section>
  );
}
