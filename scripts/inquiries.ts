/**
 * Operator CLI for the stored inquiries (README, "Operating the inquiry backend"):
 *
 *   npm run inquiries -- list
 *   npm run inquiries -- show <id>
 *   npm run inquiries -- export --csv > inquiries.csv
 *   npm run inquiries -- retry <id> | --failed
 *   npm run inquiries -- purge --older-than <days>
 *
 * It works on DATABASE_PATH next to a running server (WAL and a busy timeout make that safe).
 * `retry` only queues mails again; the server's mail worker sends them, so nothing is ever
 * sent by two processes.
 */
import { openDatabase } from "../app/lib/db.server.ts";
import { migrations } from "../app/migrations.server.ts";
import { EnvError, parseEnv } from "../app/lib/env.server.ts";
import {
  getInquiry,
  listInquiries,
  purgeInquiriesBefore,
  type InquiryListing,
} from "../app/inquiry/store.server.ts";
import { requeue } from "../app/inquiry/outbox.server.ts";

const usage = `Usage: npm run inquiries -- <command>
  list                          newest inquiries with their mail status
  show <id>                     one inquiry in full (an id prefix is enough)
  export --csv                  all inquiries as CSV on stdout
  retry <id> | --failed         queue the mails of one inquiry, or all failed mails, again
  purge --older-than <days>     delete inquiries older than <days> days`;

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
    if (args[0] !== "--csv") fail("export needs --csv");
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
    const count = purgeInquiriesBefore(db, Date.now() - days * 86_400_000);
    console.log(`${count} inquiry(ies) older than ${days} day(s) deleted.`);
    break;
  }
  default:
    fail(`Unknown command ${JSON.stringify(command)}.\n\n${usage}`);
}
db.close();
