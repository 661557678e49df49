import type { Route } from "./+types/home";
import { Contact } from "#app/components/sections/contact.tsx";
import { Creators } from "#app/components/sections/creators.tsx";
import { Experience } from "#app/components/sections/experience.tsx";
import { Faq } from "#app/components/sections/faq.tsx";
import { Hero } from "#app/components/sections/hero.tsx";
import { Packages } from "#app/components/sections/packages.tsx";
import { Philosophy } from "#app/components/sections/philosophy.tsx";
import { Portfolio } from "#app/components/sections/portfolio.tsx";
import { clientAddress, servicesContext } from "#app/context.server.ts";
import { faq } from "#app/content/faq.ts";
import {
  homeDescription,
  pageTitles,
  studioPageMeta,
  studioStructuredData,
} from "#app/content/seo.ts";
import { answerFormPost } from "#app/inquiry/intake/form-post.server.ts";

export const meta: Route.MetaFunction = () => [
  ...studioPageMeta({
    title: pageTitles.home,
    description: homeDescription,
    path: "/",
  }),
  studioStructuredData({ faq }),
];

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
