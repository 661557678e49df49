/**
 * Lighthouse on the page, and what the benchmark reads from its result: the figures the budgets
 * are about, and the first view's requests.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromePath, lighthouseChromeFlags } from "./options.ts";
import {
  observedLongTasks,
  ownBlockingTimeMs,
  simulatedLargestPaintChain,
  threadCpuMs,
  type ChainLink,
  type ObservedTask,
  type TraceEvent,
} from "./trace.ts";

/** A request of the page, as the reports list it (its URL without the origin). */
export type Request = { url: string; type: string; transferSize: number; priority?: string };

const ownBlockingTime = new WeakMap<object, number>();
const threadCpu = new WeakMap<object, ReturnType<typeof threadCpuMs>>();
const largestPaintChain = new WeakMap<object, ChainLink[]>();
const observedTasks = new WeakMap<object, ObservedTask[]>();
const traces = new WeakMap<object, TraceEvent[]>();

/** Who used the cores in a run (threadCpuMs in ./trace.ts). */
export const threadCpuOf = (lhr: Lhr) => threadCpu.get(lhr);
/** What decided the run's simulated LCP (simulatedLargestPaintChain in ./trace.ts). */
export const largestPaintChainOf = (lhr: Lhr) => largestPaintChain.get(lhr) ?? [];
/** The run's trace, as Lighthouse recorded it (the reports keep the median run's). */
export const traceOf = (lhr: Lhr) => traces.get(lhr) ?? [];
/** The run's longest main-thread tasks as the trace observed them (observedLongTasks). */
export const observedTasksOf = (lhr: Lhr) => observedTasks.get(lhr) ?? [];

/**
 * One Lighthouse run of the page at `url` (mobile preset: simulated slow 4G, the CPU slowed down
 * by `cpuSlowdown`, ./calibration.ts) in a fresh Chromium; the trace's own figures are kept beside
 * its result.
 */
export async function runLighthouse(url: string, cpuSlowdown: number) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: lighthouseChromeFlags });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      // Merged into the mobile preset's throttling: only the CPU's slowdown changes.
      throttling: { cpuSlowdownMultiplier: cpuSlowdown },
    });
    if (!result) throw new Error("Lighthouse returned no result.");
    const events = result.artifacts.Trace.traceEvents;
    ownBlockingTime.set(result.lhr, ownBlockingTimeMs(events, cpuSlowdown));
    threadCpu.set(result.lhr, threadCpuMs(events));
    observedTasks.set(result.lhr, observedLongTasks(events));
    traces.set(result.lhr, events);
    largestPaintChain.set(result.lhr, simulatedLargestPaintChain(new URL(url).origin));
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

type Items<T> = { details?: { items?: T[] } };
export type Lhr = Awaited<ReturnType<typeof runLighthouse>>;

/** The timing metrics of one run, as Lighthouse reports them. */
export function metrics(lhr: Lhr) {
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    lcpMs: value("largest-contentful-paint"),
    fcpMs: value("first-contentful-paint"),
    tbtMs: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    speedIndexMs: value("speed-index"),
  };
}

/** A long task of the load as Lighthouse simulates it (its `long-tasks` audit). */
export type LongTask = { url: string; startMs: number; durationMs: number };

/** The simulated long tasks (50 ms and more, with the run's CPU slowdown), longest first. */
export function longTasks(lhr: Lhr): LongTask[] {
  const items =
    (lhr.audits["long-tasks"] as Items<{ url: string; startTime: number; duration: number }>)
      ?.details?.items ?? [];
  return items
    .map((item) => ({
      url: item.url,
      startMs: Math.round(item.startTime),
      durationMs: Math.round(item.duration),
    }))
    .sort((a, b) => b.durationMs - a.durationMs);
}

/** The figures the issues set targets for, rounded for the report. */
export function keyFigures(lhr: Lhr) {
  const { lcpMs, fcpMs, tbtMs, cls } = metrics(lhr);
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: Math.round(lcpMs),
    fcpMs: Math.round(fcpMs),
    tbtMs: Math.round(tbtMs),
    /** The longest main-thread task, simulated (0 when none reached 50 ms). */
    longestTaskMs: longTasks(lhr)[0]?.durationMs ?? 0,
    /** TBT from the page's own CPU time (ownBlockingTimeMs): robust to a busy machine. */
    cpuTbtMs: Math.round(ownBlockingTime.get(lhr) ?? Number.NaN),
    cls,
    /** Lighthouse's benchmark of the machine in this run (./calibration.ts). */
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
  };
}

export const oneLine = (lhr: Lhr) =>
  Object.entries(keyFigures(lhr))
    .map(([name, value]) => `${name} ${value}`)
    .join(" · ");

/** The LCP element's markup; Lighthouse 13 reports it inside its "insight" audits. */
function lcpElementSnippet(lhr: Lhr): string | undefined {
  for (const id of [
    "lcp-breakdown-insight",
    "lcp-discovery-insight",
    "largest-contentful-paint-element",
  ]) {
    const match = JSON.stringify(lhr.audits[id]?.details ?? {}).match(
      /"snippet":"((?:[^"\\]|\\.)*)"/,
    );
    if (match) return JSON.parse(`"${match[1]}"`) as string;
  }
  return undefined;
}

/** The first view of the median run: scores, timings, the LCP element, what was transferred. */
export function summariseLighthouse(lhr: Lhr, url: string) {
  const origin = new URL(url).origin;
  const audit = (id: string) => lhr.audits[id]!;
  const byType = (
    (
      audit("resource-summary") as Items<{
        resourceType: string;
        transferSize: number;
        requestCount: number;
      }>
    ).details?.items ?? []
  ).map(({ resourceType, transferSize, requestCount }) => ({
    type: resourceType,
    bytes: transferSize,
    requests: requestCount,
  }));
  const requests: Request[] = (
    (
      audit("network-requests") as Items<{
        url: string;
        resourceType: string;
        transferSize: number;
        priority: string;
      }>
    ).details?.items ?? []
  ).map((item) => ({
    url: item.url.replace(origin, ""),
    type: item.resourceType,
    transferSize: item.transferSize,
    priority: item.priority,
  }));
  return {
    scores: Object.fromEntries(
      Object.values(lhr.categories).map((category) => [category.id, category.score]),
    ),
    ...metrics(lhr),
    lcpElement: lcpElementSnippet(lhr),
    transferredBytes: byType.find((entry) => entry.type === "total")?.bytes ?? 0,
    scriptBytes: byType.find((entry) => entry.type === "script")?.bytes ?? 0,
    longTasks: longTasks(lhr),
    observedTasks: observedTasksOf(lhr),
    byType,
    requests,
  };
}
