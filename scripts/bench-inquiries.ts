/**
 * A local load run of the inquiry endpoint: starts the production server (needs `npm run build`)
 * on a loopback port with a temporary database and `.eml` outbox and limits raised, fires
 * autocannon at POST /api/send-contact-email with unique submission ids, then compares the
 * inquiries stored with the 200s acknowledged. Prints one JSON line with the figures.
 *
 *   npm run bench:inquiries -- [--duration 10] [--connections 10] [--port 4249]
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { DatabaseSync } from "node:sqlite";
import autocannon from "autocannon";

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
    port: { type: "string", default: "4249" },
  },
});
const apiKey = "public-anon-key-development";
const dir = mkdtempSync(path.join(tmpdir(), "studio-bench-"));
const database = path.join(dir, "studio.sqlite");
const base = `http://127.0.0.1:${values.port}`;

const server = spawn(process.execPath, ["--disable-warning=ExperimentalWarning", "server.ts"], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: values.port,
    DATABASE_PATH: database,
    OUTBOX_DIR: path.join(dir, "outbox"),
    RATE_LIMIT_MAX: "100000000",
    MIN_FILL_MS: "0",
    LOG_LEVEL: "silent",
  },
  stdio: "inherit",
});

async function waitForHealth() {
  for (let i = 0; i < 200; i++) {
    const ok = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("server did not start");
}

try {
  await waitForHealth();
  const session = (await (
    await fetch(`${base}/api/form-session`, { method: "POST", headers: { apikey: apiKey } })
  ).json()) as { token: string };
  const body = JSON.stringify({
    firstName: "Lasttest",
    lastName: "Müller",
    email: "last@example.com",
    package: "lumiere",
    message: "Eine Anfrage aus dem Lasttest.",
    source: "google",
    installmentInfo: false,
  });
  let counter = 0;
  const result = await autocannon({
    url: `${base}/api/send-contact-email`,
    method: "POST",
    connections: Number(values.connections),
    duration: Number(values.duration),
    headers: {
      "content-type": "application/json",
      apikey: apiKey,
      authorization: `Bearer ${session.token}`,
    },
    body,
    requests: [
      {
        setupRequest(request) {
          request.headers = {
            ...request.headers,
            "idempotency-key": `bench-submission-${++counter}`,
          };
          return request;
        },
      },
    ],
  });
  // Let the worker write the remaining mails before counting (and stopping).
  await new Promise((resolve) => setTimeout(resolve, 500));
  const db = new DatabaseSync(database);
  const stored = (db.prepare("SELECT COUNT(*) AS n FROM inquiries").get() as { n: number }).n;
  db.close();
  console.log(
    JSON.stringify({
      connections: Number(values.connections),
      durationS: Number(values.duration),
      requestsPerSecond: result.requests.average,
      latencyP50Ms: result.latency.p50,
      latencyP99Ms: result.latency.p99,
      acknowledged: result["2xx"],
      non2xx: result.non2xx,
      statusCodes: result.statusCodeStats,
      errors: result.errors,
      stored,
    }),
  );
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  rmSync(dir, { recursive: true, force: true });
}
