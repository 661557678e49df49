/**
 * The runtime configuration: every environment variable the server reads, validated once at
 * start-up (server.ts) so that a wrong value stops it with a message naming the variable.
 */
import { z } from "zod";
import { developmentApiKey } from "./api-key.ts";

// Development defaults let `npm start` run on a fresh machine; production refuses the
// placeholder secret so a deploy can never sign form sessions with a published value.
const DEV_SESSION_SECRET = "development-only-session-secret-change-me";

const booleanFlag = z
  .enum(["1", "0", "true", "false", "yes", "no", ""])
  .transform((value) => value === "1" || value === "true" || value === "yes");

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("127.0.0.1"),
    DATABASE_PATH: z.string().min(1).default("./data/studio.sqlite"),
    OUTBOX_DIR: z.string().min(1).default("./data/outbox"),
    SMTP_URL: z
      .url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" })
      .optional(),
    MAIL_FROM: z.string().min(3).default("Atelier Website <website@example.com>"),
    STUDIO_EMAIL: z.email().default("hallo@example.com"),
    PUBLIC_SITE_URL: z.url({ protocol: /^https?$/ }).default("http://localhost:3000"),
    PUBLIC_API_KEY: z.string().min(8).default(developmentApiKey),
    SESSION_SECRET: z
      .string()
      .min(32, "must be at least 32 characters")
      .default(DEV_SESSION_SECRET),
    RATE_LIMIT_MAX: z.coerce.number().int().positive().default(5),
    RATE_LIMIT_WINDOW_S: z.coerce.number().int().positive().default(3600),
    MIN_FILL_MS: z.coerce.number().int().min(0).default(3000),
    TRUST_PROXY: booleanFlag.default(false),
    RETENTION_DAYS: z.coerce.number().int().positive().default(180),
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
    /** How long a silent SMTP server may keep one attempt waiting. */
    SMTP_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  })
  .superRefine((env, ctx) => {
    const deployed = env.NODE_ENV === "production" && !isLoopback(env.HOST);
    if (deployed && env.SESSION_SECRET === DEV_SESSION_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["SESSION_SECRET"],
        message: "must be set to a random secret when the server listens on a public interface",
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

function isLoopback(host: string) {
  return host === "localhost" || host === "::1" || host.startsWith("127.");
}

export class EnvError extends Error {}

/** Parses the environment; a wrong value throws an EnvError naming every offending variable. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // Empty strings mean "unset" (a blank line in a .env file should not break start-up).
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = envSchema.safeParse(cleaned);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  throw new EnvError(`Invalid configuration:\n${lines.join("\n")}`);
}
