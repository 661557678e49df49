/**
 * What the production server (server.ts) needs from the app bundle beyond request handling:
 * start background work, report health, stop cleanly. It is exported from entry.server.tsx so
 * that server.ts and the routes share one instance of every stateful module (database, mail
 * worker); see docs/decisions/0002.
 */
export type Health = { ok: boolean; checks: Record<string, "ok" | string> };

export type AppLifecycle = {
  start(): Promise<void>;
  health(): Health;
  stop(): Promise<void>;
};

export const lifecycle: AppLifecycle = {
  async start() {},
  health() {
    return { ok: true, checks: { server: "ok" } };
  },
  async stop() {},
};
