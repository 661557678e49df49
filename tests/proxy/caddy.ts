/**
 * Caddy in front of the production server for the proxy tests and the Lighthouse run: the shipped
 * deploy/Caddyfile, unchanged but for what a test machine needs. Its global options gain loopback
 * ports, Caddy's own local CA instead of a public one (never installed into the system's trust
 * store), a temporary storage directory and no admin endpoint; the upstream port is the test
 * server's. The site blocks, the domain names and every other option are the shipped ones.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import type { LookupFunction } from "node:net";
import path from "node:path";
import { createHash, X509Certificate } from "node:crypto";
import { connect as tlsConnect } from "node:tls";
import { removeDir, root, tempDir, waitFor } from "#tests/integration/harness.ts";

export const caddyPath = process.env.CADDY_PATH ?? "/usr/bin/caddy";
export const caddyInstalled = existsSync(caddyPath);
export const shippedCaddyfile = path.join(root, "deploy", "Caddyfile");

/** The shipped site's names; the tests resolve them to loopback themselves. */
export const domain = "example.com";
export const wwwDomain = `www.${domain}`;
/** The upstream the shipped Caddyfile names, replaced by the test server's address. */
const shippedUpstream = "reverse_proxy 127.0.0.1:3000";

/** What every Caddy of the tests and benchmarks adds to its global options. */
function testOptions(options: { httpPort: number; httpsPort: number; storage: string }) {
  return [
    "admin off",
    `http_port ${options.httpPort}`,
    `https_port ${options.httpsPort}`,
    "default_bind 127.0.0.1",
    "local_certs",
    "skip_install_trust",
    `storage file_system ${options.storage}`,
  ]
    .map((line) => `\t${line}\n`)
    .join("");
}

export function deriveCaddyfile(options: {
  upstreamPort: number;
  httpPort: number;
  httpsPort: number;
  storage: string;
}): string {
  const shipped = readFileSync(shippedCaddyfile, "utf8");
  const globalBlock = /^\{\n/m.exec(shipped);
  if (!globalBlock) throw new Error("deploy/Caddyfile has no global options block");
  if (shipped.split(shippedUpstream).length !== 2) {
    throw new Error(`deploy/Caddyfile must name its upstream once as "${shippedUpstream}"`);
  }
  const at = globalBlock.index + globalBlock[0].length;
  return (shipped.slice(0, at) + testOptions(options) + shipped.slice(at)).replace(
    shippedUpstream,
    `reverse_proxy 127.0.0.1:${options.upstreamPort}`,
  );
}

/**
 * A static site served by Caddy as a static host serves it (files as they are, compressed on the
 * fly), under the shipped site's name with the same TLS and HTTP/2, or over plain HTTP: the
 * benchmark's anchor, another site measured beside this one.
 */
export function staticCaddyfile(options: {
  root: string;
  httpPort: number;
  httpsPort: number;
  storage: string;
  https: boolean;
}): string {
  const address = options.https ? domain : `http://127.0.0.1:${options.httpPort}`;
  return `{\n${testOptions(options)}}\n\n${address} {\n\troot * ${options.root}\n\tencode zstd gzip\n\tfile_server\n}\n`;
}

export type Caddy = {
  httpPort: number;
  httpsPort: number;
  /** Caddy's local root certificate: the CA clients must trust. */
  ca: Buffer;
  caFile: string;
  /** Everything Caddy logged. */
  output: () => string;
  process: ChildProcess;
  stop(): Promise<void>;
};

/** Resolves every name to 127.0.0.1, as DNS would resolve the studio's domain to its server. */
export const loopbackLookup = ((_hostname, options, callback) => {
  if (typeof options === "object" && options.all)
    (callback as (error: null, addresses: { address: string; family: number }[]) => void)(null, [
      { address: "127.0.0.1", family: 4 },
    ]);
  else (callback as (error: null, address: string, family: number) => void)(null, "127.0.0.1", 4);
}) as LookupFunction;

export function startCaddy(options: {
  upstreamPort: number;
  httpPort: number;
  httpsPort: number;
}): Promise<Caddy> {
  return runCaddy(options, (storage) => deriveCaddyfile({ ...options, storage }));
}

/** Caddy serving the files under `root` (staticCaddyfile), over HTTPS or plain HTTP. */
export function startStaticCaddy(options: {
  root: string;
  httpPort: number;
  httpsPort: number;
  https: boolean;
}): Promise<Caddy> {
  return runCaddy(options, (storage) => staticCaddyfile({ ...options, storage }), options.https);
}

async function runCaddy(
  options: { httpPort: number; httpsPort: number },
  caddyfile: (storage: string) => string,
  https = true,
): Promise<Caddy> {
  const dir = tempDir("caddy");
  const config = path.join(dir, "Caddyfile");
  writeFileSync(config, caddyfile(path.join(dir, "storage")));
  const child = spawn(caddyPath, ["run", "--config", config, "--adapter", "caddyfile"], {
    // Caddy keeps its autosave and any other state under XDG dirs: the temp dir, not $HOME.
    env: { PATH: process.env.PATH ?? "", HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir },
    stdio: "pipe",
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const caFile = path.join(dir, "storage", "pki", "authorities", "local", "root.crt");

  // Ready once the CA exists and a TLS handshake for the site verifies against it (or, over plain
  // HTTP, once it answers).
  await waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`caddy exited early:\n${output}`);
      if (!https)
        return fetch(`http://127.0.0.1:${options.httpPort}/`).then(
          () => true,
          () => false,
        );
      if (!existsSync(caFile)) return false;
      return handshakeVerifies(options.httpsPort, readFileSync(caFile));
    },
    { what: "Caddy to serve HTTPS", timeoutMs: 30_000, intervalMs: 100 },
  );
  return {
    ...options,
    ca: https ? readFileSync(caFile) : Buffer.alloc(0),
    caFile,
    output: () => output,
    process: child,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
      removeDir(dir);
    },
  };
}

function handshakeVerifies(port: number, ca: Buffer): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = tlsConnect({ host: "127.0.0.1", port, servername: domain, ca }, () => {
      socket.end();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/**
 * SHA-256 hashes of the public keys in the chain Caddy presents, for Chromium's
 * --ignore-certificate-errors-spki-list: Chromium has no option to trust a CA file, and it
 * accepts QUIC (HTTP/3) only from a chain it trusts or one named there.
 */
export function spkiHashes(caddy: Caddy): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const socket = tlsConnect(
      { host: "127.0.0.1", port: caddy.httpsPort, servername: domain, ca: caddy.ca },
      () => {
        const chain: X509Certificate[] = [];
        for (let cert = socket.getPeerX509Certificate(); cert;) {
          chain.push(cert);
          const issuer = cert.issuerCertificate;
          cert =
            issuer && !chain.some((seen) => seen.fingerprint256 === issuer.fingerprint256)
              ? issuer
              : undefined;
        }
        socket.end();
        resolve(
          chain.map((cert) =>
            createHash("sha256")
              .update(cert.publicKey.export({ type: "spki", format: "der" }))
              .digest("base64"),
          ),
        );
      },
    );
    socket.once("error", reject);
  });
}
