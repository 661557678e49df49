/** What the JSON API answers when it refuses a request, in German (the `code` is for programs). */
export const apiMessages = {
  methodNotAllowed: "Nur POST ist erlaubt.",
  invalidApiKey: "Fehlender oder falscher API-Schlüssel.",
  unsupportedMediaType: "Bitte sende die Anfrage als application/json.",
  payloadTooLarge: "Die Anfrage ist zu groß.",
  badRequest: "Ungültige Anfrage.",
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
  onlyGet: "Nur GET ist erlaubt.",
  availabilityUnavailable:
    "Die belegten Termine können gerade nicht geladen werden. Bitte versuche es später erneut.",
} as const;

export type ApiMessages = typeof apiMessages;
