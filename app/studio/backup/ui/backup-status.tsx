import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import type { DrillProblem } from "#app/backup/drill.server.ts";
import { backupCopy } from "#app/content/studio/backup.ts";
import type { BackupNotice } from "#app/studio/backup/backup.ts";
import { formatDateTime } from "#app/studio/ui/format.ts";

type Run = {
  finishedAt: number;
  ok: boolean;
  target: string;
  bytes: number | null;
  added: number | null;
  detail: string | null;
};

export type BackupStatusProps = {
  configured: boolean;
  backup: Run | null;
  lastGoodBackup: Run | null;
  drill: Run | null;
  requested: ("backup" | "drill")[];
  notice: BackupNotice;
  failed?: boolean;
};

/** A failed drill's problems, as recorded by the drill (JSON); anything else as one failure. */
function drillProblems(detail: string | null): DrillProblem[] {
  try {
    const parsed = JSON.parse(detail ?? "") as unknown;
    if (Array.isArray(parsed)) return parsed as DrillProblem[];
  } catch {
    // Recorded by an older job, or not JSON: shown as a failed restore.
  }
  return [{ code: "restore-failed", message: detail ?? "" }];
}

function Verdict({ ok }: { ok: boolean }) {
  return (
    <span className={ok ? "font-semibold text-ink" : "font-semibold text-accent-strong"}>
      {ok ? backupCopy.ok : backupCopy.failed}
    </span>
  );
}

const term = "text-sm text-muted";
const value = "mt-0.5 text-[1.05rem]";

function LastBackup({ run, lastGood }: { run: Run | null; lastGood: Run | null }) {
  return (
    <section aria-labelledby="last-backup" className="mt-10">
      <h2 id="last-backup" className="text-2xl">
        {backupCopy.lastBackup}
      </h2>
      {run ? (
        <dl className="mt-4 grid gap-4 sm:grid-cols-2">
          <div>
            <dt className={term}>{formatDateTime(run.finishedAt)}</dt>
            <dd className={value}>
              <Verdict ok={run.ok} />
            </dd>
          </div>
          <div>
            <dt className={term}>{backupCopy.target}</dt>
            <dd className={`${value} break-all`}>{run.target}</dd>
          </div>
          {run.bytes !== null ? (
            <div>
              <dt className={term}>{backupCopy.size}</dt>
              <dd className={value}>
                {backupCopy.bytes(run.bytes)}
                {run.added !== null ? (
                  <span className="text-muted">
                    {" "}
                    · {backupCopy.added} {backupCopy.bytes(run.added)}
                  </span>
                ) : null}
              </dd>
            </div>
          ) : null}
          {lastGood ? (
            <p className="sm:col-span-2">
              {backupCopy.lastSuccess(formatDateTime(lastGood.finishedAt))}
            </p>
          ) : null}
        </dl>
      ) : (
        <p className="mt-4 text-muted">{backupCopy.never}</p>
      )}
    </section>
  );
}

function LastDrill({ run }: { run: Run | null }) {
  return (
    <section aria-labelledby="last-drill" className="mt-10">
      <h2 id="last-drill" className="text-2xl">
        {backupCopy.lastDrill}
      </h2>
      {run ? (
        <div className="mt-4">
          <p>
            <span className="text-muted">{formatDateTime(run.finishedAt)}</span> ·{" "}
            <Verdict ok={run.ok} />
          </p>
          {run.ok ? null : (
            <ul className="mt-3 list-disc space-y-1 pl-5">
              {drillProblems(run.detail).map((problem, index) => (
                <li key={index}>{backupCopy.problem(problem)}</li>
              ))}
            </ul>
          )}
        </div>
      ) : (
        <p className="mt-4 text-muted">{backupCopy.never}</p>
      )}
    </section>
  );
}

export function BackupStatus({ page }: { page: BackupStatusProps }) {
  const started = page.notice === "backup" || page.notice === "drill" ? page.notice : null;
  return (
    <>
      {page.notice === "password" ? (
        <Notice tone="status">{backupCopy.passwordReminder.confirmed}</Notice>
      ) : null}
      {started ? <Notice tone="status">{backupCopy.started[started]}</Notice> : null}
      {page.requested
        .filter((job) => job !== started)
        .map((job) => (
          <Notice key={job} tone="status">
            {backupCopy.requested[job]}
          </Notice>
        ))}
      {page.failed ? <Notice tone="error">{backupCopy.startFailed}</Notice> : null}
      {page.configured ? null : <Notice tone="status">{backupCopy.notConfigured}</Notice>}
      <LastBackup run={page.backup} lastGood={page.lastGoodBackup} />
      <LastDrill run={page.drill} />
      {page.configured ? (
        <Form method="post" className="mt-10 flex flex-col gap-3 sm:flex-row">
          <Button type="submit" name="intent" value="backup">
            {backupCopy.backupNow}
          </Button>
          <Button type="submit" name="intent" value="drill" variant="secondary">
            {backupCopy.drillNow}
          </Button>
        </Form>
      ) : null}
    </>
  );
}
