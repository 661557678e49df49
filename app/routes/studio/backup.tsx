import { data, redirect, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/backup";
import { servicesContext } from "#app/context.server.ts";
import { backupCopy } from "#app/content/studio/backup.ts";
import { studioTitle } from "#app/content/studio/shell.ts";
import { retryWhileBusy } from "#app/lib/db.server.ts";
import {
  backupPage,
  confirmPasswordStored,
  requestJob,
  type RequestedJob,
} from "#app/studio/backup/backup-page.server.ts";
import { backupNotice, backupPath } from "#app/studio/backup/backup.ts";
import { BackupStatus } from "#app/studio/backup/ui/backup-status.tsx";
import { PasswordReminder } from "#app/studio/backup/ui/password-reminder.tsx";
import { byIntent } from "#app/studio/http.server.ts";
import { PageHeader } from "#app/studio/ui/page-header.tsx";

export const meta: Route.MetaFunction = ({ matches: [, frame] }) => [
  { title: studioTitle(frame.loaderData, backupCopy.title) },
];

export function loader({ request, context }: Route.LoaderArgs) {
  const { backup } = context.get(servicesContext);
  return {
    ...backupPage(backup),
    notice: backupNotice(new URL(request.url).searchParams),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { backup } = context.get(servicesContext);
  const form = await request.formData();
  const start = (job: RequestedJob) => {
    const result = requestJob(backup, job);
    if (!result.ok) {
      const status = result.reason === "not_configured" ? 409 : 503;
      return data({ failed: true }, { status });
    }
    return redirect(`${backupPath}?gestartet=${job}`);
  };
  return byIntent(form, {
    backup: () => start("backup"),
    drill: () => start("drill"),
    "password-stored": async () => {
      await retryWhileBusy(() => confirmPasswordStored(backup));
      return redirect(`${backupPath}?passwort=bestaetigt`);
    },
  });
}

/** Mehr → Datensicherung: every form loads the page, which works without a script. */
export default function Backup() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <>
      <PageHeader title={backupCopy.title}>
        <p className="mt-3 max-w-2xl leading-relaxed text-muted">{backupCopy.intro}</p>
      </PageHeader>
      {page.remindPassword ? <PasswordReminder confirmable /> : null}
      <BackupStatus page={{ ...page, failed: Boolean(result && "failed" in result) }} />
    </>
  );
}
