/**
 * `npm run bench:lighthouse` (after `npm run build`): measures the home page the way a visitor on
 * a phone gets it, against the issues' budgets.
 *
 * 1. Lighthouse 13, mobile preset (simulated slow 4G and a 4× slower CPU), on the production
 *    server: scores, LCP, CLS, TBT, bytes transferred by type and every request of the first view.
 *    Lighthouse's simulation depends on the order things happened in the real (unthrottled) load,
 *    which varies from run to run, so it runs LIGHTHOUSE_RUNS times (default 5) and reports the
 *    median run the way Lighthouse's own tooling picks it (closest to the median FCP and TTI),
 *    with every run's figures next to it.
 * 2. The whole page scrolled to the bottom in Chromium (a phone and a desktop viewport, empty
 *    cache): every byte transferred, by type — Lighthouse stops at the first view.
 *
 * Picture sets:
 * - no option: the current build (the committed placeholder pictures, unless built otherwise);
 * - `-- --camera`: builds the site with the generated camera photographs
 *   (scripts/images/camera-set.ts, painted on first use), measures it, and builds the placeholder
 *   site again at the end, so build/ is as before;
 * - `-- --both`: builds and measures the placeholders, then the camera photographs, and prints
 *   both side by side (the table of the dated reports in docs/reports/). This is the command for figures worth reporting; it
 *   takes about 10 minutes and needs a quiet machine: the load average is printed with the
 *   figures, and any run over a load of 1.5 is marked provisional.
 * - `-- --uploaded`: the same camera photographs as her uploads (issue 28): on the placeholder
 *   build, each is handed to the running server's photo worker as an upload, described with the
 *   same text and focal point, placed where the camera build has it and published; then the page
 *   is measured. `-- --camera --uploaded` measures both and prints them side by side: the
 *   build-time pipeline against the worker's files served from the database.
 *
 * Transport: by default the browser talks to the Node server directly (HTTP/1.1 without TLS, a
 * new connection for each parallel request). With `-- --https` (combinable with the above) the
 * shipped deploy/Caddyfile stands in front of it (tests/proxy/caddy.ts: Caddy's local CA, HTTPS on
 * BENCH_PORT + 1, HTTP on BENCH_PORT + 2), reached as https://example.com over TLS and HTTP/2 the
 * way the deployed site is: one connection for all requests, and one more round trip for TLS.
 *
 * Writes reports/lighthouse-summary[-camera].json (figures and request lists) and
 * reports/lighthouse-lhr[-camera].json (Lighthouse's full result), with --both also
 * reports/lighthouse-comparison.md, and prints a summary. It reports; it does not fail on a missed
 * budget (timings on shared machines are noisy). BENCH_PORT (default 4180) and CHROMIUM_PATH
 * apply.
 */
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, rmSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { loadavg } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import * as Lantern from "lighthouse/core/lib/lantern/lantern.js";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { chromium } from "@playwright/test";
import { chromiumArgs } from "../playwright.config.ts";
import { domain, startCaddy } from "#tests/proxy/caddy.ts";
import { ensureCameraSet } from "./images/camera-set.ts";
import { cameraSetDir } from "./images/paths.ts";
import type { ManifestEntry } from "#app/images/images.ts";
import { defaultContent } from "#app/content/defaults.ts";
import { openDatabase } from "#app/lib/db.server.ts";
import { migrations } from "#app/migrations.server.ts";
import { placesOf } from "#app/photos/places.ts";
import { photoBlockers } from "#app/photos/publishable.server.ts";
import { addUpload, describePhoto, readPhoto } from "#app/photos/store.server.ts";
import type { PhotoRef } from "#app/website/schema.ts";
import { publishDraft, saveDraft } from "#app/website/store.server.ts";

type Manifest = { images: Record<string, ManifestEntry> };

const port = Number(process.env.BENCH_PORT ?? 4180);
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));
const maxFailedRuns = 3;
/** `-- --https`: measured through Caddy with TLS and HTTP/2 (see the header comment). */
const overHttps = process.argv.slice(2).includes("--https");
const serverOrigin = `http://127.0.0.1:${port}`;
const origin = overHttps ? `https://${domain}:${port + 1}` : serverOrigin;
const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** Caddy's certificate comes from its own local authority, which the browser does not know. */
const browserArgs = overHttps
  ? [
      ...chromiumArgs,
      "--ignore-certificate-errors",
      `--host-resolver-rules=MAP ${domain} 127.0.0.1`,
    ]
  : chromiumArgs;
/** Issue 18's budgets, for the placeholders and the camera photographs alike. */
const budgets = {
  performance: 100,
  lcpMs: 1200,
  tbtMs: 50,
  cls: 0,
  firstViewBytes: 350 * 1024,
  scrolledBytes: 1.5 * 1024 * 1024,
};
/** A load average above this (on 2 cores) makes the timings provisional. */
const quietLoad = 1.5;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function startServer() {
  if (!existsSync("build/server/index.js")) throw new Error("No build found: run npm run build.");
  const answering = () =>
    fetch(`${serverOrigin}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
  // Another server on the port would be measured instead of this build.
  if (await answering())
    throw new Error(`Something already answers on ${serverOrigin}: pick a BENCH_PORT.`);
  const server = spawn("npm", ["start"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_PATH: `data/bench-${port}/studio.sqlite`,
      OUTBOX_DIR: `data/bench-${port}/outbox`,
      PUBLIC_SITE_URL: origin,
      LOG_LEVEL: "silent",
      // Behind the proxy the server sees X-Forwarded-Proto: https and sends HSTS, as deployed.
      // https://example.com is a public origin: the server refuses the laptop defaults there
      // (app/lib/env.server.ts), so this run states settings of its own.
      ...(overHttps
        ? {
            TRUST_PROXY: "1",
            SESSION_SECRET: randomBytes(32).toString("hex"),
            STUDIO_EMAIL: "studio@atelier.test",
            MAIL_FROM: "Atelier Website <website@atelier.test>",
            MAIL_TRANSPORT: "file",
            SMTP_URL: "",
          }
        : {}),
    },
    stdio: "inherit",
    detached: true,
  });
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (server.exitCode !== null) break;
    if (await answering()) return server;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not come up on ${serverOrigin}.`);
}

/**
 * The shipped deploy/Caddyfile in front of the server (`--https`), as the proxy tests run it
 * (tests/proxy/caddy.ts: loopback ports, Caddy's local CA); returns how to stop it.
 */
async function startProxy(): Promise<() => Promise<void>> {
  const caddy = await startCaddy({ upstreamPort: port, httpsPort: port + 1, httpPort: port + 2 });
  return () => caddy.stop();
}

/** Stops the server's process group (npm and node); it may have exited on its own. */
function stopServer(server: ReturnType<typeof spawn>) {
  try {
    if (server.pid) process.kill(-server.pid, "SIGTERM");
  } catch {
    // Already gone.
  }
}

type Request = { url: string; type: string; transferSize: number; priority?: string };

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: { isLoadingMainFrame?: boolean; documentLoaderURL?: string } };
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
 * paint to the end of the trace, with Lighthouse's factor of 4 and its 50 ms threshold: about what
 * TBT would be on a quiet machine (a little more: Lighthouse stops at time to interactive and
 * slows layout down by 2, not 4).
 */
function ownBlockingTimeMs(events: TraceEvent[]) {
  const page = pageStart(events);
  if (!page) return Number.NaN;
  return tasksFrom(events, page.firstPaintTs)
    .filter(page.onMainThread)
    .reduce((sum, task) => sum + Math.max(0, (4 * (task.tdur ?? task.dur ?? 0)) / 1000 - 50), 0);
}

const ownBlockingTime = new WeakMap<object, number>();

/**
 * Who used the two cores while the page loaded: the CPU time of the page's main thread, of
 * Chromium's display compositor (software compositing without a GPU) and of its browser thread
 * (which takes Lighthouse's screenshots), from the first contentful paint to the page's last
 * task. When the last two are as large as the first, the page's tasks wait for a core and their
 * wall-clock time, which Lighthouse's TBT counts, grows with no change in the page
 * (docs/performance.md, "Reading the figures on a shared machine").
 */
function threadCpuMs(events: TraceEvent[]) {
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

const threadCpu = new WeakMap<object, ReturnType<typeof threadCpuMs>>();

type ChainLink = { startMs: number; endMs: number; what: string };

/**
 * What Lighthouse's simulation (Lantern) put on the path to the LCP in the run just made: every
 * request and main-thread task of its optimistic LCP graph, with simulated start and end. The LCP
 * estimate is the latest end of these (and of the pessimistic graph, which adds everything that
 * finished before the observed LCP), so this says which request decides it.
 */
function simulatedLargestPaintChain(): ChainLink[] {
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

const largestPaintChain = new WeakMap<object, ChainLink[]>();

async function runLighthouse() {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      "--headless=new",
      ...browserArgs,
      `--host-resolver-rules=${overHttps ? `MAP ${domain} 127.0.0.1, ` : ""}MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost`,
    ],
  });
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
    largestPaintChain.set(result.lhr, simulatedLargestPaintChain());
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

type Items<T> = { details?: { items?: T[] } };
type Lhr = Awaited<ReturnType<typeof runLighthouse>>;

/** The timing metrics of one run, as Lighthouse reports them. */
function metrics(lhr: Lhr) {
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
function keyFigures(lhr: Lhr) {
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

const oneLine = (lhr: Lhr) =>
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

function summariseLighthouse(lhr: Lhr) {
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

/** Scrolls the page to the bottom a screen at a time, as a reader would, and sums every byte. */
async function measureScrolled(viewport: { width: number; height: number }, scale: number) {
  const browser = await chromium.launch({ executablePath: chromePath, args: browserArgs });
  try {
    const context = await browser.newContext({ viewport, deviceScaleFactor: scale });
    const page = await context.newPage();
    const responses: Promise<Request>[] = [];
    page.on("requestfinished", (request) =>
      responses.push(
        request.sizes().then((sizes) => ({
          url: request.url().replace(origin, ""),
          type: request.resourceType(),
          transferSize: sizes.responseBodySize + sizes.responseHeadersSize,
        })),
      ),
    );
    await page.goto(`${origin}/`, { waitUntil: "networkidle" });
    for (;;) {
      const atBottom = await page.evaluate(() => {
        window.scrollBy(0, window.innerHeight);
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
      });
      await page.waitForTimeout(150);
      if (atBottom) break;
    }
    await page.waitForLoadState("networkidle");
    const requests = await Promise.all(responses);
    const byType: Record<string, number> = {};
    for (const request of requests)
      byType[request.type] = (byType[request.type] ?? 0) + request.transferSize;
    const total = requests.reduce((sum, request) => sum + request.transferSize, 0);
    return { viewport: { ...viewport, deviceScaleFactor: scale }, total, byType, requests };
  } finally {
    await browser.close();
  }
}

type PictureSet = "placeholders" | "camera" | "uploaded" | "other pictures";

const dataDir = `data/bench-${port}`;

/**
 * The camera set as her uploads, on the running server: each original is queued as the upload
 * route queues it (a file in the uploads folder and a job), the server's worker encodes it, each
 * photo gets the description and focal point of the picture it stands for (a new phone cut where
 * the point moved), and a release placing them as the camera build does is published. Returns
 * when the server serves it.
 */
async function publishCameraSetAsUploads() {
  const started = performance.now();
  const db = openDatabase(path.join(dataDir, "studio.sqlite"), { migrations, busyTimeoutMs: 5000 });
  try {
    const uploads = path.join(dataDir, "uploads");
    await mkdir(uploads, { recursive: true });
    const ids = new Map<string, string>();
    for (const { ref } of placesOf(defaultContent.photos)) {
      const id = `foto-${randomBytes(8).toString("hex")}`;
      const original = await readFile(path.join(cameraSetDir, "originals", `${ref.id}.jpg`));
      await writeFile(path.join(uploads, `${id}.upload`), original, { mode: 0o600 });
      addUpload(db, { id, bytes: original.length, upload: `${id}.upload` }, Date.now());
      ids.set(ref.id, id);
    }
    const until = async (done: () => boolean, what: string) => {
      for (let waited = 0; !done(); waited += 500) {
        if (waited > 600_000) throw new Error(`timed out waiting for ${what}`);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    };
    const ready = () =>
      [...ids.values()].every((id) => {
        const status = readPhoto(db, id)?.status;
        if (status === "failed") throw new Error(`photo ${id} failed to encode`);
        return status === "ready";
      });
    await until(ready, "the worker to encode the camera set");
    const placed = (ref: PhotoRef): PhotoRef => ({ ...ref, id: ids.get(ref.id)! });
    const photos = defaultContent.photos;
    const content = {
      ...defaultContent,
      photos: {
        hero: photos.hero.map(placed),
        portrait: placed(photos.portrait),
        creators: placed(photos.creators),
        portfolio: photos.portfolio.map(placed),
      },
    };
    for (const { ref } of placesOf(content.photos))
      describePhoto(db, ref.id, { alt: ref.alt, focal: ref.focal }, Date.now());
    await until(() => photoBlockers(db, content).length === 0, "the phone cuts");
    const saved = saveDraft(db, content, Date.now());
    if (!saved.ok) throw new Error(JSON.stringify(saved.errors));
    if (!publishDraft(db, "cli", Date.now()).ok) throw new Error("publishing failed");
    const firstPhoto = content.photos.hero[0]!.id;
    const served = async () =>
      (await (await fetch(`${serverOrigin}/`)).text()).includes(firstPhoto);
    for (let attempt = 0; !(await served()); attempt += 1) {
      if (attempt > 100) throw new Error("the server never served the release");
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    console.log(
      `  ${ids.size} camera photos uploaded, encoded and published in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
  } finally {
    db.close();
  }
}

/** Which pictures the build in build/ shows: the first hero file names its set. */
async function builtPictures(): Promise<PictureSet> {
  const page = await readFile("build/client/index.html", "utf8").catch(() => "");
  const heroOf = async (manifest: string) => {
    const json = await readFile(manifest, "utf8").catch(() => "");
    return json ? (JSON.parse(json) as Manifest).images["hero-1.jpg"]?.fallback : undefined;
  };
  for (const [set, manifest] of [
    ["placeholders", "app/generated/image-manifest.json"],
    ["camera", path.join(cameraSetDir, "image-manifest.json")],
  ] as const) {
    const hero = await heroOf(manifest);
    if (hero && page.includes(hero)) return set;
  }
  return "other pictures";
}

/** `npm run build`, with the camera set's pictures when asked; prints how long it took. */
function build(set: PictureSet) {
  const started = performance.now();
  console.log(`\n▶ npm run build (${set})`);
  const env = { ...process.env };
  if (set === "camera") env.IMAGE_SET_DIR = cameraSetDir;
  else delete env.IMAGE_SET_DIR;
  const result = spawnSync("npm", ["run", "--silent", "build"], { env, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`The ${set} build failed.`);
  const seconds = (performance.now() - started) / 1000;
  console.log(`  build (${set}) took ${seconds.toFixed(0)} s`);
  return seconds;
}

const load = () => loadavg()[0]!;

/** Lighthouse and the scrolled page for the build in build/; writes the reports for `set`. */
async function measure(set: PictureSet) {
  const loadBefore = load();
  if (set === "uploaded") rmSync(dataDir, { recursive: true, force: true });
  const server = await startServer();
  let stopProxy = async () => {};
  try {
    if (set === "uploaded") await publishCameraSetAsUploads();
    if (overHttps) stopProxy = await startProxy();
    // One unmeasured visit first: the numbers should describe a server that is serving visitors,
    // not the first requests after a restart (cold disk cache, unoptimised code paths).
    await measureScrolled({ width: 412, height: 823 }, 1.75);
    const lhrs: Lhr[] = [];
    // A run that fails to measure (Lighthouse's runtimeError, such as NO_NAVSTART when Chromium's
    // trace lost the navigation: "please run Lighthouse again") has no figures at all; it is
    // reported, kept out of the median and run again, at most maxFailedRuns times in all.
    const failedRuns: string[] = [];
    while (lhrs.length < runs) {
      const result = await runLighthouse();
      const label = `  Lighthouse run ${lhrs.length + 1}/${runs}:`;
      if (result.runtimeError) {
        failedRuns.push(result.runtimeError.code);
        console.log(`${label} failed to measure (${result.runtimeError.code}), running it again`);
        if (failedRuns.length > maxFailedRuns) throw new Error("Lighthouse keeps failing.");
        continue;
      }
      lhrs.push(result);
      const cpu = threadCpu.get(result);
      const cores = cpu
        ? ` · CPU after the first paint: page ${cpu.page} ms, compositor ${cpu.compositor} ms, browser ${cpu.browser} ms`
        : "";
      console.log(`${label} ${oneLine(result)} · load ${load().toFixed(1)}${cores}`);
    }
    const lhr = computeMedianRun(lhrs) as Lhr;
    const firstView = summariseLighthouse(lhr);
    const scrolled = {
      phone: await measureScrolled({ width: 412, height: 823 }, 1.75),
      desktop: await measureScrolled({ width: 1440, height: 900 }, 1),
    };
    const median = keyFigures(lhr);
    const lcpChain = largestPaintChain.get(lhr) ?? [];
    const verdict = {
      performance: median.performance >= budgets.performance,
      lcp: firstView.lcpMs <= budgets.lcpMs,
      tbt: firstView.tbtMs <= budgets.tbtMs,
      cls: firstView.cls <= budgets.cls,
      firstViewBytes: firstView.transferredBytes <= budgets.firstViewBytes,
      scrolledPhone: scrolled.phone.total <= budgets.scrolledBytes,
      scrolledDesktop: scrolled.desktop.total <= budgets.scrolledBytes,
    };
    const machine = {
      loadBefore,
      loadAfter: load(),
      quiet: Math.max(loadBefore, load()) <= quietLoad,
    };
    const suffix = `${set === "camera" || set === "uploaded" ? `-${set}` : ""}${overHttps ? "-https" : ""}`;
    await mkdir("reports", { recursive: true });
    await writeFile(`reports/lighthouse-lhr${suffix}.json`, JSON.stringify(lhr));
    const summary = {
      pictures: set,
      transport: overHttps ? "HTTPS and HTTP/2 through Caddy" : "HTTP/1.1, no TLS",
      measuredAt: new Date().toISOString(),
      lighthouse: lhr.lighthouseVersion,
      machine,
      budgets,
      verdict,
      median,
      runs: lhrs.map((run) => ({
        ...keyFigures(run),
        threadCpuMs: threadCpu.get(run),
        median: run === lhr,
      })),
      failedRuns,
      lcpChain,
      firstView,
      scrolled,
    };
    await writeFile(
      `reports/lighthouse-summary${suffix}.json`,
      `${JSON.stringify(summary, null, 2)}\n`,
    );
    printSummary(summary, lhrs.length, failedRuns);
    return summary;
  } finally {
    await stopProxy();
    stopServer(server);
  }
}

type Summary = Awaited<ReturnType<typeof measure>>;

function printSummary(summary: Summary, count: number, failedRuns: string[]) {
  const { firstView, scrolled, verdict, machine } = summary;
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
function comparison(results: { set: PictureSet; summary: Summary; buildSeconds?: number }[]) {
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

async function main() {
  const args = new Set(process.argv.slice(2));
  const sets: PictureSet[] = args.has("--both")
    ? ["placeholders", "camera"]
    : [
        ...(args.has("--camera") ? (["camera"] as const) : []),
        ...(args.has("--uploaded") ? (["uploaded"] as const) : []),
      ];
  if (sets.length === 0) sets.push(await builtPictures());
  const building = args.has("--both") || args.has("--camera") || args.has("--uploaded");
  if (sets.includes("camera") || sets.includes("uploaded")) await ensureCameraSet();
  const results: { set: PictureSet; summary: Summary; buildSeconds?: number }[] = [];
  try {
    for (const set of sets) {
      // Her uploads are shown by the placeholder build: no build of their own.
      const needed = set === "uploaded" ? "placeholders" : set;
      const buildSeconds =
        building && (await builtPictures()) !== needed ? build(needed) : undefined;
      results.push({ set, summary: await measure(set), buildSeconds });
    }
  } finally {
    // build/ holds the placeholder site again, as the tests and `npm start` expect.
    if (sets.includes("camera")) build("placeholders");
  }
  if (results.length > 1) {
    const table = comparison(results);
    const file = `reports/lighthouse-comparison${overHttps ? "-https" : ""}.md`;
    await writeFile(file, table);
    console.log(`\n${table}\nalso in ${file}`);
  }
  console.log("details: reports/lighthouse-summary*.json, reports/lighthouse-lhr*.json");
}

await main();
