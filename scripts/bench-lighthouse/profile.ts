/**
 * What the main thread does while the home page wakes up, on the slowed-down CPU: a Chromium trace
 * with the JavaScript sampler, the page loaded on a phone-sized screen with
 * `Emulation.setCPUThrottlingRate` (the run's multiplier) until it is hydrated and idle, and its
 * long tasks broken down: their parts (script evaluation by file, function calls, style, layout,
 * paint, parsing, garbage collection) and the JavaScript functions that took the most of them.
 * `npm run bench:lighthouse -- --profile` prints it for each page measured (not the anchor).
 */
import { writeFile } from "node:fs/promises";
import { chromium } from "@playwright/test";
import { hydrated, noteHydration } from "./interactions.ts";
import { browserArgs, chromePath } from "./options.ts";
import type { TraceEvent } from "./trace.ts";

type ProfileNode = {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
};
type ProfileEvent = TraceEvent & {
  id?: string;
  args: {
    data?: {
      startTime?: number;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
  };
};

/** JavaScript samples of the page's main thread: when, and in which function. */
function samplesOf(events: ProfileEvent[], pid: number, tid: number) {
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  const profile = events.find((e) => e.name === "Profile" && e.pid === pid && e.tid === tid);
  if (!profile) return { nodes, samples };
  let ts = profile.args.data?.startTime ?? profile.ts;
  for (const chunk of events) {
    if (chunk.name !== "ProfileChunk" || chunk.id !== profile.id || chunk.pid !== pid) continue;
    for (const node of chunk.args.data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids = chunk.args.data?.cpuProfile?.samples ?? [];
    const deltas = chunk.args.data?.timeDeltas ?? [];
    ids.forEach((node, i) => {
      ts += deltas[i] ?? 0;
      samples.push({ ts, node });
    });
  }
  return { nodes, samples };
}

const file = (url?: string) => url?.replace(/^.*\//, "") || "(native)";

/** Traces the page at `url` until it is hydrated and idle; returns its long tasks, explained. */
export async function profileWakeUp(
  url: string,
  cpuSlowdown: number,
  traceFile: string,
  longTaskMs = 50,
) {
  const browser = await chromium.launch({ executablePath: chromePath, args: browserArgs });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
    await browser.startTracing(page, {
      categories: [
        "devtools.timeline",
        "disabled-by-default-devtools.timeline",
        "v8.execute",
        "disabled-by-default-v8.cpu_profiler",
        "blink.user_timing",
        "loading",
      ],
    });
    await noteHydration(page);
    await page.goto(url, { waitUntil: "load" });
    await hydrated(page);
    await page.waitForTimeout(3000);
    const trace = await browser.stopTracing();
    await writeFile(traceFile, trace);
    const { traceEvents: events } = JSON.parse(trace.toString()) as {
      traceEvents: ProfileEvent[];
    };
    const navigation = events.find(
      (e) =>
        e.name === "navigationStart" &&
        e.args?.data?.isLoadingMainFrame &&
        e.args.data.documentLoaderURL?.startsWith("http"),
    );
    if (!navigation) throw new Error("The trace has no navigation.");
    const { pid, tid } = navigation;
    const onThread = events
      .filter((e) => e.pid === pid && e.tid === tid && e.ph === "X" && e.ts >= navigation.ts)
      .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
    const { nodes, samples } = samplesOf(events, pid, tid);
    const tasks = onThread.filter((e) => e.name === "RunTask" && (e.dur ?? 0) >= longTaskMs * 1000);
    return tasks.map((task) => {
      const end = task.ts + (task.dur ?? 0);
      const parts = new Map<string, number>();
      let covered = task.ts;
      for (const event of onThread) {
        if (event === task || event.ts < covered || event.ts >= end) continue;
        const url = event.args?.data?.url ?? event.args?.fileName;
        const name = `${event.name}${url ? ` ${file(url)}` : ""}`;
        const duration = Math.min(event.dur ?? 0, end - event.ts);
        parts.set(name, (parts.get(name) ?? 0) + duration);
        covered = event.ts + duration;
      }
      const functions = new Map<string, number>();
      const inTask = samples.filter((s) => s.ts >= task.ts && s.ts < end);
      inTask.forEach((sample, i) => {
        const next = inTask[i + 1]?.ts ?? end;
        const frame = nodes.get(sample.node)?.callFrame;
        const name = frame
          ? `${frame.functionName || "(anonymous)"} ${file(frame.url)}:${frame.lineNumber + 1}`
          : "?";
        functions.set(name, (functions.get(name) ?? 0) + (next - sample.ts));
      });
      const top = (map: Map<string, number>, n: number) =>
        [...map]
          .sort((a, b) => b[1] - a[1])
          .slice(0, n)
          .map(([name, us]) => `${name} ${(us / 1000).toFixed(1)}`);
      return {
        startMs: Math.round((task.ts - navigation.ts) / 1000),
        wallMs: Math.round((task.dur ?? 0) / 1000),
        cpuMs: Math.round((task.tdur ?? 0) / 1000),
        parts: top(parts, 6),
        functions: top(functions, 8),
      };
    });
  } finally {
    await browser.close();
  }
}
