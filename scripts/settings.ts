/**
 * The server's settings file for the deploy scripts and the operator command (deploy/atelier.sh),
 * read as systemd reads it for atelier.service (scripts/settings-file.ts):
 *
 *   node scripts/settings.ts [--file FILE | --name NAME] check [--built-with BUILD_SETTINGS]
 *   node scripts/settings.ts [--file FILE] build
 *   node scripts/settings.ts [--file FILE] get NAME
 *   node scripts/settings.ts [--file FILE] run inquiries|studio|content|restore|backups [ARGS…]
 *
 * `check` runs the validation the server runs at start (app/lib/env.server.ts, with
 * NODE_ENV=production as the unit sets it) and prints each problem in plain words; with
 * --built-with also the server's check that the pages were built with the same PUBLIC_API_KEY and
 * RETENTION_DAYS. Exit status 1 when the server would refuse to start.
 * `build` prints the build-time settings as deploy/release.sh records them (BUILD_SETTINGS).
 * `get` prints one value as the service gets it (empty when unset); secrets are refused.
 * `run` starts the operator CLI scripts/NAME.ts with exactly the service's environment: the
 * file's variables over NODE_ENV=production and systemd's default PATH, nothing of the caller's.
 *
 * The file is read from FILE, or else from file descriptor 3: deploy/atelier.sh opens the
 * root-only file as root and hands it over, so this runs as the service user, which cannot open
 * the file itself, and no value ever appears in a command line.
 */
import { spawn } from "node:child_process";
import { closeSync, existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { EnvError, parseEnv, settingNames } from "#app/lib/env.server.ts";
import {
  buildSettingNames,
  buildSettingProblems,
  buildSettingsText,
  parseSettingsFile,
  type SettingsFile,
} from "./settings-file.ts";

const usage = `Usage: node scripts/settings.ts [--file FILE | --name NAME] <command>
  check [--built-with BUILD_SETTINGS]  validate the settings as the server does at start
  build                                print the build-time settings (BUILD_SETTINGS)
  get NAME                             print one value as the service gets it
  run SCRIPT [ARGS…]                   run scripts/SCRIPT.ts (inquiries, studio, content, restore, backups) with the settings
Without --file the settings are read from file descriptor 3 (NAME: what to call them).`;

/** Values never printed: they unlock the mailbox, the form sessions, the health details. */
const secrets = new Set(["SMTP_URL", "SESSION_SECRET", "HEALTH_TOKEN", "AWS_SECRET_ACCESS_KEY"]);
/** The operator CLIs `run` starts. */
const runnable = new Set(["inquiries", "studio", "content", "restore", "backups"]);
/** The PATH systemd gives a service that sets none. */
const servicePath = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let args = process.argv.slice(2);
let file: string | undefined;
/** How messages name the file read from descriptor 3. */
let fileName = "the settings file";
while (args[0] === "--file" || args[0] === "--name") {
  if (!args[1]) fail(usage);
  if (args[0] === "--file") file = args[1];
  else fileName = args[1];
  args = args.slice(2);
}
const [command, ...rest] = args;
if (!command || command === "help" || command === "--help") {
  console.log(usage);
  process.exit(command ? 0 : 1);
}

/** The settings file's text, from FILE or from descriptor 3 (then closed, so no child gets it). */
function readSettings(): { text: string; label: string } {
  if (file !== undefined) {
    try {
      return { text: readFileSync(file, "utf8"), label: file };
    } catch (error) {
      fail(`Cannot read the settings file ${file}: ${(error as Error).message}`);
    }
  }
  try {
    const text = readFileSync(3, "utf8");
    closeSync(3);
    return { text, label: fileName };
  } catch {
    fail("No settings: give --file FILE, or open the settings file on descriptor 3 (3<FILE).");
  }
}

/** The environment atelier.service runs with: Environment= of the unit, then the file over it. */
function serviceEnvironment(settings: SettingsFile): Record<string, string> {
  return { PATH: servicePath, NODE_ENV: "production", ...settings.values };
}

/** The names the server reads: the template's and the schema's (with its defaults). */
function knownNames(): Set<string> {
  const names = new Set(settingNames);
  const template = path.join(import.meta.dirname, "../deploy/atelier.env.example");
  if (existsSync(template)) {
    for (const name of Object.keys(parseSettingsFile(readFileSync(template, "utf8")).values)) {
      names.add(name);
    }
  }
  return names;
}

/** Zod's wording, where a plainer one helps an operator. */
function plain(message: string): string {
  if (/^Invalid email/i.test(message)) return "is not an e-mail address the server accepts";
  if (/^Invalid URL/i.test(message)) return "is not a URL the server accepts";
  if (/expected number, received NaN/.test(message)) return "is not a number";
  const tooSmall = /^Too small: expected string to have >=(\d+) characters/.exec(message);
  if (tooSmall) return `is too short: at least ${tooSmall[1]} characters`;
  const bound = /^Too (small|big): expected number to be ([<>]=?)(\d+)/.exec(message);
  if (bound) {
    const [, , relation, limit] = bound;
    const words = { ">": "above", ">=": "at least", "<": "below", "<=": "at most" };
    return `must be ${words[relation as keyof typeof words]} ${limit}`;
  }
  return message;
}

function describe(settings: SettingsFile, name: string): string {
  const assignment = settings.assignments.findLast((entry) => entry.name === name);
  if (!assignment) return name ? `${name} (not set, so its default applies)` : "the settings";
  const shown =
    secrets.has(name) || assignment.value === ""
      ? name
      : `${name}=${JSON.stringify(assignment.value)}`;
  return `${shown} (line ${assignment.line})`;
}

function check(settings: SettingsFile, label: string, builtWith: string | undefined): never {
  const problems: string[] = [];
  const env = serviceEnvironment(settings);
  if (env.NODE_ENV !== "production") {
    problems.push(
      `${describe(settings, "NODE_ENV")}: atelier.service sets NODE_ENV=production; remove NODE_ENV from the file`,
    );
  }
  try {
    parseEnv(env);
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    for (const line of error.message.split("\n").slice(1)) {
      const issue = /^\s+([^:]*): (.*)$/.exec(line);
      problems.push(issue ? `${describe(settings, issue[1]!)}: ${plain(issue[2]!)}` : line.trim());
    }
  }
  for (const problem of buildSettingProblems(settings.values)) problems.push(problem);
  const warnings: string[] = [];
  if (builtWith !== undefined) {
    if (!existsSync(builtWith)) {
      warnings.push(
        `the release has no ${path.basename(builtWith)}: it was built before releases recorded their build settings, so whether they match is not known (deploy again to be sure)`,
      );
    } else {
      const built = parseSettingsFile(readFileSync(builtWith, "utf8")).values;
      for (const name of buildSettingNames) {
        if ((built[name] ?? "") !== (settings.values[name] ?? "")) {
          problems.push(
            `${name} differs from the value the release was built with (${builtWith}): the pages carry the old one; deploy again (deploy/release.sh), a restart is not enough`,
          );
        }
      }
    }
  }

  const known = knownNames();
  warnings.push(
    ...settings.notes,
    ...settings.assignments
      .filter((entry) => !known.has(entry.name) && entry.name !== "PATH")
      .map(
        (entry) =>
          `line ${entry.line}: ${entry.name} is not a setting the server reads (a typo?); it is passed on all the same`,
      ),
  );
  for (const warning of warnings) console.error(`Note: ${warning}`);
  if (problems.length) {
    console.error(`The server would refuse to start with ${label}:`);
    for (const problem of problems) console.error(`  ${problem}`);
    process.exit(1);
  }
  console.log(`The settings in ${label} are valid.`);
  process.exit(0);
}

switch (command) {
  case "check": {
    let builtWith: string | undefined;
    if (rest[0] === "--built-with" && rest[1] && rest.length === 2) builtWith = rest[1];
    else if (rest.length) fail(usage);
    const { text, label } = readSettings();
    check(parseSettingsFile(text), label, builtWith);
    break;
  }
  case "build": {
    if (rest.length) fail(usage);
    const settings = parseSettingsFile(readSettings().text);
    const problems = buildSettingProblems(settings.values);
    if (problems.length) fail(problems.join("\n"));
    process.stdout.write(buildSettingsText(settings.values));
    break;
  }
  case "get": {
    const [variable, ...more] = rest;
    if (!variable || more.length) fail(usage);
    if (secrets.has(variable))
      fail(`${variable} is a secret and is not printed: sudoedit the file.`);
    const settings = parseSettingsFile(readSettings().text);
    process.stdout.write(`${settings.values[variable] ?? ""}\n`);
    break;
  }
  case "run": {
    const [script, ...scriptArgs] = rest;
    if (!script || !runnable.has(script)) fail(usage);
    const settings = parseSettingsFile(readSettings().text);
    const child = spawn(
      process.execPath,
      [path.join(import.meta.dirname, `${script}.ts`), ...scriptArgs],
      { stdio: "inherit", env: serviceEnvironment(settings) },
    );
    // Ctrl-C reaches the child from the terminal by itself; other signals are passed on.
    process.on("SIGINT", () => {});
    for (const signal of ["SIGTERM", "SIGHUP"] as const) {
      process.on(signal, () => child.kill(signal));
    }
    child.on("exit", (code, signal) => {
      if (signal) {
        process.removeAllListeners(signal);
        process.kill(process.pid, signal);
      }
      process.exit(code ?? 1);
    });
    break;
  }
  default:
    fail(usage);
}
