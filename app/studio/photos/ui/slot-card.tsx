import { Link } from "react-router";
import { photosCopy, placeLabel } from "#app/content/studio/photos.ts";
import { cn } from "#app/lib/cn.ts";
import type { SlotView } from "#app/studio/photos/pages.server.ts";
import { slotAnchor, slotHref } from "#app/studio/photos/placement.ts";
import { PhotoImage, PhotoPending } from "#app/studio/photos/ui/photo-image.tsx";
import { SlotBadges } from "#app/studio/photos/ui/slot-badges.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";

const { arrange } = photosCopy;

/**
 * One of the single places (a Startbild, the portrait, the creators picture): its picture cut as
 * the site cuts it around the focal point, its name, and "Ändern", which opens the choice of
 * photos below the group (a link: it works without JavaScript).
 */
export function SlotCard({
  slot,
  shape,
  choosing,
}: {
  slot: SlotView;
  shape: "wide" | "tall";
  choosing: boolean;
}) {
  const label = placeLabel(slot);
  return (
    <li id={slotAnchor(slot)} tabIndex={-1} className="outline-none">
      <div
        className={cn(
          "overflow-hidden bg-sand",
          shape === "wide" ? "aspect-[4/3]" : "aspect-[4/5]",
          choosing && "outline-2 outline-offset-2 outline-accent outline-solid",
        )}
      >
        {slot.image ? (
          <PhotoImage
            image={slot.image}
            alt=""
            focal={slot.focal}
            sizes="(min-width: 1024px) 16rem, 30vw"
            className="size-full object-cover"
          />
        ) : (
          <PhotoPending className="size-full p-3 text-sm">{arrange.encoding}</PhotoPending>
        )}
      </div>
      <p className="mt-2 text-sm font-semibold">{label}</p>
      <Link
        to={slotHref(slot)}
        aria-label={arrange.changeLabel(label)}
        aria-current={choosing ? "true" : undefined}
        preventScrollReset
        className={buttonVariants({ variant: "link", size: "sm", className: "min-w-11" })}
      >
        {arrange.change}
      </Link>
      <p className="flex flex-wrap gap-1.5">
        <SlotBadges slot={slot} />
      </p>
    </li>
  );
}
