import { Link } from "react-router";
import { photosCopy, placeLabel } from "#app/content/studio/photos.ts";
import { websiteCopy } from "#app/content/studio/website.ts";
import type { PlaceName } from "#app/photos/places.ts";
import { arrangePath, isUploaded, photoPath } from "#app/studio/photos/photos.ts";
import type { PublishBlocker } from "#app/website/publish.server.ts";
import { buttonVariants } from "#app/components/ui/button.tsx";

/** A blocker with the place it names and the photo there (read from the draft by the action). */
export type NamedBlocker = PublishBlocker & {
  place: { place: PlaceName; index: number } | null;
  photoId: string | null;
};

/**
 * Why "Veröffentlichen" refused: each place whose photo is not ready, in words ("Startbild 1:
 * Das Foto braucht noch eine Bildbeschreibung."), with a link to where it is fixed: the photo's
 * page for its description or its encoding, the placement for a photo that is gone.
 */
export function PublishBlockers({ blockers }: { blockers: NamedBlocker[] }) {
  if (blockers.length === 0) return null;
  const { blockers: copy } = photosCopy;
  return (
    <ul className="mt-2 max-w-2xl divide-y divide-ink/10 border-l-2 border-accent-strong pl-4">
      {blockers.map((blocker) => {
        const toPhoto =
          blocker.photoId && isUploaded(blocker.photoId) && blocker.reason !== "photo-missing";
        return (
          <li key={blocker.path} className="pt-2">
            <p className="leading-relaxed">
              <span className="font-semibold">
                {blocker.place ? placeLabel(blocker.place) : blocker.path}:
              </span>{" "}
              {websiteCopy.blockers[blocker.reason]}
            </p>
            <Link
              to={toPhoto ? photoPath(blocker.photoId!) : arrangePath}
              className={buttonVariants({ variant: "link", size: "sm" })}
            >
              {toPhoto ? copy.toPhoto : copy.toArrange}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
