/**
 * Real parts for the integration tests: the production server started the way `npm start`
 * starts it (needs `npm run build` first), on a free loopback port with its own temporary
 * database and outbox, and a real SMTP server on loopback whose mails are read back with
 * mailparser.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import type { Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import type { InquiryPayload } from "#app/inquiry/schema.ts";

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
  // Long enough for a server's work on a busy 2-core machine; the test's own timeout is longer.
  { timeoutMs = 45_000, intervalMs = 50, what = "condition" } = {},
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
  /** Every accepted mail's envelope recipients and Message-ID, parsed or not. */
  received: ReceivedMail[];
  /** Attempts answered with a temporary failure so far. */
  refused: number;
  /** How many of the next attempts to refuse (451). */
  refuseNext: number;
  close(): Promise<void>;
};

/**
 * `replyLost`: the whole message arrived, but the client never got the 250 reply: the sink dropped
 * the connection before replying ("lost-reply"), or the client gave up waiting (its timeout fired
 * before the reply came, which a busy machine makes happen) and closed the connection without a
 * further command. Either way the client cannot know the mail arrived, and sends it again.
 */
export type ReceivedMail = { recipients: string[]; messageId: string | null; replyLost?: boolean };

/**
 * What a flaky mail provider does at one stage of a conversation: answer with a temporary
 * error, never answer (the client's timeout fires), or drop the connection without a word.
 * Only after the message data: "lost-reply" takes the message and drops the connection before
 * replying (the one window for a duplicate), "slow" takes it and replies after 1.5 s.
 * At any stage, "reject" answers with a permanent error (550).
 */
export type SmtpFault = "refuse" | "stall" | "drop" | "reject" | "lost-reply" | "slow";
export type SmtpStage = "connect" | "mail" | "data";

export async function startSmtp(
  options: {
    port?: number;
    refuseFirst?: number;
    /** false: keep only `received` (load tests: parsing every mail costs the client CPU). */
    parse?: boolean;
    /** Consulted at every stage of every conversation; a fault is injected when it returns one. */
    fault?: (stage: SmtpStage) => SmtpFault | undefined;
  } = {},
) {
  const smtp = {
    mails: [] as ParsedMail[],
    received: [] as ReceivedMail[],
    refused: 0,
    refuseNext: options.refuseFirst ?? 0,
  };
  const sockets = new Map<number, Socket>();
  /** Per connection, the mail whose 250 was sent and that the client has not spoken after. */
  const unacknowledged = new Map<number, ReceivedMail>();
  const temporaryError = (text: string) =>
    Object.assign(new Error(text), { responseCode: 451 }) as Error & { responseCode: number };
  /** Applies the injected fault, if any; true when the stage must not go on normally. */
  const injected = (
    stage: SmtpStage,
    session: { remotePort: number },
    callback: (error?: Error | null) => void,
    fault = options.fault?.(stage),
  ) => {
    if (fault === "refuse") {
      smtp.refused++;
      callback(temporaryError(`Injected ${stage} refusal`));
    } else if (fault === "reject") {
      callback(
        Object.assign(new Error(`Injected ${stage} rejection: mailbox unavailable`), {
          responseCode: 550,
        }),
      );
    } else if (fault === "drop") sockets.get(session.remotePort)?.destroy();
    return fault !== undefined;
  };
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    logger: false,
    // A reverse DNS lookup per connection stalls on a closed network (~100 ms each).
    disableReverseLookup: true,
    onConnect(session, callback) {
      if (!injected("connect", session, callback)) callback();
    },
    onMailFrom(_address, session, callback) {
      if (smtp.refuseNext > 0) {
        smtp.refuseNext--;
        smtp.refused++;
        return callback(temporaryError("Try again later"));
      }
      if (!injected("mail", session, callback)) callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const fault = options.fault?.("data");
        const afterData = fault === "lost-reply" || fault === "slow";
        if (!afterData && injected("data", session, callback, fault)) return;
        const raw = Buffer.concat(chunks);
        const header = raw.subarray(0, raw.indexOf("\r\n\r\n")).toString("utf8");
        const mail: ReceivedMail = {
          recipients: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          messageId: /^message-id:\s*(\S+)/im.exec(header)?.[1] ?? null,
          ...(fault === "lost-reply" ? { replyLost: true } : {}),
        };
        smtp.received.push(mail);
        if (fault === "lost-reply") return void sockets.get(session.remotePort)?.destroy();
        unacknowledged.set(session.remotePort, mail);
        if (fault === "slow") return void setTimeout(() => callback(), 1500);
        if (options.parse === false) return callback();
        simpleParser(raw)
          .then((mail) => {
            smtp.mails.push(mail);
            callback();
          })
          .catch(callback);
      });
    },
  });
  // A mail client killed mid-conversation (the SIGKILL tests) resets its connection; that is the
  // point of those tests, not an error of the sink.
  server.on("error", () => {});
  server.server.on("connection", (socket: Socket) => {
    socket.on("error", () => {});
    const remotePort = socket.remotePort ?? 0;
    sockets.set(remotePort, socket);
    // Whatever the client sends after a 250 (RSET, MAIL FROM, QUIT) shows it got the reply. The
    // chunk that ends the message data itself does not count.
    socket.on("data", (chunk: Buffer) => {
      if (!chunk.includes("\r\n.\r\n")) unacknowledged.delete(remotePort);
    });
    socket.once("close", () => {
      sockets.delete(remotePort);
      const mail = unacknowledged.get(remotePort);
      if (mail) mail.replyLost = true;
      unacknowledged.delete(remotePort);
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const port = (server.server.address() as { port: number }).port;
  return Object.assign(smtp, {
    port,
    url: `smtp://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        // Stalled conversations would hold close() for its 30 s grace period.
        for (const socket of sockets.values()) socket.destroy();
        server.close(() => resolve());
      }),
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

/**
 * Starts `server.ts` as `npm start` does, in `dir` (a new temp dir unless given); `cwd` is the
 * working directory it is started from (the project root unless given). `checkout` starts another
 * checkout's server and build instead of this one's (the benchmarks' "before").
 */
export async function startApp(
  env: Record<string, string> = {},
  dir = tempDir("app"),
  { checkout = root, cwd = checkout }: { checkout?: string; cwd?: string } = {},
) {
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
    // The tests send many inquiries from one address (validInquiry); the cap has its own tests.
    CONFIRMATION_MAILS_PER_DAY: "1000000",
    MAIL_POLL_MS: "50",
    MAIL_RETRY_BASE_MS: "50",
    MAIL_RETRY_MAX_MS: "400",
    ...env,
  };
  const server = path.join(checkout, "server.ts");
  const child = spawn(process.execPath, [server], {
    cwd,
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

  // A server that never says it listens is not left running when the caller gives up. Starting
  // takes seconds on a busy 2-core machine (over 15 s seen while other test runs shared it).
  const listening = await waitFor(
    () => {
      if (child.exitCode !== null) throw new Error(`server exited early:\n${raw}`);
      return logs.find((line) => line.event === "server.listening");
    },
    { what: "the server to listen" },
  ).catch(async (error: unknown) => {
    if (child.exitCode === null) child.kill("SIGKILL");
    await exited;
    throw error;
  });
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
    // The app's mail worker writes on its own connection at any time; wait for its lock as the app
    // does instead of failing with "database is locked" on a slow machine.
    db: () => new DatabaseSync(fullEnv.DATABASE_PATH!, { timeout: 5000 }),
  };
  return app;
}

export function removeDir(dir: string) {
  // A process that is just going away (a killed server's photo worker) may still write into it.
  rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
}

export async function formSession(app: App, headers: Record<string, string> = {}) {
  const response = await fetch(`${app.url}/api/form-session`, {
    method: "POST",
    headers: { apikey: apiKey, ...headers },
  });
  const body = (await response.json()) as { ok: boolean; token: string; expiresIn: number };
  return body.token;
}

/**
 * A fresh form token for the form posted without JavaScript, from the home page as a browser gets
 * it (the server appends it to every response of the page, ADR 0023).
 */
export async function pageFormToken(app: App): Promise<string> {
  const html = await (await fetch(`${app.url}/`)).text();
  const token = /<input type="hidden" name="formToken" form="contact-form" value="([^"]+)">/.exec(
    html,
  )?.[1];
  if (!token) throw new Error("the home page carries no form token");
  return token;
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
  const result = spawnSync(process.execPath, ["scripts/inquiries.ts", ...args], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? "",
      DATABASE_PATH: app.env.DATABASE_PATH!,
      OUTBOX_DIR: app.env.OUTBOX_DIR!,
    },
    encoding: "utf8",
  });
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

/**
 * Another connection takes the database's write lock, waiting for it if the server is mid-write
 * (a bare `BEGIN` without a busy timeout fails at once then: "database is locked"), and holds it
 * until `release()`. The server meets a busy database meanwhile.
 */
export function holdWriteLock(
  file: string,
  begin: "IMMEDIATE" | "EXCLUSIVE" = "IMMEDIATE",
): { release(): void } {
  const other = new DatabaseSync(file, { timeout: 10_000 });
  other.exec(`BEGIN ${begin}`);
  return {
    release() {
      other.exec("COMMIT");
      other.close();
    },
  };
}

/** `holdWriteLock` for `ms`; the promise settles when the lock is released. */
export function takeWriteLock(
  file: string,
  ms: number,
  begin: "IMMEDIATE" | "EXCLUSIVE" = "IMMEDIATE",
): Promise<void> {
  const lock = holdWriteLock(file, begin);
  return new Promise((resolve) =>
    setTimeout(() => {
      lock.release();
      resolve();
    }, ms),
  );
}

/** `node scripts/<script>.ts …` as the operator runs it, with only `env`; its exit status and output. */
export function runScript(script: string, args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, [`scripts/${script}.ts`, ...args], {
    cwd: root,
    env: { PATH: process.env.PATH ?? "", ...env },
    stdio: "pipe",
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ status: number | null; output: string }>((resolve) =>
    child.once("exit", (status) => resolve({ status, output })),
  );
}
