/**
 * `npm run bench:photos`: what an upload costs the site (ADR 0032). Real parts only: the built
 * server (`npm run build` first) on a temporary SQLite file with its photo worker process, the
 * owner signed in, and a 24-megapixel camera JPEG from the camera test set
 * (scripts/images/camera-set.ts: grain, texture, EXIF, GPS) sent in pieces as the studio's page
 * sends it.
 *
 * While visitors load pages at a steady light rate (an open model: a request every
 * 1000/BENCH_RATE ms whatever the answers do, so a slow server cannot hide behind fewer requests),
 * each round uploads the photo and waits until it is encoded to every variant. Reported: the
 * wall time from the last piece to "ready", the visitors' answer times while an encoding runs
 * (against a quiet baseline), and the web server's memory (RSS of the server process; the worker
 * is a process of its own and reported apart).
 *
 * Budgets: encoding ≤ 20 s; pages p99 < 50 ms while encoding; server memory growth < 100 MB.
 * Knobs: BENCH_ROUNDS (default 3), BENCH_RATE (requests per second, default 20).
 * Writes reports/bench-photos.json and prints a summary.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { Agent, get } from "node:http";
import { availableParallelism, cpus, loadavg } from "node:os";
import path from "node:path";
import { removeDir, rows } from "#tests/integration/harness.ts";
import {
  signInByEml,
  startStudioApp,
  uploadPhoto,
  type StudioApp,
} from "#tests/integration/studio-harness.ts";
import { ensureCameraSet } from "#scripts/images/camera-set.ts";
import { cameraShots } from "#scripts/images/camera-shots.ts";
import { percentile } from "#scripts/percentile.ts";

const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const rate = Number(process.env.BENCH_RATE ?? 20);
const budgets = { encodeMs: 20_000, pagesP99Ms: 50, memoryGrowthMb: 100 };

const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: percentile(sorted, 100),
  };
};

const agent = new Agent({ keepAlive: true, maxSockets: 16 });

function load(app: StudioApp, urlPath: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = get(
      `${app.url}${urlPath}`,
      { agent, headers: { "Accept-Encoding": "br" } },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", reject);
      },
    );
    request.on("error", reject);
  });
}

type Sample = { start: number; ms: number; status: number };

/** Visitors at a steady rate over the public pages and a picture. */
function startVisitors(app: StudioApp, paths: string[]) {
  const samples: Sample[] = [];
  let sent = 0;
  const inFlight = new Set<Promise<void>>();
  const timer = setInterval(() => {
    const urlPath = paths[sent++ % paths.length]!;
    const start = performance.now();
    const request = load(app, urlPath)
      .then((status) => void samples.push({ start, ms: performance.now() - start, status }))
      .catch(() => void samples.push({ start, ms: performance.now() - start, status: 0 }))
      .finally(() => inFlight.delete(request));
    inFlight.add(request);
  }, 1000 / rate);
  return {
    samples,
    async stop() {
      clearInterval(timer);
      await Promise.all(inFlight);
    },
  };
}

/** Resident memory of a process in MB (Linux). */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** The photo worker: the server's child running app/photos/worker-process.server.ts. */
function workerPid(serverPid: number): number | null {
  try {
    const children = execFileSync("pgrep", ["-P", String(serverPid)], { encoding: "utf8" });
    return Number(children.trim().split("\n")[0]) || null;
  } catch {
    return null;
  }
}

function sampleMemory(app: StudioApp) {
  const server: { at: number; mb: number }[] = [];
  const worker: number[] = [];
  const timer = setInterval(() => {
    const pid = app.process.pid!;
    server.push({ at: performance.now(), mb: rssMb(pid) });
    const child = workerPid(pid);
    if (child) worker.push(rssMb(child));
  }, 100);
  return { server, worker, stop: () => clearInterval(timer) };
}

async function untilReady(app: StudioApp, id: string) {
  for (;;) {
    const [photo] = rows<{ status: string }>(app, "SELECT status FROM photos WHERE id = ?", id);
    if (photo?.status === "ready") return;
    if (photo?.status === "failed") throw new Error("encoding failed");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const setDir = await ensureCameraSet();
// The 24-megapixel shot (Sony, 6000 × 4000) of the camera set.
const shot = cameraShots.find((item) => item.width * item.height >= 24e6)!;
const photo = readFileSync(path.join(setDir, "originals", shot.file));

const app = await startStudioApp();
try {
  const cookie = await signInByEml(app);
  const paths = ["/", "/impressum", "/datenschutz", "/", "/nutzungsbedingungen"];
  for (let i = 0; i < 20; i++) for (const urlPath of paths) await load(app, urlPath);

  const memory = sampleMemory(app);
  const visitors = startVisitors(app, paths);
  await new Promise((resolve) => setTimeout(resolve, 8000));
  const baselineEnd = performance.now();
  const baselineMb = Math.max(...memory.server.map((sample) => sample.mb));

  const encoding: { from: number; to: number }[] = [];
  const encodeMs: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const id = await uploadPhoto(app, cookie, photo);
    const from = performance.now();
    await untilReady(app, id);
    const to = performance.now();
    encodeMs.push(to - from);
    encoding.push({ from, to });
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  await visitors.stop();
  memory.stop();

  const inWindow = (start: number) => encoding.some(({ from, to }) => start >= from && start <= to);
  const during = visitors.samples.filter((sample) => inWindow(sample.start));
  const quiet = visitors.samples.filter((sample) => sample.start < baselineEnd);
  const serverPeakMb = Math.max(...memory.server.map((sample) => sample.mb));
  const report = {
    date: new Date().toISOString(),
    machine: {
      cpus: availableParallelism(),
      model: cpus()[0]?.model ?? "unknown",
      loadAtEnd: loadavg().map((value) => Number(value.toFixed(2))),
    },
    photo: {
      camera: `${shot.camera.make} ${shot.camera.model}`,
      pixels: `${shot.width}×${shot.height}`,
      megabytes: Number((photo.length / 1024 / 1024).toFixed(1)),
    },
    rounds,
    ratePerSecond: rate,
    encodeWallMs: summary(encodeMs),
    pages: {
      quiet: summary(quiet.map((sample) => sample.ms)),
      whileEncoding: summary(during.map((sample) => sample.ms)),
      failed: visitors.samples.filter((sample) => sample.status !== 200).length,
    },
    memoryMb: {
      serverBaseline: Math.round(baselineMb),
      serverPeak: Math.round(serverPeakMb),
      serverGrowth: Math.round(serverPeakMb - baselineMb),
      workerPeak: Math.round(Math.max(0, ...memory.worker)),
    },
    budgets,
  };
  mkdirSync("reports", { recursive: true });
  writeFileSync("reports/bench-photos.json", `${JSON.stringify(report, null, 2)}\n`);
  const ms = (value: number) => `${Math.round(value)} ms`;
  console.log(
    [
      `photo: ${report.photo.camera}, ${report.photo.pixels}, ${report.photo.megabytes} MB`,
      `encoding, last piece to ready: p50 ${ms(report.encodeWallMs.p50)}, max ${ms(report.encodeWallMs.max)} (budget ${budgets.encodeMs / 1000} s)`,
      `pages while encoding: ${report.pages.whileEncoding.count} requests, p50 ${report.pages.whileEncoding.p50} ms, p99 ${report.pages.whileEncoding.p99} ms (budget < ${budgets.pagesP99Ms} ms)`,
      `pages quiet: ${report.pages.quiet.count} requests, p99 ${report.pages.quiet.p99} ms; ${report.pages.failed} failed overall`,
      `server memory: ${report.memoryMb.serverBaseline} MB → peak ${report.memoryMb.serverPeak} MB (+${report.memoryMb.serverGrowth} MB, budget < ${budgets.memoryGrowthMb} MB); worker peak ${report.memoryMb.workerPeak} MB`,
      `machine load at the end: ${report.machine.loadAtEnd.join(" ")}`,
    ].join("\n"),
  );
} finally {
  agent.destroy();
  await app.stop();
  removeDir(app.dir);
}
