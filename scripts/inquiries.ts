/**
 * Operator CLI for the stored inquiries (docs/inquiry.md, "The operator CLI"):
 *
 *   npm run inquiries -- list
 *   npm run inquiries -- show <id>
 *   npm run inquiries -- export --csv > inquiries.csv
 *   npm run inquiries -- export --email <address> > daten.json
 *   npm run inquiries -- erase --email <address> [--yes]
 *   npm run inquiries -- retry <id> | --failed
 *   npm run inquiries -- purge --older-than <days> [--yes]
 *
 * It works on DATABASE_PATH next to a running server (WAL and a busy timeout make that safe).
 * `retry` only queues mails again; the server's mail worker sends them, so nothing is ever
 * sent by two processes. `export --email` and `erase --email` are the studio's privacy tools
 * (app/studio/privacy/, docs/decisions/0022), recorded in the same audit log.
 */
import { createInterface } from "node:readline/promises";
import { openDatabase } from "#app/lib/db.server.ts";
import { migrations } from "#app/migrations.server.ts";
import { EnvError, parseEnv } from "#app/lib/env.server.ts";
import {
  getInquiry,
  listInquiries,
  deleteEmlCopies,
  purgeInquiriesBefore,
  type InquiryListing,
} from "#app/inquiry/store/store.server.ts";
import { requeue } from "#app/inquiry/mail/outbox.server.ts";
import { journalErasure } from "#app/backup/erasure-journal.server.ts";
import { normalizeAddress } from "#app/studio/privacy/schema.ts";
import { erasePerson } from "#app/studio/privacy/erase.server.ts";
import { exportPerson } from "#app/studio/privacy/export.server.ts";
import { summarizePerson, type PersonCounts } from "#app/studio/privacy/person.server.ts";

const usage = `Usage: npm run inquiries -- <command>
  list                          newest inquiries with their mail status
  show <id>                     one inquiry in full (an id prefix is enough)
  export --csv                  all inquiries as CSV on stdout
  export --email <address>      everything stored about one person as JSON on stdout
                                (DSGVO Art. 15; recorded in the audit log)
  retry <id> | --failed         queue the mails of one inquiry, or all failed mails, again
  purge --older-than <days> [--yes]
                                delete inquiries older than <days> days and their .eml copies
                                (asks first; --yes confirms; undelivered ones are kept)
  erase --email <address> [--yes]
                                delete everything stored about one person: inquiries, notes,
                                mails, .eml copies (DSGVO Art. 17; asks first; --yes confirms;
                                recorded in the audit log)`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const dateTime = new Intl.DateTimeFormat("de-DE", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Europe/Berlin",
});
const when = (ms: number) => dateTime.format(new Date(ms));

function mailState(inquiry: InquiryListing): string {
  if (inquiry.status === "spam") return `spam (${inquiry.spamReason})`;
  return inquiry.mails.map((mail) => `${mail.kind}:${mail.status}`).join(" ");
}

/** RFC 4180 quoting; a leading = + - @ is defused so spreadsheets never run a cell as formula. */
function csvCell(value: string | number | boolean | null): string {
  let text = value === null ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The address after `--email`, or a clear refusal. */
function emailArgument(args: string[], command: string): string {
  const at = args.indexOf("--email");
  const value = at >= 0 ? args[at + 1] : undefined;
  if (value === undefined) fail(`${command} needs --email <address>`);
  const address = normalizeAddress(value);
  if (!address) fail(`Not an e-mail address: ${JSON.stringify(value)}`);
  return address;
}

const amounts = (counts: PersonCounts) =>
  `${counts.inquiries} inquiry(ies), ${counts.mails} mail(s), ${counts.notes} note(s) and ${counts.files} .eml copy(ies)`;

const held = {
  sending: "A mail of this person is being sent right now; try again in a minute.",
  busy: "The database stayed locked by another process; try again.",
};

let env;
try {
  env = parseEnv();
} catch (error) {
  fail(error instanceof EnvError ? error.message : String(error));
}
const [command, ...args] = process.argv.slice(2);
if (!command || command === "help" || command === "--help") {
  console.log(usage);
  process.exit(command ? 0 : 1);
}
const db = openDatabase(env.DATABASE_PATH, {
  migrations,
  busyTimeoutMs: env.DATABASE_BUSY_TIMEOUT_MS,
});
const privacy = () => ({
  db,
  clock: Date.now,
  emlDir: env.OUTBOX_DIR,
  journalErasure: (address: string, at: number) =>
    journalErasure(env.ERASURE_JOURNAL_DIR, address, at),
});

switch (command) {
  case "list": {
    const inquiries = listInquiries(db);
    if (!inquiries.length) console.log("No inquiries.");
    for (const inquiry of inquiries) {
      console.log(
        [
          inquiry.id.slice(0, 8),
          when(inquiry.createdAt),
          `${inquiry.firstName} ${inquiry.lastName}`,
          inquiry.package,
          mailState(inquiry),
        ].join("  "),
      );
    }
    break;
  }
  case "show": {
    const inquiry = args[0] ? getInquiry(db, args[0]) : null;
    if (!inquiry) fail(`No single inquiry matches ${JSON.stringify(args[0] ?? "")}.`);
    const lines: [string, string | number | boolean | null][] = [
      ["id", inquiry.id],
      ["received", when(inquiry.createdAt)],
      ["status", inquiry.status + (inquiry.spamReason ? ` (${inquiry.spamReason})` : "")],
      ["channel", inquiry.channel],
      ["name", `${inquiry.firstName} ${inquiry.lastName}`],
      ["email", inquiry.email],
      ["phone", inquiry.phone],
      ["package", inquiry.package],
      ["preferred date", inquiry.preferredDate],
      ["source", inquiry.source],
      ["installment info", inquiry.installmentInfo],
    ];
    for (const [label, value] of lines) console.log(`${`${label}:`.padEnd(18)}${value ?? "–"}`);
    console.log(`\nmessage:\n${inquiry.message}\n`);
    for (const mail of inquiry.mails) {
      const sent = mail.sentAt ? ` at ${when(mail.sentAt)}` : "";
      const error = mail.lastError ? `, last error: ${mail.lastError}` : "";
      console.log(
        `mail ${mail.id} ${mail.kind}: ${mail.status}${sent}, ${mail.attempts} attempt(s)${error}`,
      );
    }
    break;
  }
  case "export": {
    if (args[0] === "--email") {
      const result = await exportPerson(privacy(), emailArgument(args, "export"), "cli");
      if (!result.ok) fail(held[result.reason]);
      process.stdout.write(`${JSON.stringify(result.document, null, 2)}\n`);
      if (!result.document.inquiries.length) console.error("Nothing stored for this address.");
      break;
    }
    if (args[0] !== "--csv") fail("export needs --csv or --email <address>");
    const columns = [
      "id",
      "created_at",
      "status",
      "first_name",
      "last_name",
      "email",
      "phone",
      "package",
      "preferred_date",
      "source",
      "installment_info",
      "message",
      "mails",
    ];
    const rows = listInquiries(db).map((inquiry) =>
      [
        inquiry.id,
        new Date(inquiry.createdAt).toISOString(),
        inquiry.status,
        inquiry.firstName,
        inquiry.lastName,
        inquiry.email,
        inquiry.phone,
        inquiry.package,
        inquiry.preferredDate,
        inquiry.source,
        inquiry.installmentInfo,
        inquiry.message,
        mailState(inquiry),
      ]
        .map(csvCell)
        .join(","),
    );
    process.stdout.write([columns.join(","), ...rows].join("\r\n") + "\r\n");
    break;
  }
  case "retry": {
    const target = args[0];
    if (!target) fail("retry needs an inquiry id or --failed");
    let count: number;
    if (target === "--failed") {
      count = requeue(db, "failed", Date.now());
    } else {
      const inquiry = getInquiry(db, target);
      if (!inquiry) fail(`No single inquiry matches ${JSON.stringify(target)}.`);
      count = requeue(db, { inquiryId: inquiry.id }, Date.now());
    }
    console.log(`${count} mail(s) queued; the running server delivers them.`);
    break;
  }
  case "purge": {
    const days = Number(args[1]);
    if (args[0] !== "--older-than" || !Number.isInteger(days) || days < 0) {
      fail("purge needs --older-than <days> (a whole number)");
    }
    const cutoff = Date.now() - days * 86_400_000;
    const due = db.prepare("SELECT COUNT(*) AS n FROM inquiries WHERE created_at < ?").get(cutoff);
    const count = Number(due?.n ?? 0);
    if (count && !args.includes("--yes")) {
      const question = `Delete ${count} inquiry(ies) older than ${days} day(s) for good? [y/N] `;
      if (!process.stdin.isTTY) fail(`${question}\nNot a terminal: add --yes to confirm.`);
      const readline = createInterface({ input: process.stdin, output: process.stdout });
      const answer = await readline.question(question);
      readline.close();
      if (!/^(y|yes|j|ja)$/i.test(answer.trim())) fail("Nothing deleted.");
    }
    const { ids, kept } = purgeInquiriesBefore(db, cutoff);
    const files = deleteEmlCopies(env.OUTBOX_DIR, ids);
    console.log(
      `${ids.length} inquiry(ies) older than ${days} day(s) deleted, with ${files} .eml copy(ies).`,
    );
    if (kept) {
      console.error(
        `${kept} older inquiry(ies) kept: the studio never received them (see list, then retry).`,
      );
    }
    break;
  }
  case "erase": {
    const address = emailArgument(args, "erase");
    const deps = privacy();
    const summary = summarizePerson(deps, address);
    if (summary.counts.inquiries && !args.includes("--yes")) {
      for (const inquiry of summary.inquiries) {
        console.log(
          [
            inquiry.id.slice(0, 8),
            when(inquiry.createdAt),
            `${inquiry.firstName} ${inquiry.lastName}`,
            inquiry.package,
          ].join("  "),
        );
      }
      const unsent = summary.counts.unsentMails;
      const question = `Delete ${amounts(summary.counts)}${
        unsent ? ` (${unsent} mail(s) not delivered yet, never to be sent)` : ""
      } stored for this address, for good? [y/N] `;
      if (!process.stdin.isTTY) fail(`${question}\nNot a terminal: add --yes to confirm.`);
      const readline = createInterface({ input: process.stdin, output: process.stdout });
      const answer = await readline.question(question);
      readline.close();
      if (!/^(y|yes|j|ja)$/i.test(answer.trim())) fail("Nothing deleted.");
    }
    const result = await erasePerson(deps, address, "cli");
    if (!result.ok) fail(`${held[result.reason]} Nothing deleted.`);
    console.log(
      result.audit.inquiries
        ? `Deleted ${amounts(result.audit)}.`
        : "Nothing stored for this address; nothing deleted.",
    );
    if (result.filesLeft) {
      fail(`${result.filesLeft} .eml copy(ies) in ${env.OUTBOX_DIR} could not be deleted.`);
    }
    if (!result.checkpointed) {
      console.error(
        "The database's write-ahead log is still in use; SQLite empties it with its next checkpoint.",
      );
    }
    break;
  }
  default:
    fail(`Unknown command ${JSON.stringify(command)}.\n\n${usage}`);
}
db.close();
