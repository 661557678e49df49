import { Link } from "react-router";
import { websiteCopy } from "#app/content/studio/website.ts";
import { editorPath } from "#app/studio/website/editor.ts";
import { documentNames } from "#app/website/schema.ts";

/** The three editors, as large rows to tap. */
export function DocumentLinks() {
  return (
    <nav aria-labelledby="bereiche" className="mt-12">
      <h2 id="bereiche" className="text-2xl">
        {websiteCopy.actions.edit}
      </h2>
      <ul className="mt-3 divide-y divide-ink/10 border-y border-ink/10">
        {documentNames.map((name) => (
          <li key={name}>
            <Link
              to={editorPath(name)}
              className="flex min-h-16 flex-col justify-center py-3 hover:bg-sand/40"
            >
              <span className="font-semibold">{websiteCopy.documents[name].title}</span>
              <span className="text-sm text-muted">{websiteCopy.documents[name].text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
