import { Link } from "react-router";
import { photoProblems, photoStatusLabels, photosCopy } from "#app/content/studio/photos.ts";
import { cn } from "#app/lib/cn.ts";
import type { LibraryPhoto } from "#app/studio/photos/pages.server.ts";
import { isBusy, photoPath, type PhotoState } from "#app/studio/photos/photos.ts";
import { PhotoImage, PhotoPending } from "#app/studio/photos/ui/photo-image.tsx";
import { ProgressBar } from "#app/studio/photos/ui/progress-bar.tsx";
import { formatLongDate } from "#app/studio/ui/format.ts";

const { library } = photosCopy;

/** A short word on a photo's card: what is missing, where it is, how far it is. */
export function Badge({
  tone = "quiet",
  children,
}: {
  tone?: "quiet" | "strong" | "warn";
  children: React.ReactNode;
}) {
  return (
    <span
      className={cn(
        "inline-flex items-center border px-2 py-0.5 text-xs leading-5 font-semibold tracking-wide",
        tone === "quiet" && "border-ink/20 text-muted",
        tone === "strong" && "border-ink bg-ink text-cream",
        tone === "warn" && "border-accent-strong bg-blush/30 text-ink",
      )}
    >
      {children}
    </span>
  );
}

/**
 * Her photos, newest first, as a grid of squares (2 columns on a phone): each a link to its page,
 * named by its description or its date, with what it needs or where it is shown below. A photo
 * still encoding shows how far it is (its state polled by the page, `states`).
 */
export function LibraryGrid({
  photos,
  states,
}: {
  photos: LibraryPhoto[];
  states: Map<string, PhotoState>;
}) {
  return (
    <section aria-labelledby="bibliothek" className="mt-14">
      <div className="flex items-baseline justify-between gap-4 border-b border-ink/10 pb-3">
        <h2 id="bibliothek" className="text-3xl">
          {library.heading}
        </h2>
        {photos.length ? (
          <p className="text-sm text-muted">{library.count(photos.length)}</p>
        ) : null}
      </div>
      {photos.length === 0 ? (
        <p className="mt-6 leading-relaxed text-muted">{library.empty}</p>
      ) : (
        <ul className="mt-6 grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:gap-x-6">
          {photos.map((photo) => (
            <LibraryCard key={photo.id} photo={photo} state={states.get(photo.id) ?? photo} />
          ))}
        </ul>
      )}
    </section>
  );
}

function LibraryCard({ photo, state }: { photo: LibraryPhoto; state: PhotoState }) {
  const title = photo.alt || library.untitled(formatLongDate(photo.createdAt));
  const progress = state.progress?.total ? state.progress.done / state.progress.total : 0;
  return (
    <li>
      <Link to={photoPath(photo.id)} className="group block">
        <div className="aspect-square overflow-hidden bg-sand">
          {photo.image && state.status === "ready" ? (
            <PhotoImage
              image={photo.image}
              alt=""
              sizes="(min-width: 1024px) 16rem, (min-width: 640px) 30vw, 45vw"
              className="size-full object-cover transition-transform duration-700 ease-calm group-hover:scale-[1.02]"
            />
          ) : (
            <PhotoPending className="size-full flex-col gap-1 p-3 text-sm">
              <span className="font-semibold text-ink">{photoStatusLabels[state.status]}</span>
              {isBusy(state) ? (
                <span className="w-3/4">
                  <ProgressBar
                    value={progress}
                    label={`${title}: ${photoStatusLabels[state.status]}`}
                  />
                </span>
              ) : null}
              {state.status === "failed" && state.problem ? (
                <span className="sr-only">{photoProblems[state.problem]}</span>
              ) : null}
            </PhotoPending>
          )}
        </div>
        <p
          className={cn(
            "mt-3 line-clamp-2 text-sm leading-snug group-hover:underline group-hover:underline-offset-4",
            !photo.alt && "text-muted",
          )}
        >
          {title}
        </p>
      </Link>
      <p className="mt-2 flex flex-wrap gap-1.5">
        {photo.live ? <Badge tone="strong">{library.onSite}</Badge> : null}
        {!photo.live && photo.draft ? <Badge>{library.inDraft}</Badge> : null}
        {!photo.alt ? <Badge tone="warn">{library.noAlt}</Badge> : null}
        {state.status === "failed" ? <Badge tone="warn">{photoStatusLabels.failed}</Badge> : null}
      </p>
    </li>
  );
}
