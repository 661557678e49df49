/**
 * The benchmark's report: the console summary of a measured page, and the table of the dated
 * reports in docs/reports/ (every page of the run side by side, the anchor among them).
 */
import { describeCalibration } from "./calibration.ts";
import type { Summary } from "./measure.ts";
import { budgets, kb, quietLoad } from "./options.ts";

const mark = (ok: boolean | undefined) => (ok === false ? "OVER" : "ok  ");

/** The summary of one measured page, as the console shows it. */
export function printSummary(summary: Summary) {
  const { firstView, scrolled, verdict, machine, failedRuns, median, interactions } = summary;
  const count = summary.runs.length;
  console.log(
    `\n${summary.label}: Lighthouse ${summary.lighthouse}, mobile preset, ${summary.transport}, median of ${count} runs`,
  );
  console.log(`  ${describeCalibration(summary.calibration)}`);
  console.log(
    `  benchmark index in the runs ${range(summary, "benchmarkIndex")} · load average ` +
      `${machine.loadBefore.toFixed(1)} before, ${machine.loadAfter.toFixed(1)} after` +
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
      `from the page's own CPU time ${median.cpuTbtMs} ms) · ` +
      `FCP ${Math.round(firstView.fcpMs)} ms · Speed Index ${Math.round(firstView.speedIndexMs)} ms`,
  );
  console.log(
    `  ${mark(verdict.longestTask)} longest task ${median.longestTaskMs} ms (budget ≤ ${budgets.longestTaskMs} ms); ` +
      `simulated long tasks: ${
        firstView.longTasks
          .map((task) => `${task.durationMs} ms at ${task.startMs} ms (${shortUrl(task.url)})`)
          .join(", ") || "none"
      }`,
  );
  console.log("       longest tasks as observed (unthrottled wall / CPU time: parts):");
  for (const task of firstView.observedTasks.slice(0, 5))
    console.log(
      `         at ${task.startMs} ms: ${task.wallMs} / ${task.cpuMs} ms: ${task.parts.slice(0, 5).join(" · ")}`,
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
  if (summary.wakeUp) {
    console.log(
      `       long tasks while the page wakes up, traced on the ${summary.calibration.multiplier}× slower CPU (wall / CPU ms):`,
    );
    for (const task of summary.wakeUp) {
      console.log(`         at ${task.startMs} ms: ${task.wallMs} / ${task.cpuMs} ms`);
      console.log(`           parts: ${task.parts.join(" · ")}`);
      console.log(`           functions: ${task.functions.join(" · ")}`);
    }
  }
  if (interactions) {
    const { runs } = interactions;
    console.log(
      `  ${mark(interactions.lightboxInpMs <= budgets.interactionMs)} lightbox INP ${interactions.lightboxInpMs} ms (runs ${runs.lightbox.join(", ")}; budget ≤ ${budgets.interactionMs} ms, CPU ${interactions.cpuSlowdown}× slower)`,
    );
    console.log(
      `  ${mark(interactions.formInpMs <= budgets.interactionMs)} form INP ${interactions.formInpMs} ms (runs ${runs.form.join(", ")})`,
    );
    console.log(
      `       a picture tapped as the first input: the tap's INP ${interactions.firstTapInpMs} ms, ` +
        `lightbox shown ${interactions.firstTapToLightboxMs} ms after the tap (runs ${runs.firstTap.map((run) => run.tapToShownMs).join(", ")})`,
    );
  }
}

const shortUrl = (url: string) => url.replace(/^https?:\/\/[^/]+/, "").slice(0, 60) || url;

type RunKey = keyof Summary["runs"][number];
function range(summary: Summary, key: RunKey) {
  const values = summary.runs.map((run) => Number(run[key]));
  return `${Math.min(...values)}–${Math.max(...values)}`;
}

/** The reports' table: every measured page side by side, with each one's range over all runs. */
export function comparison(results: { summary: Summary; buildSeconds?: number }[]) {
  const summaries = results.map((result) => result.summary);
  const rows: [string, (summary: Summary) => string, string][] = [
    [
      "Performance score (median; runs)",
      (x) => `${x.median.performance} (${range(x, "performance")})`,
      `≥ ${budgets.performance}`,
    ],
    [
      "LCP (median; runs)",
      (x) => `${(x.median.lcpMs / 1000).toFixed(2)} s (${range(x, "lcpMs")} ms)`,
      `≤ ${(budgets.lcpMs / 1000).toFixed(2)} s`,
    ],
    [
      "TBT (median; runs)",
      (x) => `${x.median.tbtMs} ms (${range(x, "tbtMs")})`,
      `≤ ${budgets.tbtMs} ms`,
    ],
    [
      "Longest task, simulated (median; runs)",
      (x) => `${x.median.longestTaskMs} ms (${range(x, "longestTaskMs")})`,
      `≤ ${budgets.longestTaskMs} ms`,
    ],
    [
      "TBT from the page's own CPU time (median; runs)",
      (x) => `${x.median.cpuTbtMs} ms (${range(x, "cpuTbtMs")})`,
      "",
    ],
    ["FCP (median)", (x) => `${(x.median.fcpMs / 1000).toFixed(2)} s`, ""],
    ["CLS", (x) => String(x.median.cls), "0"],
    [
      "First view transferred (of it script)",
      (x) => `${kb(x.firstView.transferredBytes)} (${kb(x.firstView.scriptBytes)})`,
      `≤ ${kb(budgets.firstViewBytes)}`,
    ],
    [
      "Whole page scrolled, phone / desktop",
      (x) => `${kb(x.scrolled.phone.total)} / ${kb(x.scrolled.desktop.total)}`,
      `≤ ${kb(budgets.scrolledBytes)}`,
    ],
    [
      "INP: lightbox / form (median of 3)",
      (x) =>
        x.interactions
          ? `${x.interactions.lightboxInpMs} / ${x.interactions.formInpMs} ms`
          : "not measured",
      `≤ ${budgets.interactionMs} ms`,
    ],
    [
      "First tap on a picture: tap INP / lightbox shown after",
      (x) =>
        x.interactions
          ? `${x.interactions.firstTapInpMs} / ${x.interactions.firstTapToLightboxMs} ms`
          : "not measured",
      "",
    ],
    [
      "Benchmark index: calibration (runs) → CPU slowdown",
      (x) =>
        `${x.calibration.benchmarkIndex} (${range(x, "benchmarkIndex")}) → ${x.calibration.multiplier}×`,
      "",
    ],
    [
      "Load average before / after",
      (x) => `${x.machine.loadBefore.toFixed(1)} / ${x.machine.loadAfter.toFixed(1)}`,
      `≤ ${quietLoad}`,
    ],
    ["Transport", (x) => x.transport, ""],
  ];
  const lines = [
    `| measure | ${summaries.map((summary) => summary.label).join(" | ")} | budget |`,
    `| --- | ${summaries.map(() => "---").join(" | ")} | --- |`,
    ...rows.map(
      ([name, cell, budget]) =>
        `| ${name} | ${summaries.map((summary) => cell(summary)).join(" | ")} | ${budget} |`,
    ),
  ];
  if (results.some((result) => result.buildSeconds !== undefined))
    lines.push(
      `| Build (npm run build) | ${results.map((result) => (result.buildSeconds === undefined ? "" : `${result.buildSeconds.toFixed(0)} s`)).join(" | ")} | |`,
    );
  return `${lines.join("\n")}\n`;
}
