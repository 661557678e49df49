/**
 * What the test suites' JSON reports (Vitest's and Playwright's) say: how many tests passed and
 * failed, and which failed with what message. scripts/run-all-tests.ts counts with these.
 */
import { existsSync, readFileSync } from "node:fs";

export type Tally = { passed: number; failed: number; skipped: number };

function readReport(file: string): unknown {
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null;
}

/** A Vitest JSON report's tests; a run that failed without a failed test counts as one failure. */
export function vitestTally(file: string) {
  return (ok: boolean): Tally => {
    const report = readReport(file) as {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
      numTodoTests: number;
    } | null;
    if (!report) return { passed: 0, failed: 1, skipped: 0 };
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests + (ok || report.numFailedTests ? 0 : 1),
      skipped: report.numPendingTests + report.numTodoTests,
    };
  };
}

/** The failed tests of a JSON report (Vitest's or Playwright's), each with an excerpt of its message. */
export function failuresIn(file: string): string[] {
  const report = readReport(file) as {
    testResults?: {
      assertionResults: { status: string; fullName: string; failureMessages: string[] }[];
    }[];
    suites?: PlaywrightSuite[];
  } | null;
  if (!report) return [];
  const found: { name: string; message: string }[] = [];
  for (const result of report.testResults ?? [])
    for (const test of result.assertionResults)
      if (test.status === "failed")
        found.push({ name: test.fullName, message: test.failureMessages[0] ?? "" });
  const walk = (suite: PlaywrightSuite, title: string[]) => {
    for (const spec of suite.specs ?? [])
      if (!spec.ok) {
        const error = spec.tests.flatMap((test) => test.results).find((r) => r.error)?.error;
        found.push({ name: [...title, spec.title].join(" › "), message: error?.message ?? "" });
      }
    for (const child of suite.suites ?? []) walk(child, [...title, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  // eslint-disable-next-line no-control-regex -- the reporters colour their messages
  const plain = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, "");
  // A message may carry a command's whole output (the deploy suite's): its head and its tail.
  const excerpt = (message: string) => {
    const lines = plain(message)
      .split("\n")
      .filter((line) => line.trim() && !/^\s+at /.test(line));
    const shown = lines.length > 16 ? [...lines.slice(0, 4), "…", ...lines.slice(-12)] : lines;
    return shown.map((line) => `      ${line.slice(0, 200)}`).join("\n");
  };
  return found.map(({ name, message }) => `  ✗ ${name}\n${excerpt(message)}`);
}
type PlaywrightSuite = {
  title: string;
  specs?: {
    title: string;
    ok: boolean;
    tests: { results: { error?: { message?: string } }[] }[];
  }[];
  suites?: PlaywrightSuite[];
};

export function playwrightTally(file: string) {
  return (ok: boolean): Tally => {
    const report = readReport(file) as {
      stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    } | null;
    if (!report) return { passed: 0, failed: 1, skipped: 0 };
    const { expected, unexpected, flaky, skipped } = report.stats;
    return {
      passed: expected + flaky,
      failed: unexpected + (ok || unexpected ? 0 : 1),
      skipped,
    };
  };
}
