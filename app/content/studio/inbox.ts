/**
 * The studio's inbox and an inquiry's page: stage names, filters, field labels, the history's
 * lines and the notes. Neutral address throughout.
 */
import { sourceOptions } from "#app/content/contact-form.ts";
import { defaultContent } from "#app/content/website/defaults.ts";
import { packageChoices } from "#app/content/packages.ts";

/** The workflow stages, exactly as the studio names them everywhere (ADR 0018), in their order. */
export const stageLabels = {
  new: "Neu",
  answered: "Beantwortet",
  booked: "Gebucht",
  declined: "Abgelehnt",
} as const;

export const spamLabel = "Spam";

const labelOf = (choices: ReadonlyArray<{ value: string; label: string }>, value: string) =>
  choices.find((choice) => choice.value === value)?.label ?? value;

export const packageLabel = (value: string) =>
  labelOf(packageChoices(defaultContent.home.packages.items), value);
export const sourceLabel = (value: string) => labelOf(sourceOptions, value);

export const inboxCopy = {
  title: "Anfragen",
  filterLabel: "Anfragen filtern",
  all: "Alle",
  spam: spamLabel,
  searchLabel: "Name oder E-Mail",
  searchButton: "Suchen",
  clearSearch: "Suche zurücksetzen",
  count: (n: number) => (n === 1 ? "1 Anfrage" : `${n} Anfragen`),
  empty: "Noch keine Anfragen.",
  emptyFilter: "Keine Anfragen in dieser Ansicht.",
  emptySearch: (query: string) => `Keine Anfrage passt zu „${query}“.`,
  noDate: "ohne Wunschtermin",
  spamNote:
    "Als Spam erkannte Anfragen: Das Studio hat dazu keine E-Mail bekommen, die Person keine Bestätigung.",
  /** The heading's count: what the list shows, in the view it shows. */
  countIn: (n: number, view: "all" | "spam" | keyof typeof stageLabels, filtered: boolean) => {
    const count = n === 1 ? "1 Anfrage" : `${n} Anfragen`;
    const where =
      view === "all"
        ? ""
        : view === "spam"
          ? ` in ${spamLabel}`
          : ` mit Status ${stageLabels[view]}`;
    return `${count}${where}${filtered ? " (gefiltert)" : ""}`;
  },
  pagerLabel: "Seiten",
  page: (page: number, count: number) => `Seite ${page} von ${count}`,
  previousPage: "Zurück",
  nextPage: "Weiter",
  filters: {
    legend: "Filter und Sortierung",
    package: "Paket",
    allPackages: "Alle Pakete",
    month: "Wunschtermin im Monat",
    allMonths: "Alle Monate",
    sort: "Sortierung",
    sortReceived: "Eingang, neueste zuerst",
    sortPreferred: "Wunschtermin, nächster zuerst",
    apply: "Anzeigen",
    reset: "Filter zurücksetzen",
  },
  bulk: {
    legend: "Mehrere Anfragen ändern",
    selectAll: "Alle auf dieser Seite",
    select: (name: string) => `${name} auswählen`,
    action: "Aktion",
    setStage: "Status setzen auf",
    spam: "Als Spam markieren",
    apply: "Anwenden",
    none: "Bitte zuerst mindestens eine Anfrage auswählen.",
  },
  /** The bulk action's result: "3 Anfragen auf Gebucht gesetzt." and what was left as it was. */
  bulkDone: (
    action: "spam" | keyof typeof stageLabels,
    counts: { changed: number; unchanged: number; skipped: number },
  ) => {
    const n = counts.changed;
    const subject = n === 1 ? "1 Anfrage" : `${n} Anfragen`;
    const parts = [
      action === "spam"
        ? `${subject} als Spam markiert.`
        : `${subject} auf ${stageLabels[action]} gesetzt.`,
    ];
    if (counts.unchanged > 0) {
      parts.push(
        action === "spam"
          ? `${counts.unchanged} ${counts.unchanged === 1 ? "war" : "waren"} schon im Spam.`
          : `${counts.unchanged} ${counts.unchanged === 1 ? "hatte" : "hatten"} den Status schon.`,
      );
    }
    if (counts.skipped > 0) {
      parts.push(
        action === "spam"
          ? `${counts.skipped} übersprungen (gebucht oder nicht mehr da: Gebuchte zuerst auf einen anderen Status setzen).`
          : `${counts.skipped} übersprungen (im Spam oder nicht mehr da: zuerst „Kein Spam“ wählen).`,
      );
    }
    return parts.join(" ");
  },
  selectPrompt: "Anfrage auswählen",
  selectText: "Eine Anfrage aus der Liste öffnen, um sie hier zu lesen und zu beantworten.",
  shortcuts: {
    hint: "Tastenkürzel: ?",
    heading: "Tastenkürzel",
    intro: "Auf großen Bildschirmen, wenn kein Textfeld ausgewählt ist.",
    close: "Schließen",
    keys: [
      { key: "j", text: "Nächste Anfrage in der Liste" },
      { key: "k", text: "Vorherige Anfrage in der Liste" },
      { key: "r", text: "Antworten" },
      { key: "1", text: "Status: Neu" },
      { key: "2", text: "Status: Beantwortet" },
      { key: "3", text: "Status: Gebucht" },
      { key: "4", text: "Status: Abgelehnt" },
      { key: "/", text: "Suche" },
      { key: "?", text: "Diese Übersicht" },
      { key: "Esc", text: "Übersicht schließen" },
    ],
  },
} as const;

/** "vor 3 Tagen", "gerade eben": how old an inquiry is. */
const relative = new Intl.RelativeTimeFormat("de-DE", { numeric: "auto" });
export function ageLabel(ms: number): string {
  const minutes = Math.floor(Math.max(0, ms) / 60_000);
  if (minutes < 1) return "gerade eben";
  if (minutes < 60) return relative.format(-minutes, "minute");
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return relative.format(-hours, "hour");
  const days = Math.floor(hours / 24);
  if (days < 30) return relative.format(-days, "day");
  const months = Math.floor(days / 30);
  return months < 12
    ? relative.format(-months, "month")
    : relative.format(-Math.floor(months / 12), "year");
}

export const inquiryCopy = {
  back: "Alle Anfragen",
  notFound: "Diese Anfrage gibt es nicht (mehr).",
  received: (date: string) => `Eingegangen am ${date}`,
  fieldsHeading: "Angaben",
  fields: {
    name: "Name",
    email: "E-Mail",
    phone: "Telefon",
    package: "Paket",
    preferredDate: "Wunschtermin",
    source: "Aufmerksam geworden durch",
    installmentInfo: "Ratenzahlung",
    message: "Nachricht",
  },
  none: "keine Angabe",
  installment: { yes: "Infos erwünscht", no: "nicht gefragt" },
  stageLabel: "Status",
  stageControl: {
    legend: "Status ändern",
    changed: (stage: string) => `Status: ${stage}.`,
    spamRefused: "Eine Anfrage im Spam hat keinen Status. Zuerst „Kein Spam“ wählen.",
  },
  notSpam: {
    heading: "Als Spam erkannt",
    text: "Dazu ging keine E-Mail an das Studio und keine Bestätigung an die Person. „Kein Spam“ holt die Anfrage in den Posteingang und sendet beide E-Mails, sofern sie nie verschickt wurden.",
    button: "Kein Spam",
    done: (queued: number) =>
      queued > 0
        ? "Die Anfrage ist jetzt im Posteingang. Die E-Mails werden gesendet."
        : "Die Anfrage ist jetzt im Posteingang.",
  },
  spamReason: "Als Spam erkannt",
  historyHeading: "Verlauf",
  notesHeading: "Notizen",
  notesIntro: "Nur im Studio sichtbar, nie in einer E-Mail.",
  noNotes: "Noch keine Notizen.",
  noteLabel: "Neue Notiz",
  noteButton: "Notiz speichern",
  noteSaved: "Notiz gespeichert.",
  noteErrors: {
    empty: "Bitte einen Text für die Notiz eingeben.",
    tooLong: (max: number) => `Eine Notiz darf höchstens ${max} Zeichen lang sein.`,
  },
} as const;

/** A line of an inquiry's history. */
export const historyCopy = {
  received: "Anfrage eingegangen",
  spam: "Als Spam erkannt",
  /** A mail by its state, then its kind. */
  mail: {
    sent: {
      studio: "E-Mail an das Studio zugestellt",
      confirmation: "Bestätigung an die Person zugestellt",
      reply: "Antwort zugestellt",
    },
    pending: {
      studio: "E-Mail an das Studio wartet auf Zustellung",
      confirmation: "Bestätigung wartet auf Zustellung",
      reply: "Antwort wartet auf Zustellung",
    },
    failed: {
      studio: "E-Mail an das Studio nicht zustellbar",
      confirmation: "Bestätigung nicht zustellbar",
      reply: "Antwort nicht zustellbar",
    },
  },
  noteAdded: "Notiz hinzugefügt",
  stageChanged: (from: string, to: string) => `Status von „${from}“ auf „${to}“ geändert`,
  notSpam: "Als „Kein Spam“ markiert",
  replyQueued: "Antwort geschrieben",
} as const;
