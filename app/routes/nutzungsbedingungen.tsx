import type { Route } from "./+types/nutzungsbedingungen";
import { LegalPage } from "#app/components/legal/legal-page.tsx";
import { nutzungsbedingungen } from "#app/content/legal.ts";
import { pageTitles, studioPageMeta } from "#app/content/seo.ts";

export const meta: Route.MetaFunction = () =>
  studioPageMeta({
    title: pageTitles.nutzungsbedingungen,
    description: nutzungsbedingungen.description,
    path: nutzungsbedingungen.path,
  });

export default function Nutzungsbedingungen() {
  return <LegalPage document={nutzungsbedingungen} />;
}
