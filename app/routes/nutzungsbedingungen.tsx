import type { Route } from "./+types/nutzungsbedingungen";
import { LegalPage } from "~/components/legal/legal-page";
import { nutzungsbedingungen } from "~/content/legal";
import { pageTitles, studioPageMeta } from "~/content/seo";

export const meta: Route.MetaFunction = () =>
  studioPageMeta({
    title: pageTitles.nutzungsbedingungen,
    description: nutzungsbedingungen.description,
    path: nutzungsbedingungen.path,
  });

export default function Nutzungsbedingungen() {
  return <LegalPage document={nutzungsbedingungen} />;
}
