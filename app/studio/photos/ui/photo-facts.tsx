import { photoProblems, photoStatusLabels, photosCopy } from "#app/content/studio/photos.ts";
import type { PhotoUsage } from "#app/photos/library.server.ts";
import type { PhotoView } from "#app/studio/photos/pages.server.ts";
import { UsageList } from "#app/studio/photos/ui/photo-usage.tsx";
import { formatLongDateTime } from "#app/studio/ui/format.ts";

const { photo: copy } = photosCopy;

/**
 * What the studio knows of the photo: its state, size in pixels and bytes, when it arrived, and
 * where it is used. Never a file name: the server was never told one.
 */
export function PhotoFacts({ photo, usage }: { photo: PhotoView; usage: PhotoUsage }) {
  const rows: [string, string][] = [
    [copy.status, photoStatusLabels[photo.status]],
    ...(photo.width && photo.height
      ? ([[copy.sizeLabel, copy.size(photo.width, photo.height)]] as [string, string][])
      : []),
    [copy.bytesLabel, copy.bytes(photo.bytes)],
    [copy.uploadedLabel, formatLongDateTime(photo.createdAt)],
  ];
  return (
    <section aria-labelledby="angaben" className="mt-14 border-t border-ink/10 pt-10">
      <h2 id="angaben" className="text-3xl">
        {copy.facts}
      </h2>
      <dl className="mt-4 grid max-w-2xl grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-sm text-muted">{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {photo.status === "failed" && photo.problem ? (
        <p className="mt-4 max-w-2xl border-l-2 border-accent-strong pl-3 leading-relaxed">
          {photoProblems[photo.problem]}
        </p>
      ) : null}
      <h3 className="mt-8 font-sans text-sm font-semibold">{copy.used}</h3>
      <UsageList usage={usage} />
    </section>
  );
}
