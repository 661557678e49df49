import { Link } from "react-router";
import { photosCopy } from "#app/content/studio/photos.ts";
import { fieldLabel, websiteCopy } from "#app/content/studio/website.ts";
import { arrangePath } from "#app/studio/photos/photos.ts";
import { editorPath } from "#app/studio/website/editor.ts";
import { documentNames } from "#app/website/schema.ts";
import type { PlaceholderField } from "#app/website/placeholders.ts";
import { buttonVariants } from "#app/components/ui/button.tsx";

/**
 * "Startklar": the stand-ins still on the website, grouped by the editor they are in (with a
 * count), each a link straight to its field, and the places that still show a built-in picture
 * (a link to the placement of photos). The links wrap in rows, each at least 44 px high.
 */
export function ReadyList({
  fields,
  samplePhotos = 0,
}: {
  fields: PlaceholderField[];
  /** Places on the home page that still show a picture a fresh install ships with. */
  samplePhotos?: number;
}) {
  if (fields.length === 0 && samplePhotos === 0) return null;
  const { ready, documents } = websiteCopy;
  const groups = documentNames
    .map((name) => ({ name, fields: fields.filter(({ document }) => document === name) }))
    .filter((group) => group.fields.length > 0);
  return (
    <section aria-labelledby="startklar" className="mt-10 border border-accent/40 bg-blush/15 p-5">
      <h2 id="startklar" className="text-2xl">
        {ready.heading}
      </h2>
      {fields.length ? <p className="mt-2 leading-relaxed">{ready.intro(fields.length)}</p> : null}
      {groups.map((group) => (
        <div key={group.name} className="mt-4">
          <h3 className="font-sans text-sm font-semibold">
            {ready.group(documents[group.name].title, group.fields.length)}
          </h3>
          <ul className="flex flex-wrap gap-x-5 text-sm">
            {group.fields.map(({ document, path }) => (
              <li key={path}>
                <Link
                  to={`${editorPath(document)}#${path}`}
                  reloadDocument
                  className={buttonVariants({ variant: "link" })}
                >
                  {fieldLabel(path)}
                  <span className="sr-only"> ({documents[document].title})</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
      {samplePhotos ? (
        <div className="mt-4">
          <h3 className="font-sans text-sm font-semibold">{photosCopy.samplesGroup}</h3>
          <p className="text-sm">
            <Link to={arrangePath} className={buttonVariants({ variant: "link" })}>
              {photosCopy.samples(samplePhotos)}
            </Link>
          </p>
        </div>
      ) : null}
    </section>
  );
}
