/**
 * An inquiry's page in the studio, made for the phone: the action bar, the preferred day's
 * status, the compact notes and history. The rest of the page's words are `inquiryCopy`
 * (app/content/studio/inbox.ts). The owner is addressed neutrally.
 */

/** What the preferred day is, next to the date: said in words, never by colour alone. */
export const dayStatusCopy = {
  free: "frei",
  blocked: "gesperrt",
  past: "liegt in der Vergangenheit",
  booked: "schon gebucht:",
  /** The link to the other inquiry that booked the day. */
  bookedLink: (name: string) => `Anfrage von ${name} öffnen`,
} as const;

export const inquiryPageCopy = {
  preferredDate: "Wunschtermin",
  noPreferredDate: "Kein Wunschtermin angegeben",
  dayStatusLabel: "Tag",
  actions: {
    label: "Aktionen zur Anfrage",
    call: "Anrufen",
    email: "E-Mail",
    reply: "Antworten",
    /** The status menu's button: the current stage. */
    status: (stage: string) => `Status: ${stage}`,
    statusShort: "Status",
  },
  history: {
    showAll: (more: number) =>
      more === 1
        ? "Ganzen Verlauf zeigen (1 weiterer Eintrag)"
        : `Ganzen Verlauf zeigen (${more} weitere Einträge)`,
  },
  spamHint: "„Kein Spam“ steht in der Leiste mit den Aktionen.",
} as const;
