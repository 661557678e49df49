/**
 * The database schema of the whole app (one SQLite file that every feature shares), one
 * migration per entry, oldest first. Passed to `openDatabase` by app/app.server.ts and by the
 * operator CLI (plain Node, so this module imports nothing).
 *
 * Append only: a released migration is never edited, a new one is added instead.
 */
export const migrations: readonly string[] = [
  `CREATE TABLE inquiries (
     id TEXT PRIMARY KEY,
     submission_id TEXT UNIQUE,
     created_at INTEGER NOT NULL,
     status TEXT NOT NULL CHECK (status IN ('received', 'spam')),
     spam_reason TEXT,
     channel TEXT NOT NULL,
     first_name TEXT NOT NULL,
     last_name TEXT NOT NULL,
     email TEXT NOT NULL,
     phone TEXT,
     package TEXT NOT NULL,
     preferred_date TEXT,
     message TEXT NOT NULL,
     source TEXT NOT NULL,
     installment_info INTEGER NOT NULL
   );
   CREATE INDEX inquiries_created_at ON inquiries (created_at);
   CREATE TABLE outbox (
     id INTEGER PRIMARY KEY,
     inquiry_id TEXT NOT NULL REFERENCES inquiries (id) ON DELETE CASCADE,
     kind TEXT NOT NULL CHECK (kind IN ('studio', 'confirmation')),
     status TEXT NOT NULL DEFAULT 'pending'
       CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
     message_id TEXT NOT NULL,
     recipient TEXT NOT NULL,
     reply_to TEXT,
     subject TEXT NOT NULL,
     text_body TEXT NOT NULL,
     html_body TEXT NOT NULL,
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at INTEGER NOT NULL,
     last_error TEXT,
     sent_at INTEGER,
     created_at INTEGER NOT NULL,
     UNIQUE (inquiry_id, kind)
   );
   CREATE INDEX outbox_due ON outbox (status, next_attempt_at);`,
];
