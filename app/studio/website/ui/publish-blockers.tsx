import { Link } from "react-router";
import { photosCopy, placeLabel } from "#app/content/studio/photos.ts";
import { websiteCopy } from "#app/content/studio/website.ts";
import { arrangePath, isUploaded, photoPath } from "#app/studio/photos/photos.ts";
import type { NamedBlocker } from "#app/studio/website/blockers.ts";
import { buttonVariants } from "#app/components/ui/button.tsx";

/**
 * Why "Veröffentlichen" or "Wiederherstellen" refused: each place whose photo is not ready, in words ("Startbild 1:
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
