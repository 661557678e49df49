/**
 * Privacy on request through the studio's pages (issue 16; docs/decisions/0022), against the
 * production server with its mails written as `.eml` files (no SMTP_URL), so the erasure has real
 * copies to delete: the export downloads everything about one address, the erasure asks first,
 * then leaves nothing of her in the database file, the outbox folder or the server's memory, and
 * the audit log names no one.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { formSession, rows, submit, validInquiry, waitFor } from "#tests/integration/harness.ts";
import { signInByEml, studioFetch } from "#tests/integration/studio-harness.ts";
import { forSuite, startApp } from "#tests/support/app.ts";

// One confirmation per address a day: the erasure must make the server forget Paula's.
const app = forSuite(() => startApp({ studio: true, env: { CONFIRMATION_MAILS_PER_DAY: "1" } }));
let session: string;
let outbox: string;
const paula = {
  ...validInquiry,
  firstName: "Paula",
  lastName: "Privatissima",
  email: "Paula.Privat@example.com",
  message: "Bitte diskret behandeln, Stichwort Mondschein.",
};
const other = {
  ...validInquiry,
  firstName: "Rosa",
  lastName: "Bleibtda",
  email: "rosa@example.org",
};
const ids: Record<string, string> = {};

const files = () => (existsSync(outbox) ? readdirSync(outbox) : []);

async function send(payload: typeof paula) {
  const response = await submit(app, payload, { token: await formSession(app) });
  expect(response.status).toBe(200);
  return response.body.id as string;
}

beforeAll(async () => {
  outbox = app.env.OUTBOX_DIR!;
  session = await signInByEml(app);
  ids.paula = await send(paula);
  ids.other = await send(other);
  await waitFor(
    () => files().filter((name) => /-(studio|confirmation)\.eml$/.test(name)).length === 4,
    {
      what: "both inquiries' .eml copies",
    },
  );
  const db = app.db();
  db.prepare("INSERT INTO inquiry_notes (inquiry_id, created_at, body) VALUES (?, ?, ?)").run(
    ids.paula!,
    Date.now(),
    "Notiz zu Paula: Vorgespräch Dienstag.",
  );
  db.close();
});

/** A page's HTML, with the no-break spaces between numbers and words as plain spaces. */
const readable = (html: string) => html.replace(/\u00a0/g, " ");

const page = async (path: string) => {
  const response = await studioFetch(app, path, { cookie: session });
  expect(response.status, path).toBe(200);
  return readable(await response.text());
};

describe("Daten exportieren", () => {
  it("downloads everything stored about the address as a JSON file, matched without regard to case", async () => {
    const response = await studioFetch(app, "/studio/datenschutz/export", {
      cookie: session,
      form: { email: "  paula.PRIVAT@example.com " },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="daten-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
    const document = (await response.json()) as {
      email: string;
      inquiries: {
        id: string;
        lastName: string;
        message: string;
        notes: { body: string }[];
        mails: { kind: string; recipient: string; textBody: string }[];
      }[];
      emlFiles: { name: string }[];
    };
    expect(document.email).toBe("paula.privat@example.com");
    expect(document.inquiries.map((inquiry) => [inquiry.id, inquiry.lastName])).toEqual([
      [ids.paula, "Privatissima"],
    ]);
    const [inquiry] = document.inquiries;
    expect(inquiry!.message).toBe(paula.message);
    expect(inquiry!.notes.map((note) => note.body)).toEqual([
      "Notiz zu Paula: Vorgespräch Dienstag.",
    ]);
    expect(inquiry!.mails.map((mail) => [mail.kind, mail.recipient])).toEqual([
      ["studio", "studio@example.com"],
      ["confirmation", paula.email],
    ]);
    expect(inquiry!.mails[0]!.textBody).toContain("Privatissima");
    expect(document.emlFiles.map((file) => file.name).sort()).toEqual(
      files()
        .filter((name) => name.includes(ids.paula!))
        .sort(),
    );
    expect(JSON.stringify(document)).not.toContain("Bleibtda");
  });

  it("makes no file for an address with nothing stored, and says so on the page", async () => {
    const response = await studioFetch(app, "/studio/datenschutz/export", {
      cookie: session,
      form: { email: "niemand@example.com" },
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/studio/datenschutz?export=empty");
    expect(await page("/studio/datenschutz?export=empty")).toContain(
      "Zu der eingegebenen Adresse ist nichts gespeichert.",
    );
    const invalid = await studioFetch(app, "/studio/datenschutz/export", {
      cookie: session,
      form: { email: "paula" },
    });
    expect(invalid.headers.get("location")).toBe("/studio/datenschutz?export=invalid");
  });
});

describe("Daten löschen", () => {
  it("refuses what cannot be an address with a German message", async () => {
    const response = await studioFetch(app, "/studio/datenschutz", {
      cookie: session,
      form: { email: "  ", intent: "preview" },
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Bitte eine vollständige E-Mail-Adresse eingeben.");
  });

  it("shows what would be deleted and deletes nothing before the confirmation", async () => {
    const response = await studioFetch(app, "/studio/datenschutz", {
      cookie: session,
      form: { email: "PAULA.privat@example.com", intent: "preview" },
    });
    expect(response.status).toBe(200);
    const html = readable(await response.text());
    expect(html).toContain("Daten endgültig löschen?");
    expect(html).toContain("1 Anfrage, 2 E-Mails, 1 Notiz, 2 .eml-Kopien");
    expect(html).toContain("Privatissima");
    expect(html).toMatch(
      /<button(?=[^>]*name="intent")(?=[^>]*value="erase")[^>]*>Endgültig löschen</,
    );
    expect(rows(app, "SELECT id FROM inquiries WHERE id = ?", ids.paula!)).toHaveLength(1);
  });

  it("after the confirmation leaves nothing of her in the database file, the outbox folder or the server's memory", async () => {
    const response = await studioFetch(app, "/studio/datenschutz", {
      cookie: session,
      form: { email: "paula.privat@example.com", intent: "erase" },
    });
    expect(response.status).toBe(302);
    const location = response.headers.get("location")!;
    expect(location).toMatch(/^\/studio\/datenschutz\?geloescht=\d+$/);
    expect(await page(location)).toContain(
      "Gelöscht: 1 Anfrage, 2 E-Mails, 1 Notiz, 2 .eml-Kopien.",
    );

    for (const table of ["inquiries", "outbox", "inquiry_notes", "inquiry_events"]) {
      const left = JSON.stringify(rows(app, `SELECT * FROM ${table}`));
      for (const trace of [ids.paula!, "Privatissima", "paula.privat", "Mondschein"]) {
        expect(left.toLowerCase(), `${trace} in ${table}`).not.toContain(trace.toLowerCase());
      }
    }
    expect(rows(app, "SELECT id FROM inquiries")).toEqual([{ id: ids.other }]);
    expect(files().filter((name) => name.includes(ids.paula!))).toEqual([]);
    expect(files().filter((name) => name.includes(ids.other!))).toHaveLength(2);
    // The running server emptied its WAL itself: no checkpoint from here.
    const file = app.env.DATABASE_PATH!;
    for (const part of [file, `${file}-wal`]) {
      if (!existsSync(part)) continue;
      const bytes = readFileSync(part);
      for (const trace of ["Privatissima", "Paula.Privat@example.com", "Mondschein"]) {
        expect(bytes.includes(Buffer.from(trace)), `${trace} in ${path.basename(part)}`).toBe(
          false,
        );
      }
    }

    // Her confirmation count is forgotten too: a new inquiry gets its confirmation (the cap is
    // one a day), where Rosa's second one does not.
    ids.again = await send(paula);
    await send(other);
    await waitFor(() => files().some((name) => name.includes(`${ids.again}-confirmation`)), {
      what: "the new confirmation's .eml",
    });
    await waitFor(() => app.logs.find((line) => line.event === "inquiry.confirmation_capped"), {
      what: "Rosa's capped confirmation",
    });
    expect(
      app.logs.filter((line) => line.event === "inquiry.confirmation_capped").map((l) => l.id),
    ).not.toContain(ids.again);
  });

  it("answers an address with nothing stored at once, without a confirmation", async () => {
    const response = await studioFetch(app, "/studio/datenschutz", {
      cookie: session,
      form: { email: "niemand@example.com", intent: "preview" },
    });
    expect(response.status).toBe(302);
    expect(await page(response.headers.get("location")!)).toContain(
      "Zu dieser Adresse war nichts gespeichert. Es wurde nichts gelöscht.",
    );
  });
});

describe("the audit log", () => {
  it("lists every request on the page and holds nothing personal, nor do the server's logs", async () => {
    const audit = rows<Record<string, unknown>>(app, "SELECT * FROM privacy_audit ORDER BY id");
    expect(audit.map((row) => [row.action, row.channel, row.inquiries, row.files])).toEqual([
      ["export", "studio", 1, 2],
      ["export", "studio", 0, 0],
      ["erase", "studio", 1, 2],
      ["erase", "studio", 0, 0],
    ]);
    const html = await page("/studio/datenschutz");
    expect(html).toContain("Protokoll");
    expect(html.match(/>Löschung<\/span>/g)).toHaveLength(2);
    expect(html.match(/>Export<\/span>/g)).toHaveLength(2);
    const privacyLogs = app.logs.filter((line) => line.event.startsWith("privacy."));
    expect(privacyLogs.map((line) => line.event)).toEqual([
      "privacy.exported",
      "privacy.exported",
      "privacy.erased",
      "privacy.erased",
    ]);
    const text = JSON.stringify([audit, privacyLogs]).toLowerCase();
    for (const trace of ["paula", "privatissima", "example.com", ids.paula!, "niemand"]) {
      expect(text).not.toContain(trace.toLowerCase());
    }
  });
});
