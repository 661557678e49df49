import { Link } from "react-router";
import { photosCopy, placeLabel } from "#app/content/studio/photos.ts";
import type { SlotView } from "#app/studio/photos/pages.server.ts";
import { photoPath } from "#app/studio/photos/photos.ts";
import { PhotoImage, PhotoPending } from "#app/studio/photos/ui/photo-image.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";

const { arrange } = photosCopy;

/** Her placed photos without a description, each a link to its page: publishing waits for them. */
export function MissingAlt({ slots }: { slots: SlotView[] }) {
  if (slots.length === 0) return null;
  return (
    <section
      aria-labelledby="beschreibung-fehlt"
      className="mt-8 border border-accent/40 bg-blush/15 p-5"
    >
      <h2 id="beschreibung-fehlt" className="text-2xl">
        {arrange.altHeading}
      </h2>
      <p className="mt-1 text-sm leading-relaxed">{arrange.altIntro}</p>
      <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
        {slots.map((slot) => (
          <li key={slot.id}>
            <Link
              to={photoPath(slot.id)}
              className={buttonVariants({ variant: "link", size: "sm" })}
            >
              <span className="block size-10 shrink-0 overflow-hidden bg-sand">
                {slot.image ? (
                  <PhotoImage
                    image={slot.image}
                    alt=""
                    focal={slot.focal}
                    sizes="2.5rem"
                    className="size-full object-cover"
                  />
                ) : (
                  <PhotoPending className="size-full" />
                )}
              </span>
              {placeLabel(slot)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
