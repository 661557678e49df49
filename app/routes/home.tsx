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
import { studioPageMeta, studioStructuredData } from "~/content/seo";
import { studio } from "~/content/site";
import { answerFormPost } from "~/inquiry/form-post.server";
import { clientIp } from "~/lib/client-address.server";

export const meta: Route.MetaFunction = () => [
  ...studioPageMeta({
    title: `${studio.name} · Boudoir-Fotografie in ${studio.city}`,
    description: `Diskrete, einfühlsame Boudoir-Fotografie in ${studio.city}: Shootings für Frauen, Models und Creators. Jetzt unverbindlich anfragen.`,
    path: "/",
  }),
  studioStructuredData({ faq }),
];

/**
 * The contact form posted without JavaScript (`POST /?index`); the page's form reads the answer
 * with `useActionData`.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { env, inquiries } = context.get(servicesContext);
  const peer = context.get(requestContext)?.peerAddress;
  return answerFormPost(
    await request.formData(),
    inquiries,
    clientIp(request, peer, env.TRUST_PROXY),
  );
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
