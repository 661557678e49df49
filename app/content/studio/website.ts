/**
 * The website editor's words (/studio/website): the messages of the content schemas
 * (app/website/schema.ts), shown at the field they belong to.
 */
/** A unit in the singular and the plural: "1 Paket", "4 Pakete". */
type Unit = readonly [one: string, many: string];

export const contentMessages = {
  required: "Dieses Feld darf nicht leer sein.",
  tooLong: (max: number) => `Höchstens ${max} Zeichen.`,
  singleLine: "Bitte ohne Zeilenumbruch.",
  postalCode: "Bitte eine Postleitzahl mit 5 Ziffern angeben.",
  phone: "Bitte eine Telefonnummer aus Ziffern, Leerzeichen und + ( ) / - angeben.",
  email: "Bitte eine gültige E-Mail-Adresse angeben.",
  url: "Bitte eine vollständige Adresse angeben, die mit https:// beginnt.",
  vatId: "Bitte die USt-IdNr. im Format DE123456789 angeben (oder leer lassen).",
  price: "Bitte einen Preis in ganzen Euro angeben, von 1 bis 100.000.",
  tooFew: (min: number, unit: Unit) => `Mindestens ${min} ${unit[min === 1 ? 0 : 1]}.`,
  tooMany: (max: number, unit: Unit) => `Höchstens ${max} ${unit[max === 1 ? 0 : 1]}.`,
  exactly: (count: number, unit: Unit) => `Genau ${count} ${unit[count === 1 ? 0 : 1]}.`,
  onePopular: "Höchstens ein Paket kann als „Beliebt“ markiert sein.",
  duplicatePackage: "Zwei Pakete haben dieselbe Kennung.",
  packageId: "Die Kennung besteht aus Kleinbuchstaben, Ziffern und Bindestrichen.",
  icon: "Bitte eines der angebotenen Symbole wählen.",
  vat: "Bitte eine der beiden Angaben zur Umsatzsteuer wählen.",
  invalid: "Dieser Wert ist ungültig.",
  units: {
    packages: ["Paket", "Pakete"],
    features: ["Leistung", "Leistungen"],
    paragraphs: ["Absatz", "Absätze"],
    questions: ["Frage", "Fragen"],
    steps: ["Schritt", "Schritte"],
    trustPoints: ["Vertrauenspunkt", "Vertrauenspunkte"],
  },
} as const;
