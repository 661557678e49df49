import type { SiteLocale } from "#app/content/locale.ts";

/** Every visible text of the contact form. Toast texts are quoted exactly from the spec. */
export const contactFormCopy = {
  intro: "Felder mit * brauche ich, alles andere ist freiwillig.",
  firstName: "Vorname",
  lastName: "Nachname",
  email: "E-Mail",
  phone: "Telefon",
  optional: "optional",
  packageLegend: "Welches Paket interessiert dich?",
  packageOutfits: "Outfits",
  unsureDescription: "Wir finden gemeinsam heraus, was zu dir passt.",
  preferredDate: "Wunschtermin",
  message: "Deine Nachricht",
  messagePlaceholder: "Erzähl mir von deinen Wünschen, Ideen oder Fragen …",
  source: "Wie bist du auf mich aufmerksam geworden?",
  sourcePlaceholder: "Bitte wählen",
  installmentInfo: "Schick mir gern Infos zur Ratenzahlung.",
  consentBefore:
    "Ich stimme zu, dass meine Angaben zur Bearbeitung meiner Anfrage verarbeitet werden. Mehr dazu in der ",
  consentLink: "Datenschutzerklärung",
  consentAfter: ".",
  privacyPath: "/datenschutz",
  submit: "Anfrage absenden",
  pending: "Wird gesendet …",
  discretion: "Deine Anfrage bleibt vertraulich und wird nur zur Terminabsprache genutzt.",
  honeypot: "Bitte leer lassen",
  /** The title above a message that asks to send the form once more (without JavaScript). */
  sendAgainTitle: "Einen Moment, bitte",
  /**
   * Where the form posted without JavaScript sends the visitor after her inquiry was stored
   * (`/#anfrage-gesendet`): the id of the success note, which shows only as the link's target.
   */
  sentAnchor: "anfrage-gesendet",
} as const;

/** "Wie bist du auf mich aufmerksam geworden?": the stored value and its label, in form order. */
export const sourceOptions = [
  { value: "instagram", label: "Instagram" },
  { value: "recommendation", label: "Empfehlung" },
  { value: "google", label: "Google" },
  { value: "returning", label: "Ich war schon Kundin" },
  { value: "other", label: "Sonstiges" },
] as const;

export const inquiryToasts = {
  validation: { title: "Validierungsfehler" },
  success: {
    title: "Anfrage gesendet",
    description: "Vielen Dank für deine Anfrage. Ich melde mich zeitnah bei dir.",
  },
  failure: {
    title: "Fehler",
    description: "Die Anfrage konnte nicht gesendet werden. Bitte versuche es später erneut.",
  },
} as const;

/** What the server answers about an inquiry it cannot take as it is (JSON error or the no-JS form). */
export const inquiryServerMessages = {
  tooFast: "Das ging sehr schnell. Bitte sende deine Anfrage in einem Moment noch einmal.",
  unreadableForm:
    "Das Formular kam unvollständig an. Bitte fülle es noch einmal aus und sende es erneut.",
  idempotencyKeyReused:
    "Diese Anfrage wurde schon mit anderem Inhalt gesendet. Bitte lade die Seite neu und sende sie noch einmal.",
  /** The form without JavaScript: its token is missing, forged, from an older deployment or old. */
  staleForm:
    "Das Formular war nicht mehr aktuell. Bitte prüfe deine Angaben und sende die Anfrage in einem Moment noch einmal.",
  /** The form without JavaScript, sent again from the same page with other entries. */
  formSentBefore:
    "Aus diesem Formular wurde schon eine Anfrage mit anderem Inhalt gesendet. Wenn du auch diese senden möchtest, sende sie bitte in einem Moment noch einmal.",
  dateUnavailable:
    "An diesem Tag bin ich leider schon ausgebucht. Bitte wähle einen anderen Wunschtermin.",
} as const;

/** Validation messages the spec leaves open (the schema, app/inquiry/schema.ts, uses them). */
export const inquiryValidationCopy = {
  /** `label` is the field's name, e.g. "Vorname". */
  invisibleCharacters: (label: string) =>
    `${label} enthält unsichtbare Steuerzeichen. Bitte tippe ihn noch einmal ein.`,
} as const;

export type CalendarCopy = {
  /** BCP 47 tag for month and weekday names. */
  tag: string;
  /** 0 = Sunday, 1 = Monday. */
  weekStartsOn: 0 | 1;
  /** How a typed date is written: the input's placeholder, and its hint while empty. */
  typedFormat: string;
  formatHint: string;
  openCalendar: string;
  dialogLabel: string;
  previousMonth: string;
  nextMonth: string;
  close: string;
  clear: string;
  /** Added to the accessible name of a day that is already booked or blocked. */
  taken: string;
  /** Under the month when some of its days are taken. */
  takenLegend: string;
};

/** The calendar in the site's languages (spec: German weeks start Monday, English Sunday). */
export const calendarCopy: Record<SiteLocale, CalendarCopy> = {
  de: {
    tag: "de-DE",
    weekStartsOn: 1,
    typedFormat: "TT.MM.JJJJ",
    formatHint: "Format: TT.MM.JJJJ, oder wähle im Kalender",
    openCalendar: "Kalender öffnen",
    dialogLabel: "Wunschtermin wählen",
    previousMonth: "Vorheriger Monat",
    nextMonth: "Nächster Monat",
    close: "Schließen",
    clear: "Datum entfernen",
    taken: "belegt",
    takenLegend: "Durchgestrichene Tage sind belegt.",
  },
  en: {
    tag: "en-US",
    weekStartsOn: 0,
    typedFormat: "MM/DD/YYYY",
    formatHint: "Format: MM/DD/YYYY, or pick it in the calendar",
    openCalendar: "Open calendar",
    dialogLabel: "Choose a preferred date",
    previousMonth: "Previous month",
    nextMonth: "Next month",
    close: "Close",
    clear: "Clear date",
    taken: "taken",
    takenLegend: "Struck-through days are taken.",
  },
};
