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
  // 2. The outbox holds every mail the app sends, not only an inquiry's two: mails without an
  // inquiry (the studio's sign-in link) and more kinds (the studio's replies, several per
  // inquiry). SQLite cannot change a CHECK or drop a UNIQUE in place, so the table is rebuilt
  // with every row and id kept; an inquiry still has at most one studio mail and one confirmation.
  `CREATE TABLE outbox_v2 (
     id INTEGER PRIMARY KEY,
     inquiry_id TEXT REFERENCES inquiries (id) ON DELETE CASCADE,
     kind TEXT NOT NULL CHECK (kind IN ('studio', 'confirmation', 'reply', 'sign_in_link')),
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
     CHECK (inquiry_id IS NOT NULL OR kind = 'sign_in_link')
   );
   INSERT INTO outbox_v2 (id, inquiry_id, kind, status, message_id, recipient, reply_to, subject,
       text_body, html_body, attempts, next_attempt_at, last_error, sent_at, created_at)
     SELECT id, inquiry_id, kind, status, message_id, recipient, reply_to, subject, text_body,
       html_body, attempts, next_attempt_at, last_error, sent_at, created_at
     FROM outbox;
   DROP TABLE outbox;
   ALTER TABLE outbox_v2 RENAME TO outbox;
   CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
   CREATE INDEX outbox_inquiry ON outbox (inquiry_id);
   CREATE UNIQUE INDEX outbox_inquiry_mail ON outbox (inquiry_id, kind)
     WHERE kind IN ('studio', 'confirmation');`,
  // 3. The studio's sign-in (docs/decisions/0016): passkeys, sessions, one-time tokens and
  // WebAuthn challenges. Tokens and sessions are stored as SHA-256 hashes, never as issued.
  `CREATE TABLE studio_credentials (
     id TEXT PRIMARY KEY,
     public_key BLOB NOT NULL,
     counter INTEGER NOT NULL,
     transports TEXT NOT NULL,
     name TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     last_used_at INTEGER
   );
   CREATE TABLE studio_sessions (
     token_hash TEXT PRIMARY KEY,
     created_at INTEGER NOT NULL,
     last_seen_at INTEGER NOT NULL,
     expires_at INTEGER NOT NULL
   );
   CREATE INDEX studio_sessions_expiry ON studio_sessions (expires_at);
   CREATE TABLE studio_tokens (
     token_hash TEXT PRIMARY KEY,
     purpose TEXT NOT NULL CHECK (purpose IN ('invite', 'sign_in_link')),
     created_at INTEGER NOT NULL,
     expires_at INTEGER NOT NULL,
     used_at INTEGER
   );
   CREATE TABLE studio_challenges (
     challenge TEXT PRIMARY KEY,
     purpose TEXT NOT NULL CHECK (purpose IN ('registration', 'authentication')),
     expires_at INTEGER NOT NULL
   );
   CREATE TABLE studio_settings (
     key TEXT PRIMARY KEY,
     value TEXT NOT NULL
   );`,
  // 4. The studio's inbox (ADR 0018): a workflow stage next to the spam classification (`status`
  // stays 'received' | 'spam'), the inquiry's history (status changes, replies queued, notes;
  // mail deliveries are read from the outbox rows, not copied) and the owner's private notes.
  // Both tables go with their inquiry (ON DELETE CASCADE: retention and erasure reach them).
  `ALTER TABLE inquiries ADD COLUMN stage TEXT NOT NULL DEFAULT 'new'
     CHECK (stage IN ('new', 'answered', 'booked', 'declined'));
   CREATE INDEX inquiries_stage ON inquiries (status, stage, created_at);
   CREATE TABLE inquiry_events (
     id INTEGER PRIMARY KEY,
     inquiry_id TEXT NOT NULL REFERENCES inquiries (id) ON DELETE CASCADE,
     at INTEGER NOT NULL,
     type TEXT NOT NULL,
     data TEXT NOT NULL DEFAULT '{}'
   );
   CREATE INDEX inquiry_events_inquiry ON inquiry_events (inquiry_id, at);
   CREATE TABLE inquiry_notes (
     id INTEGER PRIMARY KEY,
     inquiry_id TEXT NOT NULL REFERENCES inquiries (id) ON DELETE CASCADE,
     created_at INTEGER NOT NULL,
     body TEXT NOT NULL
   );
   CREATE INDEX inquiry_notes_inquiry ON inquiry_notes (inquiry_id, created_at);`,
  // 5. A hash of the submission's canonical payload: a reused Idempotency-Key with another payload
  // is refused instead of answered with the first inquiry's id (ADR 0005).
  `ALTER TABLE inquiries ADD COLUMN payload_hash TEXT;`,
  // 6. The mail worker's lease (app/inquiry/mail/outbox.server.ts): who holds a mail in 'sending', and
  // until when. Self-contained, so it applies after any rebuild of the outbox table.
  `ALTER TABLE outbox ADD COLUMN claimed_by TEXT;
   ALTER TABLE outbox ADD COLUMN lease_until INTEGER;`,
  // 7. The studio's replies (docs/decisions/0021): the owner's reply templates (Textbausteine),
  // and two outbox columns for reply mails: the Message-ID a mail answers (sent as In-Reply-To
  // and References, so the visitor's mail program threads it under the confirmation) and the
  // reply form's idempotency key, unique, so a double click or a resent form queues one mail.
  // Self-contained: it only adds, so it applies after any other migration of the same release.
  `CREATE TABLE reply_templates (
     id INTEGER PRIMARY KEY,
     name TEXT NOT NULL,
     subject TEXT NOT NULL,
     body TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL
   );
   ALTER TABLE outbox ADD COLUMN in_reply_to TEXT;
   ALTER TABLE outbox ADD COLUMN idempotency_key TEXT;
   CREATE UNIQUE INDEX outbox_idempotency ON outbox (idempotency_key)
     WHERE idempotency_key IS NOT NULL;`,
  // 8. The privacy tools' audit log (docs/decisions/0022): when a person's data was exported or
  // erased, through which channel, and how much. Deliberately without the e-mail address (or a
  // hash of it), names or inquiry ids: the log outlives the data it describes. Self-contained.
  `CREATE TABLE privacy_audit (
     id INTEGER PRIMARY KEY,
     at INTEGER NOT NULL,
     action TEXT NOT NULL CHECK (action IN ('export', 'erase')),
     channel TEXT NOT NULL CHECK (channel IN ('studio', 'cli')),
     inquiries INTEGER NOT NULL,
     mails INTEGER NOT NULL,
     notes INTEGER NOT NULL,
     files INTEGER NOT NULL
   );
   CREATE INDEX privacy_audit_at ON privacy_audit (at);`,
  // 9. Alerts on the owner's phone (ADR 0024): her devices' Web Push subscriptions, and on each
  // inquiry when its "Neue Anfrage" push and its 24-hour reminder were handled. Inquiries already
  // stored count as alerted, and those already older than a day as reminded: turning alerts on
  // must not ring the phone for every old inquiry at once.
  `CREATE TABLE push_subscriptions (
     id INTEGER PRIMARY KEY,
     endpoint TEXT NOT NULL UNIQUE,
     p256dh TEXT NOT NULL,
     auth TEXT NOT NULL,
     device TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     last_success_at INTEGER,
     failures INTEGER NOT NULL DEFAULT 0
   );
   ALTER TABLE inquiries ADD COLUMN alerted_at INTEGER;
   ALTER TABLE inquiries ADD COLUMN reminded_at INTEGER;
   UPDATE inquiries SET alerted_at = created_at;
   UPDATE inquiries SET reminded_at = created_at
     WHERE created_at < CAST(unixepoch('subsec') * 1000 AS INTEGER) - 86400000;`,
  // 10. Availability (ADR 0024): the days the owner blocked herself. Booked days are read from the
  // inquiries set to Gebucht (app/availability/availability.server.ts), never copied here.
  `CREATE TABLE blocked_days (
     day TEXT PRIMARY KEY CHECK (day GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
     created_at INTEGER NOT NULL
   );`,
  // 11. When the owner last confirmed a session with her passkey (ADR 0030): adding or removing a
  // passkey, erasing a person, a new feed address and signing out everywhere need a confirmation
  // within the last minutes. A session started by a mailed link has none until she confirms.
  `ALTER TABLE studio_sessions ADD COLUMN confirmed_at INTEGER;`,
  // 12. The owner's website content (ADR 0031): every published release, immutable, and which one is
  // live; the one draft she edits. A fresh install gets today's app/content/ as release 1 when the
  // app or `npm run content` first opens the database (app/website/store.server.ts).
  `CREATE TABLE site_releases (
     id INTEGER PRIMARY KEY,
     content TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     origin TEXT NOT NULL CHECK (origin IN ('install', 'studio', 'cli', 'restore')),
     restored_from INTEGER REFERENCES site_releases (id)
   );
   CREATE TABLE site_state (
     id INTEGER PRIMARY KEY CHECK (id = 1),
     live_release INTEGER REFERENCES site_releases (id),
     draft TEXT,
     draft_updated_at INTEGER
   );`,
  // 13. Her photographs (ADR 0032): the library, the files the site serves, a private
  // master per photo for new phone cuts, and the encoding queue the photo worker takes jobs from.
  // The served files live in the database, so the nightly backup holds them and a picture's files
  // appear together in one commit. No original file name is stored anywhere.
  `CREATE TABLE photos (
     id TEXT PRIMARY KEY,
     created_at INTEGER NOT NULL,
     status TEXT NOT NULL CHECK (status IN ('queued', 'encoding', 'ready', 'failed')),
     problem TEXT,
     bytes INTEGER NOT NULL,
     width INTEGER,
     height INTEGER,
     entry TEXT,
     alt TEXT NOT NULL DEFAULT '',
     focal_x REAL NOT NULL DEFAULT 0.5,
     focal_y REAL NOT NULL DEFAULT 0.5,
     shows_person INTEGER NOT NULL DEFAULT 0,
     consent_date TEXT,
     consent_website INTEGER NOT NULL DEFAULT 0,
     consent_social INTEGER NOT NULL DEFAULT 0,
     consent_note TEXT NOT NULL DEFAULT ''
   );
   CREATE TABLE photo_cuts (
     photo_id TEXT NOT NULL REFERENCES photos (id) ON DELETE CASCADE,
     focal TEXT NOT NULL,
     entry TEXT NOT NULL,
     PRIMARY KEY (photo_id, focal)
   );
   CREATE TABLE photo_files (
     name TEXT PRIMARY KEY,
     photo_id TEXT NOT NULL REFERENCES photos (id) ON DELETE CASCADE,
     focal TEXT,
     data BLOB NOT NULL
   );
   CREATE INDEX photo_files_photo ON photo_files (photo_id, focal);
   CREATE TABLE photo_masters (
     photo_id TEXT PRIMARY KEY REFERENCES photos (id) ON DELETE CASCADE,
     data BLOB NOT NULL
   );
   CREATE TABLE photo_jobs (
     id INTEGER PRIMARY KEY,
     photo_id TEXT NOT NULL REFERENCES photos (id) ON DELETE CASCADE,
     kind TEXT NOT NULL CHECK (kind IN ('encode', 'cut')),
     upload TEXT,
     focal_x REAL,
     focal_y REAL,
     state TEXT NOT NULL CHECK (state IN ('queued', 'running')),
     done INTEGER NOT NULL DEFAULT 0,
     total INTEGER NOT NULL DEFAULT 0,
     attempts INTEGER NOT NULL DEFAULT 0,
     created_at INTEGER NOT NULL,
     started_at INTEGER
   );
   CREATE INDEX photo_jobs_queue ON photo_jobs (state, id);`,
  // 14. Recurring days off (ADR 0033): weekdays the owner never shoots (0 = Sunday … 6 = Saturday),
  // taken in the public calendar like blocked days, computed per weekday instead of stored per day.
  `CREATE TABLE weekly_days_off (
     weekday INTEGER PRIMARY KEY CHECK (weekday BETWEEN 0 AND 6),
     created_at INTEGER NOT NULL
   );`,
  // 15. Replies under the owner's name (ADR 0033): a mail may carry its own From display name (the
  // address stays MAIL_FROM's); and a Textbaustein may promise the preferred date, which the studio
  // checks against the day's status before the reply goes out. The suggested one that says "Dein
  // Wunschtermin am {datum} ist noch frei" promises it.
  `ALTER TABLE outbox ADD COLUMN from_name TEXT;
   ALTER TABLE reply_templates ADD COLUMN promises_date INTEGER NOT NULL DEFAULT 0;
   UPDATE reply_templates SET promises_date = 1
     WHERE body LIKE '%Wunschtermin am {datum}%noch frei%';`,
  // 16. Off-site backups (ADR 0038): every nightly backup, weekly repository check and restore
  // drill with its outcome, for the studio's "Datensicherung" page and the alerts. `detail` is
  // the error or, for a drill, what failed (JSON); `alerted_at` marks a failure the owner was told of.
  `CREATE TABLE backup_runs (
     id INTEGER PRIMARY KEY,
     kind TEXT NOT NULL CHECK (kind IN ('backup', 'check', 'drill')),
     started_at INTEGER NOT NULL,
     finished_at INTEGER NOT NULL,
     ok INTEGER NOT NULL CHECK (ok IN (0, 1)),
     target TEXT NOT NULL,
     snapshot TEXT,
     bytes INTEGER,
     added INTEGER,
     detail TEXT,
     alerted_at INTEGER
   );
   CREATE INDEX backup_runs_kind ON backup_runs (kind, finished_at);`,
  // 17. A failed backup or drill, or none for two days, is mailed to the owner (ADR 0038): a kind
  // of mail with no inquiry. The CHECKs cannot change in place, so the table is rebuilt as in 2,
  // with every row, id and later column kept.
  `CREATE TABLE outbox_v3 (
     id INTEGER PRIMARY KEY,
     inquiry_id TEXT REFERENCES inquiries (id) ON DELETE CASCADE,
     kind TEXT NOT NULL
       CHECK (kind IN ('studio', 'confirmation', 'reply', 'sign_in_link', 'backup_alert')),
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
     claimed_by TEXT,
     lease_until INTEGER,
     in_reply_to TEXT,
     idempotency_key TEXT,
     from_name TEXT,
     CHECK (inquiry_id IS NOT NULL OR kind IN ('sign_in_link', 'backup_alert'))
   );
   INSERT INTO outbox_v3 (id, inquiry_id, kind, status, message_id, recipient, reply_to, subject,
       text_body, html_body, attempts, next_attempt_at, last_error, sent_at, created_at,
       claimed_by, lease_until, in_reply_to, idempotency_key, from_name)
     SELECT id, inquiry_id, kind, status, message_id, recipient, reply_to, subject, text_body,
       html_body, attempts, next_attempt_at, last_error, sent_at, created_at, claimed_by,
       lease_until, in_reply_to, idempotency_key, from_name
     FROM outbox;
   DROP TABLE outbox;
   ALTER TABLE outbox_v3 RENAME TO outbox;
   CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
   CREATE INDEX outbox_inquiry ON outbox (inquiry_id);
   CREATE UNIQUE INDEX outbox_inquiry_mail ON outbox (inquiry_id, kind)
     WHERE kind IN ('studio', 'confirmation');
   CREATE UNIQUE INDEX outbox_idempotency ON outbox (idempotency_key)
     WHERE idempotency_key IS NOT NULL;`,
  // 18. Her clients' galleries (ADR 0041): a gallery per client and shoot, its pictures (proofs
  // to choose from, finals to deliver) and what happens in it. The pictures' files live in
  // GALLERIES_DIR, never here: the rows say what they are. A picture's row is also its encoding
  // job (encode_state, upload, attempts), taken by the same worker as her photos. The original
  // file name is hers alone (Lightroom); no URL or file a client gets carries it. The PIN, the
  // client's favourites and consent, and the events are filled by the client's page (part B).
  `CREATE TABLE galleries (
     id TEXT PRIMARY KEY,
     inquiry_id TEXT REFERENCES inquiries (id) ON DELETE SET NULL,
     client_name TEXT NOT NULL,
     client_email TEXT NOT NULL,
     title TEXT NOT NULL,
     package_key TEXT,
     included_count INTEGER NOT NULL CHECK (included_count >= 0),
     extra_price_cents INTEGER NOT NULL DEFAULT 0 CHECK (extra_price_cents >= 0),
     watermark INTEGER NOT NULL DEFAULT 0 CHECK (watermark IN (0, 1)),
     expiry_days INTEGER NOT NULL DEFAULT 60 CHECK (expiry_days > 0),
     expires_at INTEGER,
     state TEXT NOT NULL DEFAULT 'draft'
       CHECK (state IN ('draft', 'proofing', 'selected', 'delivered', 'expired', 'revoked')),
     pin_hash TEXT,
     pin_salt TEXT,
     pin_failures INTEGER NOT NULL DEFAULT 0,
     locked_at INTEGER,
     reopen_allowed INTEGER NOT NULL DEFAULT 0,
     selected_at INTEGER,
     delivered_at INTEGER,
     reminded_at INTEGER,
     deleted_files_at INTEGER,
     created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL
   );
   CREATE INDEX galleries_state ON galleries (state, expires_at);
   CREATE TABLE gallery_pictures (
     id TEXT PRIMARY KEY,
     gallery_id TEXT NOT NULL REFERENCES galleries (id) ON DELETE CASCADE,
     kind TEXT NOT NULL CHECK (kind IN ('proof', 'final')),
     original_name TEXT NOT NULL,
     sort INTEGER NOT NULL,
     bytes INTEGER NOT NULL,
     width INTEGER,
     height INTEGER,
     lqip TEXT,
     previews TEXT,
     sha256 TEXT,
     encode_state TEXT NOT NULL DEFAULT 'queued'
       CHECK (encode_state IN ('queued', 'encoding', 'ready', 'failed')),
     problem TEXT,
     upload TEXT,
     attempts INTEGER NOT NULL DEFAULT 0,
     favourite INTEGER NOT NULL DEFAULT 0 CHECK (favourite IN (0, 1)),
     favourite_at INTEGER,
     consent_website INTEGER NOT NULL DEFAULT 0 CHECK (consent_website IN (0, 1)),
     consent_social INTEGER NOT NULL DEFAULT 0 CHECK (consent_social IN (0, 1)),
     consent_at INTEGER,
     consent_withdrawn_at INTEGER,
     library_photo_id TEXT,
     created_at INTEGER NOT NULL
   );
   CREATE INDEX gallery_pictures_gallery ON gallery_pictures (gallery_id, kind, sort);
   CREATE INDEX gallery_pictures_queue ON gallery_pictures (encode_state, created_at);
   CREATE TABLE gallery_events (
     id INTEGER PRIMARY KEY,
     gallery_id TEXT NOT NULL REFERENCES galleries (id) ON DELETE CASCADE,
     kind TEXT NOT NULL,
     picture_id TEXT,
     address_hash TEXT,
     at INTEGER NOT NULL
   );
   CREATE INDEX gallery_events_gallery ON gallery_events (gallery_id, kind, at);`,
  // 19. A client's side of her gallery (ADR 0041, part B): the gallery's sessions (the cookie's
  // random secret, kept as its SHA-256 only; a new PIN or revoking deletes them all), an index
  // for the wrong PINs counted per address across galleries, and a kind of mail that tells the
  // owner a gallery locked. The outbox's CHECKs cannot change in place: rebuilt as in 17.
  `CREATE TABLE gallery_sessions (
     token_hash TEXT PRIMARY KEY,
     gallery_id TEXT NOT NULL REFERENCES galleries (id) ON DELETE CASCADE,
     created_at INTEGER NOT NULL,
     expires_at INTEGER NOT NULL
   );
   CREATE INDEX gallery_sessions_gallery ON gallery_sessions (gallery_id);
   CREATE INDEX gallery_events_address ON gallery_events (kind, address_hash, at);
   CREATE TABLE outbox_v4 (
     id INTEGER PRIMARY KEY,
     inquiry_id TEXT REFERENCES inquiries (id) ON DELETE CASCADE,
     kind TEXT NOT NULL
       CHECK (kind IN ('studio', 'confirmation', 'reply', 'sign_in_link', 'backup_alert',
         'gallery_alert')),
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
     claimed_by TEXT,
     lease_until INTEGER,
     in_reply_to TEXT,
     idempotency_key TEXT,
     from_name TEXT,
     CHECK (inquiry_id IS NOT NULL OR kind IN ('sign_in_link', 'backup_alert', 'gallery_alert'))
   );
   INSERT INTO outbox_v4 (id, inquiry_id, kind, status, message_id, recipient, reply_to, subject,
       text_body, html_body, attempts, next_attempt_at, last_error, sent_at, created_at,
       claimed_by, lease_until, in_reply_to, idempotency_key, from_name)
     SELECT id, inquiry_id, kind, status, message_id, recipient, reply_to, subject, text_body,
       html_body, attempts, next_attempt_at, last_error, sent_at, created_at, claimed_by,
       lease_until, in_reply_to, idempotency_key, from_name
     FROM outbox;
   DROP TABLE outbox;
   ALTER TABLE outbox_v4 RENAME TO outbox;
   CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
   CREATE INDEX outbox_inquiry ON outbox (inquiry_id);
   CREATE UNIQUE INDEX outbox_inquiry_mail ON outbox (inquiry_id, kind)
     WHERE kind IN ('studio', 'confirmation');
   CREATE UNIQUE INDEX outbox_idempotency ON outbox (idempotency_key)
     WHERE idempotency_key IS NOT NULL;`,
];
