/**
 * The runtime configuration: every environment variable the server reads, validated once at
 * start-up (server.ts) so that a wrong value stops it with a message naming the variable.
 */
import path from "node:path";
import { z } from "zod";
import { developmentApiKey } from "#app/lib/api-key.ts";
import { parseProxyTrust, ProxyTrustError } from "#app/lib/client-address.server.ts";

/**
 * Relative DATABASE_PATH, OUTBOX_DIR and the backup's folders resolve against the project root, not the working
 * directory, so the server and the operator CLI started from anywhere open the same database.
 * Node runs this file from its source (server.ts and scripts/ import it directly).
 */
const projectRoot = path.resolve(import.meta.dirname, "../..");

// Development defaults let `npm start` run on a fresh machine; production refuses the
// placeholder secret so a deploy can never sign form sessions with a published value.
const DEV_SESSION_SECRET = "development-only-session-secret-change-me";

const booleanFlag = z
  .enum(["1", "0", "true", "false", "yes", "no", ""])
  .transform((value) => value === "1" || value === "true" || value === "yes");

/** "atelier.example" of "Atelier <website@atelier.example>" or of a bare address. */
function mailDomain(address: string): string {
  const bare = /<([^>]*)>/.exec(address)?.[1] ?? address;
  return bare
    .slice(bare.lastIndexOf("@") + 1)
    .trim()
    .toLowerCase();
}

const isPlaceholderDomain = (domain: string) =>
  domain === "example.com" || domain.endsWith(".example.com");

/** A loopback origin: the laptop's `npm start`, not a deployment. */
function isLoopbackOrigin(origin: string): boolean {
  return isLoopbackHost(new URL(origin).hostname);
}

const envObject = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATABASE_PATH: z
    .string()
    .min(1)
    .refine((value) => value !== ":memory:", "must be a file: inquiries must survive a restart")
    .default("./data/studio.sqlite"),
  OUTBOX_DIR: z.string().min(1).default("./data/outbox"),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
  MAIL_FROM: z.string().min(3).default("Atelier Website <website@example.com>"),
  STUDIO_EMAIL: z.email().default("hallo@example.com"),
  PUBLIC_SITE_URL: z.url({ protocol: /^https?$/ }).default("http://localhost:3000"),
  PUBLIC_API_KEY: z.string().min(8).default(developmentApiKey),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").default(DEV_SESSION_SECRET),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(5),
  RATE_LIMIT_WINDOW_S: z.coerce.number().int().positive().default(3600),
  MIN_FILL_MS: z.coerce.number().int().min(0).default(3000),
  /** Which proxies in front may tell the client's address and scheme (client-address.server.ts). */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx) => {
      try {
        return parseProxyTrust(value);
      } catch (error) {
        if (!(error instanceof ProxyTrustError)) throw error;
        ctx.addIssue({ code: "custom", message: error.message });
        return z.NEVER;
      }
    }),
  /** "file": the .eml outbox is wanted on purpose, even on a public site without SMTP_URL. */
  MAIL_TRANSPORT: z.enum(["smtp", "file"]).optional(),
  /** true: smtp:// to a remote host may fall back to cleartext when it offers no STARTTLS. */
  SMTP_ALLOW_PLAINTEXT: booleanFlag.default(false),
  /** Confirmation mails per recipient address and day; beyond it only the studio is mailed. */
  CONFIRMATION_MAILS_PER_DAY: z.coerce.number().int().min(0).default(3),
  RETENTION_DAYS: z.coerce.number().int().positive().default(180),
  /**
   * Optional operator token: `GET /healthz` with `Authorization: Bearer <token>` answers with
   * the queue details, as it does for a loopback peer that came through no proxy.
   */
  HEALTH_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  /** "silent" switches the JSON logs off (tests). */
  LOG_LEVEL: z.enum(["info", "silent"]).default("info"),
  // Tuning knobs with production defaults; tests shorten them to stay fast.
  DATABASE_BUSY_TIMEOUT_MS: z.coerce.number().int().min(0).default(5000),
  FORM_SESSION_TTL_S: z.coerce.number().int().min(10).default(1800),
  MAIL_POLL_MS: z.coerce.number().int().positive().default(1000),
  MAIL_RETRY_BASE_MS: z.coerce.number().int().positive().default(30_000),
  MAIL_RETRY_MAX_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(6 * 3600_000),
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().positive().default(12),
  /** Sign-in attempts to the studio per client address and window (docs/decisions/0016). */
  STUDIO_SIGN_IN_MAX: z.coerce.number().int().positive().default(20),
  STUDIO_SIGN_IN_WINDOW_S: z.coerce.number().int().positive().default(900),
  /** How long a silent SMTP server may keep one attempt waiting. */
  SMTP_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  /** Push services on this machine are allowed (tests, development); never on a public site. */
  PUSH_ALLOW_LOOPBACK: booleanFlag.default(false),
  /**
   * The off-site backup (docs/operations.md, "Off-site backups"): restic's repository (a
   * folder, sftp:… or s3:…) and the root-only file with its password; only the backup jobs
   * read them. S3 keys, for an s3: repository, are AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY.
   */
  RESTIC_REPOSITORY: z.string().min(1).optional(),
  RESTIC_PASSWORD_FILE: z.string().min(1).optional(),
  AWS_ACCESS_KEY_ID: z.string().min(1).optional(),
  AWS_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** For an sftp: repository: the backup's ssh key (root-only) and the box's host key. */
  BACKUP_SSH_KEY: z.string().min(1).optional(),
  BACKUP_SSH_KNOWN_HOSTS: z.string().min(1).optional(),
  /** Where a backup stages its copy of the database and files before the snapshot. */
  BACKUP_STAGING_DIR: z.string().min(1).default("./data/backup-staging"),
  /** The studio's "Jetzt sichern" and "Probe-Wiederherstellung" leave a request file here. */
  BACKUP_REQUEST_DIR: z.string().min(1).default("./data/backup-requests"),
  /** The erasure journal: never in a snapshot, applied after every restore (ADR 0038). */
  ERASURE_JOURNAL_DIR: z.string().min(1).default("./data/erasure-journal"),
  /**
   * Her clients' galleries' files (ADR 0041): a folder of files the database describes, beside
   * the database by default. Gigabytes per shoot, so never inside the database or its WAL.
   */
  GALLERIES_DIR: z.string().min(1).optional(),
});

/** Every variable the server reads, set or not (the operator's settings check knows them all). */
export const settingNames: readonly string[] = Object.keys(envObject.shape);

const envSchema = envObject.superRefine((env, ctx) => {
  const issue = (variable: string, message: string) =>
    ctx.addIssue({ code: "custom", path: [variable], message });
  if (env.MAIL_TRANSPORT === "smtp" && !env.SMTP_URL) {
    issue("SMTP_URL", "must be set when MAIL_TRANSPORT=smtp");
  }
  if (env.MAIL_TRANSPORT === "file" && env.SMTP_URL) {
    issue("MAIL_TRANSPORT", "is file, but SMTP_URL is set too: remove one of them");
  }
  const publicSite = !isLoopbackOrigin(env.PUBLIC_SITE_URL);
  const publicInterface = env.NODE_ENV === "production" && !isLoopbackHost(env.HOST);
  if (!publicSite && !publicInterface) return;
  // A real deployment: refuse the laptop defaults instead of running silently wrong.
  const where = publicSite
    ? `PUBLIC_SITE_URL is ${new URL(env.PUBLIC_SITE_URL).origin}`
    : "the server listens on a public interface";
  if (env.SESSION_SECRET === DEV_SESSION_SECRET) {
    issue(
      "SESSION_SECRET",
      `is the published development default, but ${where}: set a random secret of at least 32 characters (openssl rand -hex 32)`,
    );
  }
  if (!publicSite) return;
  if (env.PUSH_ALLOW_LOOPBACK) {
    issue(
      "PUSH_ALLOW_LOOPBACK",
      `lets browsers point the server at its own machine, but ${where}: remove it`,
    );
  }
  for (const variable of ["STUDIO_EMAIL", "MAIL_FROM"] as const) {
    if (isPlaceholderDomain(mailDomain(env[variable]))) {
      issue(
        variable,
        `is on example.com (the placeholder), but ${where}: set the studio's real address`,
      );
    }
  }
  if (!env.SMTP_URL && env.MAIL_TRANSPORT !== "file") {
    issue(
      "SMTP_URL",
      `is not set, so no mail would leave the server (only .eml files in OUTBOX_DIR), but ${where}: set SMTP_URL (smtps://user:password@host:465), or MAIL_TRANSPORT=file if the .eml outbox is what you want`,
    );
  }
});

/** GALLERIES_DIR always has a value once parsed: beside the database unless set. */
export type Env = Omit<z.infer<typeof envSchema>, "GALLERIES_DIR"> & { GALLERIES_DIR: string };

/** A host name or address on this machine only (URL host names keep IPv6 brackets). */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, "").toLowerCase();
  return (
    bare === "localhost" ||
    bare.endsWith(".localhost") ||
    bare === "::1" ||
    bare.startsWith("127.") ||
    bare.startsWith("::ffff:127.")
  );
}

export class EnvError extends Error {}

/** Parses the environment; a wrong value throws an EnvError naming every offending variable. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env, root = projectRoot): Env {
  // Empty strings mean "unset" (a blank line in a .env file should not break start-up).
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = envSchema.safeParse(cleaned);
  if (result.success) {
    const env = result.data;
    const inRoot = (file: string) => path.resolve(root, file);
    return {
      ...env,
      DATABASE_PATH: inRoot(env.DATABASE_PATH),
      OUTBOX_DIR: inRoot(env.OUTBOX_DIR),
      BACKUP_STAGING_DIR: inRoot(env.BACKUP_STAGING_DIR),
      BACKUP_REQUEST_DIR: inRoot(env.BACKUP_REQUEST_DIR),
      ERASURE_JOURNAL_DIR: inRoot(env.ERASURE_JOURNAL_DIR),
      // Beside the database unless set: a restore that moves the database finds them there.
      GALLERIES_DIR: env.GALLERIES_DIR
        ? inRoot(env.GALLERIES_DIR)
        : path.join(path.dirname(inRoot(env.DATABASE_PATH)), "galleries"),
    };
  }
  const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  throw new EnvError(`Invalid configuration:\n${lines.join("\n")}`);
}
