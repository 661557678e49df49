import { Link } from "react-router";
import { galleriesCopy } from "#app/content/studio/galleries.ts";
import type { GallerySummary } from "#app/galleries/store/galleries.server.ts";
import { cn } from "#app/lib/cn.ts";
import { galleryPath } from "#app/studio/galleries/galleries.ts";
import { formatLongDate } from "#app/studio/ui/format.ts";

const { list, states } = galleriesCopy;

/** Her galleries, newest first: one row each, the whole row a link to the gallery's page. */
export function GalleryList({ galleries }: { galleries: GallerySummary[] }) {
  return (
    <section aria-labelledby="alle-galerien" className="mt-10">
      <h2 id="alle-galerien" className="text-3xl">
        {list.heading}
      </h2>
      {galleries.length === 0 ? (
        <p className="mt-4 max-w-2xl leading-relaxed text-muted">{list.empty}</p>
      ) : (
        <ul className="mt-5 divide-y divide-ink/10 border-y border-ink/10">
          {galleries.map((gallery) => (
            <li key={gallery.id}>
              <Link
                to={galleryPath(gallery.id)}
                className="group grid gap-1 py-4 transition-colors hover:bg-sand/50 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)] sm:items-baseline sm:gap-6 sm:px-3"
              >
                <span className="min-w-0">
                  <span className="block truncate text-lg font-semibold group-hover:underline group-hover:underline-offset-4">
                    {gallery.title}
                  </span>
                  <span className="block truncate text-muted">
                    <span className="sr-only">{list.client}: </span>
                    {gallery.clientName}
                  </span>
                </span>
                <span className="text-sm">
                  <span className="sr-only">{list.state}: </span>
                  <StateBadge state={gallery.state} />
                  <span className="mt-1 block text-muted">
                    <span className="sr-only">{list.pictures}: </span>
                    {list.counts(gallery.proofs, gallery.finals)}
                  </span>
                </span>
                <span className="text-sm text-muted">
                  {list.expires}:{" "}
                  {gallery.expiresAt ? formatLongDate(gallery.expiresAt) : list.noExpiry}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function StateBadge({ state }: { state: GallerySummary["state"] }) {
  const closed = state === "revoked" || state === "expired";
  return (
    <span
      className={cn(
        "label-caps inline-block border px-2 py-1",
        closed ? "border-danger/60 text-danger" : "border-ink/25 text-ink",
      )}
    >
      {states[state]}
    </span>
  );
}
