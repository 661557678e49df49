import type { Route } from "./+types/home";
import { Contact } from "~/components/sections/contact";
import { Creators } from "~/components/sections/creators";
import { Experience } from "~/components/sections/experience";
import { Faq } from "~/components/sections/faq";
import { Hero } from "~/components/sections/hero";
import { Packages } from "~/components/sections/packages";
import { Philosophy } from "~/components/sections/philosophy";
import { Portfolio } from "~/components/sections/portfolio";
import { requestContext, servicesContext } from "~/context.server";
import { faq } from "~/content/faq";
import { homeDescription, pageTitles, studioPageMeta, studioStructuredData } from "~/content/seo";
import { answerFormPost } from "~/inquiry/form-post.server";
import { clientIp } from "~/lib/client-address.server";

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
  const { env, inquiries, sessions } = context.get(servicesContext);
  const peer = context.get(requestContext)?.peerAddress;
  return answerFormPost(request, inquiries, {
    clientIp: clientIp(request, peer, env.TRUST_PROXY),
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
