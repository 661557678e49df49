/**
 * Structured logs: one JSON line per event on stdout. Callers pass ids, counts and codes only,
 * never names, e-mail addresses or messages (the studio's clients expect discretion).
 */
export type LogFields = Record<string, string | number | boolean | null | undefined>;

export function log(level: "info" | "warn" | "error", event: string, fields: LogFields = {}) {
  if (process.env.LOG_LEVEL === "silent") return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...fields });
  (level === "error" ? process.stderr : process.stdout).write(line + "\n");
}
