import type { Route } from "./+types/home";
import { Contact } from "#app/components/sections/contact.tsx";
import { Creators } from "#app/components/sections/creators.tsx";
import { Experience } from "#app/components/sections/experience.tsx";
import { Faq } from "#app/components/sections/faq.tsx";
import { Hero } from "#app/components/sections/hero.tsx";
import { HydrateInTurn } from "#app/components/hydrate-in-turn.tsx";
import { Packages } from "#app/components/sections/packages.tsx";
import { Philosophy } from "#app/components/sections/philosophy.tsx";
import { Portfolio } from "#app/components/sections/portfolio.tsx";
import {
  clientAddress,
  servicesContext,
  siteContentContext,
  sitePhotosContext,
} from "#app/context.server.ts";
import { siteNaming, studioPageMeta, studioStructuredData } from "#app/content/seo.ts";
import { answerFormPost } from "#app/inquiry/intake/form-post.server.ts";
import { homeContent } from "#app/website/pages.ts";

/** The content's texts and its pictures, resolved for the content this page is rendered with. */
export function loader({ context }: Route.LoaderArgs) {
  return {
    ...homeContent(context.get(siteContentContext)),
    photos: context.get(sitePhotosContext)(),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        ...studioPageMeta(siteNaming(loaderData.facts), {
          title: loaderData.search.title,
          description: loaderData.search.description,
          path: "/",
        }),
        studioStructuredData({
          facts: loaderData.facts,
          packages: loaderData.home.packages.items,
          faq: loaderData.home.faq.items,
        }),
      ]
    : [];

/** A form sent too fast or over the rate limit comes back with `Retry-After`. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

/**
 * The contact form posted without JavaScript (`POST /?index`): a redirect to the success note, or
 * the form again, which reads the answer with `useActionData`.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { inquiries, sessions } = context.get(servicesContext);
  return answerFormPost(request, inquiries, {
    clientIp: clientAddress(context),
    secret: sessions.secret,
  });
}

export default function Home({ loaderData: { home, facts, photos } }: Route.ComponentProps) {
  return (
    <HydrateInTurn>
      <Hero content={home.hero} images={photos.hero} />
      <Philosophy
        content={home.philosophy}
        founderTitle={facts.founderTitle}
        portrait={photos.portrait}
      />
      <Portfolio images={photos.portfolio} />
      <Experience content={home.experience} />
      <Packages content={home.packages} vat={facts.vat} />
      <Creators content={home.creators} email={facts.email} image={photos.creators} />
      <Faq content={home.faq} />
      <Contact content={home.contact} social={facts.social} packages={home.packages.items} />
    </HydrateInTurn>
  );
}
