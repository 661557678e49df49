import { data } from "react-router";
import type { Route } from "./+types/home";
import { Contact } from "~/components/sections/contact";
import { Creators } from "~/components/sections/creators";
import { Experience } from "~/components/sections/experience";
import { Faq } from "~/components/sections/faq";
import { Hero } from "~/components/sections/hero";
import { Packages } from "~/components/sections/packages";
import { Philosophy } from "~/components/sections/philosophy";
import { Portfolio } from "~/components/sections/portfolio";
import {
  formValuesFromFormData,
  readInquiryForm,
  toPayload,
  type ContactActionData,
} from "~/inquiry/form/form-values";
import { faq } from "~/content/faq";
import { studioPageMeta, studioStructuredData } from "~/content/seo";
import { siteLocale, studio } from "~/content/site";
import { fieldErrorsOf, inquiryFormSchema, type FieldErrors } from "~/inquiry/schema";
import { clientIp } from "~/lib/client-address.server";
import { submitInquiry } from "~/inquiry/accept-inquiry.server";
import { services } from "~/lib/lifecycle.server";

export const meta: Route.MetaFunction = () => [
  ...studioPageMeta({
    title: `${studio.name} · Boudoir-Fotografie in ${studio.city}`,
    description: `Diskrete, einfühlsame Boudoir-Fotografie in ${studio.city}: Shootings für Frauen, Models und Creators. Jetzt unverbindlich anfragen.`,
    path: "/",
  }),
  studioStructuredData({ faq }),
];

/**
 * The contact form posted without JavaScript (`POST /?index`): the same schema as the page's
 * script, then the same service as the JSON endpoint. Errors re-render the form with what was
 * entered; the page's form reads the answer with `useActionData`.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values = formValuesFromFormData(form);
  const invalid = (fieldErrors: FieldErrors) =>
    data<ContactActionData>(
      { status: "invalid", values, fieldErrors, message: Object.values(fieldErrors)[0] ?? "" },
      { status: 400 },
    );

  const parsed = inquiryFormSchema.safeParse(readInquiryForm(form, siteLocale));
  if (!parsed.success) return invalid(fieldErrorsOf(parsed.error));

  const website = form.get("website");
  const outcome = await submitInquiry(toPayload(parsed.data), {
    channel: "form",
    clientIp: peerAddress(request, context),
    origin: request.headers.get("origin"),
    honeypot: typeof website === "string" ? website : null,
  });
  if (outcome.ok) return data<ContactActionData>({ status: "sent" });
  if (outcome.error.fieldErrors) return invalid(outcome.error.fieldErrors);
  return data<ContactActionData>(
    { status: "failed", values, fieldErrors: {}, message: outcome.error.message },
    { status: outcome.status },
  );
}

/** The visitor's address for rate limits, as the JSON endpoint determines it. */
function peerAddress(request: Request, context: Route.ActionArgs["context"]) {
  try {
    return clientIp(request, context, services().env.TRUST_PROXY);
  } catch {
    // The services failed to start; submitInquiry answers "unavailable" on its own.
    return "unknown";
  }
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
