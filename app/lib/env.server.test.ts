import path from "node:path";
import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "#app/lib/env.server.ts";

describe("parseEnv", () => {
  it("runs on embedded defaults, with relative paths inside the project", () => {
    const env = parseEnv({}, "/srv/site");
    expect(env.DATABASE_PATH).toBe(path.resolve("/srv/site", "data/studio.sqlite"));
    expect(env.OUTBOX_DIR).toBe(path.resolve("/srv/site", "data/outbox"));
    expect(env.PORT).toBe(3000);
  });

  it("keeps the galleries' files beside the database unless GALLERIES_DIR says otherwise", () => {
    expect(parseEnv({ DATABASE_PATH: "/var/lib/atelier/studio.sqlite" }).GALLERIES_DIR).toBe(
      "/var/lib/atelier/galleries",
    );
    expect(parseEnv({ GALLERIES_DIR: "bilder" }, "/srv/site").GALLERIES_DIR).toBe(
      path.resolve("/srv/site", "bilder"),
    );
    expect(parseEnv({ GALLERIES_DIR: "/mnt/big/galleries" }).GALLERIES_DIR).toBe(
      "/mnt/big/galleries",
    );
  });

  it("refuses an in-memory database: acknowledged inquiries must survive a restart", () => {
    expect(() => parseEnv({ DATABASE_PATH: ":memory:" })).toThrow(EnvError);
    expect(() => parseEnv({ DATABASE_PATH: ":memory:" })).toThrow(/DATABASE_PATH: must be a file/);
  });

  it("allows push services on this machine only for a site on this machine", () => {
    expect(parseEnv({ PUSH_ALLOW_LOOPBACK: "true" }).PUSH_ALLOW_LOOPBACK).toBe(true);
    expect(() =>
      parseEnv({
        PUSH_ALLOW_LOOPBACK: "true",
        PUBLIC_SITE_URL: "https://atelier.example",
        SESSION_SECRET: "x".repeat(40),
        STUDIO_EMAIL: "hallo@atelier.example",
        MAIL_FROM: "Atelier <website@atelier.example>",
        MAIL_TRANSPORT: "file",
      }),
    ).toThrow(/PUSH_ALLOW_LOOPBACK: lets browsers point the server at its own machine/);
  });

  it("names every offending variable at once", () => {
    expect(() => parseEnv({ PORT: "seventy", SMTP_URL: "http://mail.example.com" })).toThrow(
      /PORT: .*\n.*SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/,
    );
  });
});
