/**
 * Replies from the studio and the Textbausteine they can start from: the reply form on an
 * inquiry's page, the Textbausteine page, their messages, and the two suggested Textbausteine.
 * The studio addresses the owner neutrally; the replies themselves address the visitor with
 * "du", as the site does.
 */
import {
  confirmationMail,
  confirmationSignature,
  confirmationSubject,
} from "#app/content/inquiry-mails.ts";
import { dayStatusCopy } from "#app/content/studio/inquiry.ts";
import type { Facts } from "#app/website/schema.ts";

const number = new Intl.NumberFormat("de-DE");

/** "{vorname}, {paket} und {datum}" */
const placeholderList = "{vorname}, {paket} und {datum}";

export const replyCopy = {
  heading: "Antworten",
  jump: "Anfrage beantworten",
  intro: (studioEmail: string) =>
    `Die Antwort geht per E-Mail an die Person. Antwortet sie darauf, landet ihre E-Mail bei ${studioEmail}. Vor dem Senden zeigt die Vorschau die E-Mail so, wie sie ankommt.`,
  to: "An",
  templateLabel: "Textbaustein",
  apply: "Übernehmen",
  applyHint: "Ersetzt Betreff und Nachricht unten.",
  applied: (name: string) => `Textbaustein „${name}“ übernommen.`,
  noTemplates: "Noch keine Textbausteine für Antworten.",
  manageTemplates: "Textbausteine verwalten",
  subjectLabel: "Betreff",
  bodyLabel: "Nachricht",
  bodyHint: "Zeilenumbrüche bleiben in der E-Mail erhalten.",
  /** Without a preferred date, {datum} stays in the text for the owner to replace. */
  unfilled: (names: string[]) =>
    names.length === 1
      ? `Noch zu ersetzen: ${names[0]}. Ohne diese Angabe wird die Antwort nicht gesendet.`
      : `Noch zu ersetzen: ${names.join(", ")}. Ohne diese Angaben wird die Antwort nicht gesendet.`,
  noDate: "In dieser Anfrage steht kein Wunschtermin.",
  close: "Schließen",
  preview: "Vorschau",
  previewHeading: "Vorschau: so kommt die E-Mail an",
  from: "Von",
  replyTo: "Antwort an",
  subject: "Betreff",
  edit: "Bearbeiten",
  send: "Senden",
  sendAnyway: "Trotzdem senden",
  sending: "Wird gesendet …",
  /** What the placeholders become for this inquiry, and the preferred day's status. */
  placeholders: {
    heading: "Platzhalter in dieser Anfrage",
    missing: "fehlt",
    dayStatus: (day: string) => `Wunschtermin ${day}:`,
  },
  /** A reply that promises the preferred date while the day is not free. */
  conflict: {
    heading: "Der Wunschtermin ist nicht frei",
    /** Why the day is not free, to fit "der Tag ist …". */
    why: {
      blocked: "im Kalender gesperrt",
      past: "schon vergangen",
      booked: (name: string) => `schon an ${name} vergeben`,
    },
    warning: (day: string, why: string) =>
      `Diese Antwort sagt den Wunschtermin ${day} zu, aber der Tag ist ${why}. Bitte den Text anpassen oder bewusst trotzdem senden.`,
    refused:
      "Nicht gesendet: Die Antwort sagt den Wunschtermin zu, aber der Tag ist nicht frei. Bitte den Text anpassen oder „Trotzdem senden“ wählen.",
  },
  dayStatus: dayStatusCopy,
  sent: (email: string) => `Die Antwort an ${email} wird gesendet.`,
  stageAnswered: "Status: Beantwortet.",
  spam: "Eine Anfrage im Spam bekommt keine Antwort. Zuerst „Kein Spam“ wählen: Dann geht auch die Bestätigung an die Person, auf die sich die Antwort bezieht.",
  /** The subject when the inquiry's confirmation never went out (no "Re:" to a mail she never got). */
  defaultSubject: (facts: Pick<Facts, "studioName">) => confirmationSubject(facts.studioName),
  replyPrefix: "Re:",
  /** Why a reply was not sent; per field, in replies/messages.ts. */
  errors: {
    empty: {
      subject: "Bitte einen Betreff eingeben.",
      body: "Bitte eine Nachricht eingeben.",
    },
    tooLong: {
      subject: (max: number) =>
        `Der Betreff darf höchstens ${number.format(max)} Zeichen lang sein.`,
      body: (max: number) =>
        `Die Nachricht darf höchstens ${number.format(max)} Zeichen lang sein.`,
    },
    placeholder: (names: string[]) =>
      `Bitte zuerst ${names.join(", ")} durch den passenden Text ersetzen.`,
    expired:
      "Das Formular war nicht mehr gültig. Bitte die Seite neu laden und die Antwort erneut senden.",
  },
} as const;

/** The history's line for a reply, and how its text is shown there. */
export const replyHistoryCopy = {
  written: (subject: string) => `Antwort geschrieben: „${subject}“`,
  showText: "Text anzeigen",
} as const;

export const templatesCopy = {
  title: "Textbausteine",
  intro:
    "Vorlagen für Antworten. Beim Antworten lassen sie sich auf der Seite einer Anfrage übernehmen.",
  help: `Platzhalter: ${placeholderList}. Sie werden mit Vorname, Paket und Wunschtermin der Anfrage gefüllt. Fehlt der Wunschtermin, bleibt {datum} zum Ersetzen stehen.`,
  empty: "Noch keine Textbausteine.",
  offer: {
    heading: "Mit zwei Vorschlägen beginnen",
    text: "Eine erste Antwort mit der Einladung zum Vorgespräch und eine Bestätigung des Wunschtermins, in der Du-Form wie auf der Website. Beide lassen sich danach anpassen.",
    button: "Vorschläge übernehmen",
    done: "Zwei Textbausteine angelegt.",
  },
  listLabel: "Vorhandene Textbausteine",
  subject: "Betreff",
  edit: "Bearbeiten",
  editLabel: (name: string) => `Textbaustein „${name}“ bearbeiten`,
  remove: "Löschen",
  removeLabel: (name: string) => `Textbaustein „${name}“ löschen`,
  confirmRemove: (name: string) => `„${name}“ wirklich löschen?`,
  confirmButton: "Endgültig löschen",
  keep: "Behalten",
  removed: "Textbaustein gelöscht.",
  saved: "Textbaustein gespeichert.",
  newHeading: "Neuer Textbaustein",
  editHeading: "Textbaustein bearbeiten",
  nameLabel: "Name",
  nameHint: "Nur im Studio sichtbar, zum Wiederfinden.",
  subjectLabel: "Betreff",
  bodyLabel: "Text",
  promisesLabel: "Sagt den Wunschtermin zu",
  promisesHint:
    "Dann warnt das Studio beim Antworten, wenn der Wunschtermin gesperrt, vergangen oder schon gebucht ist.",
  promisesMark: "Sagt den Wunschtermin zu",
  save: "Speichern",
  create: "Anlegen",
  cancel: "Abbrechen",
  notFound: "Diesen Textbaustein gibt es nicht (mehr).",
  /** Why a Textbaustein was not saved; per field, in replies/messages.ts. */
  errors: {
    empty: {
      name: "Bitte einen Namen eingeben.",
      subject: replyCopy.errors.empty.subject,
      body: "Bitte einen Text eingeben.",
    },
    tooLong: {
      name: (max: number) => `Der Name darf höchstens ${number.format(max)} Zeichen lang sein.`,
      subject: replyCopy.errors.tooLong.subject,
      body: (max: number) => `Der Text darf höchstens ${number.format(max)} Zeichen lang sein.`,
    },
    unknownPlaceholder: (tokens: string[]) =>
      `Unbekannter Platzhalter: ${tokens.join(", ")}. Möglich sind ${placeholderList}.`,
  },
} as const;

/**
 * The two suggested Textbausteine ("Vorschläge übernehmen"): a first answer inviting to the
 * preliminary talk, and a confirmation of the preferred date. Signed like the confirmation mail,
 * with the live release's facts.
 */
export function starterTemplates(facts: Pick<Facts, "founder" | "studioName" | "address">) {
  const signature = [confirmationMail.closing, ...confirmationSignature(facts)].join("\n");
  return [
    {
      name: "Erste Antwort mit Vorgespräch",
      promisesDate: false,
      subject: `${replyCopy.replyPrefix} ${confirmationSubject(facts.studioName)}`,
      body: `Hallo {vorname},

vielen Dank für deine Anfrage und dein Vertrauen. Ich freue mich sehr, dass du dir ein Shooting mit dem Paket {paket} wünschst.

Am besten lernen wir uns zuerst in einem unverbindlichen Vorgespräch kennen, am Telefon oder bei einem Kaffee im Studio. Dabei sprechen wir über deine Wünsche, Outfits und alle Fragen, die du hast.

Wann passt es dir in den nächsten Tagen?

${signature}`,
    },
    {
      name: "Wunschtermin bestätigen",
      // "Dein Wunschtermin am {datum} ist noch frei": checked against the day before it goes out.
      promisesDate: true,
      subject: "Dein Shooting am {datum}",
      body: `Hallo {vorname},

schön, dass du dich für {paket} entschieden hast. Dein Wunschtermin am {datum} ist noch frei, und ich halte ihn gern für dich fest.

Damit er verbindlich wird, brauche ich nur noch deine kurze Zusage per E-Mail. Alles Weitere zu Ablauf, Outfits und Anreise schicke ich dir danach.

Ich freue mich auf dich!

${signature}`,
    },
  ] as const;
}
