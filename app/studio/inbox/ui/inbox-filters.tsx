import { Form } from "react-router";
import { formatMonth } from "#app/studio/ui/format.ts";
import { inboxCopy, packageLabel } from "#app/content/studio/inbox.ts";
import { cn } from "#app/lib/cn.ts";
import type { InboxPage } from "#app/studio/inbox/inbox.server.ts";
import type { InboxParams } from "#app/studio/inbox/inbox.ts";
import { inboxPath } from "#app/studio/ui/shell.tsx";
import { controlClass, labelClass } from "#app/studio/ui/styles.ts";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";

/** The search field's id: the "/" shortcut focuses it. */
export const searchFieldId = "inbox-search";

const submitOnChange = (event: React.ChangeEvent<HTMLSelectElement>) =>
  event.currentTarget.form?.requestSubmit();

/**
 * The list's search, filters and order: one GET form (a document load, see inboxPath), so the
 * URL says what is shown and it works without JavaScript; with it a changed choice applies at
 * once. Beside an open inquiry only the search (the other choices stay as they are).
 */
export function InboxFilters({
  list,
  params,
  compact,
}: {
  list: InboxPage;
  params: InboxParams;
  compact: boolean;
}) {
  const hidden = (name: string, value: string | null) =>
    value ? <input type="hidden" name={name} value={value} /> : null;
  const narrowed = Boolean(params.packageId || params.month || params.sort !== "received");
  return (
    <Form
      reloadDocument
      method="get"
      action={inboxPath}
      role="search"
      className={compact ? "mt-4" : "mt-8"}
    >
      {hidden("status", params.view === "all" ? null : params.view)}
      <div className="flex gap-2">
        <label className="min-w-0 flex-1">
          <span className="sr-only">{inboxCopy.searchLabel}</span>
          <input
            id={searchFieldId}
            type="search"
            name="q"
            defaultValue={params.query}
            placeholder={inboxCopy.searchLabel}
            maxLength={200}
            className={controlClass}
          />
        </label>
        <Button type="submit" variant="secondary" size="sm" className="shrink-0">
          {inboxCopy.searchButton}
        </Button>
      </div>
      {compact ? (
        <>
          {hidden("paket", params.packageId)}
          {hidden("monat", params.month)}
          {hidden("sortierung", params.sort === "preferred" ? "wunschtermin" : null)}
        </>
      ) : (
        <details open={narrowed} className="group mt-4">
          <summary className={buttonVariants({ variant: "link", size: "sm" })}>
            {inboxCopy.filters.legend}
          </summary>
          <div className="mt-3 grid gap-4 sm:grid-cols-3">
            <label className="block">
              <span className={labelClass}>{inboxCopy.filters.package}</span>
              <select
                name="paket"
                defaultValue={params.packageId ?? ""}
                onChange={submitOnChange}
                className={cn("mt-2", controlClass)}
              >
                <option value="">{inboxCopy.filters.allPackages}</option>
                {list.packages.map(({ id, count }) => (
                  <option key={id} value={id}>
                    {packageLabel(id)} ({count})
                  </option>
                ))}
              </select>
            </label>
            <label className="block">
              <span className={labelClass}>{inboxCopy.filters.month}</span>
              <select
                name="monat"
                defaultValue={params.month ?? ""}
                onChange={submitOnChange}
                className={cn("mt-2", controlClass)}
              >
                <option value="">{inboxCopy.filters.allMonths}</option>
                {list.months.map(({ month, count }) => (
                  <option key={month} value={month}>
                    {formatMonth(month)} ({count})
                  </option>
                ))}
              </select>
            </label>
            <label className="block">
              <span className={labelClass}>{inboxCopy.filters.sort}</span>
              <select
                name="sortierung"
                defaultValue={params.sort === "preferred" ? "wunschtermin" : "eingang"}
                onChange={submitOnChange}
                className={cn("mt-2", controlClass)}
              >
                <option value="eingang">{inboxCopy.filters.sortReceived}</option>
                <option value="wunschtermin">{inboxCopy.filters.sortPreferred}</option>
              </select>
            </label>
          </div>
          <div className="mt-4 flex flex-wrap items-center gap-4">
            <Button type="submit" variant="secondary" size="sm">
              {inboxCopy.filters.apply}
            </Button>
            {narrowed ? (
              <a
                href={`${inboxPath}${params.view === "all" ? "" : `?status=${params.view}`}`}
                className={buttonVariants({ variant: "link", size: "sm" })}
              >
                {inboxCopy.filters.reset}
              </a>
            ) : null}
          </div>
        </details>
      )}
    </Form>
  );
}
