import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { failuresIn, playwrightTally, vitestTally } from "./test-reports.ts";

let dir = "";
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function report(content: unknown) {
  dir = mkdtempSync(path.join(tmpdir(), "test-reports-"));
  const file = path.join(dir, "report.json");
  writeFileSync(file, JSON.stringify(content));
  return file;
}

// A failed deploy step: the assertion's message carries the command's whole output.
const installOutput = [
  "==> Packages",
  ...Array.from({ length: 40 }, (_, i) => `build line ${i}`),
  "Error: the real cause",
  "npm ERR! code 1",
].join("\n");

describe("a Vitest report", () => {
  const file = () =>
    report({
      numPassedTests: 2,
      numFailedTests: 1,
      numPendingTests: 1,
      numTodoTests: 0,
      testResults: [
        {
          assertionResults: [
            { status: "passed", fullName: "a server > starts", failureMessages: [] },
            {
              status: "failed",
              fullName: "a server > installs",
              failureMessages: [
                `AssertionError: \u001b[31m${installOutput}\u001b[39m: expected 1 to be +0\n    at deploy.e2e.ts:218:45`,
              ],
            },
          ],
        },
      ],
    });

  it("counts its tests", () => {
    expect(vitestTally(file())(false)).toEqual({ passed: 2, failed: 1, skipped: 1 });
  });

  it("names a failed test with the head and the tail of its message, without colours or stack", () => {
    const [failure, ...more] = failuresIn(file());
    expect(more).toEqual([]);
    expect(failure).toContain("✗ a server > installs");
    expect(failure).toContain("AssertionError: ==> Packages");
    expect(failure).toContain("Error: the real cause");
    expect(failure).toContain("expected 1 to be +0");
    expect(failure).not.toContain("build line 20");
    expect(failure).not.toContain("\u001b[");
    expect(failure).not.toContain("deploy.e2e.ts:218");
  });

  it("counts a run that failed without a failed test as one failure", () => {
    const empty = report({
      numPassedTests: 3,
      numFailedTests: 0,
      numPendingTests: 0,
      numTodoTests: 0,
    });
    expect(vitestTally(empty)(false)).toEqual({ passed: 3, failed: 1, skipped: 0 });
    expect(vitestTally(empty)(true)).toEqual({ passed: 3, failed: 0, skipped: 0 });
  });
});

describe("a Playwright report", () => {
  const file = () =>
    report({
      stats: { expected: 5, unexpected: 1, flaky: 1, skipped: 2 },
      suites: [
        {
          title: "home.spec.ts",
          specs: [{ title: "shows the hero", ok: true, tests: [{ results: [{}] }] }],
          suites: [
            {
              title: "the form",
              specs: [
                {
                  title: "sends an inquiry",
                  ok: false,
                  tests: [
                    {
                      results: [
                        { error: { message: "Error: expect(locator).toBeVisible() failed" } },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    });

  it("counts a flaky test as passed", () => {
    expect(playwrightTally(file())(false)).toEqual({ passed: 6, failed: 1, skipped: 2 });
  });

  it("names a failed test by its file, its groups and its title", () => {
    expect(failuresIn(file())).toEqual([
      "  ✗ home.spec.ts › the form › sends an inquiry\n      Error: expect(locator).toBeVisible() failed",
    ]);
  });
});

it("a missing report counts as one failure and names none", () => {
  dir = mkdtempSync(path.join(tmpdir(), "test-reports-"));
  const missing = path.join(dir, "missing.json");
  expect(vitestTally(missing)(true)).toEqual({ passed: 0, failed: 1, skipped: 0 });
  expect(failuresIn(missing)).toEqual([]);
});
