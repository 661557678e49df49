/**
 * Runs every quality gate and test suite in order and ends with one line, "N passed, N failed",
 * which CI reads. Each gate (typecheck, lint, dependency rules, format, build) counts as one
 * check; the unit and browser suites count their tests from their JSON reports. A failed build
 * skips the suites that need it, and they count as failed. With TEST_DEPLOY=1 (CI sets it) the
 * Debian container suite (npm run test:deploy: root, minutes) runs last and counts too.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";

type Tally = { passed: number; failed: number; skipped: number };
const total: Tally = { passed: 0, failed: 0, skipped: 0 };

function run(script: string, args: string[] = []): boolean {
  console.log(`\n▶ npm run ${script} ${args.join(" ")}`);
  return (
    spawnSync("npm", ["run", "--silent", script, "--", ...args], { stdio: "inherit" }).status === 0
  );
}

function gate(script: string): boolean {
  const ok = run(script);
  total[ok ? "passed" : "failed"] += 1;
  if (!ok) console.error(`✗ ${script} failed`);
  return ok;
}

function readReport(file: string): unknown {
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null;
}

function tallyVitest(ok: boolean, file = "reports/vitest.json") {
  const report = readReport(file) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  } | null;
  if (!report) return void (total.failed += 1);
  total.passed += report.numPassedTests;
  total.failed += report.numFailedTests + (ok || report.numFailedTests ? 0 : 1);
  total.skipped += report.numPendingTests + report.numTodoTests;
}

function tallyPlaywright(ok: boolean) {
  const report = readReport("reports/playwright.json") as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    errors: unknown[];
  } | null;
  if (!report) return void (total.failed += 1);
  const { expected, unexpected, flaky, skipped } = report.stats;
  total.passed += expected + flaky;
  total.failed += unexpected + (ok || unexpected ? 0 : 1);
  total.skipped += skipped;
}

rmSync("reports", { recursive: true, force: true });
mkdirSync("reports", { recursive: true });

gate("typecheck");
gate("lint");
gate("deps");
gate("format:check");
const built = gate("build");
tallyVitest(
  run("test:unit", ["--reporter=default", "--reporter=json", "--outputFile=reports/vitest.json"]),
);
if (built) tallyPlaywright(run("test:e2e"));
else total.failed += 1;
if (process.env.TEST_DEPLOY === "1") {
  const report = "reports/vitest-deploy.json";
  tallyVitest(
    run("test:deploy", ["--reporter=default", "--reporter=json", `--outputFile=${report}`]),
    report,
  );
}

const skipped = total.skipped ? `, ${total.skipped} skipped` : "";
console.log(`\n${total.passed} passed, ${total.failed} failed${skipped}`);
process.exit(total.failed ? 1 : 0);
