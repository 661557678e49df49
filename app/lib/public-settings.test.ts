import { describe, expect, it } from "vitest";
import { developmentApiKey } from "#app/lib/api-key.ts";
import { parsePublicSettings, PublicSettingsError } from "#app/lib/public-settings.ts";

describe("build-time public settings", () => {
  it("keep only the origin of a valid http(s) site URL", () => {
    const parse = (url: string) => parsePublicSettings({ PUBLIC_SITE_URL: url }).siteUrl;
    expect(parse("https://studio.example/some/path/")).toBe("https://studio.example");
    expect(parse("http://127.0.0.1:4250")).toBe("http://127.0.0.1:4250");
  });

  it("take the development defaults when unset or empty", () => {
    for (const raw of [{}, { PUBLIC_SITE_URL: "", PUBLIC_API_KEY: "", RETENTION_DAYS: "" }]) {
      expect(parsePublicSettings(raw)).toEqual({
        siteUrl: "http://localhost:3000",
        apiKey: developmentApiKey,
        retentionDays: 180,
      });
    }
  });

  it("refuse a bad value with a message naming the variable, instead of a silent default", () => {
    for (const [raw, name] of [
      [{ PUBLIC_SITE_URL: "ftp://studio.example" }, "PUBLIC_SITE_URL"],
      [{ PUBLIC_SITE_URL: "not a url" }, "PUBLIC_SITE_URL"],
      [{ PUBLIC_API_KEY: "short" }, "PUBLIC_API_KEY"],
      [{ RETENTION_DAYS: "0" }, "RETENTION_DAYS"],
      [{ RETENTION_DAYS: "30 days" }, "RETENTION_DAYS"],
    ] as const) {
      expect(() => parsePublicSettings(raw), name).toThrow(PublicSettingsError);
      expect(() => parsePublicSettings(raw), name).toThrow(new RegExp(`^${name} `));
    }
    expect(parsePublicSettings({ RETENTION_DAYS: "30" }).retentionDays).toBe(30);
  });
});
