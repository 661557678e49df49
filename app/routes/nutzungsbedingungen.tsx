import type { Route } from "./+types/nutzungsbedingungen";
import { LegalPage } from "#app/components/legal/legal-page.tsx";
import { siteContentContext } from "#app/context.server.ts";
import { pageTitle, studioPageMeta } from "#app/content/seo.ts";
import { publicSettings } from "#app/lib/public-settings.ts";
import { legalContent } from "#app/website/pages.ts";

export function loader({ context }: Route.LoaderArgs) {
  return legalContent(
    "/nutzungsbedingungen",
    context.get(siteContentContext),
    publicSettings.retentionDays,
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? studioPageMeta(loaderData.naming, {
        title: pageTitle("nutzungsbedingungen", loaderData.naming.studioName),
        description: loaderData.document.description,
        path: loaderData.document.path,
      })
    : [];

export default function Nutzungsbedingungen({ loaderData }: Route.ComponentProps) {
  return <LegalPage document={loaderData.document} />;
}
