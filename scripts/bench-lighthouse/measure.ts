/**
 * One measurement: Lighthouse several times on a page and the page scrolled to the bottom
 * (`measurePage`, any site at any origin), and the same for a picture set of this site with the
 * server started for it, written to reports/ (`measureSet`).
 */
import { rmSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { loadavg } from "node:os";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import {
  keyFigures,
  largestPaintChainOf,
  oneLine,
  runLighthouse,
  summariseLighthouse,
  threadCpuOf,
  type Lhr,
} from "./lighthouse.ts";
import {
  budgets,
  dataDir,
  flags,
  maxFailedRuns,
  origin,
  quietLoad,
  runs,
  transport,
} from "./options.ts";
import { publishCameraSetAsUploads, type PictureSet } from "./picture-sets.ts";
import { measureScrolled } from "./scrolled.ts";
import { startSite } from "./server.ts";

const load = () => loadavg()[0]!;
const phone = { width: 412, height: 823 };
const desktop = { width: 1440, height: 900 };

/**
 * `runs` Lighthouse runs of the page at `at` and their median run (the one closest to the median
 * FCP and TTI, as Lighthouse's own tooling picks it), then the page scrolled on a phone and a
 * desktop, with the verdict against the budgets.
 */
export async function measurePage(at: string) {
  // One unmeasured visit first: the numbers should describe a server that is serving visitors,
  // not the first requests after a restart (cold disk cache, unoptimised code paths).
  await measureScrolled(at, phone, 1.75);
  const lhrs: Lhr[] = [];
  // A run that fails to measure (Lighthouse's runtimeError, such as NO_NAVSTART when Chromium's
  // trace lost the navigation: "please run Lighthouse again") has no figures at all; it is
  // reported, kept out of the median and run again, at most maxFailedRuns times in all.
  const failedRuns: string[] = [];
  while (lhrs.length < runs) {
    const result = await runLighthouse(at);
    const label = `  Lighthouse run ${lhrs.length + 1}/${runs}:`;
    if (result.runtimeError) {
      failedRuns.push(result.runtimeError.code);
      console.log(`${label} failed to measure (${result.runtimeError.code}), running it again`);
      if (failedRuns.length > maxFailedRuns) throw new Error("Lighthouse keeps failing.");
      continue;
    }
    lhrs.push(result);
    const cpu = threadCpuOf(result);
    const cores = cpu
      ? ` · CPU after the first paint: page ${cpu.page} ms, compositor ${cpu.compositor} ms, browser ${cpu.browser} ms`
      : "";
    console.log(`${label} ${oneLine(result)} · load ${load().toFixed(1)}${cores}`);
  }
  const lhr = computeMedianRun(lhrs) as Lhr;
  const firstView = summariseLighthouse(lhr, at);
  const scrolled = {
    phone: await measureScrolled(at, phone, 1.75),
    desktop: await measureScrolled(at, desktop, 1),
  };
  const median = keyFigures(lhr);
  const verdict = {
    performance: median.performance >= budgets.performance,
    lcp: firstView.lcpMs <= budgets.lcpMs,
    tbt: firstView.tbtMs <= budgets.tbtMs,
    cls: firstView.cls <= budgets.cls,
    firstViewBytes: firstView.transferredBytes <= budgets.firstViewBytes,
    scrolledPhone: scrolled.phone.total <= budgets.scrolledBytes,
    scrolledDesktop: scrolled.desktop.total <= budgets.scrolledBytes,
  };
  return { lhr, lhrs, failedRuns, median, verdict, firstView, scrolled };
}

/**
 * Lighthouse and the scrolled page for the build in build/ with `set`'s pictures; writes the
 * reports for `set`.
 */
export async function measureSet(set: PictureSet) {
  const loadBefore = load();
  if (set === "uploaded") rmSync(dataDir, { recursive: true, force: true });
  const site = await startSite();
  try {
    if (set === "uploaded") await publishCameraSetAsUploads();
    await site.proxy();
    const { lhr, lhrs, failedRuns, median, verdict, firstView, scrolled } =
      await measurePage(origin);
    const machine = {
      loadBefore,
      loadAfter: load(),
      quiet: Math.max(loadBefore, load()) <= quietLoad,
    };
    const suffix = `${set === "camera" || set === "uploaded" ? `-${set}` : ""}${flags.https ? "-https" : ""}`;
    await mkdir("reports", { recursive: true });
    await writeFile(`reports/lighthouse-lhr${suffix}.json`, JSON.stringify(lhr));
    const summary = {
      pictures: set,
      transport,
      measuredAt: new Date().toISOString(),
      lighthouse: lhr.lighthouseVersion,
      machine,
      budgets,
      verdict,
      median,
      runs: lhrs.map((run) => ({
        ...keyFigures(run),
        threadCpuMs: threadCpuOf(run),
        median: run === lhr,
      })),
      failedRuns,
      lcpChain: largestPaintChainOf(lhr),
      firstView,
      scrolled,
    };
    await writeFile(
      `reports/lighthouse-summary${suffix}.json`,
      `${JSON.stringify(summary, null, 2)}\n`,
    );
    return summary;
  } finally {
    await site.stop();
  }
}

export type Summary = Awaited<ReturnType<typeof measureSet>>;
