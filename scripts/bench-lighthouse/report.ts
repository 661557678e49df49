/**
 * The benchmark's report: the console summary of a picture set, and the table of the dated
 * reports in docs/reports/ (several sets side by side).
 */
import type { Summary } from "./measure.ts";
import { budgets, kb, origin, quietLoad } from "./options.ts";
import type { PictureSet } from "./picture-sets.ts";

/** The summary of one picture set, as the console shows it. */
export function printSummary(summary: Summary) {
  const { firstView, scrolled, verdict, machine, failedRuns } = summary;
  const count = summary.runs.length;
  const mark = (ok: boolean) => (ok ? "ok  " : "OVER");
  console.log(
    `\nLighthouse ${summary.lighthouse}, mobile preset, ${origin}/ (${summary.transport}), ${summary.pictures}, median of ${count} runs`,
  );
  console.log(
    `  load average ${machine.loadBefore.toFixed(1)} before, ${machine.loadAfter.toFixed(1)} after` +
      (machine.quiet ? "" : ` (over ${quietLoad}: the timings are provisional)`),
  );
  if (failedRuns.length > 0)
    console.log(`  ${failedRuns.length} more failed to measure and were run again: ${failedRuns}`);
  console.log(
    `  ${mark(verdict.performance)} scores   ${Object.entries(firstView.scores)
      .map(([id, score]) => `${id} ${Math.round((score ?? 0) * 100)}`)
      .join(" · ")}`,
  );
  console.log(
    `  ${mark(verdict.lcp)} LCP ${Math.round(firstView.lcpMs)} ms (budget ≤ ${budgets.lcpMs} ms)`,
  );
  if (firstView.lcpElement) console.log(`       LCP element ${firstView.lcpElement.slice(0, 120)}`);
  console.log("       simulated path to the LCP (optimistic graph, by end time):");
  for (const link of summary.lcpChain)
    console.log(
      `         ${String(link.startMs).padStart(5)} → ${String(link.endMs).padStart(5)} ms  ${link.what}`,
    );
  console.log(
    `  ${mark(verdict.tbt)} TBT ${Math.round(firstView.tbtMs)} ms (budget ≤ ${budgets.tbtMs} ms; ` +
      `from the page's own CPU time ${summary.median.cpuTbtMs} ms) · ` +
      `FCP ${Math.round(firstView.fcpMs)} ms · Speed Index ${Math.round(firstView.speedIndexMs)} ms`,
  );
  console.log(`  ${mark(verdict.cls)} CLS ${firstView.cls.toFixed(3)} (budget 0)`);
  console.log(
    `  ${mark(verdict.firstViewBytes)} first view ${kb(firstView.transferredBytes)} (budget ${kb(budgets.firstViewBytes)}): ` +
      firstView.byType
        .filter((entry) => entry.type !== "total" && entry.bytes > 0)
        .map((entry) => `${entry.type} ${kb(entry.bytes)} (${entry.requests})`)
        .join(", "),
  );
  for (const [name, run] of Object.entries(scrolled)) {
    console.log(
      `  ${mark(run.total <= budgets.scrolledBytes)} scrolled to the bottom, ${name} ${run.viewport.width}×${run.viewport.height}@${run.viewport.deviceScaleFactor}x: ` +
        `${kb(run.total)} in ${run.requests.length} requests (budget ${kb(budgets.scrolledBytes)}): ` +
        Object.entries(run.byType)
          .map(([type, bytes]) => `${type} ${kb(bytes)}`)
          .join(", "),
    );
  }
}

/** The reports' table: both picture sets side by side, with each set's range over all runs. */
export function comparison(
  results: { set: PictureSet; summary: Summary; buildSeconds?: number }[],
) {
  const range = (
    summary: Summary,
    key: "performance" | "lcpMs" | "tbtMs" | "cpuTbtMs" | "fcpMs",
  ) => {
    const values = summary.runs.map((run) => run[key]);
    return `${Math.min(...values)}–${Math.max(...values)}`;
  };
  const rows: [string, (summary: Summary) => string, string][] = [
    [
      "Performance score (median; runs)",
      (x) => `${x.median.performance} (${range(x, "performance")})`,
      "100",
    ],
    [
      "LCP, simulated slow 4G (median; runs)",
      (x) => `${(x.median.lcpMs / 1000).toFixed(2)} s (${range(x, "lcpMs")} ms)`,
      "≤ 1.2 s",
    ],
    ["TBT (median; runs)", (x) => `${x.median.tbtMs} ms (${range(x, "tbtMs")})`, "≤ 50 ms"],
    [
      "TBT from the page's own CPU time (median; runs)",
      (x) => `${x.median.cpuTbtMs} ms (${range(x, "cpuTbtMs")})`,
      "",
    ],
    ["FCP (median)", (x) => `${(x.median.fcpMs / 1000).toFixed(2)} s`, ""],
    ["CLS", (x) => String(x.median.cls), "0"],
    ["Transport", (x) => x.transport, ""],
    ["First view transferred", (x) => kb(x.firstView.transferredBytes), "≤ 350 KB"],
    [
      "Whole page scrolled, phone / desktop",
      (x) => `${kb(x.scrolled.phone.total)} / ${kb(x.scrolled.desktop.total)}`,
      "≤ 1.5 MB",
    ],
    [
      "Load average before / after",
      (x) => `${x.machine.loadBefore.toFixed(1)} / ${x.machine.loadAfter.toFixed(1)}`,
      `≤ ${quietLoad}`,
    ],
  ];
  const header = `| measure | ${results.map((result) => result.set).join(" | ")} | budget |`;
  const lines = [
    header,
    `| --- | ${results.map(() => "---").join(" | ")} | --- |`,
    ...rows.map(
      ([name, cell, budget]) =>
        `| ${name} | ${results.map((result) => cell(result.summary)).join(" | ")} | ${budget} |`,
    ),
  ];
  if (results.every((result) => result.buildSeconds !== undefined))
    lines.push(
      `| Build (npm run build) | ${results.map((result) => `${result.buildSeconds!.toFixed(0)} s`).join(" | ")} | |`,
    );
  return `${lines.join("\n")}\n`;
}
