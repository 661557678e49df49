/**
 * The production server and a real SMTP sink for Vitest, each stopped and its folder removed
 * when it is no longer needed (cleanup.ts): started in a test, when that test has finished;
 * started inside `forSuite`, after the suite's last test.
 *
 * The parts themselves (starting `server.ts` as `npm start` does, the SMTP sink, requests) are
 * in tests/integration/harness.ts, which Playwright's specs and the benchmarks use too.
 */
import {
  removeDir,
  startApp as launchApp,
  startSmtp as launchSmtp,
  tempDir,
  type App,
  type Smtp,
} from "#tests/integration/harness.ts";
import { freePort } from "#tests/integration/studio-harness.ts";
import { afterwards } from "#tests/support/cleanup.ts";

export { forSuite } from "#tests/support/cleanup.ts";

/** A temporary folder, removed afterwards. */
export function testDir(label: string): string {
  const dir = tempDir(label);
  afterwards(() => removeDir(dir));
  return dir;
}

/** A real SMTP server on loopback (harness.ts `startSmtp`), closed afterwards. */
export async function startSmtp(options: Parameters<typeof launchSmtp>[0] = {}): Promise<Smtp> {
  const smtp = await launchSmtp(options);
  afterwards(() => smtp.close());
  return smtp;
}

export type AppOptions = {
  /** The server's environment, over the harness's test defaults (and SMTP_URL, with `smtp`). */
  env?: Record<string, string>;
  /** A sink of its own for the app's mails (`app.smtp`), with the sink's options if any. */
  smtp?: true | Parameters<typeof launchSmtp>[0];
  /**
   * For the studio: a port chosen up front and `PUBLIC_SITE_URL` naming it as
   * `http://localhost:<port>` (WebAuthn refuses IP addresses), which `url` and `origin` then are.
   */
  studio?: true;
  /** The folder for its database and outbox; kept (the caller made it). A new one otherwise. */
  dir?: string;
  /** The working directory it is started from (the project root unless given). */
  cwd?: string;
};

export type TestApp = App & { origin: string; smtp?: Smtp };
/** With `smtp` asked for, `app.smtp` is there. */
type Started<O extends AppOptions> = TestApp &
  (O extends { smtp: object | true } ? { smtp: Smtp } : object);

/**
 * Starts `server.ts` as `npm start` does (needs `npm run build`), with an SMTP sink if asked,
 * and stops both afterwards. A server that fails to start rejects, and leaves nothing behind.
 */
export async function startApp<const O extends AppOptions>(
  options: O = {} as O,
): Promise<Started<O>> {
  const dir = options.dir ?? tempDir("app");
  if (!options.dir) afterwards(() => removeDir(dir));
  const smtp = options.smtp
    ? await startSmtp(options.smtp === true ? {} : options.smtp)
    : undefined;
  const env: Record<string, string> = smtp ? { SMTP_URL: smtp.url } : {};
  let origin: string | undefined;
  if (options.studio) {
    const port = await freePort();
    origin = `http://localhost:${port}`;
    Object.assign(env, { PORT: String(port), PUBLIC_SITE_URL: origin });
  }
  const app = await launchApp({ ...env, ...options.env }, dir, { cwd: options.cwd });
  afterwards(() => app.stop());
  return Object.assign(
    app,
    { origin: origin ?? app.url, url: origin ?? app.url },
    smtp ? { smtp } : {},
  ) as Started<O>;
}
