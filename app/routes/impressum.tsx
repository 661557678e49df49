import type { Route } from "./+types/impressum";
import { LegalPage } from "~/components/legal/legal-page";
import { impressum } from "~/content/legal";
import { pageTitles, studioPageMeta } from "~/content/seo";

export const meta: Route.MetaFunction = () =>
  studioPageMeta({
    title: pageTitles.impressum,
    description: impressum.description,
    path: impressum.path,
  });

export default function Impressum() {
  return <LegalPage document={impressum} />;
}
