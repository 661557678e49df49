/**
 * The studio's privacy page (/studio/datenschutz): everything stored about one person, found by
 * her e-mail address, exported or erased on request (DSGVO Art. 15 and 17), and the audit log of
 * both. Neutral address throughout.
 */

/** "2 Anfragen", the number and its word never split across lines. */
const plural = (n: number, one: string, many: string) => `${n}\u00a0${n === 1 ? one : many}`;

export type PrivacyCounts = { inquiries: number; mails: number; notes: number; files: number };

/** "2 Anfragen, 6 E-Mails, 1 Notiz, 5 .eml-Kopien": what is none is left out, but inquiries. */
export function countsLine(counts: PrivacyCounts): string {
  return [
    plural(counts.inquiries, "Anfrage", "Anfragen"),
    counts.mails ? plural(counts.mails, "E-Mail", "E-Mails") : null,
    counts.notes ? plural(counts.notes, "Notiz", "Notizen") : null,
    counts.files ? plural(counts.files, ".eml-Kopie", ".eml-Kopien") : null,
  ]
    .filter(Boolean)
    .join(", ");
}

export const privacyCopy = {
  title: "Datenschutz",
  intro:
    "Auskunft und Löschung auf Wunsch einer Person (Art. 15 und 17 DSGVO): alles, was zu ihrer E-Mail-Adresse gespeichert ist, als Datei exportieren oder endgültig löschen.",
  form: {
    heading: "Daten einer Person",
    label: "E-Mail-Adresse der Person",
    hint: "Groß- und Kleinschreibung spielen keine Rolle.",
    export: "Daten exportieren",
    erase: "Daten löschen",
  },
  errors: {
    invalid: "Bitte eine vollständige E-Mail-Adresse eingeben.",
    sending:
      "Gerade wird eine E-Mail zu dieser Adresse versendet. Bitte in einer Minute erneut versuchen.",
    busy: "Die Datenbank ist gerade belegt, etwa durch eine Sicherung. Bitte gleich erneut versuchen.",
    filesLeft: (n: number) =>
      `${plural(n, "Kopie", "Kopien")} im Mail-Ordner des Servers ließ sich nicht löschen. Das Server-Protokoll nennt den Grund.`,
  },
  exportEmpty:
    "Zu der eingegebenen Adresse ist nichts gespeichert. Es wurde keine Datei erstellt; der Vorgang steht im Protokoll.",
  confirm: {
    heading: "Daten endgültig löschen?",
    foundBefore: "Zu",
    foundAfter: "ist gespeichert:",
    unsent: (n: number) => `davon ${n} noch nicht zugestellt`,
    inquiriesHeading: "Betroffene Anfragen",
    warning:
      "Das lässt sich nicht rückgängig machen. Noch nicht zugestellte E-Mails werden nicht mehr gesendet.",
    button: "Endgültig löschen",
    cancel: "Abbrechen",
    freesDays: (days: string[]) =>
      days.length === 1
        ? `Ihr gebuchter Termin am ${days[0]} wird damit im öffentlichen Kalender wieder frei.`
        : `Ihre gebuchten Termine (${days.join(", ")}) werden damit im öffentlichen Kalender wieder frei.`,
  },
  erased: (counts: PrivacyCounts) => `Gelöscht: ${countsLine(counts)}.`,
  erasedNothing: "Zu dieser Adresse war nichts gespeichert. Es wurde nichts gelöscht.",
  reach: {
    heading: "Was dazugehört",
    items: [
      "Jede Anfrage mit dieser E-Mail-Adresse, mit allen Angaben, ihrem Verlauf und den privaten Notizen.",
      "Jede E-Mail zu diesen Anfragen: an das Studio, die Bestätigung, Antworten, auch noch nicht zugestellte.",
      "Die Kopien dieser E-Mails als .eml-Dateien im Mail-Ordner des Servers.",
    ],
    sameAddress:
      "Gesucht wird nach der Adresse, die in der Anfrage steht. Hat die Person auch unter einer anderen Adresse geschrieben, diese ebenfalls eingeben.",
    outsideHeading: "Nicht von hier erreichbar",
    outside: (retentionDays: number) =>
      `E-Mails im Postfach des Studios und bei der Person selbst: dort von Hand löschen. Die nächtlichen Sicherungskopien enthalten gelöschte Daten noch bis zu ${retentionDays} Tage lang und laufen danach von selbst ab.`,
  },
  audit: {
    heading: "Protokoll",
    intro:
      "Jeder Export und jede Löschung, hier und über die Kommandozeile, ohne Adresse, Namen oder Anfrage.",
    empty: "Noch keine Einträge.",
    actions: { export: "Export", erase: "Löschung" },
    channels: { studio: "im Studio", cli: "über die Kommandozeile" },
    nothing: "nichts gespeichert",
  },
} as const;
