import type { Route } from "./+types/home";
import { Contact } from "~/components/sections/contact";
import { Creators } from "~/components/sections/creators";
import { Experience } from "~/components/sections/experience";
import { Faq } from "~/components/sections/faq";
import { Hero, heroImageSizes } from "~/components/sections/hero";
import { Packages } from "~/components/sections/packages";
import { Philosophy } from "~/components/sections/philosophy";
import { Portfolio } from "~/components/sections/portfolio";
import { preloadLinks } from "~/components/ui/picture";
import { heroImages } from "~/content/images";
import { studio } from "~/content/site";

export const meta: Route.MetaFunction = () => [
  { title: `${studio.name} · Boudoir-Fotografie in ${studio.city}` },
  {
    name: "description",
    content: `Diskrete, einfühlsame Boudoir-Fotografie in ${studio.city}: Shootings für Frauen, Models und Creators. Jetzt unverbindlich anfragen.`,
  },
];

// The first hero image is the largest paint; the browser fetches it alongside the HTML.
export const links: Route.LinksFunction = () =>
  heroImages[0] ? preloadLinks(heroImages[0], heroImageSizes) : [];

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
