import type { Route } from "./+types/datenschutz";
import { LegalPage } from "~/components/legal/legal-page";
import { datenschutz } from "~/content/legal";
import { studioPageMeta } from "~/content/seo";
import { studio } from "~/content/site";

export const meta: Route.MetaFunction = () =>
  studioPageMeta({
    title: `Datenschutz · ${studio.name}`,
    description: datenschutz.description,
    path: datenschutz.path,
  });

export default function Datenschutz() {
  return <LegalPage document={datenschutz} />;
}
