import { studio } from "~/content/site";

/** Skeleton: the home page issue designs it; the legal issue gives the links their pages. */
export function Footer() {
  return (
    <footer className="bg-espresso text-cream on-dark">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-5 py-12 md:flex-row md:justify-between md:px-10">
        <p className="font-serif text-2xl">{studio.name}</p>
        <nav aria-label="Rechtliches">
          <ul className="flex gap-6 text-sm">
            <li>
              <a href="/impressum" className="underline-offset-4 hover:underline">
                Impressum
              </a>
            </li>
            <li>
              <a href="/datenschutz" className="underline-offset-4 hover:underline">
                Datenschutz
              </a>
            </li>
            <li>
              <a href="/nutzungsbedingungen" className="underline-offset-4 hover:underline">
                Nutzungsbedingungen
              </a>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
