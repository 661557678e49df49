import { prepared, type Database } from "#app/lib/db.server.ts";

/**
 * How many inquiries wait for the owner: received (not spam) and still Neu. The studio's frame
 * shows it on the "Anfragen" tab, in the page title and on the installed app's icon; one count
 * over the (status, stage, created_at) index on every page.
 */
export function newInquiryCount(db: Database): number {
  const row = prepared(
    db,
    "SELECT count(*) AS n FROM inquiries WHERE status = 'received' AND stage = 'new'",
  ).get() as { n: number };
  return row.n;
}
