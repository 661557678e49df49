/**
 * `npm run bench:publish`: how long the owner waits from her tap on "Veröffentlichen" until
 * visitors get the new page, and what visitors notice meanwhile (ADR 0031). Real parts only: the
 * built server (`npm run build` first) on a temporary SQLite file, the owner signed in (by the
 * mailed link, read from the outbox), and visitors loading the home page and the Impressum over
 * kept-open connections the whole time.
 *
 * Each round saves a draft with a new price for Lumière, then taps "Veröffentlichen" (the studio's
 * own form post) and polls the home page until it shows the new price: "tap to served". A second
 * set of rounds publishes as `npm run content -- import --publish` does, from another process,
 * which the server notices by its watch: "commit to served". The visitors' answer times are
 * reported for the whole run and for the moments a publish was under way.
 *
 * Budgets: tap to served ≤ 5 s; page requests during a publish p99 < 100 ms.
 * Knobs: BENCH_ROUNDS (default 5), BENCH_VISITORS (concurrent visitors, default 4).
 * Writes reports/bench-publish.json and prints a summary.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { Agent, get } from "node:http";
import { availableParallelism, cpus } from "node:os";
import { defaultContent } from "#app/content/website/defaults.ts";
import { openDatabase } from "#app/lib/db.server.ts";
import { formatEuro } from "#app/lib/format.ts";
import { migrations } from "#app/migrations.server.ts";
import { publishDraft, saveDraft } from "#app/website/store.server.ts";
import { removeDir } from "#tests/integration/harness.ts";
import {
  signInByEml,
  startStudioApp,
  studioFetch,
  type StudioApp,
} from "#tests/integration/studio-harness.ts";
import { percentile } from "#scripts/percentile.ts";

const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const visitorCount = Number(process.env.BENCH_VISITORS ?? 4);

type Sample = { start: number; ms: number; status: number };

const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: percentile(sorted, 100),
  };
};

const agent = new Agent({ keepAlive: true, maxSockets: visitorCount + 2 });

/** One page, whole and uncompressed (so the price can be read); resolves with its body. */
function fetchPage(app: StudioApp, path: string): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = get(
      `${app.url}${path}`,
      { agent, headers: { "Accept-Encoding": "identity" } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }),
        );
        response.on("error", reject);
      },
    );
    request.on("error", reject);
  });
}

function startVisitors(app: StudioApp) {
  const samples: Sample[] = [];
  let running = true;
  const visitor = async (path: string) => {
    while (running) {
      const start = performance.now();
      const { status } = await fetchPage(app, path);
      samples.push({ start, ms: performance.now() - start, status });
    }
  };
  const all = Array.from({ length: visitorCount }, (_, i) => visitor(i % 2 ? "/impressum" : "/"));
  return {
    samples,
    stop: async () => {
      running = false;
      await Promise.all(all);
    },
  };
}

/** A draft of the live content with Lumière at `price`. */
function saveDraftWithPrice(app: StudioApp, price: number, publish: boolean) {
  const db = openDatabase(app.env.DATABASE_PATH!, {
    migrations,
    busyTimeoutMs: 5000,
    durability: "full",
  });
  try {
    const content = structuredClone(defaultContent);
    content.home.packages.items.find((item) => item.id === "lumiere")!.price = price;
    const saved = saveDraft(db, content, Date.now());
    if (!saved.ok) throw new Error(JSON.stringify(saved.errors));
    if (publish && !publishDraft(db, "cli", Date.now()).ok) throw new Error("publish failed");
  } finally {
    db.close();
  }
}

async function untilServed(app: StudioApp, price: number): Promise<void> {
  const wanted = formatEuro(price);
  for (;;) {
    const { body } = await fetchPage(app, "/");
    if (body.includes(wanted)) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

// Logs stay on: the harness waits for the server's `server.listening` line (LOG_LEVEL=silent would
// never write it), and nothing is logged per page request.
const app = await startStudioApp();
try {
  const cookie = await signInByEml(app);
  // Warm up: the first render of a page compiles its modules.
  for (let i = 0; i < 20; i++) await fetchPage(app, "/");

  const visitors = startVisitors(app);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const publishing: { from: number; to: number }[] = [];
  const tapToServed: number[] = [];
  const tapToAnswer: number[] = [];
  const commitToServed: number[] = [];
  let price = 500;

  for (let round = 0; round < rounds; round++) {
    saveDraftWithPrice(app, ++price, false);
    const tap = performance.now();
    const answer = await studioFetch(app, "/studio/website", {
      cookie,
      form: { intent: "publish" },
    });
    tapToAnswer.push(performance.now() - tap);
    // The form without JavaScript: a 303/302 back to the page with its notice. Anything else (a
    // refusal, a redirect to the sign-in page) is not a publish.
    const location = answer.headers.get("location") ?? "";
    if (answer.status < 300 || answer.status >= 400 || !location.includes("veroeffentlicht")) {
      throw new Error(`publishing answered ${answer.status} ${location}`);
    }
    await untilServed(app, price);
    const served = performance.now();
    tapToServed.push(served - tap);
    publishing.push({ from: tap, to: served });
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  for (let round = 0; round < rounds; round++) {
    const commit = performance.now();
    saveDraftWithPrice(app, ++price, true);
    await untilServed(app, price);
    const served = performance.now();
    commitToServed.push(served - commit);
    publishing.push({ from: commit, to: served });
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  await visitors.stop();

  const during = visitors.samples.filter(({ start }) =>
    publishing.some(({ from, to }) => start >= from && start <= to),
  );
  const report = {
    date: new Date().toISOString(),
    machine: { cpus: availableParallelism(), model: cpus()[0]?.model ?? "unknown" },
    rounds,
    visitors: visitorCount,
    tapToAnswerMs: summary(tapToAnswer),
    tapToServedMs: summary(tapToServed),
    commitToServedMs: summary(commitToServed),
    pages: {
      all: summary(visitors.samples.map((sample) => sample.ms)),
      duringPublish: summary(during.map((sample) => sample.ms)),
      failed: visitors.samples.filter((sample) => sample.status !== 200).length,
    },
  };
  mkdirSync("reports", { recursive: true });
  writeFileSync("reports/bench-publish.json", `${JSON.stringify(report, null, 2)}\n`);
  const ms = (value: number) => `${Math.round(value)} ms`;
  console.log(
    [
      `publish, tap to served: p50 ${ms(report.tapToServedMs.p50)}, max ${ms(report.tapToServedMs.max)} (budget 5 s)`,
      `publish, tap to answer: p50 ${ms(report.tapToAnswerMs.p50)}, max ${ms(report.tapToAnswerMs.max)}`,
      `CLI, commit to served: p50 ${ms(report.commitToServedMs.p50)}, max ${ms(report.commitToServedMs.max)}`,
      `pages during publishes: ${report.pages.duringPublish.count} requests, p50 ${report.pages.duringPublish.p50} ms, p99 ${report.pages.duringPublish.p99} ms (budget < 100 ms)`,
      `pages overall: ${report.pages.all.count} requests, p99 ${report.pages.all.p99} ms, ${report.pages.failed} failed`,
    ].join("\n"),
  );
} finally {
  agent.destroy();
  await app.stop();
  removeDir(app.dir);
}
