import { historyCopy, inquiryCopy, stageLabels } from "#app/content/studio/inbox.ts";
import { replyHistoryCopy } from "#app/content/studio/replies.ts";
import type { HistoryEntry } from "#app/studio/inbox/inbox.server.ts";
import { formatDateTime } from "#app/studio/ui/format.ts";

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

/** "Verlauf": what happened to the inquiry, oldest first; a reply's text on request. */
export function InquiryHistory({ history }: { history: HistoryEntry[] }) {
  return (
    <section aria-labelledby="history" className="mt-14 border-t border-ink/10 pt-12">
      <h2 id="history" className="text-3xl">
        {inquiryCopy.historyHeading}
      </h2>
      <ol className="mt-6 border-l border-ink/15 pl-6">
        {history.map((entry, index) => (
          <li key={index} className="relative pb-6 last:pb-0">
            <span
              aria-hidden="true"
              className="absolute top-2 -left-[1.8rem] size-2 rounded-full bg-accent"
            />
            <p className="break-words">{historyLine(entry)}</p>
            <p className="mt-0.5 text-sm text-muted">
              <time dateTime={new Date(entry.at).toISOString()}>{formatDateTime(entry.at)}</time>
            </p>
            {entry.type === "reply_queued" && entry.text ? (
              <details className="group mt-2">
                <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm underline underline-offset-4 hover:text-accent-strong">
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
    </section>
  );
}
