import { connect } from "node:net";
import { describe, expect, it } from "vitest";
import { apiKey } from "#tests/integration/harness.ts";
import { forSuite, startApp } from "#tests/support/app.ts";

/**
 * The HTTP pipeline protects the process on every path, the JSON API, the no-JS form post
 * (`POST /?index`) and the form-session endpoint alike: oversized bodies are refused before they
 * are read, clients that send their headers too slowly are cut off, and an unparseable target is
 * the client's error, not ours. Raw sockets, so nothing in between normalises the requests.
 */
const app = forSuite(() => startApp({ env: { TRUST_PROXY: "true" } }));

/** `unsent`: pieces of the body still unwritten when the server closed the connection. */
type RawAnswer = { status: number; text: string; closedAfterMs: number; unsent: number };

/**
 * Writes `head` (request line and headers) and then `body` in pieces `gapMs` apart, and resolves
 * when the server closes the connection (or `giveUpMs` passes: status 0).
 */
function raw(
  head: string[],
  options: { body?: Buffer[]; gapMs?: number; giveUpMs?: number; headersOpen?: boolean } = {},
): Promise<RawAnswer> {
  const url = new URL(app.url);
  const started = Date.now();
  return new Promise((resolve) => {
    const socket = connect(Number(url.port), url.hostname);
    let answer = "";
    const pieces = [...(options.body ?? [])];
    const done = () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0),
        text: answer,
        closedAfterMs: Date.now() - started,
        unsent: pieces.length,
      });
    };
    const giveUp = setTimeout(done, options.giveUpMs ?? 20_000);
    socket.on("data", (chunk) => (answer += chunk.toString()));
    // A reset after the answer is how a server stops reading an oversized upload.
    socket.on("error", done);
    socket.on("close", done);
    const end = options.headersOpen ? [""] : ["", ""];
    socket.write([...head, `Host: ${url.host}`, ...end].join("\r\n"));
    const timer = setInterval(() => {
      const piece = pieces.shift();
      if (!piece) return clearInterval(timer);
      if (!socket.destroyed) socket.write(piece);
    }, options.gapMs ?? 5);
  });
}

const targets = [
  { name: "the no-JS form post", line: "POST /?index HTTP/1.1", type: "x-www-form-urlencoded" },
  { name: "the inquiry API", line: "POST /api/send-contact-email HTTP/1.1", type: "json" },
  { name: "the form-session API", line: "POST /api/form-session HTTP/1.1", type: "json" },
];

describe("request bodies", () => {
  for (const target of targets) {
    it(`refuse a declared oversized body to ${target.name} before reading it`, async () => {
      // Announces 400 MB and sends none of it: the answer must come from the headers alone.
      const answer = await raw(
        [
          target.line,
          `Content-Type: application/${target.type}`,
          `apikey: ${apiKey}`,
          `Content-Length: ${400 * 1024 * 1024}`,
        ],
        { giveUpMs: 5_000 },
      );
      expect(answer.status).toBe(413);
      expect(answer.text).not.toMatch(/\bat .+:\d+:\d+|node_modules/);
    });

    it(`cut a streamed body to ${target.name} past the cap`, async () => {
      // Chunked, so no Content-Length warns the server: 2 MB in 32 KB chunks, 50 ms apart.
      const chunk = Buffer.from(`8000\r\n${"a".repeat(0x8000)}\r\n`);
      const answer = await raw(
        [
          target.line,
          `Content-Type: application/${target.type}`,
          `apikey: ${apiKey}`,
          "Transfer-Encoding: chunked",
        ],
        { body: Array.from({ length: 64 }, () => chunk), gapMs: 50, giveUpMs: 10_000 },
      );
      // Whoever answered (a 413, or an endpoint that refuses before reading), the server stopped
      // taking the body soon after the cap, long before the client was done.
      expect(answer.status).toBeGreaterThanOrEqual(200);
      expect(answer.status).toBeLessThan(500);
      expect(answer.unsent).toBeGreaterThan(50);
      if (target.type !== "json") expect(answer.status).toBe(413);
    });
  }

  it("keep the JSON shape for the API and plain German text for pages", async () => {
    const head = (line: string) => [
      line,
      "Content-Type: application/json",
      "Content-Length: 99999999",
    ];
    const api = await raw(head("POST /api/form-session HTTP/1.1"));
    expect(api.text).toMatch(/application\/json/);
    expect(api.text).toContain('"code":"payload_too_large"');
    const page = await raw(head("POST /?index HTTP/1.1"));
    expect(page.text).toMatch(/text\/plain/);
    expect(page.text).toContain("Die Anfrage ist zu groß.");
  });
});

describe("request targets", () => {
  it("answer an unparseable target with 400 and no error in the log", async () => {
    for (const target of ["//x:99999/", "//[::1/", "//a b/"]) {
      const answer = await raw([`GET ${target} HTTP/1.1`, "Connection: close"]);
      expect(answer.status, target).toBe(400);
    }
    const ok = await fetch(`${app.url}/healthz`);
    expect(ok.status).toBe(200);
    expect(app.logs.filter((line) => line.level === "error")).toEqual([]);
  });
});

describe("slow clients", () => {
  it("cut a connection that trickles its headers (slow-loris)", async () => {
    // One header line every half second, forever: only the headers timeout (10 s) ends it.
    const trickle = Array.from({ length: 60 }, (_, i) => Buffer.from(`X-Slow-${i}: x\r\n`));
    const answer = await raw(["GET / HTTP/1.1"], {
      body: trickle,
      gapMs: 500,
      giveUpMs: 25_000,
      headersOpen: true,
    });
    expect(answer.closedAfterMs).toBeLessThan(15_000);
    expect(answer.status).toBe(408);
    // Everyone else was served meanwhile, and still is.
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
  });
});
