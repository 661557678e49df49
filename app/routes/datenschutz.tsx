import type { Route } from "./+types/datenschutz";
import { LegalPage } from "~/components/legal/legal-page";
import { datenschutz } from "~/content/legal";
import { studio } from "~/content/site";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: `Datenschutz · ${studio.name}`,
    description: datenschutz.description,
    path: datenschutz.path,
  });

export default function Datenschutz() {
  return <LegalPage document={datenschutz} />;
}
