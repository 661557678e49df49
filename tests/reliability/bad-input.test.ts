import { createHmac } from "node:crypto";
import { connect } from "node:net";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { defaultContent } from "#app/content/website/defaults.ts";
import { limits } from "#app/inquiry/fields.ts";
import { issueFormSession, verifyFormSession } from "#app/inquiry/intake/form-session.server.ts";
import { issueFormToken } from "#app/inquiry/intake/form-token.server.ts";
import { inquirySchema } from "#app/inquiry/schema.ts";
import { packageIdPattern } from "#app/website/package-id.ts";
import {
  apiKey,
  pageFormToken,
  sessionSecret,
  submit,
  validInquiry,
} from "#tests/integration/harness.ts";
import { forSuite, startApp } from "#tests/support/app.ts";
import { countRows, sendInquiry, visitors, type Visitor } from "#tests/reliability/visitors.ts";

/** The choices the default content offers: its packages and "unsure". */
const packageValues = [...defaultContent.home.packages.items.map((item) => item.id), "unsure"];

/**
 * Random and hostile input, against the schema and against the live endpoint: never a 5xx,
 * never a stored row for invalid input, never a crash, and a normal request works right after.
 * The live oracle is independent of the server: strict UTF-8, a JSON object, the schema.
 */
const controlChars = fc.constantFrom(
  "\u202e",
  "\u2066",
  "\u200f",
  "\u0000",
  "\r",
  "\n",
  "\r\n",
  "\t",
  "\u001b",
  "\u007f",
  "\u2028",
  "\u2029",
  "\u0085",
);
/** Any UTF-16 code units, lone surrogates included. */
const codeUnits = fc
  .array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 40 })
  .map((units) => String.fromCharCode(...units));
const headerInjection = fc.constantFrom(
  "Anna\r\nBcc: victim@example.com",
  "Anna\nSubject: gewonnen",
  "x@example.com\r\nBcc: y@example.com",
  "=?utf-8?q?Anna=0D=0ABcc:_x@example.com?=",
  "<script>alert(1)</script>",
  "Anna%0d%0aBcc:x@example.com",
);
const hostileText = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 120 }),
  codeUnits,
  headerInjection,
  fc
    .tuple(fc.string({ maxLength: 20 }), controlChars, fc.string({ maxLength: 20 }))
    .map((parts) => parts.join("")),
  fc.integer({ min: 90, max: 1100 }).map((n) => "ä".repeat(n)),
  fc.constantFrom("", " ", "\u200b", "\ufeffAnna", "𝓐𝓷𝓷𝓪", "e\u0301", "👩🏽‍🦰".repeat(30)),
);
const hostileValue = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }),
);
/** Mostly the valid value, sometimes a hostile one: some inquiries pass, most do not. */
const field = <T>(valid: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 5, arbitrary: valid }, { weight: 1, arbitrary: hostileValue });
const hostileInquiry = fc.record(
  {
    firstName: field(fc.constant(validInquiry.firstName)),
    lastName: field(fc.constant(validInquiry.lastName)),
    email: field(fc.oneof(fc.constant(validInquiry.email), fc.emailAddress())),
    phone: field(fc.constant(validInquiry.phone)),
    package: field(fc.constantFrom(...packageValues)),
    preferredDate: field(fc.constantFrom("", "31.02.2030", "01.01.2099", "2030-01-01")),
    message: field(fc.constant(validInquiry.message)),
    source: field(fc.constant(validInquiry.source)),
    installmentInfo: field(fc.boolean()),
  },
  { requiredKeys: ["firstName", "lastName", "email", "package", "message", "source"] },
);
const pollutionKeys = [
  "__proto__",
  "constructor",
  "prototype",
  "__defineGetter__",
  "toString",
  "hasOwnProperty",
];
/** JSON text with prototype-pollution keys as real own keys (JSON.stringify would drop them). */
const pollutedJson = fc
  .tuple(hostileInquiry, fc.subarray(pollutionKeys, { minLength: 1 }))
  .map(([inquiry, keys]) => {
    const own = JSON.stringify(inquiry).slice(1, -1);
    const bad = keys.map((key) => `"${key}":{"polluted":true,"prototype":{"polluted":true}}`);
    return `{${[own, ...bad].filter(Boolean).join(",")}}`;
  });
const deeplyNested = fc
  .tuple(fc.integer({ min: 100, max: 15_000 }), fc.boolean())
  .map(([depth, objects]) =>
    objects
      ? '{"a":'.repeat(depth) + "1" + "}".repeat(depth)
      : "[".repeat(depth) + "]".repeat(depth),
  );
const invalidUtf8 = fc
  .tuple(
    fc.constantFrom(
      [0xff],
      [0xc3, 0x28],
      [0xe2, 0x82],
      [0xed, 0xa0, 0x80],
      [0xf8, 0x88, 0x80, 0x80, 0x80],
      [0xc0, 0xaf],
    ),
    fc.nat(30),
  )
  .map(([bad, at]) => {
    const text = Buffer.from(JSON.stringify(validInquiry));
    const cut = text.indexOf("freue") + (at % 5);
    return Buffer.concat([text.subarray(0, cut), Buffer.from(bad), text.subarray(cut)]);
  });
/** Header values a client can send at all (fetch refuses control characters outright). */
const printableAscii = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
  maxLength: 120,
});
const hugeString = fc
  .integer({ min: 1000, max: 40_000 })
  .map((size) => JSON.stringify({ ...validInquiry, message: "x".repeat(size) }));

const bodies: fc.Arbitrary<string | Buffer> = fc.oneof(
  { weight: 5, arbitrary: hostileInquiry.map((value) => JSON.stringify(value)) },
  { weight: 2, arbitrary: pollutedJson },
  fc.jsonValue().map((value) => JSON.stringify(value)),
  deeplyNested,
  invalidUtf8,
  hugeString,
  fc.uint8Array({ maxLength: 500 }).map((bytes) => Buffer.from(bytes)),
  fc.string(),
);

/** What the endpoint must accept: strict UTF-8 JSON object within 32 KB that the schema accepts. */
function isAcceptable(body: string | Buffer): boolean {
  const bytes = typeof body === "string" ? Buffer.from(body) : body;
  if (bytes.length > 32 * 1024) return false;
  try {
    const value: unknown = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
    if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
    return inquirySchema.safeParse(value).success;
  } catch {
    return false;
  }
}

/** A token signed with the server's secret whose payload is not a session. */
const signedNonsense = fc
  .constantFrom(
    "null",
    "[]",
    "1",
    '"x"',
    "{}",
    "{",
    '{"sid":1,"startedAt":0,"expiresAt":9e15}',
    '{"sid":"s","startedAt":"0","expiresAt":9e15}',
    '{"sid":"s","startedAt":null,"expiresAt":9e15}',
    '{"sid":"s","startedAt":0}',
    '{"__proto__":{"sid":"s"},"startedAt":0,"expiresAt":9e15}',
  )
  .map((json) => {
    const payload = Buffer.from(json).toString("base64url");
    const signature = createHmac("sha256", sessionSecret)
      .update(`form-session.v1.${payload}`)
      .digest("base64url");
    return `${payload}.${signature}`;
  });
/** Tokens a client could present that are not authentic sessions. */
const foreignTokens = fc.oneof(
  printableAscii,
  signedNonsense,
  fc
    .tuple(fc.base64String({ maxLength: 80 }), fc.base64String({ maxLength: 60 }))
    .map(([payload, signature]) => `${payload.replace(/=/g, "")}.${signature}`),
  // An authentic payload with another signature: a visitor forging an earlier start.
  fc.integer({ min: 1, max: 30 }).map((days) => {
    const { token } = issueFormSession("not-the-secret", 1800, Date.now() - days * 86_400_000);
    return token;
  }),
);

/**
 * X-Forwarded-For values a client can send: anything printable, lists of addresses and junk, and
 * IPv6-like text with too many groups around a "::".
 */
const hexGroup = fc.string({ unit: fc.constantFrom(..."0123456789abcdef"), maxLength: 4 });
const forwardedFor = fc.oneof(
  printableAscii,
  fc
    .array(fc.oneof(fc.ipV4(), fc.ipV6(), fc.ipV4Extended(), printableAscii), { maxLength: 6 })
    .map((entries) => entries.join(", ")),
  fc
    .tuple(
      fc.array(hexGroup, { maxLength: 10 }),
      fc.array(hexGroup, { maxLength: 10 }),
      fc.constantFrom("", "%eth0", "/64"),
    )
    .map(([head, tail, suffix]) => `${head.join(":")}::${tail.join(":")}${suffix}`),
);

/** A complete form as the page posts it without JavaScript (its token added per post). */
const validForm = {
  firstName: "Anna",
  lastName: "Müller",
  email: "anna@example.com",
  package: "lumiere",
  message: validInquiry.message,
  source: "instagram",
  gdprConsent: "on",
};
/** A form field as a browser (or a bot) would post it: text, or anything written as text. */
const formValue = hostileValue.map((value) =>
  typeof value === "string" ? value : (JSON.stringify(value) ?? String(value)),
);
/** Mostly what the page posts, sometimes hostile: some forms pass, most do not. */
const mostly = (valid: fc.Arbitrary<string>) =>
  fc.oneof({ weight: 6, arbitrary: valid }, { weight: 1, arbitrary: formValue });
/** The no-JS form's token: a fresh authentic one (so some posts are stored), or anything else. */
const formTokenValue = fc.oneof(
  { weight: 3, arbitrary: fc.constant("authentic") },
  foreignTokens,
  fc.constant(null),
);
const hostileForm = fc
  .tuple(
    fc.record(
      {
        firstName: mostly(fc.constant("Anna")),
        lastName: mostly(fc.constant("Müller")),
        email: mostly(fc.constant("anna@example.com")),
        phone: mostly(fc.constant("")),
        package: mostly(fc.constantFrom(...packageValues)),
        preferredDate: mostly(fc.constant("")),
        message: mostly(fc.constant(validInquiry.message)),
        source: mostly(fc.constant("instagram")),
        installmentInfo: mostly(fc.constant("on")),
        gdprConsent: mostly(fc.constant("on")),
        website: mostly(fc.constant("")),
      },
      { requiredKeys: ["firstName", "lastName", "email", "package", "message", "source"] },
    ),
    formTokenValue,
    fc.array(fc.tuple(fc.string({ maxLength: 30 }), formValue), { maxLength: 4 }),
  )
  .map(([fields, token, extra]) => {
    const form = new URLSearchParams(fields as Record<string, string>);
    if (token !== null)
      form.set("formToken", token === "authentic" ? issueFormToken(sessionSecret).token : token);
    for (const [name, value] of extra) form.append(name, value);
    return form.toString();
  });
/** Bodies that are no proper url-encoded form: broken escapes, bare separators, bytes. */
const brokenForm = fc.oneof(
  fc.constantFrom("%", "%zz", "a=%E0%A4%A", "=&=&&==", "a=1&a=2&a=3", "firstName=%00%ff%fe"),
  fc.string({ maxLength: 300 }),
  fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
);
const formContentType = fc.oneof(
  { weight: 6, arbitrary: fc.constant("application/x-www-form-urlencoded") },
  fc.constantFrom(
    "application/x-www-form-urlencoded; charset=iso-8859-1",
    "application/x-www-form-urlencoded; charset=utf-16",
    "text/plain",
    "multipart/form-data",
    "application/json",
  ),
);

describe("the inquiry schema", () => {
  it("never throws, and whatever it accepts is clean and within the limits", () => {
    fc.assert(
      fc.property(
        fc.oneof(hostileInquiry, fc.anything({ withObjectString: true, withNullPrototype: true })),
        (input) => {
          const result = inquirySchema.safeParse(input);
          if (!result.success) return;
          const value = result.data;
          for (const name of [value.firstName, value.lastName]) {
            expect(name).toBe(name.trim());
            expect(name.length).toBeGreaterThanOrEqual(1);
            expect(name.length).toBeLessThanOrEqual(limits.name);
            expect(name).not.toMatch(
              /[\p{Cc}\u2028\u2029\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u,
            );
          }
          expect(value.email.length).toBeLessThanOrEqual(limits.email);
          expect(value.email).not.toMatch(/[\s\p{Cc}]/u);
          expect(value.message.trim().length).toBeGreaterThanOrEqual(1);
          expect(value.message).not.toMatch(
            /[^\P{Cc}\n]|[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u,
          );
          expect(value.message.length).toBeLessThanOrEqual(limits.message);
          expect((value.phone ?? "").length).toBeLessThanOrEqual(limits.phone);
          // Any id of the pattern (packages change with releases), "unsure" included.
          expect(value.package).toMatch(packageIdPattern);
          expect(typeof value.installmentInfo).toBe("boolean");
          expect(Object.keys(value).sort()).toEqual(
            Object.keys(value)
              .filter((key) => key in validInquiry)
              .sort(),
          );
        },
      ),
      { numRuns: 3000 },
    );
  });

  it("refuses every header injection attempt in names, e-mail and phone", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("firstName", "lastName", "email", "phone"),
        fc.string({ maxLength: 20 }),
        controlChars.filter((char) => char !== "\t"),
        fc.string({ maxLength: 20 }),
        (field, before, control, after) => {
          const result = inquirySchema.safeParse({
            ...validInquiry,
            [field]: `Anna${before}${control}X${after}`,
          });
          expect(result.success).toBe(false);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("is not polluted by __proto__ or constructor keys", () => {
    fc.assert(
      fc.property(pollutedJson, (text) => {
        inquirySchema.safeParse(JSON.parse(text));
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        expect(Object.prototype).not.toHaveProperty("polluted");
      }),
      { numRuns: 500 },
    );
  });
});

describe("the live endpoint", () => {
  const app = forSuite(() => startApp({ env: { TRUST_PROXY: "true", RATE_LIMIT_MAX: "100000" } }));
  let people: Visitor[];

  beforeAll(async () => {
    people = await visitors(app, 1, "10.40");
  });

  const post = (body: string | Buffer, headers: Record<string, string> = {}) =>
    fetch(`${app.url}/api/send-contact-email`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        apikey: apiKey,
        Authorization: `Bearer ${people[0]!.token}`,
        "X-Forwarded-For": people[0]!.ip,
        ...headers,
      },
      body: typeof body === "string" ? body : new Uint8Array(body),
    });

  it(
    "answers hostile bodies with 4xx JSON, never 5xx, and stores only what is valid",
    // 400 hostile requests, one after another, each checked in the database.
    { timeout: 120_000 },
    async () => {
      let accepted = 0;
      await fc.assert(
        fc.asyncProperty(bodies, fc.option(printableAscii), async (body, submissionId) => {
          const before = countRows(app, "SELECT COUNT(*) AS n FROM inquiries");
          const response = await post(
            body,
            submissionId?.trim() ? { "Idempotency-Key": submissionId } : {},
          );
          const text = await response.text();
          expect(response.status).toBeLessThan(500);
          expect(response.headers.get("content-type")).toMatch(/^application\/json/);
          expect(text).not.toMatch(/\bat .+:\d+:\d+|node_modules|\.ts:\d+/);
          const after = countRows(app, "SELECT COUNT(*) AS n FROM inquiries");
          const acceptable = isAcceptable(body);
          if (response.status === 200) {
            accepted++;
            expect(acceptable).toBe(true);
          } else {
            expect(after).toBe(before);
            // A valid body may still be refused only for its submission id, never for its content.
            if (acceptable)
              expect(JSON.parse(text)).toMatchObject({
                error: { code: "invalid_submission_id" },
              });
          }
          expect(after - before).toBeLessThanOrEqual(1);
        }),
        { numRuns: 400 },
      );
      expect(accepted).toBeGreaterThan(0);
      expect((await sendInquiry(app, people[0]!)).status).toBe(200);
      expect(app.process.exitCode).toBeNull();
      expect(
        app.logs.filter((line) => line.event === "api.failed" || line.event === "request.failed"),
      ).toEqual([]);
    },
  );

  it("answers a no-JS form post whose body is no form (POST /?index) with a German 400", async () => {
    const before = countRows(app, "SELECT COUNT(*) AS n FROM inquiries");
    for (const [contentType, body] of [
      ["multipart/form-data; boundary=", ""],
      ["multipart/form-data", "firstName=Anna"],
      ["multipart/form-data; boundary=x", "--x\r\nContent-Disposition: form-data\r\n\r\nAnna"],
    ]) {
      const response = await fetch(`${app.url}/?index`, {
        method: "POST",
        headers: { "Content-Type": contentType! },
        body,
      });
      const text = await response.text();
      expect(response.status, contentType).toBe(400);
      expect(text).toContain(
        "Das Formular kam unvollständig an. Bitte fülle es noch einmal aus und sende es erneut.",
      );
    }
    expect(countRows(app, "SELECT COUNT(*) AS n FROM inquiries")).toBe(before);
    expect(app.logs.filter((line) => line.event === "request.failed")).toEqual([]);
  });

  it(
    "answers hostile no-JS form posts (POST /?index) with a redirect or the form again, never a 5xx or silence",
    // 150 hostile posts through React Router's whole form path (a page render each), one after
    // another, each checked in the database.
    { timeout: 180_000 },
    async () => {
      const answers: Record<number, number> = {};
      await fc.assert(
        fc.asyncProperty(
          fc.oneof({ weight: 4, arbitrary: hostileForm }, brokenForm),
          formContentType,
          fc.option(forwardedFor),
          async (body, contentType, forwarded) => {
            const before = countRows(app, "SELECT COUNT(*) AS n FROM inquiries");
            const response = await fetch(`${app.url}/?index`, {
              method: "POST",
              headers: {
                "Content-Type": contentType,
                ...(forwarded !== null ? { "X-Forwarded-For": forwarded } : {}),
              },
              body: typeof body === "string" ? body : new Uint8Array(body),
              redirect: "manual",
              // An answer that never comes fails here, with the request that caused it.
              signal: AbortSignal.timeout(15_000),
            });
            const text = await response.text();
            answers[response.status] = (answers[response.status] ?? 0) + 1;
            expect(response.status).toBeLessThan(500);
            expect(text).not.toMatch(/\bat .+:\d+:\d+|node_modules|\.ts:\d+/);
            const after = countRows(app, "SELECT COUNT(*) AS n FROM inquiries");
            if (response.status === 303) {
              expect(response.headers.get("location")).toBe("/#anfrage-gesendet");
              expect(after - before).toBeLessThanOrEqual(1);
            } else {
              expect([400, 403, 413, 415, 422, 429]).toContain(response.status);
              expect(after).toBe(before);
            }
          },
        ),
        { numRuns: 150 },
      );
      // Not vacuous: some posts were stored, and some were refused.
      expect(answers[303]).toBeGreaterThan(0);
      expect(Object.keys(answers).length).toBeGreaterThan(1);
      const token = await pageFormToken(app);
      const normal = await fetch(`${app.url}/?index`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ ...validForm, formToken: token }).toString(),
        redirect: "manual",
      });
      expect(normal.status).toBe(303);
      expect(app.process.exitCode).toBeNull();
      expect(
        app.logs.filter((line) => line.event === "request.failed" || line.level === "error"),
      ).toEqual([]);
    },
  );

  it("answers hostile form-session requests with a fresh session or a 4xx, never a forged start", async () => {
    const authentic = issueFormSession(sessionSecret, 60, Date.now() - 600_000);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          { weight: 4, arbitrary: foreignTokens.map((token) => `Bearer ${token}`) },
          printableAscii,
          fc.constant(null),
        ),
        fc.option(forwardedFor),
        fc.oneof(fc.string({ maxLength: 200 }), fc.constant("")),
        fc.boolean(),
        async (authorization, forwarded, body, withKey) => {
          const requestedAt = Date.now();
          const response = await fetch(`${app.url}/api/form-session`, {
            method: "POST",
            headers: {
              ...(withKey ? { apikey: apiKey } : {}),
              ...(authorization !== null ? { Authorization: authorization } : {}),
              ...(forwarded !== null ? { "X-Forwarded-For": forwarded } : {}),
            },
            body,
          });
          const text = await response.text();
          expect(response.status).toBeLessThan(500);
          expect(response.headers.get("content-type")).toMatch(/^application\/json/);
          expect(text).not.toMatch(/\bat .+:\d+:\d+|node_modules|\.ts:\d+/);
          if (!withKey) {
            expect(response.status).toBe(401);
            return;
          }
          expect(response.status).toBe(200);
          const { token } = JSON.parse(text) as { token: string };
          const check = verifyFormSession(sessionSecret, token);
          expect(check.ok).toBe(true);
          // Nothing but an authentic token can carry an earlier start into the new session.
          if (check.ok) expect(check.session.startedAt).toBeGreaterThanOrEqual(requestedAt - 50);
        },
      ),
      { numRuns: 300 },
    );
    // The authentic one keeps its start, so the property above is not vacuous.
    const response = await fetch(`${app.url}/api/form-session`, {
      method: "POST",
      headers: { apikey: apiKey, Authorization: `Bearer ${authentic.token}` },
    });
    const { token } = (await response.json()) as { token: string };
    const check = verifyFormSession(sessionSecret, token);
    expect(check.ok && check.session.startedAt).toBe(authentic.session.startedAt);
    expect(app.process.exitCode).toBeNull();
  });

  /** A raw HTTP request whose body arrives in pieces, `gapMs` apart; resolves with the status. */
  function slowPost(body: string, gapMs: number, pieces: number, abandon = false) {
    const url = new URL(app.url);
    return new Promise<number>((resolve, reject) => {
      const socket = connect(Number(url.port), url.hostname);
      let answer = "";
      socket.on("data", (chunk) => (answer += chunk.toString()));
      socket.on("error", reject);
      socket.on("close", () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)));
      socket.write(
        [
          "POST /api/send-contact-email HTTP/1.1",
          `Host: ${url.host}`,
          "Content-Type: application/json",
          `apikey: ${apiKey}`,
          `Authorization: Bearer ${people[0]!.token}`,
          `X-Forwarded-For: ${people[0]!.ip}`,
          `Content-Length: ${Buffer.byteLength(body)}`,
          "Connection: close",
          "",
          "",
        ].join("\r\n"),
      );
      const bytes = Buffer.from(body);
      const size = Math.ceil(bytes.length / pieces);
      let piece = 0;
      const timer = setInterval(() => {
        if (abandon && piece === Math.floor(pieces / 2)) {
          clearInterval(timer);
          socket.destroy();
          return resolve(0);
        }
        socket.write(bytes.subarray(piece * size, (piece + 1) * size));
        if (++piece === pieces) clearInterval(timer);
      }, gapMs);
    });
  }

  it("serves others while bodies trickle in, and shrugs off abandoned ones", async () => {
    const before = countRows(app, "SELECT COUNT(*) AS n FROM inquiries");
    const slow = slowPost(JSON.stringify(validInquiry), 100, 15);
    const abandoned = Array.from({ length: 5 }, () =>
      slowPost(JSON.stringify(validInquiry), 50, 10, true),
    );
    const normal = await submit(app, validInquiry, {
      token: people[0]!.token,
      headers: { "X-Forwarded-For": people[0]!.ip },
    });
    expect(normal.status).toBe(200);
    await Promise.all(abandoned);
    expect(await slow).toBe(200);
    // The normal and the slow one, nothing from the abandoned bodies.
    expect(countRows(app, "SELECT COUNT(*) AS n FROM inquiries")).toBe(before + 2);
    expect((await sendInquiry(app, people[0]!)).status).toBe(200);
  });
});
