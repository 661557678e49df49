/**
 * What a run of `npm run bench:lighthouse` measures and how: its flags and environment, the
 * browser's flags, the budgets. Read once at start; every part of the benchmark takes them from
 * here.
 */
import { chromiumArgs } from "../../playwright.config.ts";
import { domain } from "#tests/proxy/caddy.ts";

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
/** `--runs <n>`, or LIGHTHOUSE_RUNS: Lighthouse runs per picture set (default 5). */
const runsArg = args.includes("--runs") ? args[args.indexOf("--runs") + 1] : undefined;

/** The picture sets and transport asked for (see the header of scripts/bench-lighthouse.ts). */
export const flags = {
  both: flag("--both"),
  camera: flag("--camera"),
  uploaded: flag("--uploaded"),
  /** Measured through Caddy with TLS and HTTP/2. */
  https: flag("--https"),
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

/** The home page's budgets (docs/performance.md), for the placeholders and the camera photographs alike. */
export const budgets = {
  performance: 100,
  lcpMs: 1200,
  tbtMs: 50,
  cls: 0,
  firstViewBytes: 350 * 1024,
  scrolledBytes: 1.5 * 1024 * 1024,
};
/** A load average above this (on 2 cores) makes the timings provisional. */
export const quietLoad = 1.5;

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
