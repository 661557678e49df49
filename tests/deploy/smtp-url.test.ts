import { chmodSync, chownSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { testDir } from "#tests/support/app.ts";
import { deploy, isRoot, run } from "./layout";

/**
 * The SMTP URL carries the mailbox's password, so deploy/install.sh and deploy/new-env.sh never
 * take it as an argument (arguments show in `ps` and in the shell's history): it comes on
 * standard input (a prompt without echo on a terminal) or from a file only its owner can read.
 * install.sh is run here only as an unprivileged user, so that nothing it refuses can go on to
 * install anything.
 */
const url = "smtps://website%40atelier-aachen.de:Geheim-Passwort-42@mail.example.net:465";

function newEnv(args: string[], input = "", env: Record<string, string> = {}) {
  return run("bash", [path.join(deploy, "new-env.sh"), ...args], { input, env });
}

const line = (text: string, name: string) =>
  new RegExp(`^${name}=(.*)$`, "m").exec(text)?.[1] ?? null;

function urlFile(mode: number, text = `${url}\n`) {
  const dir = testDir("smtp-url");
  const file = path.join(dir, "smtp-url");
  writeFileSync(file, text);
  chmodSync(file, mode);
  return file;
}

describe("deploy/new-env.sh", () => {
  it("reads the SMTP URL from standard input", () => {
    const result = newEnv(["atelier-aachen.de"], `${url}\n`);
    expect(result.status, result.stderr).toBe(0);
    expect(line(result.stdout, "SMTP_URL")).toBe(url);
    expect(line(result.stdout, "PUBLIC_SITE_URL")).toBe("https://atelier-aachen.de");
  });

  it("refuses the SMTP URL as an argument, without repeating it", () => {
    const result = newEnv(["atelier-aachen.de", url]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("The SMTP URL is not an argument");
    expect(result.output).not.toContain("Geheim-Passwort-42");
  });

  it("refuses an empty standard input, a URL of another scheme, and blanks in it", () => {
    expect(newEnv(["atelier-aachen.de"], "")).toMatchObject({
      status: 1,
      stderr: expect.stringContaining("No SMTP URL"),
    });
    expect(newEnv(["atelier-aachen.de"], "https://mail.example.net\n")).toMatchObject({
      status: 1,
      stderr: expect.stringContaining("must start with smtps:// or smtp://"),
    });
    expect(newEnv(["atelier-aachen.de"], "smtps://a b@mail.example.net\n").status).toBe(1);
  });

  it("refuses values systemd would read differently", () => {
    const backslash = newEnv(["atelier-aachen.de"], "smtps://user:pa\\ss@mail.example.net:465\n");
    expect(backslash.status).toBe(1);
    expect(backslash.stderr).toContain("SMTP_URL contains a backslash");
    const blank = newEnv(["atelier-aachen.de"], `${url}\n`, { MAIL_FROM: "Atelier <a@b.de> " });
    expect(blank.status).toBe(1);
    expect(blank.stderr).toContain("MAIL_FROM contains");
  });

  it("refuses what is not a domain", () => {
    for (const domain of ["Atelier.de", "atelier..de", "-atelier.de", "atelier.de/x", "a b"]) {
      expect(newEnv([domain], `${url}\n`).stderr, domain).toContain("Not a domain");
    }
  });

  it("reads the SMTP URL from a file only its owner can read", () => {
    const result = newEnv(["atelier-aachen.de", "--smtp-url-file", urlFile(0o600)]);
    expect(result.status, result.stderr).toBe(0);
    expect(line(result.stdout, "SMTP_URL")).toBe(url);
    const noNewline = newEnv(["atelier-aachen.de", "--smtp-url-file", urlFile(0o400, url)]);
    expect(line(noNewline.stdout, "SMTP_URL")).toBe(url);
  });

  it("refuses a file others can read, and says how to fix it", () => {
    for (const mode of [0o644, 0o640, 0o604]) {
      const file = urlFile(mode);
      const result = newEnv(["atelier-aachen.de", "--smtp-url-file", file]);
      expect(result.status, mode.toString(8)).toBe(1);
      expect(result.stderr).toContain(
        `can be read by others (mode ${mode.toString(8)}): chmod 600`,
      );
      expect(result.output).not.toContain("Geheim-Passwort-42");
    }
  });

  it.runIf(isRoot)("refuses a file of another user", () => {
    const file = urlFile(0o600);
    chownSync(file, 65534, 65534);
    const result = newEnv(["atelier-aachen.de", "--smtp-url-file", file]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("must belong to root, who runs this (it belongs to uid 65534)");
  });
});

describe("deploy/install.sh", () => {
  /** install.sh as an unprivileged user (nobody), from standard input: nothing can be installed. */
  function install(args: string[]) {
    const script = readFileSync(path.join(deploy, "install.sh"), "utf8");
    const command = isRoot ? "runuser" : "bash";
    const prefix = isRoot ? ["-u", "nobody", "--", "bash"] : [];
    return run(command, [...prefix, "-s", "--", ...args], { input: script, cwd: "/" });
  }

  it("refuses the SMTP URL as an argument before anything else, without repeating it", () => {
    const result = install(["atelier-aachen.de", url]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("The SMTP URL is no longer an argument");
    expect(result.stderr).toContain("--smtp-url-file FILE");
    expect(result.output).not.toContain("Geheim-Passwort-42");
    expect(result.output).not.toContain("Run as root");
  });

  it("takes a domain and optionally --smtp-url-file, and then wants root", () => {
    expect(install(["atelier-aachen.de"]).stderr).toContain("Run as root");
    expect(install(["atelier-aachen.de", "--smtp-url-file", "/root/smtp-url"]).stderr).toContain(
      "Run as root",
    );
    expect(install([]).stderr).toContain(
      "usage: sudo deploy/install.sh DOMAIN [--smtp-url-file FILE]",
    );
    expect(install(["atelier-aachen.de", "--smtp-url-file"]).stderr).toContain("usage:");
    expect(install(["Atelier.de"]).stderr).toContain("Not a domain");
  });

  it("hands the SMTP URL to new-env.sh on standard input or as the file, never as an argument", () => {
    const script = readFileSync(path.join(deploy, "install.sh"), "utf8");
    expect(script).toContain('"$HERE/new-env.sh" "$DOMAIN" "${smtp_args[@]}" >"$ENV_FILE.new"');
    expect(script).not.toMatch(/new-env\.sh"? "\$DOMAIN" "\$SMTP_URL"/);
  });
});
