import type { Route } from "./+types/impressum";
import { studio } from "~/content/site";

export const meta: Route.MetaFunction = () => [
  { title: `Impressum · ${studio.name}` },
  { name: "description", content: `Impressum und Anbieterkennzeichnung von ${studio.name}.` },
];

// Skeleton: the legal issue writes the text of these sections.
const sections = [
  "Angaben gemäß § 5 DDG",
  "Verantwortlich für den Inhalt",
  "Haftungsausschluss",
  "Urheberrecht",
  "Datenschutz",
];

export default function Impressum() {
  return (
    <article className="mx-auto max-w-3xl px-5 py-16 md:py-24">
      <a href="/" className="label-caps inline-flex min-h-11 items-center gap-2 text-accent">
        <span aria-hidden="true">←</span> Zurück zur Startseite
      </a>
      <h1 className="mt-10 text-5xl">Impressum</h1>
      {sections.map((title) => (
        <section key={title} className="mt-12">
          <h2 className="text-3xl">{title}</h2>
        </section>
      ))}
    </article>
  );
}
