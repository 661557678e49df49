import { photosCopy, placesLine } from "#app/content/studio/photos.ts";
import type { PhotoUsage } from "#app/photos/library.server.ts";

const { remove } = photosCopy;

/** Where a photo is used, line by line: the live site, the draft, earlier versions. */
function usageLines({ live, draft, releases }: PhotoUsage): string[] {
  const lines = [
    live.length ? remove.live(placesLine(live)) : null,
    draft.length ? remove.draft(placesLine(draft)) : null,
    releases.length ? remove.releases(releases.length) : null,
  ].filter((line): line is string => line !== null);
  return lines.length ? lines : [remove.nowhere];
}

export function UsageList({ usage }: { usage: PhotoUsage }) {
  return (
    <ul className="mt-3 space-y-1.5 leading-relaxed">
      {usageLines(usage).map((line) => (
        <li key={line} className="border-l-2 border-ink/20 pl-3">
          {line}
        </li>
      ))}
    </ul>
  );
}
