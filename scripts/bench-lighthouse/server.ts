/**
 * The production build served as the integration tests serve it (tests/integration/harness.ts:
 * `server.ts` on loopback with its own data folder), on BENCH_PORT, and with `--https` the shipped
 * deploy/Caddyfile in front of it (tests/proxy/caddy.ts).
 */
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { startApp } from "#tests/integration/harness.ts";
import { startCaddy } from "#tests/proxy/caddy.ts";
import { dataDir, flags, origin, port, serverOrigin } from "./options.ts";

/**
 * What the server runs with: the harness's test settings, but mail polled as deployed (the
 * harness polls every 50 ms for its tests) and the build's own PUBLIC_API_KEY and RETENTION_DAYS
 * if this shell sets them (the server refuses to start with others).
 */
function serverEnv(): Record<string, string> {
  const fromShell = (name: string) => (process.env[name] ? { [name]: process.env[name] } : {});
  return {
    PORT: String(port),
    PUBLIC_SITE_URL: origin,
    MAIL_POLL_MS: "1000",
    ...fromShell("PUBLIC_API_KEY"),
    ...fromShell("RETENTION_DAYS"),
    // Behind the proxy the server sees X-Forwarded-Proto: https and sends HSTS, as deployed.
    // https://example.com is a public origin: the server refuses the laptop defaults there
    // (app/lib/env.server.ts), so this run states settings of its own.
    ...(flags.https
      ? {
          TRUST_PROXY: "1",
          SESSION_SECRET: randomBytes(32).toString("hex"),
          STUDIO_EMAIL: "studio@atelier.test",
          MAIL_FROM: "Atelier Website <website@atelier.test>",
          MAIL_TRANSPORT: "file",
          SMTP_URL: "",
        }
      : {}),
  };
}

/**
 * Starts the build in build/ (of this checkout, or of `checkout`: `--baseline`) and, with
 * `--https`, Caddy; `stop()` stops both.
 */
export async function startSite(checkout?: string) {
  if (!existsSync(path.join(checkout ?? ".", "build/server/index.js")))
    throw new Error(`No build found in ${checkout ?? "this checkout"}: run npm run build.`);
  // Another server on the port would be measured instead of this build.
  const answering = await fetch(`${serverOrigin}/healthz`).then(
    (response) => response.ok,
    () => false,
  );
  if (answering)
    throw new Error(`Something already answers on ${serverOrigin}: pick a BENCH_PORT.`);
  const app = await startApp(serverEnv(), path.resolve(dataDir), {
    checkout: checkout ? path.resolve(checkout) : undefined,
  });
  const proxy = { stop: async () => {} };
  return {
    app,
    /** Caddy in front of the server, once the page is ready to be measured. */
    async proxy() {
      if (!flags.https) return;
      const caddy = await startCaddy({
        upstreamPort: port,
        httpsPort: port + 1,
        httpPort: port + 2,
      });
      proxy.stop = () => caddy.stop();
    },
    async stop() {
      await proxy.stop();
      await app.stop();
    },
  };
}
