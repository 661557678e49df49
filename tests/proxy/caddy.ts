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
  const testOptions = [
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
  const at = globalBlock.index + globalBlock[0].length;
  return (shipped.slice(0, at) + testOptions + shipped.slice(at)).replace(
    shippedUpstream,
    `reverse_proxy 127.0.0.1:${options.upstreamPort}`,
  );
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

export async function startCaddy(options: {
  upstreamPort: number;
  httpPort: number;
  httpsPort: number;
}): Promise<Caddy> {
  const dir = tempDir("caddy");
  const config = path.join(dir, "Caddyfile");
  writeFileSync(config, deriveCaddyfile({ ...options, storage: path.join(dir, "storage") }));
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

  // Ready once the CA exists and a TLS handshake for the site verifies against it.
  await waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`caddy exited early:\n${output}`);
      if (!existsSync(caFile)) return false;
      return handshakeVerifies(options.httpsPort, readFileSync(caFile));
    },
    { what: "Caddy to serve HTTPS", timeoutMs: 30_000, intervalMs: 100 },
  );
  return {
    ...options,
    ca: readFileSync(caFile),
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
