import { monthLabel, monthShortLabel, overviewCopy } from "#app/content/studio/overview.ts";
import { cn } from "#app/lib/cn.ts";
import type { MonthRow } from "#app/studio/overview/overview.server.ts";

const cell = "px-2 py-3 text-right sm:px-3";
const headCell = "px-2 pb-3 text-right align-bottom text-sm font-semibold sm:px-3";

/**
 * A table of months: the month in the first column (a row header, kept in view while the table
 * scrolls sideways on a phone), one column per `columns`, then the sum and the spam apart.
 */
export function MonthTable({
  id,
  caption,
  months,
  totals,
  columns,
}: {
  id: string;
  caption: string;
  months: MonthRow[];
  totals: Omit<MonthRow, "month">;
  columns: { label: string; count: (row: Omit<MonthRow, "month">) => number }[];
}) {
  const row = (
    label: React.ReactNode,
    key: string,
    values: Omit<MonthRow, "month">,
    strong = false,
  ) => (
    <tr
      key={key}
      className={strong ? "border-t-2 border-ink/30 font-semibold" : "border-t border-ink/10"}
    >
      <th
        scope="row"
        className="sticky left-0 bg-cream py-3 pr-3 text-left font-normal whitespace-nowrap"
      >
        {strong ? <span className="font-semibold">{label}</span> : label}
      </th>
      {columns.map((column) => (
        <td key={column.label} className={cn(cell, !column.count(values) && "text-muted/70")}>
          {column.count(values)}
        </td>
      ))}
      <td className={cn(cell, values.total ? "font-semibold" : "text-muted/70")}>{values.total}</td>
      <td className={cn(cell, "border-l border-ink/10 text-muted")}>{values.spam}</td>
    </tr>
  );
  return (
    <>
      {/* The visible title stays put while the table scrolls sideways; the caption names it. */}
      <h2 aria-hidden="true" className="text-3xl">
        {caption}
      </h2>
      <p className="mt-2 text-sm text-muted sm:hidden">{overviewCopy.swipeHint}</p>
      <div
        role="region"
        aria-labelledby={id}
        tabIndex={0}
        className="-mx-5 mt-4 overflow-x-auto px-5 sm:mx-0 sm:px-0"
      >
        <table className="w-full border-collapse text-[0.95rem]">
          <caption id={id} className="sr-only">
            {caption}
          </caption>
          <thead>
            <tr>
              <th
                scope="col"
                className="sticky left-0 bg-cream pr-3 pb-3 text-left text-sm font-semibold align-bottom"
              >
                {overviewCopy.month}
              </th>
              {columns.map((column) => (
                <th key={column.label} scope="col" className={headCell}>
                  {column.label}
                </th>
              ))}
              <th scope="col" className={headCell}>
                {overviewCopy.total}
              </th>
              <th
                scope="col"
                className={cn(headCell, "border-l border-ink/10 font-normal text-muted")}
              >
                {overviewCopy.spam}
              </th>
            </tr>
          </thead>
          <tbody>
            {months.map((month) =>
              row(
                <>
                  <span className="sm:hidden">{monthShortLabel(month.month, true)}</span>
                  <span className="hidden sm:inline">{monthLabel(month.month)}</span>
                </>,
                month.month,
                month,
              ),
            )}
          </tbody>
          <tfoot>{row(overviewCopy.sumRow, "sum", totals, true)}</tfoot>
        </table>
      </div>
    </>
  );
}
