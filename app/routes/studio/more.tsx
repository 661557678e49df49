import { useLoaderData, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/more";
import { shellCopy, studioTitle } from "#app/content/studio/shell.ts";
import { servicesContext } from "#app/context.server.ts";
import { passwordReminderDue } from "#app/studio/backup/backup-page.server.ts";
import { PasswordReminder } from "#app/studio/backup/ui/password-reminder.tsx";
import { MoreList } from "#app/studio/ui/more-list.tsx";
import { PageHeader } from "#app/studio/ui/page-header.tsx";
import type { loader as shellLoader } from "#app/routes/studio/shell.tsx";

export const meta: Route.MetaFunction = ({ matches: [, frame] }) => [
  { title: studioTitle(frame.loaderData, shellCopy.more.title) },
];

/** Until she confirms she stored the backup's password, Mehr reminds her (ADR 0038). */
export function loader({ context }: Route.LoaderArgs) {
  return { remindPassword: passwordReminderDue(context.get(servicesContext).backup) };
}

/** "Mehr" in the phone's bottom bar: every area of the studio, on wide screens too. */
export default function More() {
  const shell = useRouteLoaderData<typeof shellLoader>("routes/studio/shell");
  const { remindPassword } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title={shellCopy.more.title}>
        <p className="mt-3 max-w-2xl leading-relaxed text-muted">{shellCopy.more.intro}</p>
      </PageHeader>
      {remindPassword ? <PasswordReminder /> : null}
      <MoreList newCount={shell?.newCount ?? 0} />
    </>
  );
}
