/**
 * The studio's browser tests: `test` and `expect` with the studio's fixtures.
 *
 * - `studio`: this worker's own studio server. Each Playwright worker starts one
 *   (tests/e2e/support/studio-server.ts: the production build with a real SMTP sink), on
 *   `http://localhost:<E2E_STUDIO_PORT + parallel index>` with its own database and mail folder,
 *   so two workers run studio specs side by side while each server still has one test at a time,
 *   one owner, one list of passkeys and one mailbox. `baseURL` is its origin, for the page, the
 *   `request` fixture and every context a test opens.
 * - `signedIn`: with `test.use({ signedIn: true })` a test starts signed in, without a browser
 *   ceremony: the owner's first passkey is set up over HTTP from an invite, the way the setup page
 *   does it (the CLI's invite token, the setup endpoints' options and verification, answered by a
 *   software authenticator), and the session cookie the product answers with lands in the test's
 *   browser context. Specs about signing in and confirming
 *   (sign-in, confirmation, journey) use the real ceremony instead (`setUpWithPasskey`).
 */
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { test as base, expect, type BrowserContext } from "@playwright/test";
import { simpleParser, type ParsedMail } from "mailparser";
import { issueToken } from "#app/studio/auth/tokens.server.ts";
import { createTestAuthenticator } from "#tests/support/authenticator.ts";
import { studioServerEnv, studioServerPort } from "#tests/e2e/support/studio-env.ts";

export { expect };

/**
 * How long a step that renders the whole public site may take to answer (publishing, restoring a
 * release): seconds on a busy two-core machine, more on a server that has rendered nothing yet.
 */
export const siteRenderMs = 30_000;

export type StudioServer = {
  origin: string;
  port: number;
  /** DATABASE_PATH of the server, for specs that count or seed rows. */
  database: string;
  /** OUTBOX_DIR of the server: with SMTP no `.eml` copies go there, but it is its own. */
  outboxDir: string;
  /** Mails the SMTP sink has received so far (by count, to wait for the next ones). */
  mailCount(): number;
  /** The first mail after `seen` whose subject matches, as the SMTP sink received it. */
  nextMail(seen: number, subject: RegExp): Promise<ParsedMail>;
  /** Every mail the SMTP sink has received after the first `seen`, parsed, oldest first. */
  mailsSince(seen: number): Promise<ParsedMail[]>;
  /** A one-time setup link, made as `npm run studio -- invite` makes it. */
  inviteLink(): string;
  /**
   * `work` on a connection of its own to the server's database, for what the pages cannot show
   * or set up; it waits for the server's write lock as the server does.
   */
  db<T>(work: (db: DatabaseSync) => T, options?: { readOnly?: boolean }): T;
};

async function startStudioServer(parallelIndex: number) {
  const port = studioServerPort(parallelIndex);
  const env = studioServerEnv(port);
  rmSync(env.dataDir, { recursive: true, force: true });
  const child = spawn(process.execPath, ["tests/e2e/support/studio-server.ts"], {
    env: { PATH: process.env.PATH ?? "", ...env.variables },
    stdio: ["ignore", "ignore", "pipe"],
  });
  // What the server reports goes on to the test run's output, but for Node's notes on the
  // experimental Web Crypto features the passkey library asks about.
  let errors = "";
  child.stderr.setEncoding("utf8");
  child.stderr.on("data", (chunk: string) => {
    if (errors.length < 10_000) errors += chunk;
    const lines = chunk
      .split("\n")
      .filter((line) => line && !/ExperimentalWarning|--trace-warnings/.test(line));
    if (lines.length > 0) process.stderr.write(`${lines.join("\n")}\n`);
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const origin = `http://localhost:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the studio server on port ${port} exited:\n${errors}`);
    const healthy = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      child.kill("SIGTERM");
      await exited;
      throw new Error(`the studio server on port ${port} did not answer within 60 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const mailDir = env.variables.STUDIO_MAIL_DIR;
  const mailFiles = () =>
    existsSync(mailDir)
      ? readdirSync(mailDir)
          .filter((file) => file.endsWith(".eml"))
          .sort()
      : [];
  const parse = (file: string) => simpleParser(readFileSync(path.join(mailDir, file)));
  const server: StudioServer = {
    origin,
    port,
    database: env.variables.DATABASE_PATH,
    outboxDir: env.variables.OUTBOX_DIR,
    mailCount: () => mailFiles().length,
    async nextMail(seen, subject) {
      let found: ParsedMail | undefined;
      await expect
        .poll(
          async () => {
            for (const file of mailFiles().slice(seen)) {
              const mail = await parse(file);
              if (subject.test(mail.subject ?? "")) found = mail;
            }
            return Boolean(found);
          },
          { timeout: 15_000, message: `a mail with the subject ${subject}` },
        )
        .toBe(true);
      return found!;
    },
    mailsSince: (seen) => Promise.all(mailFiles().slice(seen).map(parse)),
    inviteLink() {
      const token = server.db((db) => issueToken(db, "invite", Date.now()));
      return `${origin}/studio/einrichten?token=${token}`;
    },
    db(work, { readOnly = false } = {}) {
      const db = new DatabaseSync(env.variables.DATABASE_PATH, { readOnly, timeout: 10_000 });
      try {
        return work(db);
      } finally {
        db.close();
      }
    },
  };
  return {
    server,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

/**
 * Sets up a passkey from a fresh invite through the setup endpoints, as the setup page does, from
 * `context`'s own request client: the session cookie the server sets is the context's.
 */
export async function signInOverHttp(context: BrowserContext, studio: StudioServer, name: string) {
  const token = new URL(studio.inviteLink()).searchParams.get("token")!;
  const headers = { Origin: studio.origin };
  const options = await context.request.post(`${studio.origin}/studio/api/setup/options`, {
    headers,
    data: { token },
  });
  expect(options.status(), await options.text()).toBe(200);
  const { options: creation } = (await options.json()) as {
    options: Parameters<ReturnType<typeof createTestAuthenticator>["register"]>[0];
  };
  const authenticator = createTestAuthenticator({ origin: studio.origin, rpId: "localhost" });
  const verified = await context.request.post(`${studio.origin}/studio/api/setup/verify`, {
    headers,
    data: { token, name, response: authenticator.register(creation) },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  const cookies = await context.cookies(studio.origin + "/studio");
  expect(cookies.map((cookie) => cookie.name)).toContain("studio_session");
}

export const test = base.extend<{ signedIn: boolean }, { studio: StudioServer }>({
  studio: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide, workerInfo) => {
      const { server, stop } = await startStudioServer(workerInfo.parallelIndex);
      try {
        await provide(server);
      } finally {
        await stop();
      }
    },
    { scope: "worker", timeout: 90_000 },
  ],
  baseURL: async ({ studio }, provide) => provide(studio.origin),
  signedIn: [false, { option: true }],
  context: async ({ context, signedIn, studio }, provide) => {
    if (signedIn) await signInOverHttp(context, studio, "Testgerät");
    await provide(context);
  },
});
