/**
 * `npm run bench:inquiries`: how many inquiries per second the production server stores, how
 * fast it answers, and whether every acknowledged inquiry reaches both inboxes. Real parts only:
 * the built server (`npm run build` first) on a temporary SQLite file, a loopback SMTP server,
 * and autocannon posting valid inquiries from many simulated visitors (each with its own form
 * session and address, through TRUST_PROXY + X-Forwarded-For; rate limits set high for the run).
 * A bare `GET /healthz` on the same server, measured first, is the ceiling the inquiry
 * throughput is compared with. While the inquiries flood in, two more connections ask for pages
 * (the prerendered home page and a server-rendered 404 page, 50 a second together), whose answer
 * times show what a visitor notices during the flood; and again while the mail worker drains the
 * outbox afterwards. Writes reports/bench-inquiries.json and prints a summary.
 *
 * Targets (ADR 0019): at least 1,000 durable inquiries a second with p99 under 50 ms at 50
 * connections, and pages answering with p99 under 50 ms during the flood.
 *
 * The inquiry run is a fixed number of requests rather than a fixed time, so that every request
 * gets its answer and "acknowledged" is exact.
 *
 * Knobs: BENCH_CONNECTIONS (default 50), BENCH_DURATION_S (healthz, default 10),
 * BENCH_INQUIRIES (default 20000), BENCH_VISITORS (default 500), BENCH_PROFILE=1 (server CPU
 * profile in reports/profile/, for chrome://inspect or speedscope).
 */
import { randomUUID } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism, cpus } from "node:os";
import { DatabaseSync } from "node:sqlite";
import autocannon from "autocannon";
import {
  apiKey,
  formSession,
  removeDir,
  startApp,
  startSmtp,
  validInquiry,
  waitFor,
  type App,
} from "#tests/integration/harness.ts";
import { percentile } from "#scripts/percentile.ts";

const durationS = Number(process.env.BENCH_DURATION_S ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
// 20,000 inquiries take several seconds, so JIT warm-up at the start does not dominate p99.
const inquiryCount = Number(process.env.BENCH_INQUIRIES ?? 20000);
const visitorCount = Number(process.env.BENCH_VISITORS ?? 500);
const studioEmail = "studio@example.com";

type Run = {
  requests: number;
  seconds: number;
  requestsPerSecond: number;
  latencyMs: Latencies;
  statuses: Record<string, number>;
  errors: number;
  timeouts: number;
};

type Latencies = { p50: number; p95: number; p99: number; max: number };

function latencyOf(values: number[]): Latencies {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: percentile(sorted, 100),
  };
}

/**
 * Pages requested alongside a load run until `stop()`: the home page (200) and an unknown path
 * (404), alternating, at a fixed rate, each answer time kept by its status.
 */
function probePages(url: string) {
  const byStatus: Record<number, number[]> = {};
  let finish: () => void = () => {};
  const finished = new Promise<void>((resolve) => (finish = resolve));
  const instance = autocannon(
    {
      url,
      connections: 2,
      overallRate: 50,
      duration: 3600,
      headers: { "accept-encoding": "br, gzip" },
      requests: [{ path: "/" }, { path: "/gibt-es-nicht" }],
    },
    () => finish(),
  );
  instance.on("response", (_client, statusCode, _bytes, responseTime) => {
    (byStatus[statusCode] ??= []).push(responseTime);
  });
  return {
    async stop() {
      instance.stop();
      await finished;
      const other = Object.keys(byStatus).filter((status) => status !== "200" && status !== "404");
      return {
        home: { requests: byStatus[200]?.length ?? 0, latencyMs: latencyOf(byStatus[200] ?? []) },
        notFound: {
          requests: byStatus[404]?.length ?? 0,
          latencyMs: latencyOf(byStatus[404] ?? []),
        },
        otherStatuses: other.map(Number),
      };
    },
  };
}

/** One autocannon run; latencies come from every single response, not a sampled histogram. */
async function load(options: autocannon.Options): Promise<Run> {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const started = performance.now();
  // autocannon settles on its 1 s reporting tick, so its own end time rounds a short run up to
  // whole seconds; the last response's arrival is the real end.
  let lastResponseAt = started;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { connections, ...(options.amount ? {} : { duration: durationS }), ...options },
      (error, finished) => (error ? reject(error as Error) : resolve(finished)),
    );
    instance.on("response", (_client, statusCode, _bytes, responseTime) => {
      lastResponseAt = performance.now();
      latencies.push(responseTime);
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    });
  });
  const seconds = (lastResponseAt - started) / 1000;
  return {
    requests: latencies.length,
    seconds: Math.round(seconds * 100) / 100,
    requestsPerSecond: Math.round(latencies.length / seconds),
    latencyMs: latencyOf(latencies),
    statuses,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/**
 * CPU time the server process has used so far (user + system, from /proc; Linux clock ticks of
 * 10 ms). Unlike answer times it hardly depends on what else the machine is doing, so runs on a
 * shared machine can be compared by it.
 */
function serverCpuMs(app: App): number {
  const fields = readFileSync(`/proc/${app.process.pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function count(app: App, sql: string): number {
  const db = new DatabaseSync(app.env.DATABASE_PATH!, { readOnly: true });
  try {
    return Number((db.prepare(sql).get() as { n: number }).n);
  } finally {
    db.close();
  }
}

const smtp = await startSmtp({ parse: false });
const app = await startApp({
  TRUST_PROXY: "true",
  RATE_LIMIT_MAX: "1000000",
  MIN_FILL_MS: "0",
  STUDIO_EMAIL: studioEmail,
  SMTP_URL: smtp.url,
  MAIL_POLL_MS: "200",
  MAIL_RETRY_BASE_MS: "200",
  MAIL_RETRY_MAX_MS: "2000",
  // BENCH_PROFILE=1: the server writes a CPU profile to reports/profile/ when it stops.
  ...(process.env.BENCH_PROFILE
    ? { NODE_OPTIONS: "--cpu-prof --cpu-prof-dir=reports/profile" }
    : {}),
});

try {
  // Visitors: each loaded the page (a form session of her own) and comes from her own address.
  const visitors = await Promise.all(
    Array.from({ length: visitorCount }, async (_, i) => {
      const ip = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
      const token = await formSession(app, { "X-Forwarded-For": ip });
      return { ip, token, email: `visitor-${i}@example.com` };
    }),
  );

  console.log(`GET /healthz: ${connections} connections, ${durationS} s …`);
  const ceiling = await load({ url: `${app.url}/healthz` });

  console.log(
    `POST /api/send-contact-email: ${connections} connections, ${inquiryCount} inquiries …`,
  );
  const acknowledged = new Set<string>();
  let nextVisitor = 0;
  const pageProbe = probePages(app.url);
  const cpuBefore = serverCpuMs(app);
  const inquiries = await load({
    url: app.url,
    amount: inquiryCount,
    requests: [
      {
        method: "POST",
        path: "/api/send-contact-email",
        // Like the page: the visitor's session, her address, a fresh submission id per inquiry.
        setupRequest(request) {
          const visitor = visitors[nextVisitor++ % visitors.length]!;
          return {
            ...request,
            headers: {
              "Content-Type": "application/json",
              apikey: apiKey,
              Authorization: `Bearer ${visitor.token}`,
              "X-Forwarded-For": visitor.ip,
              "Idempotency-Key": randomUUID(),
            },
            body: JSON.stringify({ ...validInquiry, email: visitor.email }),
          };
        },
        onResponse(status, body) {
          if (status !== 200) return;
          const answer = JSON.parse(body) as { ok: boolean; id?: string };
          if (answer.ok && answer.id) acknowledged.add(answer.id);
        },
      },
    ],
  });

  const pages = await pageProbe.stop();
  // Per inquiry: the server's CPU time during the flood (the page probe's share is small).
  const cpuPerInquiryMs =
    Math.round(((serverCpuMs(app) - cpuBefore) / inquiries.requests) * 100) / 100;

  console.log("waiting for the mail worker to drain the outbox …");
  const drainProbe = probePages(app.url);
  const drainStarted = Date.now();
  await waitFor(
    () =>
      count(app, "SELECT COUNT(*) AS n FROM outbox WHERE status IN ('pending', 'sending')") === 0,
    { timeoutMs: 600_000, intervalMs: 250, what: "the outbox to drain" },
  );
  const drainS = (Date.now() - drainStarted) / 1000;
  const pagesDuringDrain = await drainProbe.stop();

  const studioMails = smtp.received.filter((mail) => mail.recipients.includes(studioEmail));
  const confirmations = smtp.received.filter((mail) => !mail.recipients.includes(studioEmail));
  const messageIds = smtp.received.map((mail) => mail.messageId);
  const loss = {
    acknowledged: acknowledged.size,
    stored: count(app, "SELECT COUNT(*) AS n FROM inquiries WHERE status = 'received'"),
    studioMailsDelivered: studioMails.length,
    confirmationsDelivered: confirmations.length,
    duplicateMails: messageIds.length - new Set(messageIds).size,
    failedMails: count(app, "SELECT COUNT(*) AS n FROM outbox WHERE status = 'failed'"),
  };
  const lossCheckPassed =
    loss.acknowledged === loss.stored &&
    loss.stored === loss.studioMailsDelivered &&
    loss.stored === loss.confirmationsDelivered &&
    loss.duplicateMails === 0 &&
    loss.failedMails === 0;

  const ratio = Math.round((inquiries.requestsPerSecond / ceiling.requestsPerSecond) * 100) / 100;
  const report = {
    date: new Date().toISOString(),
    machine: { cpus: availableParallelism(), model: cpus()[0]?.model ?? "unknown" },
    node: process.version,
    settings: {
      connections,
      healthzSeconds: durationS,
      inquiries: inquiryCount,
      visitors: visitorCount,
    },
    healthz: ceiling,
    inquiries,
    serverCpuPerInquiryMs: cpuPerInquiryMs,
    pagesDuringFlood: pages,
    pagesDuringMailDrain: pagesDuringDrain,
    ratioToCeiling: ratio,
    mailDrainSeconds: Math.round(drainS * 10) / 10,
    lossCheck: { ...loss, passed: lossCheckPassed },
    targets: {
      inquiriesAtLeast1000PerSecond: inquiries.requestsPerSecond >= 1000,
      inquiryP99Below50ms: inquiries.latencyMs.p99 < 50,
      pageP99Below50msDuringFlood:
        pages.home.latencyMs.p99 < 50 &&
        pages.notFound.latencyMs.p99 < 50 &&
        pages.otherStatuses.length === 0,
    },
  };
  mkdirSync("reports", { recursive: true });
  writeFileSync("reports/bench-inquiries.json", JSON.stringify(report, null, 2) + "\n");

  const met = (ok: boolean) => (ok ? "met" : "MISSED");
  const times = ({ p50, p95, p99 }: Latencies) => `p50 ${p50} ms   p95 ${p95} ms   p99 ${p99} ms`;
  const line = (label: string, run: Run) =>
    `${label.padEnd(28)} ${String(run.requestsPerSecond).padStart(6)} req/s   ${times(run.latencyMs)}   statuses ${JSON.stringify(run.statuses)}   errors ${run.errors + run.timeouts}`;
  const page = (label: string, probe: { requests: number; latencyMs: Latencies }) =>
    `${label.padEnd(28)} ${String(probe.requests).padStart(6)} req     ${times(probe.latencyMs)}`;
  console.log(`
${line("GET /healthz (ceiling)", ceiling)}
${line("POST /api/send-contact-email", inquiries)}
${page("GET / during the flood", pages.home)}
${page("GET 404 page during flood", pages.notFound)}
${page("GET / during mail drain", pagesDuringDrain.home)}
${page("GET 404 during mail drain", pagesDuringDrain.notFound)}
ratio to ceiling             ${ratio}
server CPU per inquiry       ${cpuPerInquiryMs} ms (during the flood, mail work included)
targets                      ≥ 1,000 inquiries/s: ${met(report.targets.inquiriesAtLeast1000PerSecond)}   inquiry p99 < 50 ms: ${met(report.targets.inquiryP99Below50ms)}   page p99 < 50 ms during the flood: ${met(report.targets.pageP99Below50msDuringFlood)}
loss check                   acknowledged ${loss.acknowledged} = stored ${loss.stored} = studio mails ${loss.studioMailsDelivered} = confirmations ${loss.confirmationsDelivered}, duplicates ${loss.duplicateMails}, failed ${loss.failedMails}: ${lossCheckPassed ? "PASSED" : "FAILED"}
mail drain after the load    ${report.mailDrainSeconds} s
report                       reports/bench-inquiries.json`);
  process.exitCode = lossCheckPassed ? 0 : 1;
} finally {
  await app.stop();
  await smtp.close();
  removeDir(app.dir);
}
