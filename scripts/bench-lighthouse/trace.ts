/**
 * What the benchmark reads from a Lighthouse run's trace and simulation beyond Lighthouse's own
 * figures: blocking time from the page's own CPU time, who used the cores, and which requests
 * decided the simulated LCP.
 */
import * as Lantern from "lighthouse/core/lib/lantern/lantern.js";
import { kb } from "./options.ts";

export type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: {
    data?: {
      isLoadingMainFrame?: boolean;
      documentLoaderURL?: string;
      url?: string;
      type?: string;
      functionName?: string;
    };
    fileName?: string;
  };
};

/**
 * The page's main thread (the one that started the navigation) and its first contentful paint in
 * a Lighthouse trace, or null when the trace lost either.
 */
function pageStart(events: TraceEvent[]) {
  const navigation = events.find(
    (event) =>
      event.name === "navigationStart" &&
      event.args?.data?.isLoadingMainFrame &&
      event.args.data.documentLoaderURL?.startsWith("http"),
  );
  if (!navigation) return null;
  const onMainThread = (event: TraceEvent) =>
    event.pid === navigation.pid && event.tid === navigation.tid;
  const firstPaint = events.find(
    (event) => event.name === "firstContentfulPaint" && onMainThread(event),
  );
  return firstPaint ? { onMainThread, firstPaintTs: firstPaint.ts } : null;
}

/** The trace's top-level tasks from the first contentful paint on. */
const tasksFrom = (events: TraceEvent[], ts: number) =>
  events.filter((event) => event.name === "RunTask" && event.ph === "X" && event.ts >= ts);

/**
 * Total blocking time from the page's own CPU time. Lighthouse times the main thread's tasks by
 * the wall clock, so on a shared machine a task also counts the time the renderer waited for a
 * core. This takes each task's CPU time instead (the trace's `tdur`), from the first contentful
 * paint to the end of the trace, with the run's CPU slowdown and Lighthouse's 50 ms threshold:
 * about what TBT would be on a quiet machine (a little more: Lighthouse stops at time to
 * interactive and slows layout down by half as much).
 */
export function ownBlockingTimeMs(events: TraceEvent[], cpuSlowdown: number) {
  const page = pageStart(events);
  if (!page) return Number.NaN;
  return tasksFrom(events, page.firstPaintTs)
    .filter(page.onMainThread)
    .reduce(
      (sum, task) => sum + Math.max(0, (cpuSlowdown * (task.tdur ?? task.dur ?? 0)) / 1000 - 50),
      0,
    );
}

/** A main-thread task of the load as the (unthrottled) trace saw it, and what it was made of. */
export type ObservedTask = {
  /** From the navigation's start. */
  startMs: number;
  /** Wall-clock time: what Lighthouse multiplies by the CPU slowdown. */
  wallMs: number;
  /** CPU time: the page's own work; the rest the renderer waited for a core. */
  cpuMs: number;
  /** The task's direct parts by kind (and script), longest first: "EvaluateScript entry.client… 12.3". */
  parts: string[];
};

const ms = (microseconds: number) => Math.round(microseconds / 100) / 10;

/** What a trace event is, with the script it ran where the trace names one. */
function label(event: TraceEvent) {
  const url = event.args?.data?.url ?? event.args?.fileName;
  const file = url ? ` ${url.replace(/^.*\//, "").slice(0, 40)}` : "";
  const type = event.args?.data?.type ? ` ${event.args.data.type}` : "";
  return `${event.name}${type}${file}`;
}

/**
 * The `count` longest tasks on the page's main thread from the navigation to the end of the
 * trace, each with its direct parts (script evaluation and by which file, function calls, style,
 * layout, paint, image decoding, garbage collection) summed by kind. Time a task spent in none of
 * its parts is "self"; the difference between its wall and CPU time is waiting for a core.
 */
export function observedLongTasks(events: TraceEvent[], count = 8): ObservedTask[] {
  const navigation = events.find(
    (event) =>
      event.name === "navigationStart" &&
      event.args?.data?.isLoadingMainFrame &&
      event.args.data.documentLoaderURL?.startsWith("http"),
  );
  if (!navigation) return [];
  const onThread = events
    .filter(
      (event) =>
        event.pid === navigation.pid &&
        event.tid === navigation.tid &&
        event.ph === "X" &&
        event.ts >= navigation.ts,
    )
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const tasks = onThread
    .filter((event) => event.name === "RunTask")
    .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
    .slice(0, count);
  return tasks.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const parts = new Map<string, number>();
    let covered = task.ts;
    let inParts = 0;
    for (const event of onThread) {
      if (event === task || event.ts < covered || event.ts >= end) continue;
      const duration = Math.min(event.dur ?? 0, end - event.ts);
      parts.set(label(event), (parts.get(label(event)) ?? 0) + duration);
      covered = event.ts + duration;
      inParts += duration;
    }
    parts.set("self", (task.dur ?? 0) - inParts);
    return {
      startMs: ms(task.ts - navigation.ts),
      wallMs: ms(task.dur ?? 0),
      cpuMs: ms(task.tdur ?? task.dur ?? 0),
      parts: [...parts]
        .filter(([, duration]) => duration >= 500)
        .sort((a, b) => b[1] - a[1])
        .map(([name, duration]) => `${name} ${ms(duration)}`),
    };
  });
}

/**
 * Who used the two cores while the page loaded: the CPU time of the page's main thread, of
 * Chromium's display compositor (software compositing without a GPU) and of its browser thread
 * (which takes Lighthouse's screenshots), from the first contentful paint to the page's last
 * task. When the last two are as large as the first, the page's tasks wait for a core and their
 * wall-clock time, which Lighthouse's TBT counts, grows with no change in the page
 * (docs/performance.md, "Reading the figures on a shared machine").
 */
export function threadCpuMs(events: TraceEvent[]) {
  const page = pageStart(events);
  if (!page) return null;
  const names = new Map<string, string>();
  const processes = new Map<number, string>();
  for (const event of events) {
    const name = (event.args as { name?: string } | undefined)?.name;
    if (event.name === "thread_name" && name) names.set(`${event.pid}:${event.tid}`, name);
    if (event.name === "process_name" && name) processes.set(event.pid, name);
  }
  const tasks = tasksFrom(events, page.firstPaintTs);
  const end = Math.max(...tasks.filter(page.onMainThread).map((task) => task.ts + (task.dur ?? 0)));
  const sum = (keep: (task: TraceEvent) => boolean) =>
    Math.round(
      tasks
        .filter((task) => task.ts < end && keep(task))
        .reduce((total, task) => total + (task.tdur ?? task.dur ?? 0), 0) / 1000,
    );
  const thread = (task: TraceEvent) => names.get(`${task.pid}:${task.tid}`);
  return {
    page: sum(page.onMainThread),
    compositor: sum((task) => thread(task) === "VizCompositorThread"),
    browser: sum(
      (task) => processes.get(task.pid) === "Browser" && thread(task) === "CrBrowserMain",
    ),
  };
}

export type ChainLink = { startMs: number; endMs: number; what: string };

/**
 * What Lighthouse's simulation (Lantern) put on the path to the LCP in the run just made: every
 * request and main-thread task of its optimistic LCP graph, with simulated start and end. The LCP
 * estimate is the latest end of these (and of the pessimistic graph, which adds everything that
 * finished before the observed LCP), so this says which request decides it.
 */
export function simulatedLargestPaintChain(origin: string): ChainLink[] {
  const timings = Lantern.Simulation.Simulator.allNodeTimings.get(
    "optimisticLargestContentfulPaint",
  );
  if (!timings) return [];
  return [...timings.entries()]
    .map(([node, timing]) => ({
      startMs: Math.round(timing.startTime),
      endMs: Math.round(timing.endTime),
      what:
        node.type === "network"
          ? `${node.request.resourceType} ${node.request.url.replace(origin, "")} ` +
            `(${kb(node.request.transferSize)}${node.request.connectionReused ? "" : ", new connection"})`
          : `main thread ${(node.duration / 1000).toFixed(1)} ms (observed)`,
    }))
    .sort((a, b) => a.endMs - b.endMs);
}
