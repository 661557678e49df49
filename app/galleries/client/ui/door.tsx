import { Button } from "#app/components/ui/button.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import { galleryClientCopy } from "#app/content/gallery-client.ts";
import type { DoorMessage } from "#app/galleries/client/door-messages.ts";

const copy = galleryClientCopy;

/** A calm frame for the door and its refusals: centred, generous space, the site's serif. */
function DoorFrame({ children }: { children: React.ReactNode }) {
  return (
    <main className="mx-auto flex min-h-svh max-w-md flex-col justify-center px-6 py-20 text-center">
      {children}
    </main>
  );
}

/** Unknown, closed or expired, or without a PIN: the same quiet "not here". */
export function GalleryNotFound() {
  return (
    <DoorFrame>
      <p className="label-caps text-accent">404</p>
      <h1 className="mt-6 text-4xl text-balance">{copy.notFound.title}</h1>
      <p className="mt-6 leading-relaxed text-muted">{copy.notFound.text}</p>
    </DoorFrame>
  );
}

export function GalleryLocked() {
  return (
    <DoorFrame>
      <p className="label-caps text-accent">{copy.door.eyebrow}</p>
      <h1 className="mt-6 text-4xl text-balance">{copy.door.locked.heading}</h1>
      <p className="mt-6 leading-relaxed text-muted" role="status">
        {copy.door.locked.text}
      </p>
    </DoorFrame>
  );
}

const messages: Record<DoorMessage, string> = {
  wrong: copy.door.wrong,
  malformed: copy.door.malformed,
  "address-waits": copy.door.waits,
  busy: copy.door.busy,
};

/**
 * The PIN form: a plain POST (routes/gallery-pin.ts answers with the gallery, or the door again
 * with what went wrong), so it works before and without the page's script; the phone offers its
 * number pad and a PIN from an SMS.
 */
export function PinDoor({
  galleryId,
  clientName,
  message,
}: {
  galleryId: string;
  clientName: string;
  message?: DoorMessage;
}) {
  const messageId = "pin-message";
  return (
    <DoorFrame>
      <p className="label-caps text-accent">{copy.door.eyebrow}</p>
      <h1 className="mt-6 text-4xl text-balance">{copy.door.heading}</h1>
      <p className="mt-6 leading-relaxed text-muted">{copy.door.intro(clientName)}</p>
      <form
        method="post"
        action={`/galerie/${galleryId}/pin`}
        className="mt-10 text-left"
        noValidate
      >
        <label htmlFor="pin" className="block text-sm font-semibold text-ink">
          {copy.door.label}
          <span className="ml-2 font-normal text-muted">{copy.door.hint}</span>
        </label>
        <input
          id="pin"
          name="pin"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
          required
          autoFocus
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          className="mt-2 block min-h-14 w-full border border-ink/25 bg-white/80 px-4 text-center font-serif text-3xl tracking-[0.4em] text-ink focus:border-ink"
        />
        {message && (
          <Notice tone="error" id={messageId}>
            {messages[message]}
          </Notice>
        )}
        <Button type="submit" className="mt-8 w-full">
          {copy.door.submit}
        </Button>
      </form>
    </DoorFrame>
  );
}
