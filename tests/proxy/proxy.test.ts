import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import http, { type IncomingHttpHeaders } from "node:http";
import http2 from "node:http2";
import { connect as netConnect } from "node:net";
import path from "node:path";
import { connect as tlsConnect, type TLSSocket } from "node:tls";
import { brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { apiKey, root, rows, validInquiry, waitFor } from "#tests/integration/harness.ts";
import { forSuite, startApp, type TestApp } from "#tests/support/app.ts";
import { afterwards } from "#tests/support/cleanup.ts";
import { chromium } from "@playwright/test";
import { chromiumArgs } from "../../playwright.config.ts";
import {
  caddyInstalled,
  domain,
  loopbackLookup,
  shippedCaddyfile,
  spkiHashes,
  startCaddy,
  wwwDomain,
  type Caddy,
} from "#tests/proxy/caddy.ts";

/**
 * The production server behind the shipped Caddy configuration (deploy/Caddyfile), as a visitor's
 * browser meets it: HTTPS with HTTP/2, HTTP/3 in Chromium, the app's headers and precompressed
 * files untouched, the redirects, an inquiry that reaches the mail server, a rate limit that sees
 * each visitor's own address, no client address in Caddy's log, and a restart under load that
 * loses no inquiry; then what Caddy forwards to the app, seen by an echoing upstream. Caddy must be
 * installed (.ci/run installs it); without it, locally, this suite is skipped with a warning,
 * never in CI.
 */
// PROXY_TEST_PORT moves the four loopback ports (base … base + 3) when several checkouts test at
// once on one machine.
const basePort = Number(process.env.PROXY_TEST_PORT ?? 8440);
const ports = { httpPort: basePort, httpsPort: basePort + 1 };
// TRUST_PROXY as deploy/atelier.env.example sets it behind Caddy: one proxy, so the client is the
// X-Forwarded-For entry one place from the right (Caddy writes only that one).
const trustProxy = "1";

const runs = caddyInstalled || Boolean(process.env.CI);
if (!runs) {
  console.warn(
    "\n!!! tests/proxy SKIPPED: no caddy at /usr/bin/caddy (apt-get install caddy, or set CADDY_PATH).\n",
  );
}

type Reply = { status: number; headers: IncomingHttpHeaders; body: Buffer };

describe.runIf(runs)("behind Caddy", () => {
  const suite = forSuite(async () => {
    const app = await startApp({
      smtp: true,
      env: { TRUST_PROXY: trustProxy, RATE_LIMIT_MAX: "2" },
    });
    const caddy = await startCaddy({ upstreamPort: Number(new URL(app.url).port), ...ports });
    afterwards(() => caddy.stop());
    // Replaced when a test restarts the server behind Caddy.
    const server: TestApp = app;
    return { app: server, smtp: app.smtp, caddy };
  });

  const viaProxy = (urlPath: string, options: RequestOptions = {}) =>
    requestVia(suite.caddy, urlPath, options);

  /** The same request straight to the app, as Caddy forwards it (X-Forwarded-Proto: https). */
  function direct(urlPath: string, headers: Record<string, string> = {}): Promise<Reply> {
    return new Promise((resolve, reject) => {
      const request = http.get(
        `${suite.app.url}${urlPath}`,
        { headers: { "x-forwarded-proto": "https", ...headers } },
        (response) => {
          collect(response).then(
            (body) =>
              resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
            reject,
          );
        },
      );
      request.once("error", reject);
    });
  }

  /** A plain HTTP/1.1 request to Caddy (the redirect from http:// and from www). */
  function plainHttp(url: string): Promise<Reply> {
    return new Promise((resolve, reject) => {
      const request = http.get(url, { lookup: loopbackLookup }, (response) => {
        collect(response).then(
          (body) => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
          reject,
        );
      });
      request.once("error", reject);
    });
  }

  it("speaks HTTPS over HTTP/2 with a certificate for the domain", async () => {
    const reply = await viaProxy("/");
    expect(reply.status).toBe(200);
    expect(reply.alpn).toBe("h2");
    expect(reply.certificate.subjectaltname).toContain(`DNS:${domain}`);
    expect(reply.certificate.issuer.CN).toMatch(/Caddy Local Authority/);
  });

  it("advertises HTTP/3 on the same port", async () => {
    const reply = await viaProxy("/");
    expect(reply.headers["alt-svc"]).toContain(`h3=":${suite.caddy.httpsPort}"`);
  });

  it("serves the page and everything it loads over HTTP/3 to Chromium", async () => {
    const spki = await spkiHashes(suite.caddy);
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        ...chromiumArgs.filter((arg) => arg !== "--disable-quic"),
        "--enable-quic",
        // Skips the Alt-Svc discovery a returning visitor's browser makes on its first load.
        `--origin-to-force-quic-on=${domain}:${suite.caddy.httpsPort}`,
        `--host-resolver-rules=MAP ${domain} 127.0.0.1`,
        `--ignore-certificate-errors-spki-list=${spki.join(",")}`,
      ],
    });
    try {
      const page = await browser.newPage();
      const response = await page.goto(`https://${domain}:${suite.caddy.httpsPort}/impressum`);
      expect(response?.status()).toBe(200);
      await expect.poll(() => page.evaluate(() => document.fonts.status)).toBe("loaded");
      const protocols = await page.evaluate(() =>
        performance
          .getEntriesByType("navigation")
          .concat(performance.getEntriesByType("resource"))
          .map((entry) => [entry.name, (entry as PerformanceResourceTiming).nextHopProtocol]),
      );
      expect(protocols.length).toBeGreaterThan(2);
      for (const [name, protocol] of protocols) expect(protocol, name).toBe("h3");

      // The home page's Brotli, continued with its form token in every response (ADR 0023),
      // decoded by the browser to the whole page.
      const home = await page.goto(`https://${domain}:${suite.caddy.httpsPort}/`);
      expect(await home?.headerValue("content-encoding")).toBe("br");
      await expect
        .poll(() => page.locator("input[name=formToken]").inputValue())
        .toMatch(/^[\w-]+\.[\w-]+$/);
      expect(await page.locator("footer").count()).toBeGreaterThan(0);
    } finally {
      await browser.close();
    }
  });

  const passedOn = [
    "content-security-policy",
    "strict-transport-security",
    "x-content-type-options",
    "referrer-policy",
    "x-frame-options",
    "cross-origin-opener-policy",
    "permissions-policy",
    "cache-control",
    "content-type",
    "content-encoding",
    "content-length",
    "vary",
  ];
  const nonce = /'nonce-[^']+'/g;
  const pick = (headers: IncomingHttpHeaders) =>
    Object.fromEntries(
      passedOn.map((name) => [name, String(headers[name] ?? "(absent)").replace(nonce, "'nonce'")]),
    );

  it.each(["/", "/impressum", "/datenschutz", "/robots.txt", "/gibt-es-nicht"])(
    "passes the app's headers for %s on unchanged",
    async (urlPath) => {
      const [proxied, straight] = await Promise.all([
        viaProxy(urlPath, { headers: { "accept-encoding": "br" } }),
        direct(urlPath, { "accept-encoding": "br" }),
      ]);
      expect(proxied.status).toBe(straight.status);
      expect(pick(proxied.headers)).toEqual(pick(straight.headers));
      // Behind Caddy the app knows the visit is HTTPS: HSTS and upgrade-insecure-requests.
      expect(proxied.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
      expect(proxied.headers["content-security-policy"]).toContain("upgrade-insecure-requests");
    },
  );

  it("keeps the nonce of a rendered page matching its scripts", async () => {
    const reply = await viaProxy("/gibt-es-nicht");
    expect(reply.status).toBe(404);
    const headerNonce = /'nonce-([^']+)'/.exec(
      String(reply.headers["content-security-policy"]),
    )?.[1];
    expect(headerNonce).toBeTruthy();
    const scripts = [...reply.body.toString("utf8").matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${headerNonce}"`);
  });

  const client = path.join(root, "build", "client");
  const largestScript = () => {
    const assets = path.join(client, "assets");
    const [largest] = readdirSync(assets)
      .filter((name) => name.endsWith(".js"))
      .sort((a, b) => statSync(path.join(assets, b)).size - statSync(path.join(assets, a)).size);
    return `/assets/${largest}`;
  };

  it.each([
    ["a prerendered page", "/impressum", "impressum/index.html"],
    ["the largest script", "", ""],
  ])("serves the build's Brotli file of %s byte for byte", async (_label, urlPath, file) => {
    const target = urlPath || largestScript();
    const onDisk = path.join(client, file || target);
    const reply = await viaProxy(target, { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(reply.status).toBe(200);
    expect(reply.headers["content-encoding"]).toBe("br");
    const brotli = readFileSync(`${onDisk}.br`);
    expect(Number(reply.headers["content-length"])).toBe(brotli.length);
    expect(reply.body.equals(brotli)).toBe(true);
    expect(brotliDecompressSync(reply.body).equals(readFileSync(onDisk))).toBe(true);
  });

  // The home page takes its form token in every response (ADR 0023): the same page, with the
  // token's field before </body>, in Brotli as the app encoded it and plain.
  const formToken = /<input type="hidden" name="formToken" form="contact-form" value="[\w.-]+">/;
  const homePage = () => readFileSync(path.join(client, "index.html"), "utf8");

  it("serves the home page with its form token in Brotli, untouched", async () => {
    const reply = await viaProxy("/", { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(reply.headers["content-encoding"]).toBe("br");
    expect(Number(reply.headers["content-length"])).toBe(reply.body.length);
    const html = brotliDecompressSync(reply.body).toString("utf8");
    expect(html).toMatch(new RegExp(`${formToken.source}</body></html>$`));
    expect(html.replace(formToken, "")).toBe(homePage());
  });

  it("serves the plain page to a client that accepts no compression", async () => {
    const reply = await viaProxy("/", { headers: { "accept-encoding": "identity" } });
    expect(reply.headers["content-encoding"]).toBeUndefined();
    expect(reply.body.toString("utf8").replace(formToken, "")).toBe(homePage());
  });

  it("redirects www to the apex domain, keeping path and query", async () => {
    const reply = await viaProxy("/impressum?von=visitenkarte", { host: wwwDomain });
    expect(reply.status).toBe(301);
    expect(reply.headers.location).toBe(`https://${domain}/impressum?von=visitenkarte`);
  });

  it("redirects http:// to https://", async () => {
    const reply = await plainHttp(`http://${domain}:${suite.caddy.httpPort}/datenschutz`);
    expect(reply.status).toBe(308);
    expect(reply.headers.location).toMatch(new RegExp(`^https://${domain}(:\\d+)?/datenschutz$`));
  });

  /** A visitor at `address`: her form session, then her inquiries, all through the proxy. */
  async function visitorAt(address: string) {
    const session = await viaProxy("/api/form-session", {
      method: "POST",
      headers: { apikey: apiKey },
      localAddress: address,
    });
    expect(session.status).toBe(200);
    const token = (JSON.parse(session.body.toString()) as { token: string }).token;
    return {
      async send(headers: Record<string, string> = {}, submissionId: string = randomUUID()) {
        const reply = await viaProxy("/api/send-contact-email", {
          method: "POST",
          localAddress: address,
          headers: {
            "content-type": "application/json",
            apikey: apiKey,
            authorization: `Bearer ${token}`,
            "idempotency-key": submissionId,
            ...headers,
          },
          body: JSON.stringify({ ...validInquiry, email: `visitor@${address}.example.com` }),
        });
        const text = reply.body.toString();
        // Caddy's own error answers (502) have no body.
        const body = (text ? JSON.parse(text) : {}) as { id?: string };
        return { status: reply.status, body };
      },
    };
  }

  it("delivers an inquiry sent through the proxy to the studio and the visitor", async () => {
    const visitor = await visitorAt("127.0.0.1");
    const sent = await visitor.send();
    expect(sent.status).toBe(200);
    const outbox = rows<{ message_id: string; recipient: string }>(
      suite.app,
      "SELECT message_id, recipient FROM outbox WHERE inquiry_id = ?",
      sent.body.id!,
    );
    expect(outbox.map((mail) => mail.recipient).sort()).toEqual(
      ["studio@example.com", "visitor@127.0.0.1.example.com"].sort(),
    );
    for (const mail of outbox) {
      const received = await waitFor(
        () => suite.smtp.received.find((entry) => entry.messageId === mail.message_id),
        { what: `the mail to ${mail.recipient}` },
      );
      expect(received.recipients).toEqual([mail.recipient]);
    }
    const stored = rows<{ id: string }>(
      suite.app,
      "SELECT id FROM inquiries WHERE id = ?",
      sent.body.id!,
    );
    expect(stored).toHaveLength(1);
  });

  it("limits each visitor by her own address, whatever X-Forwarded-For she sends", async () => {
    // RATE_LIMIT_MAX is 2. Were the proxy's address counted, the second visitor would be
    // limited from her first inquiry on.
    const first = await visitorAt("127.0.0.2");
    const second = await visitorAt("127.0.0.3");
    expect((await first.send()).status).toBe(200);
    expect((await first.send()).status).toBe(200);
    expect((await first.send()).status).toBe(429);
    expect((await second.send()).status).toBe(200);
    expect((await second.send()).status).toBe(200);
    expect((await second.send()).status).toBe(429);

    // A limited visitor claiming another address through X-Forwarded-For stays limited…
    expect((await first.send({ "x-forwarded-for": "198.51.100.7" })).status).toBe(429);
    // …and a new visitor claiming a limited visitor's address is counted as herself.
    const third = await visitorAt("127.0.0.4");
    expect((await third.send({ "x-forwarded-for": "127.0.0.2" })).status).toBe(200);
  });

  it("keeps every inquiry across a restart for an update", async () => {
    // Ten visitors keep sending, and one keeps loading the page, while the server is stopped and
    // started again on the same port and database, as deploy/release.sh does.
    const visitors = await Promise.all(
      Array.from({ length: 10 }, (_, i) => visitorAt(`127.0.1.${i + 1}`)),
    );
    type Attempt = { submissionId: string; status: number; id?: string; visitor: number };
    const attempts: Attempt[] = [];
    const pageLoads: { status: number; ms: number }[] = [];
    let restarted = false;
    const pause = () => new Promise((resolve) => setTimeout(resolve, 300 + 200 * Math.random()));
    const sending = Promise.all(
      visitors.map(async (visitor, index) => {
        // RATE_LIMIT_MAX is 2: each visitor sends her two, slowly, across the restart.
        for (let sent = 0; sent < 2; sent++) {
          const submissionId = randomUUID();
          const answer = await visitor.send({}, submissionId);
          attempts.push({
            submissionId,
            status: answer.status,
            id: answer.body.id,
            visitor: index,
          });
          await pause();
        }
      }),
    );
    const loading = (async () => {
      while (!restarted) {
        const started = Date.now();
        const { status } = await viaProxy("/");
        pageLoads.push({ status, ms: Date.now() - started });
        await pause();
      }
    })();
    await waitFor(() => attempts.length >= 3, { what: "the first answers" });
    const port = new URL(suite.app.url).port;
    await suite.app.stop();
    suite.app = await startApp({ env: { ...suite.app.env, PORT: port }, dir: suite.app.dir });
    restarted = true;
    await Promise.all([sending, loading]);

    // Caddy held the page loads until the new process answered, or, where starting it took longer
    // than Caddy waits (on a busy machine), for all of that wait: never a quicker error.
    const heldMs =
      1000 * Number(/lb_try_duration (\d+)s/.exec(readFileSync(shippedCaddyfile, "utf8"))![1]);
    expect(pageLoads.length).toBeGreaterThan(1);
    expect(pageLoads.filter((load) => load.status !== 200 && load.ms < heldMs)).toEqual([]);
    // Inquiries are answered 200, or 502 while no server ran: never an answer that would tell
    // the visitor her input was wrong.
    expect(attempts).toHaveLength(20);
    expect(attempts.filter((a) => a.status !== 200 && a.status !== 502)).toEqual([]);
    // A visitor who saw the error sends again, with the same submission id (the page keeps it).
    for (const attempt of attempts.filter((a) => a.status === 502)) {
      const visitor = visitors[attempt.visitor]!;
      const again = await visitor.send({}, attempt.submissionId);
      expect(again.status).toBe(200);
      Object.assign(attempt, { status: 200, id: again.body.id });
    }
    const stored = rows<{ submission_id: string; n: number }>(
      suite.app,
      `SELECT submission_id, COUNT(*) AS n FROM inquiries WHERE submission_id IN (${attempts
        .map(() => "?")
        .join(",")}) GROUP BY submission_id`,
      ...attempts.map((a) => a.submissionId),
    );
    expect(stored).toHaveLength(20);
    expect(stored.every((row) => row.n === 1)).toBe(true);
  });

  it("keeps client addresses out of Caddy's logs", async () => {
    // The upstream gone, Caddy logs an error that describes the request.
    await suite.app.stop();
    const reply = await viaProxy("/api/form-session", {
      method: "POST",
      localAddress: "127.0.0.9",
      headers: { "x-forwarded-for": "203.0.113.9", "x-real-ip": "203.0.113.10" },
    });
    expect(reply.status).toBe(502);
    const logged = await waitFor(() => /"logger":"http\.log\.error"/.test(suite.caddy.output()), {
      what: "Caddy's error line",
    });
    expect(logged).toBe(true);
    expect(suite.caddy.output()).not.toMatch(/127\.0\.0\.9|203\.0\.113\.9|203\.0\.113\.10/);
  });
});

/**
 * What the app receives from Caddy, seen by a stand-in upstream that echoes its request headers:
 * the forwarding headers the app trusts with TRUST_PROXY, and the visitor's Accept-Encoding as she
 * sent it.
 */
describe.runIf(runs)("what Caddy forwards", () => {
  const suite = forSuite(async () => {
    const echo = http.createServer((req, res) => {
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify(req.headers));
    });
    await new Promise<void>((resolve) => echo.listen(0, "127.0.0.1", resolve));
    afterwards(() => new Promise((resolve) => echo.close(resolve)));
    const upstreamPort = (echo.address() as { port: number }).port;
    const caddy = await startCaddy({
      upstreamPort,
      httpPort: basePort + 2,
      httpsPort: basePort + 3,
    });
    afterwards(() => caddy.stop());
    return { caddy };
  });

  async function forwarded(headers: Record<string, string>, localAddress: string) {
    const reply = await requestVia(suite.caddy, "/", { headers, localAddress });
    return JSON.parse(reply.body.toString()) as IncomingHttpHeaders;
  }

  it("sets X-Forwarded-For to the visitor's address alone and X-Forwarded-Proto to https", async () => {
    const seen = await forwarded(
      {
        "x-forwarded-for": "198.51.100.7, 203.0.113.1",
        "x-forwarded-proto": "http",
        "accept-encoding": "br",
      },
      "127.0.0.6",
    );
    expect(seen["x-forwarded-for"]).toBe("127.0.0.6");
    expect(seen["x-forwarded-proto"]).toBe("https");
    expect(seen.host).toBe(`${domain}:${suite.caddy.httpsPort}`);
    expect(seen["accept-encoding"]).toBe("br");
  });

  it("asks the app for no compression the visitor did not ask for", async () => {
    const seen = await forwarded({}, "127.0.0.6");
    expect(seen["accept-encoding"]).toBeUndefined();
  });
});

type RequestOptions = {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  localAddress?: string;
  host?: string;
};

/** One request over its own HTTP/2 connection, from `localAddress` (a visitor's address). */
async function requestVia(
  caddy: Caddy,
  urlPath: string,
  options: RequestOptions = {},
): Promise<
  Reply & {
    alpn: string | false | null;
    certificate: ReturnType<TLSSocket["getPeerCertificate"]>;
  }
> {
  const host = options.host ?? domain;
  const session = http2.connect(`https://${host}:${caddy.httpsPort}`, {
    // Connect from the visitor's address to Caddy on loopback, as DNS would send her there.
    createConnection: () =>
      tlsConnect({
        socket: netConnect({
          host: "127.0.0.1",
          port: caddy.httpsPort,
          localAddress: options.localAddress ?? "127.0.0.1",
        }),
        servername: host,
        ca: caddy.ca,
        ALPNProtocols: ["h2"],
      }),
  });
  try {
    await new Promise<void>((resolve, reject) => {
      session.once("connect", () => resolve());
      session.once("error", reject);
    });
    const socket = session.socket as TLSSocket;
    const request = session.request({
      ":method": options.method ?? "GET",
      ":path": urlPath,
      ...options.headers,
    });
    if (options.body) request.write(options.body);
    request.end();
    const [headers, body] = await Promise.all([
      new Promise<IncomingHttpHeaders & http2.IncomingHttpStatusHeader>((resolve) =>
        request.once("response", resolve),
      ),
      collect(request),
    ]);
    return {
      status: Number(headers[":status"]),
      headers,
      body,
      alpn: socket.alpnProtocol,
      certificate: socket.getPeerCertificate(),
    };
  } finally {
    session.close();
  }
}

function collect(stream: NodeJS.ReadableStream): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.once("end", () => resolve(Buffer.concat(chunks)));
    stream.once("error", reject);
  });
}
