/**
 * `npm run bench:lighthouse` (after `npm run build`): measures the home page the way a visitor on
 * a phone gets it, against the issues' budgets.
 *
 * 1. Lighthouse 13, mobile preset (simulated slow 4G and a 4× slower CPU), on the production
 *    server: scores, LCP, CLS, TBT, bytes transferred by type and every request of the first view.
 *    Lighthouse's simulation depends on the order things happened in the real (unthrottled) load,
 *    which varies from run to run, so it runs `-- --runs <n>` or LIGHTHOUSE_RUNS times (default 5)
 *    and reports the
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
 *   both side by side (the table of the dated reports in docs/reports/). This is the command for
 *   figures worth reporting; it takes about 10 minutes and needs a quiet machine: the load
 *   average is printed with the figures, and any run over a load of 1.5 is marked provisional.
 * - `-- --uploaded`: the same camera photographs as her uploads (ADR 0032): on the placeholder
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
 *
 * The parts are in scripts/bench-lighthouse/: options.ts (flags, budgets), server.ts (the build
 * started as the integration tests start it, Caddy), picture-sets.ts, measure.ts (`measurePage`
 * measures any origin), lighthouse.ts and trace.ts (one run and what its trace says), scrolled.ts,
 * report.ts.
 */
import { writeFile } from "node:fs/promises";
import { ensureCameraSet } from "#scripts/images/camera-set.ts";
import { measureSet, type Summary } from "./bench-lighthouse/measure.ts";
import { flags } from "./bench-lighthouse/options.ts";
import { build, builtPictures, type PictureSet } from "./bench-lighthouse/picture-sets.ts";
import { comparison, printSummary } from "./bench-lighthouse/report.ts";

async function main() {
  const sets: PictureSet[] = flags.both
    ? ["placeholders", "camera"]
    : [
        ...(flags.camera ? (["camera"] as const) : []),
        ...(flags.uploaded ? (["uploaded"] as const) : []),
      ];
  if (sets.length === 0) sets.push(await builtPictures());
  const building = flags.both || flags.camera || flags.uploaded;
  if (sets.includes("camera") || sets.includes("uploaded")) await ensureCameraSet();
  const results: { set: PictureSet; summary: Summary; buildSeconds?: number }[] = [];
  try {
    for (const set of sets) {
      // Her uploads are shown by the placeholder build: no build of their own.
      const needed = set === "uploaded" ? "placeholders" : set;
      const buildSeconds =
        building && (await builtPictures()) !== needed ? build(needed) : undefined;
      const summary = await measureSet(set);
      printSummary(summary);
      results.push({ set, summary, buildSeconds });
    }
  } finally {
    // build/ holds the placeholder site again, as the tests and `npm start` expect.
    if (sets.includes("camera")) build("placeholders");
  }
  if (results.length > 1) {
    const table = comparison(results);
    const file = `reports/lighthouse-comparison${flags.https ? "-https" : ""}.md`;
    await writeFile(file, table);
    console.log(`\n${table}\nalso in ${file}`);
  }
  console.log("details: reports/lighthouse-summary*.json, reports/lighthouse-lhr*.json");
}

await main();
