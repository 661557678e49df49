import type { Route } from "./+types/datenschutz";
import { LegalPage } from "#app/components/legal/legal-page.tsx";
import { datenschutz } from "#app/content/legal.ts";
import { pageTitles, studioPageMeta } from "#app/content/seo.ts";

export const meta: Route.MetaFunction = () =>
  studioPageMeta({
    title: pageTitles.datenschutz,
    description: datenschutz.description,
    path: datenschutz.path,
  });

export default function Datenschutz() {
  return <LegalPage document={datenschutz} />;
}
