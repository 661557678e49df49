import type { Route } from "./+types/nutzungsbedingungen";
import { LegalPage } from "~/components/legal/legal-page";
import { nutzungsbedingungen } from "~/content/legal";
import { studioPageMeta } from "~/content/seo";
import { studio } from "~/content/site";

export const meta: Route.MetaFunction = () =>
  studioPageMeta({
    title: `Nutzungsbedingungen · ${studio.name}`,
    description: nutzungsbedingungen.description,
    path: nutzungsbedingungen.path,
  });

export default function Nutzungsbedingungen() {
  return <LegalPage document={nutzungsbedingungen} />;
}
