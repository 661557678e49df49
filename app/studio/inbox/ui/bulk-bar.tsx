import { Form } from "react-router";
import { inboxCopy, stageLabels } from "#app/content/studio/inbox.ts";
import type { BulkAction } from "#app/studio/inbox/inbox.ts";
import { controlClass } from "#app/studio/ui/styles.ts";
import { Button } from "#app/components/ui/button.tsx";

/** The bulk form's id: the rows' checkboxes belong to it from where they stand. */
export const bulkFormId = "inbox-bulk";

/** Ticks or unticks every row's box (the server reads "Alle auf dieser Seite" itself too). */
function tickAll(event: React.ChangeEvent<HTMLInputElement>) {
  const checked = event.currentTarget.checked;
  for (const box of document.querySelectorAll<HTMLInputElement>("input[data-bulk-row]")) {
    box.checked = checked;
  }
}

/**
 * The bulk action above the list: "Alle auf dieser Seite", what to do, "Anwenden". A document
 * post (see inboxPath); the page's ids go along, so "Alle auf dieser Seite" works without
 * JavaScript as well.
 */
export function BulkBar({
  action,
  ids,
  actions,
}: {
  action: string;
  ids: string[];
  actions: readonly BulkAction[];
}) {
  return (
    <Form
      reloadDocument
      method="post"
      action={action}
      id={bulkFormId}
      aria-label={inboxCopy.bulk.legend}
      className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-2 border border-ink/10 bg-white/40 py-1 pr-2"
    >
      {ids.map((id) => (
        <input key={id} type="hidden" name="seite_id" value={id} />
      ))}
      <label className="flex min-h-11 cursor-pointer items-center gap-2 pr-2 text-sm">
        <span className="flex min-h-11 min-w-11 items-center justify-center">
          <input
            type="checkbox"
            name="alle"
            value="1"
            onChange={tickAll}
            className="size-5 cursor-pointer accent-ink"
          />
        </span>
        {inboxCopy.bulk.selectAll}
      </label>
      <span className="ml-auto flex min-w-0 flex-1 basis-56 gap-2 pl-2">
        <label className="min-w-0 flex-1">
          <span className="sr-only">{inboxCopy.bulk.action}</span>
          <select name="aktion" className={controlClass} defaultValue="answered">
            <optgroup label={inboxCopy.bulk.setStage}>
              {actions
                .filter((value) => value !== "spam")
                .map((value) => (
                  <option key={value} value={value}>
                    {stageLabels[value]}
                  </option>
                ))}
            </optgroup>
            <option value="spam">{inboxCopy.bulk.spam}</option>
          </select>
        </label>
        <Button type="submit" name="intent" value="bulk" size="sm" className="shrink-0">
          {inboxCopy.bulk.apply}
        </Button>
      </span>
    </Form>
  );
}
