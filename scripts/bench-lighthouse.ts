/**
 * `npm run bench:lighthouse` (after `npm run build`): measures the home page the way a visitor on
 * an ordinary phone gets it, against the budgets of docs/performance.md, beside a known page.
 * Figures worth reporting: `npm run bench:lighthouse -- --https --placeholders --uploaded` on a
 * quiet machine (about 15 minutes).
 *
 * 1. Calibration (bench-lighthouse/calibration.ts): Lighthouse's own machine benchmark, three
 *    times; every run of this invocation slows the CPU down by 4 × benchmark index / 2,000, at
 *    least 4, so that its figures are those of the reference machine (index 2,000) wherever it
 *    runs. `-- --multiplier <x>` sets the slowdown instead. Index and multiplier are printed and
 *    written with every figure.
 * 2. The anchor (bench-lighthouse/anchor.ts): the Astro photography template
 *    (rockem/astro-photography-portfolio, pinned commit), cloned from BENCH_ANCHOR_SOURCE (default
 *    its GitHub repository; a local clone on a machine without internet) into BENCH_ANCHOR_DIR
 *    (default ~/.cache/atelier-bench/astro-photography-portfolio, outside this clone), installed
 *    with its own `npm install`, built with its own `npm run build` once, and served from dist/ by
 *    Caddy with the same TLS and HTTP/2 as the site. Measured like the site, in the same run.
 *    `-- --no-anchor` leaves it out.
 * 3. Lighthouse 13, mobile preset (simulated slow 4G, the calibrated CPU slowdown), on the
 *    production server: scores, LCP, CLS, TBT, the long tasks (simulated, and as the trace
 *    observed them, with what they were made of), bytes transferred by type and every request of
 *    the first view. Lighthouse's simulation depends on the order things happened in the real
 *    (unthrottled) load, which varies from run to run, so it runs `-- --runs <n>` or
 *    LIGHTHOUSE_RUNS times (default 5) and reports the median run the way Lighthouse's own
 *    tooling picks it (closest to the median FCP and TTI), with every run's figures next to it.
 * 4. The whole page scrolled to the bottom in Chromium (a phone and a desktop viewport, empty
 *    cache): every byte transferred, by type — Lighthouse stops at the first view.
 * 5. The interactions (bench-lighthouse/interactions.ts) on the same slowed-down CPU: the lightbox
 *    opened and the form typed into once the page has woken up, and a picture tapped as the first
 *    input, each with its Interaction to Next Paint from a Chromium trace. `-- --no-interactions`
 *    leaves them out.
 *
 * Picture sets:
 * - no option: the current build (the committed placeholder pictures, unless built otherwise);
 * - `-- --placeholders`: the placeholder build (built first if build/ holds another);
 * - `-- --camera`: builds the site with the generated camera photographs
 *   (scripts/images/camera-set.ts, painted on first use), measures it, and builds the placeholder
 *   site again at the end, so build/ is as before;
 * - `-- --both`: the placeholders and the camera photographs;
 * - `-- --uploaded`: the same camera photographs as her uploads (ADR 0032): on the placeholder
 *   build, each is handed to the running server's photo worker as an upload, described with the
 *   same text and focal point, placed where the camera build has it and published; then the page
 *   is measured.
 * - `-- --baseline <dir>`: also another checkout's build (its server.ts and build/, e.g. the main
 *   branch exported with `git archive` and built there), with the same picture sets but the
 *   camera build, in the same run: "before" beside "after".
 *
 * Transport: by default the browser talks to the Node server directly (HTTP/1.1 without TLS, a
 * new connection for each parallel request). With `-- --https` (combinable with the above) the
 * shipped deploy/Caddyfile stands in front of it (tests/proxy/caddy.ts: Caddy's local CA, HTTPS on
 * BENCH_PORT + 1, HTTP on BENCH_PORT + 2), reached as https://example.com over TLS and HTTP/2 the
 * way the deployed site is: one connection for all requests, and one more round trip for TLS.
 *
 * Writes reports/lighthouse-summary-<page>[-https].json (figures, calibration, long tasks,
 * interactions, request lists) and reports/lighthouse-lhr-<page>[-https].json (Lighthouse's full
 * result), with more than one page also reports/lighthouse-comparison[-https].md, and prints a
 * summary. It reports; it does not fail on a missed budget (timings on shared machines are
 * noisy). BENCH_PORT (default 4180; the anchor on + 3 and + 4) and CHROMIUM_PATH apply.
 *
 * The parts are in scripts/bench-lighthouse/: options.ts (flags, budgets), calibration.ts,
 * anchor.ts, server.ts (the build started as the integration tests start it, Caddy),
 * picture-sets.ts, measure.ts (`measurePage` measures any page), lighthouse.ts and trace.ts (one
 * run and what its trace says), scrolled.ts, interactions.ts, report.ts.
 */
import { writeFile } from "node:fs/promises";
import { ensureCameraSet } from "#scripts/images/camera-set.ts";
import { ensureAnchor } from "./bench-lighthouse/anchor.ts";
import { calibrate, describeCalibration } from "./bench-lighthouse/calibration.ts";
import {
  measureAnchor,
  measureSet,
  type Summary,
  type Target,
} from "./bench-lighthouse/measure.ts";
import { flags } from "./bench-lighthouse/options.ts";
import { build, builtPictures, type PictureSet } from "./bench-lighthouse/picture-sets.ts";
import { comparison, printSummary } from "./bench-lighthouse/report.ts";

async function main() {
  const sets: PictureSet[] = flags.both
    ? ["placeholders", "camera"]
    : [
        ...(flags.placeholders ? (["placeholders"] as const) : []),
        ...(flags.camera ? (["camera"] as const) : []),
        ...(flags.uploaded ? (["uploaded"] as const) : []),
      ];
  if (sets.length === 0) sets.push(await builtPictures());
  const building = flags.both || flags.camera || flags.uploaded || flags.placeholders;
  if (sets.includes("camera") || sets.includes("uploaded")) await ensureCameraSet();
  if (flags.anchor) ensureAnchor();
  // Before anything is measured, so that every figure of the run has the same CPU slowdown.
  const calibration = await calibrate();
  console.log(`\n${describeCalibration(calibration)}`);
  const results: { summary: Summary; buildSeconds?: number }[] = [];
  const done = (summary: Summary, buildSeconds?: number) => {
    printSummary(summary);
    results.push({ summary, buildSeconds });
  };
  try {
    if (flags.anchor) done(await measureAnchor(calibration));
    // The baseline's own build/ shows the placeholders, and her uploads on top of it; it has no
    // camera build of its own.
    if (flags.baseline)
      for (const set of sets.filter((set) => set !== "camera")) {
        const target: Target = { label: `before, ${set}`, pictures: set, checkout: flags.baseline };
        done(await measureSet(target, calibration));
      }
    for (const set of sets) {
      // Her uploads are shown by the placeholder build: no build of their own.
      const needed = set === "uploaded" ? "placeholders" : set;
      const buildSeconds =
        building && (await builtPictures()) !== needed ? build(needed) : undefined;
      const label = flags.baseline ? `after, ${set}` : set;
      done(await measureSet({ label, pictures: set }, calibration), buildSeconds);
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
