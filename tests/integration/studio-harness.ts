/**
 * Real parts for the studio's integration tests, on top of harness.ts: the production server on a
 * port chosen up front, so that PUBLIC_SITE_URL can name it. WebAuthn and the origin checks need
 * the browser's origin to be the site's, and WebAuthn refuses IP addresses, so requests go to
 * `http://localhost:<port>`.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";
import { createServer } from "node:net";
import { uploadChunkBytes } from "#app/photos/limits.ts";
import routes from "#app/routes.ts";
import { root, startApp, waitFor, type App, type Smtp } from "#tests/integration/harness.ts";

/**
 * A port free right now, for a server that binds it seconds later. Not one the kernel hands out
 * (port 0 gives one from the range outgoing connections also take: 32768–60999 on Linux): in those
 * seconds a test's own connection could take it, and the server would fail with EADDRINUSE. So a
 * random one below that range, tried until one binds.
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const server = createServer();
    const bound = await new Promise<boolean>((resolve) => {
      server.once("error", () => resolve(false));
      server.listen(port, "127.0.0.1", () => resolve(true));
    });
    if (!bound) continue;
    await new Promise((resolve) => server.close(resolve));
    return port;
  }
}

export type StudioApp = App & { origin: string };

export async function startStudioApp(env: Record<string, string> = {}): Promise<StudioApp> {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const app = await startApp({
    PORT: String(port),
    PUBLIC_SITE_URL: origin,
    ...env,
  });
  return Object.assign(app, { url: origin, origin });
}

/** A request as the studio's own pages send it: same origin, cookie if given, no redirects followed. */
export function studioFetch(
  app: StudioApp,
  path: string,
  init: {
    method?: string;
    cookie?: string | null;
    origin?: string | null;
    form?: Record<string, string>;
    json?: unknown;
  } = {},
) {
  const method = init.method ?? (init.form || init.json !== undefined ? "POST" : "GET");
  const headers: Record<string, string> = {};
  if (init.cookie) headers.Cookie = `studio_session=${init.cookie}`;
  const origin = init.origin === undefined ? app.origin : init.origin;
  if (origin && method !== "GET") headers.Origin = origin;
  let body: string | undefined;
  if (init.form) {
    headers["Content-Type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(init.form).toString();
  } else if (init.json !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(init.json);
  } else if (method === "POST") {
    headers["Content-Type"] = "application/x-www-form-urlencoded";
    body = "";
  }
  return fetch(`${app.url}${path}`, { method, headers, body, redirect: "manual" });
}

/** The session token a response sets, or null. */
export function sessionFrom(response: Response): string | null {
  for (const cookie of response.headers.getSetCookie()) {
    const match = /^studio_session=([^;]*)/.exec(cookie);
    if (match) return match[1] || null;
  }
  return null;
}

/** The token of the newest sign-in link that reached the SMTP sink after `seen` mails. */
export async function mailedLinkToken(smtp: Smtp, seen: number): Promise<string> {
  const mail = await waitFor(
    () => smtp.mails.slice(seen).find((item) => /Anmeldelink/.test(item.subject ?? "")),
    { what: "the sign-in link mail" },
  );
  const token = /\/studio\/anmelden\/link\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? "")?.[1];
  if (!token) throw new Error(`no link in the mail:\n${mail.text}`);
  return token;
}

/** "Anmeldelink per E-Mail", the mail read from the SMTP sink, the link page's button. */
export async function signInByMail(app: StudioApp, smtp: Smtp): Promise<string> {
  const seen = smtp.mails.length;
  const request = await studioFetch(app, "/studio/anmelden", { method: "POST" });
  if (request.status !== 200) throw new Error(`link request answered ${request.status}`);
  const token = await mailedLinkToken(smtp, seen);
  const signedIn = await studioFetch(app, "/studio/anmelden/link", { form: { token } });
  const session = sessionFrom(signedIn);
  if (signedIn.status !== 302 || !session) throw new Error(`link answered ${signedIn.status}`);
  return session;
}

/**
 * "Anmeldelink per E-Mail" on a server without SMTP_URL: the link read from its `.eml` copy in
 * OUTBOX_DIR, then the link page's button. Returns the session token.
 */
export async function signInByEml(app: StudioApp): Promise<string> {
  const outbox = app.env.OUTBOX_DIR!;
  const files = () => (existsSync(outbox) ? readdirSync(outbox) : []);
  const before = new Set(files());
  const request = await studioFetch(app, "/studio/anmelden", { method: "POST" });
  if (request.status !== 200) throw new Error(`link request answered ${request.status}`);
  const file = await waitFor(
    () => files().find((name) => name.endsWith("-sign_in_link.eml") && !before.has(name)),
    { what: "the sign-in link's .eml" },
  );
  const mail = await simpleParser(readFileSync(path.join(outbox, file)));
  const token = /\/studio\/anmelden\/link\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? "")?.[1];
  if (!token) throw new Error(`no link in the mail:\n${mail.text}`);
  const answer = await studioFetch(app, "/studio/anmelden/link", { form: { token } });
  const session = sessionFrom(answer);
  if (!session) {
    // Seen once in CI under heavy load; what the server said is the clue.
    const body = (await answer.text()).replace(/\s+/g, " ").slice(0, 600);
    throw new Error(`the link set no session: ${answer.status}, ${body}`);
  }
  return session;
}

/** `npm run studio -- invite` against the app's database; returns every line of its output. */
export function invite(app: StudioApp) {
  const result = spawnSync(process.execPath, ["scripts/studio.ts", "invite"], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? "",
      DATABASE_PATH: app.env.DATABASE_PATH!,
      PUBLIC_SITE_URL: app.origin,
    },
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(result.stderr);
  return result.stdout.trimEnd().split("\n");
}

export type StudioRoute = { path: string; file: string; guarded: boolean; api: boolean };

type RouteEntry = { path?: string; file: string; index?: boolean; children?: RouteEntry[] };

/**
 * Every studio URL in the route table (app/routes.ts), with whether it sits behind the guard
 * (the layout routes/studio/shell.tsx). Dynamic segments get sample values, so a route added
 * later is covered by the tests that walk this list without anyone listing it.
 */
export function studioRoutes(): StudioRoute[] {
  const found: StudioRoute[] = [];
  const walk = (entries: RouteEntry[], prefix: string, guarded: boolean) => {
    for (const entry of entries) {
      const path = entry.path ? `${prefix}/${entry.path}`.replace(/\/+/g, "/") : prefix;
      const behindGuard = guarded || entry.file === "routes/studio/shell.tsx";
      if (entry.children) walk(entry.children, path, behindGuard);
      else if (path === "/studio" || path.startsWith("/studio/")) {
        found.push({
          path: path.replace(/:[^/]+/g, "gibt-es-nicht").replace(/\*$/, "gibt-es-nicht"),
          file: entry.file,
          guarded: behindGuard,
          api: path.startsWith("/studio/api/"),
        });
      }
    }
  };
  walk(routes as RouteEntry[], "", false);
  return found;
}

/**
 * Sends `file` to `/studio/fotos/hochladen` in pieces, as the studio's page does (only its bytes,
 * never its name); the new photo's id.
 */
export async function uploadPhoto(app: StudioApp, session: string, file: Buffer): Promise<string> {
  const uploadId = crypto.randomUUID().replaceAll("-", "");
  for (let offset = 0; offset < file.length; offset += uploadChunkBytes) {
    const response = await fetch(`${app.url}/studio/fotos/hochladen`, {
      method: "POST",
      headers: {
        Cookie: `studio_session=${session}`,
        Origin: app.origin,
        "X-Upload-Id": uploadId,
        "X-Upload-Offset": String(offset),
        "X-Upload-Total": String(file.length),
      },
      body: new Uint8Array(file.subarray(offset, offset + uploadChunkBytes)),
    });
    const answer = (await response.json()) as { status: string; photoId?: string };
    if (answer.status === "done") return answer.photoId!;
    if (answer.status !== "partial") throw new Error(`upload answered ${JSON.stringify(answer)}`);
  }
  throw new Error("the upload never finished");
}
