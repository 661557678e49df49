import { historyCopy, inquiryCopy, stageLabels } from "#app/content/studio/inbox.ts";
import { inquiryPageCopy } from "#app/content/studio/inquiry.ts";
import { replyHistoryCopy } from "#app/content/studio/replies.ts";
import type { HistoryEntry } from "#app/studio/inbox/inbox.server.ts";
import { formatDateTime } from "#app/studio/ui/format.ts";
import { buttonVariants } from "#app/components/ui/button.tsx";

function historyLine(entry: HistoryEntry): string {
  switch (entry.type) {
    case "received":
      return historyCopy.received;
    case "spam":
      return historyCopy.spam;
    case "mail":
      return historyCopy.mail[entry.state][entry.kind];
    case "note_added":
      return historyCopy.noteAdded;
    case "stage_changed":
      return historyCopy.stageChanged(stageLabels[entry.from], stageLabels[entry.to]);
    case "not_spam":
      return historyCopy.notSpam;
    case "reply_queued":
      return entry.subject === null
        ? historyCopy.replyQueued
        : replyHistoryCopy.written(entry.subject);
  }
}

/** How many of the latest entries the page shows before "Ganzen Verlauf zeigen". */
const latest = 3;

function Entries({ entries }: { entries: HistoryEntry[] }) {
  return (
    <ol className="border-l border-ink/15 pl-6">
      {entries.map((entry, index) => (
        <li key={index} className="relative pb-4 last:pb-0">
          <span
            aria-hidden="true"
            className="absolute top-2 -left-[1.8rem] size-2 rounded-full bg-accent"
          />
          <p className="break-words">{historyLine(entry)}</p>
          <p className="mt-0.5 text-sm text-muted">
            <time dateTime={new Date(entry.at).toISOString()}>{formatDateTime(entry.at)}</time>
          </p>
          {entry.type === "reply_queued" && entry.text ? (
            <details className="group mt-1">
              <summary className={buttonVariants({ variant: "link", size: "sm" })}>
                {replyHistoryCopy.showText}
              </summary>
              <p className="mt-2 border-l-2 border-ink/15 bg-white/50 px-4 py-3 text-[0.95rem] leading-relaxed break-words whitespace-pre-line">
                {entry.text}
              </p>
            </details>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/**
 * "Verlauf": what happened to the inquiry, newest first; the latest few lines, and the rest
 * behind "Ganzen Verlauf zeigen".
 */
export function InquiryHistory({ history }: { history: HistoryEntry[] }) {
  const newestFirst = [...history].reverse();
  const older = newestFirst.slice(latest);
  return (
    <section aria-labelledby="history" className="mt-10 border-t border-ink/10 pt-8">
      <h2 id="history" className="text-2xl">
        {inquiryCopy.historyHeading}
      </h2>
      <div className="mt-4">
        <Entries entries={newestFirst.slice(0, latest)} />
      </div>
      {older.length ? (
        <details className="mt-2">
          <summary className={buttonVariants({ variant: "link", size: "sm" })}>
            {inquiryPageCopy.history.showAll(older.length)}
          </summary>
          <div className="mt-3">
            <Entries entries={older} />
          </div>
        </details>
      ) : null}
    </section>
  );
}
