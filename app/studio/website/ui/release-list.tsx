import { Form, Link } from "react-router";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
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
                <Button
                  type="submit"
                  name="intent"
                  value="restore"
                  aria-label={`${copy.version(release.id)}: ${copy.restore}`}
                  variant="link"
                  size="sm"
                  className="px-3"
                >
                  {copy.restore}
                </Button>
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
                <Button type="submit" name="intent" value="restore" className="w-full sm:w-auto">
                  {copy.restoreYes}
                </Button>
                <Link
                  to="."
                  className={buttonVariants({
                    variant: "secondary",
                    className: "w-full sm:w-auto",
                  })}
                >
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
