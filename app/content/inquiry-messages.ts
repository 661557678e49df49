/**
 * What the inquiry's checks say, in German: the form's field rules, shown next to the field and
 * in the JSON API's `fieldErrors`. The one schema reads them.
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
