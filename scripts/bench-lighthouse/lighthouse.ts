/**
 * Lighthouse on the page, and what the benchmark reads from its result: the figures the budgets
 * are about, and the first view's requests.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromePath, lighthouseChromeFlags } from "./options.ts";
import {
  ownBlockingTimeMs,
  simulatedLargestPaintChain,
  threadCpuMs,
  type ChainLink,
} from "./trace.ts";

/** A request of the page, as the reports list it (its URL without the origin). */
export type Request = { url: string; type: string; transferSize: number; priority?: string };

const ownBlockingTime = new WeakMap<object, number>();
const threadCpu = new WeakMap<object, ReturnType<typeof threadCpuMs>>();
const largestPaintChain = new WeakMap<object, ChainLink[]>();

/** Who used the cores in a run (threadCpuMs in ./trace.ts). */
export const threadCpuOf = (lhr: Lhr) => threadCpu.get(lhr);
/** What decided the run's simulated LCP (simulatedLargestPaintChain in ./trace.ts). */
export const largestPaintChainOf = (lhr: Lhr) => largestPaintChain.get(lhr) ?? [];

/**
 * One Lighthouse run of the page at `origin` (mobile preset: simulated slow 4G and a 4× slower
 * CPU) in a fresh Chromium; the trace's own figures are kept beside its result.
 */
export async function runLighthouse(origin: string) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: lighthouseChromeFlags });
  try {
    const result = await lighthouse(`${origin}/`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    if (!result) throw new Error("Lighthouse returned no result.");
    ownBlockingTime.set(result.lhr, ownBlockingTimeMs(result.artifacts.Trace.traceEvents));
    threadCpu.set(result.lhr, threadCpuMs(result.artifacts.Trace.traceEvents));
    largestPaintChain.set(result.lhr, simulatedLargestPaintChain(origin));
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

/** The figures the issues set targets for, rounded for the report. */
export function keyFigures(lhr: Lhr) {
  const { lcpMs, fcpMs, tbtMs, cls } = metrics(lhr);
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: Math.round(lcpMs),
    fcpMs: Math.round(fcpMs),
    tbtMs: Math.round(tbtMs),
    /** TBT from the page's own CPU time (ownBlockingTimeMs): robust to a busy machine. */
    cpuTbtMs: Math.round(ownBlockingTime.get(lhr) ?? Number.NaN),
    cls,
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
export function summariseLighthouse(lhr: Lhr, origin: string) {
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
    byType,
    requests,
  };
}
