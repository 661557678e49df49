/**
 * Many realistic inquiries at once, straight into a database (one transaction), for the inbox's
 * scale tests and `npm run bench:studio`: varied names, the live release's packages, sources,
 * stages, some spam, preferred dates across the coming months, arrivals spread over the last 180
 * days, and the history an inquiry page shows (its two mails, stage changes, a reply with its
 * outbox row, notes). Every seeded inquiry's id starts with `idPrefix` and its address ends in
 * `@seed.example.com`, so a test can remove exactly what it added (`removeSeededInquiries`).
 */
import type { DatabaseSync } from "node:sqlite";

export const seedEmailDomain = "seed.example.com";

const firstNames = [
  "Anna",
  "Lea",
  "Sophie",
  "Marie",
  "Laura",
  "Julia",
  "Lena",
  "Katharina",
  "Sarah",
  "Hannah",
  "Johanna",
  "Clara",
  "Emilia",
  "Charlotte",
  "Mia",
  "Franziska",
  "Theresa",
  "Nina",
  "Miriam",
  "Isabel",
  "Jana",
  "Vanessa",
  "Carolin",
  "Eva",
  "Luise",
  "Greta",
  "Ines",
  "Selin",
  "Aylin",
  "Zoë",
];
const lastNames = [
  "Müller",
  "Schmidt",
  "Schneider",
  "Fischer",
  "Weber",
  "Meyer",
  "Wagner",
  "Becker",
  "Schulz",
  "Hoffmann",
  "Koch",
  "Richter",
  "Klein",
  "Wolf",
  "Schröder",
  "Neumann",
  "Schwarz",
  "Braun",
  "Zimmermann",
  "Hartmann",
  "Krüger",
  "Lange",
  "Werner",
  "Krause",
  "Lehmann",
  "Köhler",
  "Yilmaz",
  "Nowak",
  "Jansen",
  "Dubois",
];
const sources = ["instagram", "recommendation", "google", "returning", "other"];
const messages = [
  "Ich möchte mir zum Geburtstag etwas gönnen und würde gern mehr über den Ablauf erfahren.",
  "Ein Geschenk für meinen Mann zum Hochzeitstag. Am liebsten vormittags.",
  "Ich bin etwas nervös, habe aber schon lange Lust auf ein Shooting. Wie läuft die Vorbereitung ab?",
  "Nach der Schwangerschaft möchte ich mich wieder schön fühlen. Gibt es Termine am Samstag?",
  "Meine Freundin war begeistert von ihrem Shooting bei dir. Ich hätte gern einen Termin im Winter.",
];
const day = 86_400_000;

/** A small deterministic generator: the same seed gives the same inquiries. */
function random(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4_294_967_296;
  };
}

/** The live release's package ids (the studio's e2e server and the bench have one). */
export function livePackageIds(db: DatabaseSync): string[] {
  const row = db
    .prepare(
      `SELECT content FROM site_releases
       WHERE id = (SELECT live_release FROM site_state WHERE id = 1)`,
    )
    .get() as { content: string } | undefined;
  const items = row
    ? (JSON.parse(row.content) as { home?: { packages?: { items?: { id: string }[] } } }).home
        ?.packages?.items
    : undefined;
  const ids = items?.map((item) => item.id) ?? [];
  return ids.length ? [...ids, "unsure"] : ["lumiere", "signature", "unsure"];
}

const pad = (n: number) => String(n).padStart(2, "0");
/** "24.12.2026", as the inquiry form stores a preferred date. */
const germanDay = (ms: number) => {
  const date = new Date(ms);
  return `${pad(date.getUTCDate())}.${pad(date.getUTCMonth() + 1)}.${date.getUTCFullYear()}`;
};

export type SeedOptions = {
  count: number;
  /** "now" for the spread of arrival and preferred dates. */
  now?: number;
  idPrefix?: string;
  seed?: number;
  packages?: string[];
};

/** Inserts `count` inquiries with their history; returns their ids, newest first. */
export function seedInquiries(db: DatabaseSync, options: SeedOptions): string[] {
  const { count, now = Date.now(), idPrefix = "seed-", seed = 29 } = options;
  const next = random(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const packages = options.packages ?? livePackageIds(db);
  const insertInquiry = db.prepare(
    `INSERT INTO inquiries (id, created_at, status, spam_reason, channel, first_name, last_name,
       email, phone, package, preferred_date, message, source, installment_info, stage)
     VALUES (?, ?, ?, ?, 'api', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertMail = db.prepare(
    `INSERT INTO outbox (inquiry_id, kind, status, message_id, recipient, subject, text_body,
       html_body, next_attempt_at, sent_at, created_at)
     VALUES (?, ?, 'sent', ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertEvent = db.prepare(
    "INSERT INTO inquiry_events (inquiry_id, at, type, data) VALUES (?, ?, ?, ?)",
  );
  const insertNote = db.prepare(
    "INSERT INTO inquiry_notes (inquiry_id, created_at, body) VALUES (?, ?, ?)",
  );
  const ids: { id: string; at: number }[] = [];
  db.exec("BEGIN IMMEDIATE");
  try {
    for (let i = 0; i < count; i += 1) {
      const id = `${idPrefix}${String(i).padStart(5, "0")}`;
      const at = now - Math.floor(next() * 180 * day) - 60_000;
      const firstName = pick(firstNames);
      const lastName = pick(lastNames);
      const email = `${firstName}.${lastName}.${i}@${seedEmailDomain}`
        .toLowerCase()
        .normalize("NFD")
        .replace(/[^a-z0-9.@-]/g, "");
      const spam = next() < 0.06;
      const roll = next();
      const stage = spam
        ? "new"
        : roll < 0.3
          ? "new"
          : roll < 0.65
            ? "answered"
            : roll < 0.85
              ? "booked"
              : "declined";
      const preferred = next() < 0.2 ? null : germanDay(now + Math.floor(next() * 300 - 20) * day);
      insertInquiry.run(
        id,
        at,
        spam ? "spam" : "received",
        spam ? "honeypot" : null,
        firstName,
        lastName,
        email,
        next() < 0.5 ? `+49 241 ${String(5_550_000 + i)}` : null,
        pick(packages),
        preferred,
        pick(messages),
        pick(sources),
        next() < 0.3 ? 1 : 0,
        stage,
      );
      ids.push({ id, at });
      if (spam) continue;
      for (const kind of ["studio", "confirmation"]) {
        insertMail.run(
          id,
          kind,
          `<${kind}-${id}@seed.example.com>`,
          kind === "studio" ? "studio@example.com" : email,
          kind === "studio" ? `Neue Anfrage von ${firstName} ${lastName}` : "Deine Anfrage",
          "Text",
          "<p>Text</p>",
          at,
          at + 5_000,
          at,
        );
      }
      if (stage !== "new") {
        const replyAt = at + Math.floor(next() * 2 * day) + 3_600_000;
        const mail = insertMail.run(
          id,
          "reply",
          `<reply-${id}@seed.example.com>`,
          email,
          `Deine Anfrage für ein Shooting`,
          `Hallo ${firstName},\n\nvielen Dank für deine Anfrage. Gern schlage ich dir einen Termin vor.\n\nHerzliche Grüße`,
          "<p>Hallo</p>",
          replyAt,
          replyAt + 5_000,
          replyAt,
        );
        insertEvent.run(
          id,
          replyAt,
          "reply_queued",
          JSON.stringify({ mailId: Number(mail.lastInsertRowid) }),
        );
        insertEvent.run(
          id,
          replyAt,
          "stage_changed",
          JSON.stringify({ from: "new", to: "answered" }),
        );
        if (stage !== "answered") {
          insertEvent.run(
            id,
            replyAt + day,
            "stage_changed",
            JSON.stringify({ from: "answered", to: stage }),
          );
        }
      }
      if (next() < 0.3) {
        insertNote.run(id, at + 7_200_000, "Hat am Telefon nach Terminen im Frühjahr gefragt.");
        insertEvent.run(id, at + 7_200_000, "note_added", "{}");
      }
    }
    db.exec("COMMIT");
  } catch (error) {
    if (db.isTransaction) db.exec("ROLLBACK");
    throw error;
  }
  return ids.sort((a, b) => b.at - a.at).map((entry) => entry.id);
}

/** Removes every seeded inquiry (their mails, events and notes go with them: ON DELETE CASCADE). */
export function removeSeededInquiries(db: DatabaseSync, idPrefix = "seed-"): number {
  return Number(
    db
      .prepare("DELETE FROM inquiries WHERE id LIKE ? AND email LIKE ?")
      .run(`${idPrefix}%`, `%@${seedEmailDomain}`).changes,
  );
}
