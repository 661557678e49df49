import type { Route } from "./+types/impressum";
import { LegalPage } from "~/components/legal/legal-page";
import { impressum } from "~/content/legal";
import { studioPageMeta } from "~/content/seo";
import { studio } from "~/content/site";

export const meta: Route.MetaFunction = () =>
  studioPageMeta({
    title: `Impressum · ${studio.name}`,
    description: impressum.description,
    path: impressum.path,
  });

export default function Impressum() {
  return <LegalPage document={impressum} />;
}
