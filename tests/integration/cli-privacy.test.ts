/**
 * `npm run inquiries -- export|erase --email`: the studio's privacy tools on the command line
 * (docs/decisions/0022), run as the real script against the running server's database, with its
 * mails written as `.eml` files so the erasure has real copies to delete.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import {
  cli,
  formSession,
  rows,
  submit,
  validInquiry,
  waitFor,
} from "#tests/integration/harness.ts";
import { forSuite, startApp } from "#tests/support/app.ts";

const app = forSuite(() => startApp());
let outbox: string;
const greta = {
  ...validInquiry,
  firstName: "Greta",
  lastName: "Geheimrath",
  email: "Greta.Geheim@example.com",
};
const other = {
  ...validInquiry,
  firstName: "Rosa",
  lastName: "Bleibtda",
  email: "rosa@example.org",
};
const ids: string[] = [];
const files = () => (existsSync(outbox) ? readdirSync(outbox) : []);

beforeAll(async () => {
  outbox = app.env.OUTBOX_DIR!;
  for (const payload of [greta, { ...greta, email: "greta.geheim@EXAMPLE.com " }, other]) {
    const response = await submit(app, payload, { token: await formSession(app) });
    expect(response.status).toBe(200);
    ids.push(response.body.id);
  }
  await waitFor(() => files().length === 6, { what: "six .eml copies" });
});

describe("npm run inquiries -- export --email", () => {
  it("prints everything stored about the address as JSON, matched without regard to case", () => {
    const { status, stdout } = cli(app, "export", "--email", "GRETA.geheim@example.com");
    expect(status).toBe(0);
    const document = JSON.parse(stdout) as {
      format: string;
      email: string;
      inquiries: { id: string; lastName: string; mails: { kind: string }[] }[];
      emlFiles: { name: string }[];
    };
    expect(document.format).toBe("atelier-privacy-export");
    expect(document.email).toBe("greta.geheim@example.com");
    expect(document.inquiries.map((inquiry) => inquiry.id)).toEqual([ids[0], ids[1]]);
    expect(document.inquiries[0]!.lastName).toBe("Geheimrath");
    expect(document.inquiries.flatMap((inquiry) => inquiry.mails.map((mail) => mail.kind))).toEqual(
      ["studio", "confirmation", "studio", "confirmation"],
    );
    expect(document.emlFiles).toHaveLength(4);
    expect(stdout).not.toContain("Bleibtda");
  });

  it("says so on stderr when nothing is stored, and refuses a missing or broken address", () => {
    const nothing = cli(app, "export", "--email", "niemand@example.com");
    expect(nothing.status).toBe(0);
    expect(JSON.parse(nothing.stdout)).toMatchObject({ inquiries: [], emlFiles: [] });
    expect(nothing.stderr).toContain("Nothing stored for this address.");
    expect(cli(app, "export", "--email").stderr).toContain("export needs --email <address>");
    expect(cli(app, "export", "--email", "greta").stderr).toContain("Not an e-mail address");
    expect(cli(app, "export").stderr).toContain("export needs --csv or --email <address>");
  });
});

describe("npm run inquiries -- erase --email", () => {
  it("asks for confirmation and deletes nothing without it", () => {
    const unconfirmed = cli(app, "erase", "--email", "greta.geheim@example.com");
    expect(unconfirmed.status).toBe(1);
    expect(unconfirmed.stdout).toContain(ids[0]!.slice(0, 8));
    expect(unconfirmed.stdout).toContain("Greta Geheimrath");
    expect(unconfirmed.stderr).toContain(
      "Delete 2 inquiry(ies), 4 mail(s), 0 note(s) and 4 .eml copy(ies) stored for this address, for good? [y/N]",
    );
    expect(unconfirmed.stderr).toContain("Not a terminal: add --yes to confirm.");
    expect(rows(app, "SELECT id FROM inquiries")).toHaveLength(3);
    expect(files()).toHaveLength(6);
  });

  it("with --yes deletes her inquiries, mails and .eml copies, and leaves her bytes nowhere in the file", () => {
    const erased = cli(app, "erase", "--email", " Greta.Geheim@example.com", "--yes");
    expect(erased.status).toBe(0);
    expect(erased.stdout).toContain(
      "Deleted 2 inquiry(ies), 4 mail(s), 0 note(s) and 4 .eml copy(ies).",
    );
    expect(rows(app, "SELECT id FROM inquiries")).toEqual([{ id: ids[2] }]);
    expect(rows(app, "SELECT inquiry_id FROM outbox").map((row) => Object.values(row!)[0])).toEqual(
      [ids[2], ids[2]],
    );
    expect(files()).toHaveLength(2);
    expect(files().every((name) => name.includes(ids[2]!))).toBe(true);
    // The CLI emptied the WAL itself, next to the running server.
    const file = app.env.DATABASE_PATH!;
    for (const part of [file, `${file}-wal`]) {
      if (!existsSync(part)) continue;
      const bytes = readFileSync(part);
      for (const trace of ["Geheimrath", "Greta.Geheim@example.com", "greta.geheim@EXAMPLE.com"]) {
        expect(bytes.includes(Buffer.from(trace)), `${trace} in ${path.basename(part)}`).toBe(
          false,
        );
      }
    }
    const again = cli(app, "erase", "--email", "greta.geheim@example.com");
    expect(again.status).toBe(0);
    expect(again.stdout).toContain("Nothing stored for this address; nothing deleted.");
  });

  it("records every request in the audit log with channel cli and nothing personal", () => {
    const audit = rows<Record<string, unknown>>(app, "SELECT * FROM privacy_audit ORDER BY id");
    expect(
      audit.map((row) => [row.action, row.channel, row.inquiries, row.mails, row.files]),
    ).toEqual([
      ["export", "cli", 2, 4, 4],
      ["export", "cli", 0, 0, 0],
      ["erase", "cli", 2, 4, 4],
      ["erase", "cli", 0, 0, 0],
    ]);
    const text = JSON.stringify(audit).toLowerCase();
    for (const trace of ["greta", "geheim", "example.com", "niemand", ids[0]!, ids[1]!]) {
      expect(text).not.toContain(trace);
    }
  });
});
