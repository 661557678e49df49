import path from "node:path";
import { describe, expect, it } from "vitest";
import { root } from "../integration/harness";
import { testDir } from "#tests/support/app.ts";
import { buildSettingsText, parseSettingsFile } from "../../scripts/settings-file";
import { newEnv, run, writeSettings } from "./layout";
import { trickyFile, trickyValues } from "./tricky-env";

/**
 * The settings file read as systemd 252 reads `EnvironmentFile=` (scripts/settings-file.ts), and
 * scripts/settings.ts, which checks it with the server's own validation before a deploy starts
 * anything. The deploy suite (npm run test:deploy) compares the same file with what systemd
 * itself hands a service.
 */

describe("parseSettingsFile", () => {
  it("reads every rule of systemd's EnvironmentFile=", () => {
    const parsed = parseSettingsFile(trickyFile);
    expect(parsed.values).toEqual(trickyValues);
  });

  it("says which lines systemd ignores", () => {
    const { notes } = parseSettingsFile(trickyFile);
    expect(notes).toEqual([
      expect.stringMatching(/^line \d+: no "=" in "NO_EQUALS_SIGN"; systemd ignores this line$/),
      expect.stringMatching(/^line \d+: "1BAD" is not a variable name; systemd ignores this line$/),
      expect.stringMatching(
        /^line (\d+): the comment ends in a backslash, so systemd 252 .* ignores line \d+/,
      ),
    ]);
  });

  it("reads the template as install.sh fills it in, blanks inside values kept", () => {
    const { values, notes } = parseSettingsFile(newEnv("atelier-aachen.de"));
    expect(notes).toEqual([]);
    expect(values.MAIL_FROM).toBe("Atelier Website <website@atelier-aachen.de>");
    expect(values.SMTP_URL).toBe("smtps://website%40atelier-aachen.de:secret@mail.example.net:465");
    expect(values.HEALTH_TOKEN).toBe("");
  });

  it("keeps an unclosed quote's text, as systemd does, and says so", () => {
    expect(parseSettingsFile('A="open\nB=1\n')).toMatchObject({
      values: { A: "open\nB=1\n" },
      notes: ["line 1: a quote is not closed before the end of the file"],
    });
  });

  it("writes the build settings in a fixed order, one line each", () => {
    expect(buildSettingsText({ RETENTION_DAYS: "30", PUBLIC_SITE_URL: "https://a.de" })).toBe(
      "PUBLIC_SITE_URL=https://a.de\nPUBLIC_API_KEY=\nRETENTION_DAYS=30\n",
    );
  });
});

describe("node scripts/settings.ts check", () => {
  function check(text: string, ...args: string[]) {
    const dir = testDir("settings-check");
    const file = path.join(dir, "atelier.env");
    writeSettings(file, text);
    return run(process.execPath, [
      path.join(root, "scripts", "settings.ts"),
      "--file",
      file,
      "check",
      ...args,
    ]);
  }

  it("passes the settings install.sh writes for a real domain", () => {
    const result = check(newEnv("atelier-aachen.de"));
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
  });

  it("refuses hallo@localhost, which install.sh localhost wrote, naming the line in plain words", () => {
    const text = newEnv("localhost");
    const result = check(text);
    expect(result.status).toBe(1);
    const line = text.split("\n").findIndex((entry) => entry.startsWith("STUDIO_EMAIL=")) + 1;
    expect(result.stderr).toContain(
      `STUDIO_EMAIL="hallo@localhost" (line ${line}): is not an e-mail address the server accepts`,
    );
  });

  it("names every problem at once, never prints a secret, and notes what systemd ignores", () => {
    const result = check(
      `${newEnv("atelier-aachen.de")}SMTP_URL=https://user:hunter2@mail.example.net\nPORT=achtzig\nSESSION_SECRET=kurz\nSTUDIO_MAIL=tippfehler@atelier-aachen.de\nNODE_ENV=development\nohne Gleichheitszeichen\n`,
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /^ {2}SMTP_URL \(line \d+\): must be an smtp:\/\/ or smtps:\/\/ URL$/m,
    );
    expect(result.stderr).toMatch(/^ {2}PORT="achtzig" \(line \d+\): is not a number$/m);
    expect(result.stderr).toMatch(
      /^ {2}SESSION_SECRET \(line \d+\): must be at least 32 characters$/m,
    );
    expect(result.stderr).toMatch(
      /NODE_ENV="development" \(line \d+\): atelier.service sets NODE_ENV=production/,
    );
    expect(result.stderr).toMatch(
      /Note: line \d+: STUDIO_MAIL is not a setting the server reads \(a typo\?\)/,
    );
    expect(result.stderr).toMatch(/Note: line \d+: no "=" in "ohne Gleichheitszeichen"/);
    expect(result.output).not.toContain("hunter2");
    expect(result.output).not.toContain("kurz");
  });

  it("with --built-with, refuses build settings other than the release was built with", () => {
    const text = newEnv("atelier-aachen.de");
    const dir = testDir("built-with");
    const built = path.join(dir, "BUILD_SETTINGS");
    writeSettings(built, buildSettingsText(parseSettingsFile(text).values));
    expect(check(text, "--built-with", built).status).toBe(0);
    const result = check(`${text}PUBLIC_API_KEY=ein-neuer-schluessel-123\n`, "--built-with", built);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      "PUBLIC_API_KEY differs from the value the release was built with",
    );
  });
});

describe("node scripts/settings.ts get", () => {
  it("prints a value as the service gets it, and no secret", () => {
    const dir = testDir("settings-get");
    const file = path.join(dir, "atelier.env");
    writeSettings(file, `${newEnv("atelier-aachen.de")}PORT="3005"\n`);
    const get = (name: string) =>
      run(process.execPath, [
        path.join(root, "scripts", "settings.ts"),
        "--file",
        file,
        "get",
        name,
      ]);
    expect(get("PORT").stdout).toBe("3005\n");
    expect(get("MAIL_FROM").stdout).toBe("Atelier Website <website@atelier-aachen.de>\n");
    expect(get("SMTP_URL")).toMatchObject({ status: 1, stdout: "" });
  });
});
