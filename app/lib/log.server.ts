/**
 * Structured logs: one JSON line per event on stdout (errors on stderr). Callers pass ids, counts
 * and codes only, never names, e-mail addresses or messages (the studio's clients expect
 * discretion). The level comes from the validated environment (`LOG_LEVEL`); whoever starts the
 * app creates the log and hands it on.
 */
export type LogFields = Record<string, string | number | boolean | null | undefined>;
export type LogLevel = "info" | "silent";
export type Log = (level: "info" | "warn" | "error", event: string, fields?: LogFields) => void;

export function createLog(level: LogLevel): Log {
  if (level === "silent") return () => {};
  return (severity, event, fields = {}) => {
    const line = JSON.stringify({
      time: new Date().toISOString(),
      level: severity,
      event,
      ...fields,
    });
    (severity === "error" ? process.stderr : process.stdout).write(line + "\n");
  };
}
