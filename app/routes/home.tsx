import type { Route } from "./+types/home";
import { Contact } from "~/components/sections/contact";
import { Creators } from "~/components/sections/creators";
import { Experience } from "~/components/sections/experience";
import { Faq } from "~/components/sections/faq";
import { Hero } from "~/components/sections/hero";
import { Packages } from "~/components/sections/packages";
import { Philosophy } from "~/components/sections/philosophy";
import { Portfolio } from "~/components/sections/portfolio";
import { studio } from "~/content/site";

export const meta: Route.MetaFunction = () => [
  { title: `${studio.name} · Boudoir-Fotografie in ${studio.city}` },
  {
    name: "description",
    content: `Diskrete, einfühlsame Boudoir-Fotografie in ${studio.city}: Shootings für Frauen, Models und Creators. Jetzt unverbindlich anfragen.`,
  },
];

export default function Home() {
  return (
    <>
      <Hero />
      <Philosophy />
      <Portfolio />
      <Experience />
      <Packages />
      <Creators />
      <Faq />
      <Contact />
    </>
  );
}
