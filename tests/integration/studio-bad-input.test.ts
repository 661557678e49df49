/**
 * Parameters no page of the studio sends, against the production server: a month no calendar can
 * show, a form field name nested thousands of levels deep. Refused or ignored, never a 5xx, and
 * the server answers normally right after.
 */
import { describe, expect, it } from "vitest";
import { signInByEml, studioFetch } from "#tests/integration/studio-harness.ts";
import { forSuite, startApp } from "#tests/support/app.ts";

const app = forSuite(async () => {
  const started = await startApp({ studio: true });
  return Object.assign(started, { session: await signInByEml(started) });
});

describe("the calendar", () => {
  it("shows this month for a month it cannot show, instead of failing", async () => {
    const thisMonth = await studioFetch(app, "/studio/kalender", { cookie: app.session });
    expect(thisMonth.status).toBe(200);
    const title = (html: string) => /id="month-title"[^>]*>([^<]+)</.exec(html)?.[1];
    const current = title(await thisMonth.text());
    expect(current).toMatch(/\d{4}$/);
    for (const month of ["9999-12", "0000-01", "2026-13", "1900-01"]) {
      const response = await studioFetch(app, `/studio/kalender?monat=${month}`, {
        cookie: app.session,
      });
      expect(response.status, month).toBe(200);
      expect(title(await response.text()), month).toBe(current);
    }
  });
});

describe("the website editor", () => {
  it("ignores a field name nested 50,000 levels deep, and saves the rest", async () => {
    for (const name of [
      `home.${"a.".repeat(50_000)}b`,
      `home.faq.items.${"0.".repeat(50_000)}answer`,
    ]) {
      for (const intent of ["autosave", "save"]) {
        const response = await studioFetch(app, "/studio/website/startseite", {
          cookie: app.session,
          form: { intent, [name]: "x", "home.hero.tagline": "Neu" },
        });
        expect(response.status, intent).toBeLessThan(500);
      }
    }
    // The server is well and the editor still answers.
    const page = await studioFetch(app, "/studio/website/startseite", { cookie: app.session });
    expect(page.status).toBe(200);
  });
});
