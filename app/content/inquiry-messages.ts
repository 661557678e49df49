/**
 * What the inquiry's checks say, in German: the form's field rules (shown next to the field and
 * in the JSON API's `fieldErrors`) and the JSON API's refusals. One schema reads the first, the
 * feature's edges the second; the texts live only here.
 */
export const fieldMessages = {
  required: (label: string) => `${label} ist erforderlich`,
  tooLong: (label: string, max: number) => `${label} darf höchstens ${max} Zeichen lang sein`,
  singleLine: (label: string) => `${label} darf nur aus einer Zeile bestehen`,
  email: "Ungültige E-Mail-Adresse",
  phone: "Bitte gib eine gültige Telefonnummer ein",
  package: "Bitte wähle ein Paket aus",
  preferredDate: "Bitte wähle ein gültiges Datum ab heute",
  source: "Bitte wähle aus, wie du auf uns aufmerksam geworden bist",
  consent: "Du musst der Datenverarbeitung zustimmen",
  invalid: "Ungültige Eingabe",
} as const;

/** The names the field rules use (the form's labels say "E-Mail", "Telefon" etc.). */
export const fieldNames = {
  firstName: "Vorname",
  lastName: "Nachname",
  phone: "Telefonnummer",
  message: "Nachricht",
} as const;

/** The `message` of every JSON refusal (the `code` beside it is for programs). */
export const apiMessages = {
  methodNotAllowed: "Nur POST ist erlaubt.",
  invalidApiKey: "Fehlender oder falscher API-Schlüssel.",
  unsupportedMediaType: "Bitte sende die Anfrage als application/json.",
  payloadTooLarge: "Die Anfrage ist zu groß.",
  malformedJson: "Die Anfrage ist kein gültiges JSON.",
  notAnObject: "Die Anfrage muss ein JSON-Objekt sein.",
  internal: "Interner Fehler. Bitte versuche es später erneut.",
  sessionRequired: "Bitte lade die Seite neu und versuche es erneut.",
  sessionExpired: "Deine Sitzung ist abgelaufen. Bitte versuche es erneut.",
  tooManySessions: "Zu viele Anfragen. Bitte versuche es später erneut.",
  tooManyInquiries:
    "Du hast gerade schon einige Anfragen gesendet. Bitte versuche es später erneut.",
  invalidSubmissionId: "Ungültige Anfrage-Kennung.",
  unavailable: "Die Anfrage kann gerade nicht gespeichert werden. Bitte versuche es später erneut.",
} as const;

export type ApiMessages = typeof apiMessages;
