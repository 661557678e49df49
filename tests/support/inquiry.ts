import type { BatchWriter } from "#app/inquiry/store/batch-writer.server.ts";
import { storeInquiries, type StoreEntry } from "#app/inquiry/store/store.server.ts";
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

/** A stored inquiry with its two mails, as the use case hands it to the committer. */
export function testEntry(id: string, submissionId: string | null = null): StoreEntry {
  return {
    inquiry: {
      id,
      submissionId,
      createdAt: 1,
      status: "received",
      spamReason: null,
      payloadHash: null,
      channel: "api",
      firstName: "Anna",
      lastName: "Muster",
      email: "anna@example.com",
      phone: null,
      package: "essence",
      preferredDate: null,
      message: "Hallo",
      source: "google",
      installmentInfo: false,
    },
    mails: (["studio", "confirmation"] as const).map((kind) => ({
      kind,
      messageId: `<${kind}-${id}@example.com>`,
      recipient: "x@example.com",
      replyTo: null,
      subject: "s",
      text: "t",
      html: "h",
    })),
  };
}

/** Writes the committer's batches on the test's own thread, for tests of what sits above. */
export function writeOnThisThread(db: Database): BatchWriter {
  return {
    write: async (entries) => storeInquiries(db, entries),
    close: async () => {},
  };
}
