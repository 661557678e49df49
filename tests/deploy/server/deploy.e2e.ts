import { request } from "node:https";
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestAuthenticator } from "#tests/support/authenticator.ts";
import { startSmtp, validInquiry, waitFor, type Smtp } from "../../integration/harness";
import { git, snapshotRepo } from "../layout";
import { trickyFile, trickyValues } from "../tricky-env";
import { ensurePortsFree, ensureTools, newMachine, type Machine } from "./machine";

/**
 * The deploy suite (npm run test:deploy; part of npm test with TEST_DEPLOY=1, as CI runs it). A fresh
 * Debian 12 server boots in a container (./machine.ts); deploy/install.sh runs there from a
 * checkout of this working tree, the way the operations guide says, with a .localhost domain
 * that Caddy serves from its own local CA. Then, from the outside through Caddy on 127.0.0.1:443:
 * /healthz, the owner's first sign-in with the link of `atelier studio invite` and a passkey
 * (tests/support/authenticator.ts stands in for the phone), an inquiry whose mails reach a
 * mail sink on the host's loopback; then release.sh with a new commit, rollback.sh, and a
 * restart of the whole machine. Only loopback addresses are used.
 */
const domain = "atelier.localhost";
const origin = `https://${domain}`;
const checkout = "/root/atelier";

let machine: Machine;
let smtp: Smtp;
let caddyRoot: string;
const commits: string[] = [];

/** A request through Caddy on 127.0.0.1:443, with the site's name and Caddy's local CA. */
function site(
  pathname: string,
  init: { method?: string; json?: unknown; headers?: Record<string, string> } = {},
) {
  const body = init.json === undefined ? undefined : JSON.stringify(init.json);
  const headers: Record<string, string> = { Host: domain, ...init.headers };
  if (body !== undefined) {
    headers["Content-Type"] = "application/json";
    headers["Content-Length"] = String(Buffer.byteLength(body));
  }
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    text: string;
  }>((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port: 443,
        servername: domain,
        ca: caddyRoot,
        method: init.method ?? (body === undefined ? "GET" : "POST"),
        path: pathname,
        headers,
        timeout: 20_000,
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text }),
        );
      },
    );
    req.on("timeout", () => req.destroy(new Error(`timeout: ${pathname}`)));
    req.on("error", reject);
    req.end(body);
  });
}

async function healthy() {
  return waitFor(
    async () => {
      try {
        const response = await site("/healthz");
        return response.status === 200 ? response : null;
      } catch {
        return null;
      }
    },
    { what: `https://${domain}/healthz through Caddy`, timeoutMs: 90_000, intervalMs: 1000 },
  );
}

const sessionCookie = (response: { headers: Record<string, string | string[] | undefined> }) => {
  const cookies = [response.headers["set-cookie"] ?? []].flat();
  return /^studio_session=([^;]+)/.exec(
    cookies.find((c) => c.startsWith("studio_session=")) ?? "",
  )?.[1];
};

const live = () => machine.must("readlink -f /srv/atelier/current").trim();
const liveRevision = () => machine.must("cat /srv/atelier/current/REVISION").trim();

beforeAll(async () => {
  ensureTools();
  ensurePortsFree();
  machine = newMachine("atelier-e2e");
  commits.push(snapshotRepo(path.join(machine.dir, checkout.slice(1))));
  smtp = await startSmtp();
  await machine.boot();
}, 1_200_000);

// After a failure the machine stays in the cache folder (machine/) to be looked into; after a
// green run it goes (some 3 GB), and only the base system and the download caches stay.
let failed = false;
afterEach(({ task }) => {
  if (task.result?.state === "fail") failed = true;
});

// An orderly shutdown may take its 90 s before the kill, and removing 3 GB minutes more on a busy
// machine.
afterAll(async () => {
  await machine?.poweroff();
  await smtp?.close();
  if (machine && !failed) rmSync(machine.dir, { recursive: true, force: true });
}, 600_000);

describe("a fresh Debian 12 server", () => {
  it("systemd reads the settings file as scripts/settings-file.ts does", () => {
    writeFileSync(path.join(machine.dir, "root/tricky.env"), trickyFile);
    const env = machine.must(
      "systemd-run --quiet --wait --pipe -p EnvironmentFile=/root/tricky.env /usr/bin/env -0",
    );
    const seen = Object.fromEntries(
      env
        .split("\0")
        .filter(Boolean)
        .map((entry) => [entry.slice(0, entry.indexOf("=")), entry.slice(entry.indexOf("=") + 1)]),
    );
    for (const [name, value] of Object.entries(trickyValues)) expect(seen[name], name).toBe(value);
    for (const name of ["SWALLOWED", "NO_EQUALS_SIGN", "1BAD"])
      expect(seen).not.toHaveProperty(name);
  });

  it("install.sh DOMAIN, the SMTP URL on standard input, puts the site live behind Caddy", async () => {
    const started = Date.now();
    const result = machine.exec(`${checkout}/deploy/install.sh ${domain}`, {
      input: `${smtp.url}\n`,
      timeoutMs: 1_500_000,
    });
    expect(result.status, result.output.slice(-6000)).toBe(0);
    expect(result.stdout).toContain("Done. Next:");
    console.log(`install.sh took ${Math.round((Date.now() - started) / 1000)} s`);
    expect(machine.must("grep '^SMTP_URL=' /etc/atelier/atelier.env").trim()).toBe(
      `SMTP_URL=${smtp.url}`,
    );
    expect(machine.must("stat -c '%U %a' /etc/atelier/atelier.env").trim()).toBe("root 600");
    expect(
      machine.must("systemctl is-enabled atelier.service atelier-backup.timer caddy.service"),
    ).toBe("enabled\nenabled\nenabled\n");
    caddyRoot = machine.read("var/lib/caddy/.local/share/caddy/pki/authorities/local/root.crt");
    const health = await healthy();
    expect(JSON.parse(health.text)).toMatchObject({ ok: true });
    expect(liveRevision()).toBe(commits[0]);
    expect(machine.must("cat /srv/atelier/current/BUILD_SETTINGS")).toContain(
      `PUBLIC_SITE_URL=${origin}\n`,
    );
  });

  it("install.sh again: the live release is kept and restarted", async () => {
    const before = live();
    const result = machine.exec(`${checkout}/deploy/install.sh ${domain}`, { timeoutMs: 600_000 });
    expect(result.status, result.output.slice(-4000)).toBe(0);
    expect(result.stdout).toContain("kept as they are");
    expect(result.stdout).toContain("is live already, built with these settings");
    expect(live()).toBe(before);
    await healthy();
  });

  it("install.sh refuses settings the server would refuse, and restarts nothing", async () => {
    const env = "/etc/atelier/atelier.env";
    machine.must(`cp -p ${env} /root/atelier.env.good`);
    machine.must(`sed -i 's/^STUDIO_EMAIL=.*/STUDIO_EMAIL=hallo@localhost/' ${env}`);
    const pid = machine.must("systemctl show -p MainPID --value atelier.service").trim();
    const result = machine.exec(`${checkout}/deploy/install.sh ${domain}`, { timeoutMs: 600_000 });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /STUDIO_EMAIL="hallo@localhost" \(line \d+\): is not an e-mail address/,
    );
    expect(result.stderr).toContain("nothing was switched or restarted");
    expect(machine.must("systemctl show -p MainPID --value atelier.service").trim()).toBe(pid);
    const check = machine.exec("atelier settings check");
    expect(check.status).toBe(1);
    expect(check.stderr).toContain("STUDIO_EMAIL");
    machine.must(`cp -p /root/atelier.env.good ${env}`);
    expect(machine.must("atelier settings check")).toContain("are valid");
    await healthy();
  });

  it("install.sh after a new PUBLIC_API_KEY builds a new release instead of restarting the old", async () => {
    const before = live();
    machine.must(
      "sed -i \"s/^PUBLIC_API_KEY=.*/PUBLIC_API_KEY=$(head -c 24 /dev/urandom | base64 -w0 | tr -d '/+=')/\" /etc/atelier/atelier.env",
    );
    const result = machine.exec(`${checkout}/deploy/install.sh ${domain}`, {
      timeoutMs: 1_200_000,
    });
    expect(result.status, result.output.slice(-4000)).toBe(0);
    expect(result.stdout).toContain("The settings changed since the live release was built");
    expect(live()).not.toBe(before);
    const key = machine.must("grep '^PUBLIC_API_KEY=' /etc/atelier/atelier.env").trim();
    expect(machine.must("cat /srv/atelier/current/BUILD_SETTINGS")).toContain(`${key}\n`);
    await healthy();
    // The release before carries the old key: rollback.sh refuses to switch to it.
    const refused = machine.exec(`${checkout}/deploy/rollback.sh ${path.basename(before)}`);
    expect(refused.status).toBe(1);
    expect(refused.output).toContain(
      "PUBLIC_API_KEY differs from the value the release was built with",
    );
  });

  let passkey: ReturnType<typeof createTestAuthenticator>;

  it("signs the owner in with the link of `sudo atelier studio invite` and a passkey", async () => {
    const output = machine.must("atelier studio invite").trimEnd().split("\n");
    const link = new URL(output.at(-1)!);
    expect(link.origin).toBe(origin);
    expect(link.pathname).toBe("/studio/einrichten");
    const page = await site(`${link.pathname}${link.search}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain("Passkey einrichten");

    const token = link.searchParams.get("token")!;
    passkey = createTestAuthenticator({ origin, rpId: domain });
    const headers = { Origin: origin };
    const options = await site("/studio/api/setup/options", { json: { token }, headers });
    expect(options.status, options.text).toBe(200);
    const creation = (JSON.parse(options.text) as { options: { challenge: string } }).options;
    const verify = await site("/studio/api/setup/verify", {
      json: { token, name: "Testtelefon", response: passkey.register(creation) },
      headers,
    });
    expect(verify.status, verify.text).toBe(200);
    expect(JSON.parse(verify.text)).toEqual({ ok: true, redirectTo: "/studio" });
    const session = sessionCookie(verify);
    expect(session).toBeTruthy();
    const studio = await site("/studio", { headers: { Cookie: `studio_session=${session}` } });
    expect(studio.status).toBe(200);
  });

  it("takes an inquiry through Caddy, mails the studio, and erases it with `sudo atelier`", async () => {
    const apiKey = machine
      .must("grep '^PUBLIC_API_KEY=' /etc/atelier/atelier.env")
      .trim()
      .slice(15);
    const session = await site("/api/form-session", {
      method: "POST",
      headers: { apikey: apiKey },
    });
    expect(session.status, session.text).toBe(200);
    const { token } = JSON.parse(session.text) as { token: string };
    // The form's minimum fill time (MIN_FILL_MS, 3 s) applies to people; so it does here.
    await new Promise((resolve) => setTimeout(resolve, 3500));
    const email = "erika.e2e@example.org";
    const sent = await site("/api/send-contact-email", {
      json: { ...validInquiry, email },
      headers: { apikey: apiKey, Authorization: `Bearer ${token}`, Origin: origin },
    });
    expect(sent.status, sent.text).toBe(200);
    await waitFor(() => smtp.mails.length >= 2, {
      what: "the studio's and the visitor's mail",
      timeoutMs: 30_000,
    });
    expect(smtp.mails.map((mail) => mail.subject).join("\n")).toContain("Müller");

    const erased = machine.must(`atelier inquiries erase --email ${email} --yes`);
    expect(erased).toContain("Deleted 1 inquiry(ies), 2 mail(s)");
  });

  it("release.sh puts a new commit live, with a backup of the database first", async () => {
    const repo = path.join(machine.dir, checkout.slice(1));
    writeFileSync(
      path.join(repo, "DEPLOY-SUITE.txt"),
      `a new commit, ${new Date().toISOString()}\n`,
    );
    git(repo, "add", "DEPLOY-SUITE.txt");
    git(repo, "commit", "-q", "-m", "test: a new commit for the deploy suite");
    commits.push(git(repo, "rev-parse", "HEAD").trim());
    const before = live();
    const started = Date.now();
    const result = machine.exec(`${checkout}/deploy/release.sh ${checkout}`, {
      timeoutMs: 1_200_000,
    });
    expect(result.status, result.output.slice(-6000)).toBe(0);
    console.log(`release.sh took ${Math.round((Date.now() - started) / 1000)} s`);
    expect(result.stdout).toContain("Back up the database before the switch");
    expect(machine.must("ls /var/backups/atelier")).toMatch(/^studio-.*\.sqlite$/m);
    expect(live()).not.toBe(before);
    expect(liveRevision()).toBe(commits[1]);
    await healthy();
  });

  it("rollback.sh switches back to the release before", async () => {
    const result = machine.exec(`${checkout}/deploy/rollback.sh`, { timeoutMs: 300_000 });
    expect(result.status, result.output.slice(-4000)).toBe(0);
    expect(liveRevision()).toBe(commits[0]);
    await healthy();
  });

  it("comes back after a restart of the machine, with its data and the passkey", async () => {
    await machine.poweroff();
    await machine.boot();
    const health = await healthy();
    expect(JSON.parse(health.text)).toMatchObject({ ok: true });
    expect(liveRevision()).toBe(commits[0]);

    const start = await site("/studio/api/sign-in/options", {
      json: {},
      headers: { Origin: origin },
    });
    expect(start.status, start.text).toBe(200);
    const options = (JSON.parse(start.text) as { options: { challenge: string } }).options;
    const signIn = await site("/studio/api/sign-in/verify", {
      json: { response: passkey.authenticate(options), next: "/studio" },
      headers: { Origin: origin },
    });
    expect(signIn.status, signIn.text).toBe(200);
    expect(sessionCookie(signIn)).toBeTruthy();
  });
});
