import type { BatchWriter } from "#app/inquiry/store/batch-writer.server.ts";
import { storeInquiries } from "#app/inquiry/store/store.server.ts";
import type { Database } from "#app/lib/db.server.ts";

/** A valid inquiry as the page sends it (the spec's nine fields), for the feature's unit tests. */
export const validPayload = {
  firstName: "Anna",
  lastName: "Müller",
  email: "anna@example.com",
  phone: "",
  package: "lumiere",
  preferredDate: "",
  message: "Ich freue mich auf ein Shooting.",
  source: "instagram",
  installmentInfo: false,
};

/** Writes the committer's batches on the test's own thread, for tests of what sits above. */
export function writeOnThisThread(db: Database): BatchWriter {
  return {
    write: async (entries) => storeInquiries(db, entries),
    close: async () => {},
  };
}
