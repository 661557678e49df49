/**
 * What a run of `npm run bench:lighthouse` measures and how: its flags and environment, the
 * browser's flags, the budgets. Read once at start; every part of the benchmark takes them from
 * here.
 */
import os from "node:os";
import path from "node:path";
import { chromiumArgs } from "../../playwright.config.ts";
import { domain } from "#tests/proxy/caddy.ts";

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const valueOf = (name: string) => (flag(name) ? args[args.indexOf(name) + 1] : undefined);
/** `--runs <n>`, or LIGHTHOUSE_RUNS: Lighthouse runs per picture set (default 5). */
const runsArg = valueOf("--runs");

/** The picture sets and transport asked for (see the header of scripts/bench-lighthouse.ts). */
export const flags = {
  both: flag("--both"),
  camera: flag("--camera"),
  uploaded: flag("--uploaded"),
  /** Also (or only, with `--uploaded`) the placeholders of the build in build/. */
  placeholders: flag("--placeholders"),
  /** Measured through Caddy with TLS and HTTP/2. */
  https: flag("--https"),
  /** The Astro photography template, measured in the same run as the anchor (default on). */
  anchor: !flag("--no-anchor"),
  /** INP-like latencies of the lightbox and the form on the throttled CPU (default on). */
  interactions: !flag("--no-interactions"),
  /** The page's long tasks while it wakes up, explained down to functions (./profile.ts). */
  profile: flag("--profile"),
  /** Another checkout's build, measured in the same run (`--baseline <dir>`): "before". */
  baseline: valueOf("--baseline"),
  /** A fixed CPU slowdown instead of the one scaled from the benchmark index. */
  multiplier: valueOf("--multiplier") ? Number(valueOf("--multiplier")) : undefined,
};

export const port = Number(process.env.BENCH_PORT ?? 4180);
export const runs = Math.max(1, Number(runsArg ?? process.env.LIGHTHOUSE_RUNS ?? 5));
/** Runs that fail to measure (NO_NAVSTART) are run again, at most this many in all. */
export const maxFailedRuns = 3;

/** The production server, as the benchmark itself reaches it. */
export const serverOrigin = `http://127.0.0.1:${port}`;
/** The site as the measured browser reaches it: the server, or Caddy in front of it. */
export const origin = flags.https ? `https://${domain}:${port + 1}` : serverOrigin;
export const transport = flags.https ? "HTTPS and HTTP/2 through Caddy" : "HTTP/1.1, no TLS";
/** The server's database and uploads (kept between runs; `--uploaded` starts afresh). */
export const dataDir = `data/bench-${port}`;
/** The anchor's static files are served by Caddy on these ports (HTTPS, HTTP). */
export const anchorPorts = { httpsPort: port + 3, httpPort: port + 4 };
/**
 * Where the Astro template is cloned, installed and built: outside the clone, so that none of its
 * files or packages become part of this project (BENCH_ANCHOR_DIR).
 */
export const anchorDir =
  process.env.BENCH_ANCHOR_DIR ??
  path.join(
    process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), ".cache"),
    "atelier-bench",
    "astro-photography-portfolio",
  );

export const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** Caddy's certificate comes from its own local authority, which the browser does not know. */
export const browserArgs = flags.https
  ? [
      ...chromiumArgs,
      "--ignore-certificate-errors",
      `--host-resolver-rules=MAP ${domain} 127.0.0.1`,
    ]
  : chromiumArgs;
/** Lighthouse's browser: nothing but loopback resolves (and the site's name, over HTTPS). */
export const lighthouseChromeFlags = [
  "--headless=new",
  ...browserArgs,
  `--host-resolver-rules=${flags.https ? `MAP ${domain} 127.0.0.1, ` : ""}MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost`,
];

/**
 * The home page's budgets (docs/performance.md), for every picture set, on the reference machine:
 * Lighthouse's mobile preset with the CPU slowdown scaled to a benchmark index of 2,000
 * (./calibration.ts).
 */
export const budgets = {
  performance: 98,
  lcpMs: 1250,
  tbtMs: 100,
  /** The longest main-thread task of the load, as Lighthouse simulates it. */
  longestTaskMs: 150,
  cls: 0,
  firstViewBytes: 200 * 1024,
  scrolledBytes: 1.5 * 1024 * 1024,
  /** Interaction to next paint after the first input: the lightbox and typing into the form. */
  interactionMs: 200,
};
/** A load average above this (on 2 cores) makes the timings provisional. */
export const quietLoad = 1.5;

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
