import { galleriesCopy } from "#app/content/studio/galleries.ts";
import type { Gallery } from "#app/galleries/store/galleries.server.ts";
import { clientGalleryPath } from "#app/studio/galleries/galleries.ts";
import { StateBadge } from "#app/studio/galleries/ui/gallery-list.tsx";
import { formatLongDate } from "#app/studio/ui/format.ts";

const { facts } = galleriesCopy;

/** Who the gallery is for, where it stands, and the client's link. */
export function GalleryFacts({ gallery }: { gallery: Gallery }) {
  const rows: [string, React.ReactNode][] = [
    [facts.client, gallery.clientName],
    [facts.email, gallery.clientEmail],
    [facts.state, <StateBadge key="state" state={gallery.state} />],
    [facts.created, formatLongDate(gallery.createdAt)],
  ];
  return (
    <>
      <dl className="mt-5 grid max-w-2xl grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-2 text-[0.95rem]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-muted">{term}</dt>
            <dd className="min-w-0 break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 max-w-2xl text-sm leading-relaxed text-muted">
        <span className="font-semibold text-ink">{facts.link}: </span>
        <code className="break-all">{clientGalleryPath(gallery.id)}</code>
        <span className="block">{facts.linkHint}</span>
      </p>
    </>
  );
}
