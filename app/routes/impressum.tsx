import type { Route } from "./+types/impressum";
import { LegalPage } from "#app/components/legal/legal-page.tsx";
import { impressum } from "#app/content/legal.ts";
import { pageTitles, studioPageMeta } from "#app/content/seo.ts";

export const meta: Route.MetaFunction = () =>
  studioPageMeta({
    title: pageTitles.impressum,
    description: impressum.description,
    path: impressum.path,
  });

export default function Impressum() {
  return <LegalPage document={impressum} />;
}
