import type { Route } from "./+types/impressum";
import { LegalPage } from "~/components/legal/legal-page";
import { impressum } from "~/content/legal";
import { studio } from "~/content/site";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: `Impressum · ${studio.name}`,
    description: impressum.description,
    path: impressum.path,
  });

export default function Impressum() {
  return <LegalPage document={impressum} />;
}
