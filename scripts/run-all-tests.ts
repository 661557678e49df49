/**
 * Runs every quality gate and test suite and ends with one line, "N passed, N failed", which CI
 * reads. Each gate (typecheck, lint, dependency rules, format, build) counts as one check; the
 * suites count their tests from their JSON reports. A failed build skips the suites that need it,
 * and they count as failed. With TEST_DEPLOY=1 (CI sets it) the Debian container suite runs too.
 *
 * Phases that do not depend on each other run at the same time (ADR 0035): the container suite,
 * the longest, starts first and runs beside everything at a lower CPU priority;
 * the checks and the unit tests run beside the build; the suites that need the build start when
 * it is done. Each phase's output is kept in reports/logs/ and printed whole when it ends, so
 * the log reads phase by phase; the wall time of every phase is printed before the last line.
 */
import { spawn } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism } from "node:os";
import { failuresIn, playwrightTally, vitestTally, type Tally } from "./test-reports.ts";

type Outcome = { ok: boolean; tally: Tally };

type Phase = {
  name: string;
  command: string[];
  /** Phases that must have succeeded first (a failed one fails this one without running it). */
  after?: string[];
  /** How the phase counts: one check, or the tests of its JSON report. */
  count: (ok: boolean) => Tally;
  /**
   * Runs beside the others without taking a slot, at a lower CPU priority (`nice`): it uses what
   * the suites leave while they wait on their servers, instead of slowing them down.
   */
  background?: boolean;
};

const logs = "reports/logs";
const gate = (ok: boolean): Tally => ({ passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 });

const npm = (script: string, ...args: string[]) => [
  "npm",
  "run",
  "--silent",
  script,
  ...(args.length ? ["--", ...args] : []),
];
const vitestJson = (file: string) => [
  "--reporter=default",
  "--reporter=json",
  `--outputFile=${file}`,
];

const phases: Phase[] = [
  ...(process.env.TEST_DEPLOY === "1"
    ? [
        {
          name: "deploy suite",
          command: npm("test:deploy", ...vitestJson("reports/vitest-deploy.json")),
          count: vitestTally("reports/vitest-deploy.json"),
          background: true,
        },
      ]
    : []),
  { name: "build", command: npm("build"), count: gate },
  { name: "typecheck", command: npm("typecheck"), count: gate },
  { name: "lint", command: npm("lint"), count: gate },
  { name: "deps", command: npm("deps"), count: gate },
  { name: "format", command: npm("format:check"), count: gate },
  {
    name: "unit tests",
    command: npm("test:unit", "--project=unit", ...vitestJson("reports/vitest-unit.json")),
    count: vitestTally("reports/vitest-unit.json"),
  },
  {
    name: "server tests",
    command: npm("test:unit", "--project=server", ...vitestJson("reports/vitest-server.json")),
    after: ["build"],
    count: vitestTally("reports/vitest-server.json"),
  },
  {
    name: "browser tests",
    command: npm("test:e2e"),
    after: ["build"],
    count: playwrightTally("reports/playwright.json"),
  },
];

/** At most this many phases at once besides the background ones: the machine's cores. */
const slots = Math.max(2, Number(process.env.TEST_SLOTS ?? availableParallelism()));

type Finished = Outcome & {
  name: string;
  seconds: number;
  /** CPU seconds of the phase and everything it started, where GNU time is there to count them. */
  cpuSeconds?: number;
  skippedRun?: boolean;
};

/** GNU time counts a phase's CPU, children included; Debian has it at /usr/bin/time. */
const gnuTime = existsSync("/usr/bin/time") ? "/usr/bin/time" : null;

function cpuOf(file: string): number | undefined {
  if (!existsSync(file)) return undefined;
  const [user, system] = readFileSync(file, "utf8").trim().split("\n").at(-1)!.split(" ");
  const total = Number(user) + Number(system);
  return Number.isFinite(total) ? total : undefined;
}

function runPhase(phase: Phase): Promise<Finished> {
  const started = Date.now();
  const file = `${logs}/${phase.name.replaceAll(" ", "-")}.log`;
  const cpuFile = `${logs}/${phase.name.replaceAll(" ", "-")}.cpu`;
  const out = createWriteStream(file);
  console.log(`▶ ${phase.name} (${phase.command.join(" ")})`);
  const prioritised = phase.background ? ["nice", "-n", "15", ...phase.command] : phase.command;
  const command = gnuTime
    ? [gnuTime, "--format=%U %S", `--output=${cpuFile}`, ...prioritised]
    : prioritised;
  return new Promise((resolve) => {
    const child = spawn(command[0]!, command.slice(1), {
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.on("close", (code) => {
      out.end(() => {
        const ok = code === 0;
        const seconds = (Date.now() - started) / 1000;
        console.log(`\n━━ ${phase.name}: ${ok ? "ok" : "FAILED"} in ${seconds.toFixed(0)} s ━━`);
        console.log(readFileSync(file, "utf8").trimEnd());
        const cpuSeconds = gnuTime ? cpuOf(cpuFile) : undefined;
        resolve({ name: phase.name, ok, seconds, cpuSeconds, tally: phase.count(ok) });
      });
    });
  });
}

async function runAll(): Promise<Finished[]> {
  const done = new Map<string, Finished>();
  const waiting = [...phases];
  const running = new Map<string, Promise<Finished>>();
  let busy = 0;

  const ready = (phase: Phase) => (phase.after ?? []).every((name) => done.has(name));
  const blocked = (phase: Phase) =>
    (phase.after ?? []).some((name) => done.get(name)?.ok === false);

  while (waiting.length || running.size) {
    for (const phase of [...waiting]) {
      if (blocked(phase)) {
        waiting.splice(waiting.indexOf(phase), 1);
        const finished = { name: phase.name, ok: false, seconds: 0, skippedRun: true };
        done.set(phase.name, { ...finished, tally: { passed: 0, failed: 1, skipped: 0 } });
        console.log(`\n━━ ${phase.name}: not run, ${phase.after!.join(", ")} failed ━━`);
        continue;
      }
      if (!ready(phase) || (!phase.background && busy >= slots)) continue;
      waiting.splice(waiting.indexOf(phase), 1);
      if (!phase.background) busy++;
      running.set(
        phase.name,
        runPhase(phase).then((finished) => {
          if (!phase.background) busy--;
          return finished;
        }),
      );
    }
    if (!running.size) break;
    const finished = await Promise.race(running.values());
    running.delete(finished.name);
    done.set(finished.name, finished);
  }
  return phases.map((phase) => done.get(phase.name)!);
}

rmSync("reports", { recursive: true, force: true });
mkdirSync(logs, { recursive: true });
const started = Date.now();
const results = await runAll();

const total: Tally = { passed: 0, failed: 0, skipped: 0 };
for (const { tally } of results) {
  total.passed += tally.passed;
  total.failed += tally.failed;
  total.skipped += tally.skipped;
}

// The first failures of each suite once more at the end, where a reader of the log's tail sees
// them (the whole output of each phase is above and in reports/logs/).
const failures = ["deploy", "unit", "server"]
  .map((suite) => `reports/vitest-${suite}.json`)
  .concat("reports/playwright.json")
  .flatMap((file) => failuresIn(file).slice(0, 3));
if (failures.length) console.log(`\nFirst failures of each suite:\n${failures.join("\n")}`);

// The install steps of .ci/run, timed there, head the table.
const before = (process.env.CI_PHASE_TIMES ?? "")
  .split(",")
  .filter(Boolean)
  .map((entry) => entry.split("="));
console.log("\nWall time per phase (phases overlap; see scripts/run-all-tests.ts):");
for (const [name, seconds] of before)
  console.log(`  ${name!.padEnd(16)} ${seconds!.padStart(5)} s`);
for (const result of results) {
  const what = result.skippedRun ? "not run" : result.ok ? "ok" : "FAILED";
  const counted = result.tally.passed + result.tally.failed;
  const cpu = result.cpuSeconds === undefined ? "" : `, ${result.cpuSeconds.toFixed(0)} s CPU`;
  console.log(
    `  ${result.name.padEnd(16)} ${result.seconds.toFixed(0).padStart(5)} s  ${what}, ${counted} counted${cpu}`,
  );
}
console.log(
  `  ${"all tests".padEnd(16)} ${((Date.now() - started) / 1000).toFixed(0).padStart(5)} s`,
);

const skipped = total.skipped ? `, ${total.skipped} skipped` : "";
console.log(`\n${total.passed} passed, ${total.failed} failed${skipped}`);
process.exit(total.failed ? 1 : 0);
