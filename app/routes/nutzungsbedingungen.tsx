import type { Route } from "./+types/nutzungsbedingungen";
import { LegalPage } from "~/components/legal/legal-page";
import { nutzungsbedingungen } from "~/content/legal";
import { studio } from "~/content/site";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: `Nutzungsbedingungen · ${studio.name}`,
    description: nutzungsbedingungen.description,
    path: nutzungsbedingungen.path,
  });

export default function Nutzungsbedingungen() {
  return <LegalPage document={nutzungsbedingungen} />;
}
