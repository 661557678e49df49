import { Link } from "react-router";
import { settingsCopy } from "#app/content/studio/auth.ts";
import { shellCopy } from "#app/content/studio/shell.ts";

/**
 * "Mehr" on a phone, whose bottom bar has no room for these: the Textbausteine, the privacy page
 * and the website.
 */
export function MoreSection() {
  const { more } = settingsCopy;
  return (
    <section aria-labelledby="more" className="mt-16 border-t border-ink/10 pt-12 lg:hidden">
      <h2 id="more" className="text-3xl">
        {more.heading}
      </h2>
      <ul className="mt-4">
        <li>
          <Link
            to="/studio/textbausteine"
            className="inline-flex min-h-12 items-center underline underline-offset-4"
          >
            {shellCopy.nav.templates}
          </Link>
        </li>
        <li>
          <Link
            to="/studio/datenschutz"
            className="inline-flex min-h-12 items-center underline underline-offset-4"
          >
            {shellCopy.nav.privacy}
          </Link>
        </li>
        <li>
          <Link
            to="/studio/website"
            className="inline-flex min-h-12 items-center underline underline-offset-4"
          >
            {shellCopy.nav.website}
          </Link>
        </li>
        <li>
          <a href="/" className="inline-flex min-h-12 items-center underline underline-offset-4">
            {shellCopy.toWebsite}
          </a>
        </li>
      </ul>
    </section>
  );
}
