/**
 * Real parts for the integration tests: the production server started the way `npm start`
 * starts it (needs `npm run build` first), on a free loopback port with its own temporary
 * database and outbox, and a real SMTP server on loopback whose mails are read back with
 * mailparser.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import type { InquiryPayload } from "../../app/lib/inquiry-schema";

export const root = path.resolve(import.meta.dirname, "../..");
export const apiKey = "public-anon-key-development";
export const sessionSecret = "integration-test-secret-0123456789abcdef";

export const validInquiry = {
  firstName: "Anna",
  lastName: "Müller",
  email: "anna@example.com",
  phone: "+49 241 123456",
  package: "lumiere" as const,
  preferredDate: "",
  message: "Ich freue mich auf ein Shooting.",
  source: "instagram" as const,
  installmentInfo: true,
} satisfies InquiryPayload;

export function tempDir(label: string) {
  return mkdtempSync(path.join(tmpdir(), `studio-${label}-`));
}

export async function waitFor<T>(
  probe: () => T | Promise<T>,
  { timeoutMs = 15_000, intervalMs = 50, what = "condition" } = {},
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

export type Smtp = {
  port: number;
  url: string;
  mails: ParsedMail[];
  /** Attempts answered with a temporary failure so far. */
  refused: number;
  /** How many of the next attempts to refuse (451). */
  refuseNext: number;
  close(): Promise<void>;
};

export async function startSmtp(options: { port?: number; refuseFirst?: number } = {}) {
  const smtp = { mails: [] as ParsedMail[], refused: 0, refuseNext: options.refuseFirst ?? 0 };
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (smtp.refuseNext > 0) {
        smtp.refuseNext--;
        smtp.refused++;
        const error = new Error("Try again later") as Error & { responseCode: number };
        error.responseCode = 451;
        return callback(error);
      }
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          smtp.mails.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const port = (server.server.address() as { port: number }).port;
  return Object.assign(smtp, {
    port,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }) satisfies Smtp;
}

/** A loopback port that nothing listens on (an SMTP server that is down). */
export async function deadPort(): Promise<number> {
  const smtp = await startSmtp();
  await smtp.close();
  return smtp.port;
}

export type LogLine = { event: string; [field: string]: unknown };

export type App = {
  url: string;
  dir: string;
  env: Record<string, string>;
  logs: LogLine[];
  output: () => string;
  process: ChildProcess;
  stop(): Promise<void>;
  kill(): Promise<void>;
  db(): DatabaseSync;
};

/** Starts `server.ts` as `npm start` does, in `dir` (a new temp dir unless given). */
export async function startApp(env: Record<string, string> = {}, dir = tempDir("app")) {
  const fullEnv: Record<string, string> = {
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: "0",
    DATABASE_PATH: path.join(dir, "studio.sqlite"),
    OUTBOX_DIR: path.join(dir, "outbox"),
    SESSION_SECRET: sessionSecret,
    STUDIO_EMAIL: "studio@example.com",
    MAIL_FROM: "Atelier Website <website@atelier.example>",
    MIN_FILL_MS: "0",
    RATE_LIMIT_MAX: "1000",
    MAIL_POLL_MS: "50",
    MAIL_RETRY_BASE_MS: "50",
    MAIL_RETRY_MAX_MS: "400",
    ...env,
  };
  const child = spawn(process.execPath, ["--disable-warning=ExperimentalWarning", "server.ts"], {
    cwd: root,
    env: { PATH: process.env.PATH ?? "", ...fullEnv },
    stdio: "pipe",
  });
  const logs: LogLine[] = [];
  let raw = "";
  const collect = (chunk: Buffer) => {
    raw += chunk.toString();
    for (const line of chunk.toString().split("\n")) {
      if (line.startsWith("{")) {
        try {
          logs.push(JSON.parse(line) as LogLine);
        } catch {
          // A line split across chunks; the raw output keeps it.
        }
      }
    }
  };
  child.stdout.on("data", collect);
  child.stderr.on("data", collect);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const listening = await waitFor(
    () => {
      if (child.exitCode !== null) throw new Error(`server exited early:\n${raw}`);
      return logs.find((line) => line.event === "server.listening");
    },
    { what: "the server to listen" },
  );
  const app: App = {
    url: `http://127.0.0.1:${listening.port}`,
    dir,
    env: fullEnv,
    logs,
    output: () => raw,
    process: child,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
    async kill() {
      if (child.exitCode === null) child.kill("SIGKILL");
      await exited;
    },
    db: () => new DatabaseSync(fullEnv.DATABASE_PATH!),
  };
  return app;
}

export function removeDir(dir: string) {
  rmSync(dir, { recursive: true, force: true });
}

export async function formSession(app: App, headers: Record<string, string> = {}) {
  const response = await fetch(`${app.url}/api/form-session`, {
    method: "POST",
    headers: { apikey: apiKey, ...headers },
  });
  const body = (await response.json()) as { ok: boolean; token: string; expiresIn: number };
  return body.token;
}

export async function submit(
  app: App,
  payload: unknown,
  options: { token?: string; submissionId?: string; headers?: Record<string, string> } = {},
) {
  const response = await fetch(`${app.url}/api/send-contact-email`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      apikey: apiKey,
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      ...(options.submissionId ? { "Idempotency-Key": options.submissionId } : {}),
      ...options.headers,
    },
    body: typeof payload === "string" ? payload : JSON.stringify(payload),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, body: JSON.parse(text) };
}

/** Runs the operator CLI against an app's database. */
export function cli(app: App, ...args: string[]) {
  const result = spawnSync(
    process.execPath,
    ["--disable-warning=ExperimentalWarning", "scripts/inquiries.ts", ...args],
    {
      cwd: root,
      env: { PATH: process.env.PATH ?? "", DATABASE_PATH: app.env.DATABASE_PATH! },
      encoding: "utf8",
    },
  );
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

export function rows<T>(app: App, sql: string, ...params: (string | number)[]): T[] {
  const db = app.db();
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}
