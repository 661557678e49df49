import { overviewCopy } from "#app/content/studio/overview.ts";
import { formatEuro } from "#app/lib/format.ts";
import { cn } from "#app/lib/cn.ts";
import { conversion, type Tally } from "#app/studio/overview/conversion.ts";

const cell = "px-1.5 py-3 text-right tabular-nums whitespace-nowrap sm:px-3";
const headCell = "px-1.5 pb-3 text-right align-bottom text-sm font-semibold sm:px-3";
const { columns } = overviewCopy;

/**
 * Inquiries, bookings, conversion and booked value per source or per package, with a sum row.
 * A thin bar under each name shows its share of the inquiries (and, darker, of the bookings) for
 * the eye; the numbers are all in the cells. The name column stays in view if a narrow screen
 * has to scroll the table sideways.
 */
export function BreakdownTable({
  id,
  heading,
  nameColumn,
  rows,
  totals,
}: {
  id: string;
  heading: string;
  nameColumn: string;
  rows: (Tally & { key: string; label: string })[];
  totals: Tally;
}) {
  const max = Math.max(1, ...rows.map((row) => row.inquiries));
  const figures = (values: Tally) => {
    const share = conversion(values);
    return (
      <>
        <td className={cn(cell, !values.inquiries && "text-muted")}>{values.inquiries}</td>
        <td className={cn(cell, !values.booked && "text-muted")}>{values.booked}</td>
        <td className={cn(cell, !share && "text-muted")}>
          {share === null ? overviewCopy.noConversion : `${share}\u00a0%`}
        </td>
        <td className={cn(cell, !values.value && "text-muted")}>{formatEuro(values.value)}</td>
      </>
    );
  };
  return (
    <div className="mt-14">
      <h2 id={id} className="text-3xl">
        {heading}
      </h2>
      <div
        role="region"
        aria-labelledby={id}
        tabIndex={0}
        className="-mx-5 mt-4 overflow-x-auto px-5 sm:mx-0 sm:px-0"
      >
        <table className="w-full border-collapse text-sm sm:text-[0.95rem]">
          <caption className="sr-only">{heading}</caption>
          <thead>
            <tr>
              <th
                scope="col"
                className="sticky left-0 bg-cream pr-2 pb-3 text-left align-bottom text-sm font-semibold"
              >
                {nameColumn}
              </th>
              <th scope="col" className={headCell}>
                {columns.inquiries}
              </th>
              <th scope="col" className={headCell}>
                {columns.booked}
              </th>
              <th scope="col" className={headCell}>
                {columns.conversion}
              </th>
              <th scope="col" className={headCell}>
                {columns.value}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-t border-ink/10">
                <th scope="row" className="sticky left-0 bg-cream py-3 pr-2 text-left font-normal">
                  {row.label}
                  <span aria-hidden="true" className="relative mt-1.5 block h-1.5 w-full bg-ink/5">
                    <span
                      className="absolute inset-y-0 left-0 bg-blush"
                      style={{ width: `${(row.inquiries / max) * 100}%` }}
                    />
                    <span
                      className="absolute inset-y-0 left-0 bg-ink"
                      style={{ width: `${(row.booked / max) * 100}%` }}
                    />
                  </span>
                </th>
                {figures(row)}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t-2 border-ink/30 font-semibold">
              <th scope="row" className="sticky left-0 bg-cream py-3 pr-2 text-left">
                {overviewCopy.sumRow}
              </th>
              {figures(totals)}
            </tr>
          </tfoot>
        </table>
      </div>
    </div>
  );
}
