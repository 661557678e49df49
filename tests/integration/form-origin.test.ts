import { request as httpRequest } from "node:http";
import { beforeAll, describe, expect, it } from "vitest";
import { pageFormToken, rows } from "#tests/integration/harness.ts";
import { forSuite, startApp } from "#tests/support/app.ts";

/**
 * The page's form posted without JavaScript (`POST /?index`) from another origin is refused by
 * React Router's own check, which compares the Origin header with the URL the request was sent to
 * (its host, and behind a trusted proxy the forwarded scheme and host). ADR 0011.
 */
const app = forSuite(() => startApp({ env: { TRUST_PROXY: "true" } }));
let port: number;

beforeAll(() => {
  port = Number(new URL(app.url).port);
});

const form = (formToken: string) =>
  new URLSearchParams({
    firstName: "Anna",
    lastName: "Müller",
    email: "anna@example.com",
    package: "lumiere",
    message: "Ich freue mich auf ein Shooting.",
    source: "instagram",
    gdprConsent: "on",
    formToken,
  }).toString();

/** A raw form post with a fresh form token: fetch would not let us choose the Host header. */
async function postForm(headers: Record<string, string>) {
  const body = form(await pageFormToken(app));
  return new Promise<{ status: number; body: string; location?: string }>((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path: "/?index",
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, body, location: res.headers.location }),
        );
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

const stored = () => rows<{ n: number }>(app, "SELECT COUNT(*) AS n FROM inquiries")[0]!.n;

describe("the form action's origin check", () => {
  it("accepts the site's own origin and posts without an Origin header", async () => {
    const site = { Host: "atelier.example", "X-Forwarded-Proto": "https" };
    for (const headers of [{ ...site, Origin: "https://atelier.example" }, site]) {
      const before = stored();
      const { status, location } = await postForm(headers);
      // Stored, and redirected to the success note (ADR 0023).
      expect(status).toBe(303);
      expect(location).toBe("/#anfrage-gesendet");
      expect(stored()).toBe(before + 1);
    }
  });

  it("refuses other origins, schemes, ports and opaque origins, and stores nothing", async () => {
    const before = stored();
    const logged = app.logs.filter((line) => line.event === "inquiry.foreign_origin").length;
    for (const origin of [
      "https://evil.example",
      "http://atelier.example",
      "https://atelier.example:8443",
      "null",
      "not a url",
    ]) {
      const { status, body } = await postForm({
        Host: "atelier.example",
        "X-Forwarded-Proto": "https",
        Origin: origin,
      });
      expect(status, origin).toBe(400);
      expect(body, origin).toBe("Bad Request");
    }
    expect(stored()).toBe(before);
    await expect
      .poll(() => app.logs.filter((line) => line.event === "inquiry.foreign_origin").length)
      .toBe(logged + 5);
    expect(app.output()).not.toMatch(/\bat .+:\d+:\d+/);
  });

  it("accepts the page under whichever loopback name it was opened, on the same port only", async () => {
    for (const name of ["127.0.0.1", "localhost"]) {
      const { status } = await postForm({
        Host: `${name}:${port}`,
        Origin: `http://${name}:${port}`,
      });
      expect(status, name).toBe(303);
    }
    const other = await postForm({ Host: `127.0.0.1:${port}`, Origin: "http://127.0.0.1:4000" });
    expect(other.status).toBe(400);
  });
});
