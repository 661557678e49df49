import { Link } from "react-router";
import { fieldLabel, websiteCopy } from "#app/content/studio/website.ts";
import { editorPath } from "#app/studio/website/editor.ts";
import { linkClass } from "#app/studio/ui/styles.ts";
import type { PlaceholderField } from "#app/website/placeholders.ts";

/** "Startklar": the stand-ins still on the website, each a link straight to its field. */
export function ReadyList({ fields }: { fields: PlaceholderField[] }) {
  if (fields.length === 0) return null;
  const { ready, documents } = websiteCopy;
  return (
    <section aria-labelledby="startklar" className="mt-10 border border-accent/40 bg-blush/15 p-5">
      <h2 id="startklar" className="text-2xl">
        {ready.heading}
      </h2>
      <p className="mt-2 leading-relaxed">{ready.intro(fields.length)}</p>
      <ul className="mt-3">
        {fields.map(({ document, path }) => (
          <li key={path}>
            <Link
              to={`${editorPath(document)}#${path}`}
              reloadDocument
              className={`${linkClass} flex min-h-11 items-center`}
            >
              {fieldLabel(path)}
              <span className="sr-only"> ({documents[document].title})</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
