/**
 * A studio test server (one per Playwright worker, started by the `studio` fixture in
 * tests/e2e/studio/fixtures.ts): a real SMTP server on loopback (smtp-server) that writes every
 * mail it accepts to STUDIO_MAIL_DIR as `<n>.eml`, and the production server (`server.ts`, as
 * `npm start` runs it) with SMTP_URL pointing at it. Stops both on SIGTERM/SIGINT.
 */
import { spawn } from "node:child_process";
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";

const mailDir = process.env.STUDIO_MAIL_DIR;
if (!mailDir) throw new Error("STUDIO_MAIL_DIR is required");
mkdirSync(mailDir, { recursive: true });

let received = 0;
const smtp = new SMTPServer({
  disabledCommands: ["STARTTLS", "AUTH"],
  authOptional: true,
  logger: false,
  disableReverseLookup: true,
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      received += 1;
      const file = path.join(mailDir, `${String(received).padStart(4, "0")}.eml`);
      writeFileSync(`${file}.tmp`, Buffer.concat(chunks));
      renameSync(`${file}.tmp`, file);
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
const { port } = smtp.server.address() as { port: number };

const app = spawn(process.execPath, ["server.ts"], {
  env: { ...process.env, NODE_ENV: "production", SMTP_URL: `smtp://127.0.0.1:${port}` },
  stdio: "inherit",
});

let stopping = false;
function stop(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  app.kill(signal);
}
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));
app.on("exit", (code) => {
  smtp.close(() => process.exit(code ?? 0));
});
