import { Form, Link } from "react-router";
import { buttonStyles } from "#app/components/ui/button-styles.ts";
import { websiteCopy } from "#app/content/studio/website.ts";
import { formatLongDateTime } from "#app/studio/ui/format.ts";
import type { ReleaseSummary } from "#app/website/store.server.ts";

const copy = websiteCopy.history;

function origin({ origin, restoredFrom }: ReleaseSummary): string {
  return origin === "restore" ? copy.origins.restore(restoredFrom) : copy.origins[origin];
}

/** Every release, newest first: when, from where, which is live; older ones can be restored. */
export function ReleaseList({
  releases,
  liveId,
  confirming,
}: {
  releases: ReleaseSummary[];
  liveId: number | null;
  confirming: number | null;
}) {
  return (
    <ol className="mt-4 divide-y divide-ink/10 border-b border-ink/10">
      {releases.map((release) => (
        <li key={release.id} className="py-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div>
              <p className="font-semibold">
                {copy.version(release.id)}
                {release.id === liveId ? (
                  <span className="label-caps ml-3 border border-ink/40 px-2 py-0.5 text-[0.65rem]">
                    {copy.live}
                  </span>
                ) : null}
              </p>
              <p className="text-sm text-muted">
                {formatLongDateTime(release.createdAt)} · {origin(release)}
              </p>
            </div>
            {release.id === liveId || confirming === release.id ? null : (
              <Form method="post" className="-mx-3">
                <input type="hidden" name="id" value={release.id} />
                <button
                  type="submit"
                  name="intent"
                  value="restore"
                  aria-label={`${copy.version(release.id)}: ${copy.restore}`}
                  className="min-h-11 cursor-pointer px-3 text-sm underline underline-offset-4"
                >
                  {copy.restore}
                </button>
              </Form>
            )}
          </div>
          {confirming === release.id ? (
            <Form method="post" className="mt-4 border-l-2 border-ink/40 bg-sand/60 px-4 py-4">
              <p role="alert" className="leading-relaxed">
                {copy.restoreConfirm(release.id)}
              </p>
              <input type="hidden" name="id" value={release.id} />
              <input type="hidden" name="confirm" value="yes" />
              <div className="mt-4 flex flex-col gap-3 sm:flex-row">
                <button
                  type="submit"
                  name="intent"
                  value="restore"
                  className={buttonStyles("solid", "w-full cursor-pointer sm:w-auto")}
                >
                  {copy.restoreYes}
                </button>
                <Link to="." className={buttonStyles("outline", "w-full sm:w-auto")}>
                  {websiteCopy.actions.cancel}
                </Link>
              </div>
            </Form>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
