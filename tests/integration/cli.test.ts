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

// Every attempt is refused at first, so the mails end up `failed` for `retry` to revive.
const app = forSuite(() =>
  startApp({ smtp: { refuseFirst: 1000 }, env: { MAIL_MAX_ATTEMPTS: "2" } }),
);
const ids: string[] = [];

beforeAll(async () => {
  const inquiries = [
    { ...validInquiry, firstName: "Clara", message: '=HYPERLINK("x")\nzweite, Zeile' },
    { ...validInquiry, firstName: "Dora", package: "essence" },
  ];
  for (const payload of inquiries) {
    const token = await formSession(app);
    const response = await submit(app, payload, { token });
    ids.push(response.body.id);
  }
  await waitFor(
    () =>
      rows<{ n: number }>(app, "SELECT COUNT(*) AS n FROM outbox WHERE status = 'failed'")[0]!.n ===
      4,
    { what: "failed mails" },
  );
});

describe("npm run inquiries", () => {
  it("list shows the inquiries newest first with their mail status", () => {
    const { status, stdout } = cli(app, "list");
    expect(status).toBe(0);
    const lines = stdout.trim().split("\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain(ids[1]!.slice(0, 8));
    expect(lines[0]).toContain("Dora Müller");
    expect(lines[0]).toContain("studio:failed confirmation:failed");
  });

  it("show prints one inquiry in full, found by an id prefix", () => {
    const { status, stdout } = cli(app, "show", ids[0]!.slice(0, 8));
    expect(status).toBe(0);
    expect(stdout).toContain(ids[0]);
    expect(stdout).toContain("Clara Müller");
    expect(stdout).toContain("anna@example.com");
    expect(stdout).toMatch(/mail \d+ studio: failed, 2 attempt\(s\), last error: EENVELOPE 451/);
    expect(cli(app, "show", "nope").status).toBe(1);
  });

  it("export --csv quotes fields and defuses formulas", () => {
    const { status, stdout } = cli(app, "export", "--csv");
    expect(status).toBe(0);
    const lines = stdout.split("\r\n");
    expect(lines[0]).toBe(
      "id,created_at,status,first_name,last_name,email,phone,package,preferred_date,source,installment_info,message,mails",
    );
    expect(stdout).toContain(`"'=HYPERLINK(""x"")\nzweite, Zeile"`);
    expect(stdout).toContain(`${ids[1]},`);
  });

  it("retry --failed queues failed mails again and the server delivers them", async () => {
    app.smtp.refuseNext = 0;
    const { status, stdout } = cli(app, "retry", "--failed");
    expect(status).toBe(0);
    expect(stdout).toContain("4 mail(s) queued");
    await waitFor(() => app.smtp.mails.length === 4, { what: "delivery after retry" });
    expect(cli(app, "retry", "--failed").stdout).toContain("0 mail(s) queued");
    // Sent mails are never queued again.
    expect(cli(app, "retry", ids[0]!).stdout).toContain("0 mail(s) queued");
  });

  it("purge --older-than asks for confirmation, then deletes old inquiries with their mails", () => {
    const db = app.db();
    db.prepare("UPDATE inquiries SET created_at = ? WHERE id = ?").run(
      Date.now() - 40 * 86_400_000,
      ids[0]!,
    );
    db.close();
    // Not a terminal and no --yes: nothing is deleted.
    const unconfirmed = cli(app, "purge", "--older-than", "30");
    expect(unconfirmed.status).toBe(1);
    expect(unconfirmed.stderr).toContain("--yes");
    expect(rows(app, "SELECT id FROM inquiries")).toHaveLength(2);
    expect(cli(app, "purge", "--older-than", "30", "--yes").stdout).toContain("1 inquiry(ies)");
    expect(rows(app, "SELECT id FROM inquiries")).toEqual([{ id: ids[1] }]);
    expect(rows(app, "SELECT id FROM outbox WHERE inquiry_id = ?", ids[0]!)).toEqual([]);
    expect(cli(app, "purge", "--older-than", "soon").status).toBe(1);
  });

  it("explains its usage for unknown commands", () => {
    const { status, stderr } = cli(app, "frobnicate");
    expect(status).toBe(1);
    expect(stderr).toContain("Usage: npm run inquiries");
  });
});
