/**
 * Simulated visitors for the reliability tests, on top of the integration harness: each one
 * loaded the page (her own form session) and comes from her own address (the server runs with
 * TRUST_PROXY, so X-Forwarded-For is her address). Requests are fired with bounded concurrency,
 * like many phones at once rather than one client in a loop.
 */
import { randomUUID } from "node:crypto";
import { formSession, rows, submit, validInquiry, type App } from "#tests/integration/harness.ts";

export type Visitor = { ip: string; token: string; email: string };

export async function visitors(app: App, count: number, network = "10.20"): Promise<Visitor[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const ip = `${network}.${(i >> 8) & 255}.${i & 255}`;
      return {
        ip,
        token: await formSession(app, { "X-Forwarded-For": ip }),
        email: `visitor-${i}@${network}.example.com`,
      };
    }),
  );
}

/**
 * Result of one inquiry post; `status` 0 means the connection failed (no answer at all). `email`
 * is what the payload carried, so a retry can send the same inquiry again.
 */
export type Sent = { submissionId: string; email: string; status: number; id?: string };

export async function sendInquiry(
  app: App,
  visitor: Visitor,
  submissionId: string = randomUUID(),
): Promise<Sent> {
  try {
    const response = await submit(
      app,
      { ...validInquiry, email: visitor.email },
      { token: visitor.token, submissionId, headers: { "X-Forwarded-For": visitor.ip } },
    );
    return {
      submissionId,
      email: visitor.email,
      status: response.status,
      id: response.body.id as string | undefined,
    };
  } catch {
    return { submissionId, email: visitor.email, status: 0 };
  }
}

/** Runs `task` for every item, at most `concurrency` at a time; results in input order. */
export async function pooled<T, R>(
  items: readonly T[],
  concurrency: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(concurrency, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!, index);
    }
  });
  await Promise.all(lanes);
  return results;
}

export function outboxOpen(app: App): number {
  return rows<{ n: number }>(
    app,
    "SELECT COUNT(*) AS n FROM outbox WHERE status IN ('pending', 'sending')",
  )[0]!.n;
}

export function countRows(app: App, sql: string, ...params: (string | number)[]): number {
  return Number(rows<{ n: number }>(app, sql, ...params)[0]!.n);
}

/** Message-IDs that arrived more than once. */
export function duplicates(messageIds: (string | null)[]): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const id of messageIds) {
    if (id && seen.has(id)) twice.add(id);
    if (id) seen.add(id);
  }
  return [...twice];
}
