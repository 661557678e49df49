/**
 * One measurement: Lighthouse several times on a page and the page scrolled to the bottom
 * (`measurePage`, any page at any address), and the same for a picture set of this site (or of
 * the `--baseline` checkout) with the server started for it, plus the interactions
 * (`measureSet`), or for the anchor (`measureAnchor`); each written to reports/.
 */
import { rmSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { loadavg } from "node:os";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { anchorTemplate, startAnchor } from "./anchor.ts";
import type { Calibration } from "./calibration.ts";
import { measureInteractions, type Interactions } from "./interactions.ts";
import {
  keyFigures,
  largestPaintChainOf,
  oneLine,
  runLighthouse,
  summariseLighthouse,
  threadCpuOf,
  traceOf,
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
import { profileWakeUp } from "./profile.ts";
import { measureScrolled } from "./scrolled.ts";
import { startSite } from "./server.ts";

const load = () => loadavg()[0]!;
const phone = { width: 412, height: 823 };
const desktop = { width: 1440, height: 900 };

/**
 * `runs` Lighthouse runs of the page at `url` with the calibrated CPU slowdown and their median
 * run (the one closest to the median FCP and TTI, as Lighthouse's own tooling picks it), then the
 * page scrolled on a phone and a desktop, with the verdict against the budgets.
 */
export async function measurePage(url: string, calibration: Calibration) {
  // One unmeasured visit first: the numbers should describe a server that is serving visitors,
  // not the first requests after a restart (cold disk cache, unoptimised code paths).
  await measureScrolled(url, phone, 1.75);
  const lhrs: Lhr[] = [];
  // A run that fails to measure (Lighthouse's runtimeError, such as NO_NAVSTART when Chromium's
  // trace lost the navigation: "please run Lighthouse again") has no figures at all; it is
  // reported, kept out of the median and run again, at most maxFailedRuns times in all.
  const failedRuns: string[] = [];
  while (lhrs.length < runs) {
    const result = await runLighthouse(url, calibration.multiplier);
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
  const firstView = summariseLighthouse(lhr, url);
  const scrolled = {
    phone: await measureScrolled(url, phone, 1.75),
    desktop: await measureScrolled(url, desktop, 1),
  };
  const median = keyFigures(lhr);
  const verdict = {
    performance: median.performance >= budgets.performance,
    lcp: firstView.lcpMs <= budgets.lcpMs,
    tbt: firstView.tbtMs <= budgets.tbtMs,
    longestTask: median.longestTaskMs <= budgets.longestTaskMs,
    cls: firstView.cls <= budgets.cls,
    firstViewBytes: firstView.transferredBytes <= budgets.firstViewBytes,
    scrolledPhone: scrolled.phone.total <= budgets.scrolledBytes,
    scrolledDesktop: scrolled.desktop.total <= budgets.scrolledBytes,
  };
  return { lhr, lhrs, failedRuns, median, verdict, firstView, scrolled };
}

/** What is measured: a picture set of this site or of the baseline, or the anchor. */
export type Target = { label: string; pictures: PictureSet | "anchor"; checkout?: string };
/** The target's name in report files. */
const name = (target: Target) => target.label.replace(/[^a-z0-9]+/gi, "-").toLowerCase();

async function writeReports(
  target: Target,
  calibration: Calibration,
  loadBefore: number,
  measured: Awaited<ReturnType<typeof measurePage>>,
  interactions?: Interactions,
  wakeUp?: Awaited<ReturnType<typeof profileWakeUp>>,
) {
  const { lhr, lhrs, failedRuns, median, verdict, firstView, scrolled } = measured;
  const machine = {
    loadBefore,
    loadAfter: load(),
    quiet: Math.max(loadBefore, load()) <= quietLoad,
  };
  const suffix = `-${name(target)}${flags.https ? "-https" : ""}`;
  await mkdir("reports", { recursive: true });
  await writeFile(`reports/lighthouse-lhr${suffix}.json`, JSON.stringify(lhr));
  await writeFile(
    `reports/lighthouse-trace${suffix}.json`,
    JSON.stringify({ traceEvents: traceOf(lhr) }),
  );
  const summary = {
    label: target.label,
    pictures: target.pictures,
    checkout: target.checkout,
    transport,
    measuredAt: new Date().toISOString(),
    lighthouse: lhr.lighthouseVersion,
    calibration,
    machine,
    budgets,
    verdict: {
      ...verdict,
      ...(interactions
        ? {
            lightbox: interactions.lightboxInpMs <= budgets.interactionMs,
            form: interactions.formInpMs <= budgets.interactionMs,
          }
        : {}),
    },
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
    interactions,
    wakeUp,
  };
  await writeFile(
    `reports/lighthouse-summary${suffix}.json`,
    `${JSON.stringify(summary, null, 2)}\n`,
  );
  return summary;
}

/**
 * Lighthouse, the scrolled page and the interactions for the build in build/ (or the baseline
 * checkout's) with `target`'s pictures; writes the reports for it.
 */
export async function measureSet(target: Target, calibration: Calibration) {
  const loadBefore = load();
  // Every set starts from a fresh install: a set measured after "uploaded" would otherwise show
  // her published photos instead of its own pictures.
  rmSync(dataDir, { recursive: true, force: true });
  const site = await startSite(target.checkout);
  try {
    if (target.pictures === "uploaded") await publishCameraSetAsUploads();
    await site.proxy();
    const measured = await measurePage(`${origin}/`, calibration);
    const interactions = flags.interactions
      ? await measureInteractions(`${origin}/`, calibration.multiplier)
      : undefined;
    const wakeUp = flags.profile
      ? await profileWakeUp(
          `${origin}/`,
          calibration.multiplier,
          `reports/wake-up-trace-${name(target)}.json`,
        )
      : undefined;
    return await writeReports(target, calibration, loadBefore, measured, interactions, wakeUp);
  } finally {
    await site.stop();
  }
}

/** Lighthouse and the scrolled page for the anchor (./anchor.ts), served by its own Caddy. */
export async function measureAnchor(calibration: Calibration) {
  const loadBefore = load();
  const anchor = await startAnchor();
  try {
    const measured = await measurePage(anchor.url, calibration);
    return await writeReports(
      { label: anchorTemplate.name, pictures: "anchor" },
      calibration,
      loadBefore,
      measured,
    );
  } finally {
    await anchor.stop();
  }
}

export type Summary = Awaited<ReturnType<typeof writeReports>>;
