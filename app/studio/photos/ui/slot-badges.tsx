import { photosCopy } from "#app/content/studio/photos.ts";
import type { SlotView } from "#app/studio/photos/pages.server.ts";
import { Badge } from "#app/studio/photos/ui/library-grid.tsx";

const { arrange } = photosCopy;

/** What a place's photo still needs, or that it is a built-in picture. */
export function SlotBadges({ slot }: { slot: SlotView }) {
  if (!slot.uploaded) return <Badge>{arrange.sample}</Badge>;
  return (
    <>
      {slot.waiting ? <Badge tone="warn">{arrange.encoding}</Badge> : null}
      {!slot.alt.trim() ? <Badge tone="warn">{arrange.missingAlt}</Badge> : null}
    </>
  );
}
