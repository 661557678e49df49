import type { Route } from "./+types/datenschutz";
import { LegalPage } from "~/components/legal/legal-page";
import { datenschutz } from "~/content/legal";
import { pageTitles, studioPageMeta } from "~/content/seo";

export const meta: Route.MetaFunction = () =>
  studioPageMeta({
    title: pageTitles.datenschutz,
    description: datenschutz.description,
    path: datenschutz.path,
  });

export default function Datenschutz() {
  return <LegalPage document={datenschutz} />;
}
