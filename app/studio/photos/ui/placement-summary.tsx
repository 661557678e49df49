import { Link } from "react-router";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { photosCopy } from "#app/content/studio/photos.ts";
import { arrangePath } from "#app/studio/photos/photos.ts";
import { websitePath } from "#app/studio/website/editor.ts";

const { placement } = photosCopy;

/** How many of the home page's places show her photos, and the way to arrange and publish them. */
export function PlacementSummary({
  own,
  samples,
  draft,
}: {
  own: number;
  samples: number;
  draft: boolean;
}) {
  return (
    <section
      aria-labelledby="platzierung"
      className="mt-12 border border-ink/15 bg-white/45 p-5 sm:p-6"
    >
      <h2 id="platzierung" className="text-2xl">
        {placement.heading}
      </h2>
      <p className="mt-2 leading-relaxed">{placement.summary(own, samples)}</p>
      {draft ? <p className="mt-1 text-sm text-muted">{placement.draft}</p> : null}
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Link
          to={arrangePath}
          className={buttonVariants({ variant: "secondary", className: "w-full sm:w-auto" })}
        >
          {placement.arrange}
        </Link>
        {draft ? (
          <Link
            to={websitePath}
            className={buttonVariants({
              variant: "link",
              size: "lg",
              className: "justify-center px-4 text-sm",
            })}
          >
            {placement.publish}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
