/**
 * The website editor's words (/studio/website): the messages of the content schemas
 * (app/website/schema.ts), shown at the field they belong to.
 */
import { formMessages } from "#app/content/forms.ts";

/** A unit in the singular and the plural: "1 Paket", "4 Pakete". */
type Unit = readonly [one: string, many: string];

export const contentMessages = {
  required: formMessages.required,
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
  photoId: "Bitte ein Foto aus der Bibliothek wählen.",
  focal: "Der Bildschwerpunkt liegt zwischen 0 und 1.",
  duplicatePhoto: "Ein Foto steht zweimal im Portfolio.",
  units: {
    packages: ["Paket", "Pakete"],
    features: ["Leistung", "Leistungen"],
    paragraphs: ["Absatz", "Absätze"],
    questions: ["Frage", "Fragen"],
    steps: ["Schritt", "Schritte"],
    trustPoints: ["Vertrauenspunkt", "Vertrauenspunkte"],
    heroPhotos: ["Startbild", "Startbilder"],
    portfolioPhotos: ["Foto", "Fotos"],
  },
} as const;

/** The editor's field labels, by the field's path with "*" for a list's position. */
export const fieldLabels: Record<string, string> = {
  "facts.studioName": "Name des Studios",
  "facts.founder": "Name der Inhaberin",
  "facts.founderTitle": "Berufsbezeichnung",
  "facts.address.street": "Straße und Hausnummer",
  "facts.address.postalCode": "Postleitzahl",
  "facts.address.city": "Ort",
  "facts.country": "Land",
  "facts.phone": "Telefon",
  "facts.email": "E-Mail-Adresse für Besucherinnen",
  "facts.social.label": "Social-Media-Profil: Name",
  "facts.social.url": "Social-Media-Profil: Adresse",
  "facts.vat": "Umsatzsteuer",
  "facts.legal.responsible.name": "Verantwortlich für den Inhalt: Name",
  "facts.legal.responsible.address.street": "Verantwortlich: Straße und Hausnummer",
  "facts.legal.responsible.address.postalCode": "Verantwortlich: Postleitzahl",
  "facts.legal.responsible.address.city": "Verantwortlich: Ort",
  "facts.legal.vatId": "USt-IdNr.",
  "facts.legal.hosting.name": "Hosting-Anbieter: Name",
  "facts.legal.hosting.address": "Hosting-Anbieter: Anschrift",
  "facts.legal.mailProvider.name": "E-Mail-Anbieter: Name",
  "facts.legal.mailProvider.address": "E-Mail-Anbieter: Anschrift",
  "home.hero.tagline": "Zeile über der Überschrift",
  "home.hero.headline": "Überschrift",
  "home.hero.subline": "Text unter der Überschrift",
  "home.hero.trustPoints.*": "Vertrauenspunkt",
  "home.philosophy.heading": "Überschrift",
  "home.philosophy.paragraphs.*": "Absatz",
  "home.philosophy.signature": "Unterschrift",
  "home.experience.heading": "Überschrift",
  "home.experience.intro": "Einleitung",
  "home.experience.steps.*.icon": "Symbol",
  "home.experience.steps.*.title": "Titel",
  "home.experience.steps.*.description": "Beschreibung",
  "home.packages.heading": "Überschrift",
  "home.packages.intro": "Einleitung",
  "home.packages.items.*.name": "Name",
  "home.packages.items.*.price": "Preis in Euro",
  "home.packages.items.*.duration": "Dauer",
  "home.packages.items.*.outfits": "Outfits",
  "home.packages.items.*.features": "Leistungen (eine pro Zeile)",
  "home.packages.items.*.popular": "Als „Beliebt“ hervorheben",
  "home.creators.heading": "Überschrift",
  "home.creators.intro": "Einleitung",
  "home.creators.features.*.title": "Titel",
  "home.creators.features.*.description": "Beschreibung",
  "home.creators.action": "Beschriftung des Knopfs",
  "home.creators.mailSubject": "Betreff der E-Mail",
  "home.faq.heading": "Überschrift",
  "home.faq.intro": "Einleitung",
  "home.faq.items.*.question": "Frage",
  "home.faq.items.*.answer": "Antwort",
  "home.contact.heading": "Überschrift",
  "home.contact.intro": "Einleitung",
  "home.footer.claim": "Satz in der Fußzeile",
  "search.title": "Titel der Startseite (in Suchergebnissen und im Browser-Tab)",
  "search.description": "Beschreibung für Suchmaschinen",
};

/** A field's label, with the list position it sits at ("Frage 3"). */
export function fieldLabel(path: string): string {
  const generic = path.replace(/\.\d+(?=\.|$)/g, ".*");
  const positions = [...path.matchAll(/\.(\d+)(?=\.|$)/g)].map((match) => Number(match[1]) + 1);
  const label = fieldLabels[generic] ?? path;
  return positions.length ? `${label} (${positions.join(".")})` : label;
}

export const websiteCopy = {
  title: "Website",
  intro:
    "Texte, Preise und Angaben der Website ändern. Änderungen landen zuerst in einem Entwurf; " +
    "live geht er erst mit „Veröffentlichen“.",
  documents: {
    facts: {
      title: "Studio & Rechtliches",
      text: "Name, Adresse, Kontakt, Umsatzsteuer, Impressum",
    },
    home: { title: "Startseite", text: "Alle Abschnitte, Pakete und Preise, Fragen" },
    search: { title: "Suchmaschinen", text: "Titel und Beschreibung in Suchergebnissen" },
  },
  ready: {
    heading: "Startklar",
    intro: (count: number) =>
      count === 1
        ? "Noch 1 Platzhalter auf der Website. Bitte vor dem Start ersetzen:"
        : `Noch ${count} Platzhalter auf der Website. Bitte vor dem Start ersetzen:`,
    group: (title: string, count: number) => `${title} (${count})`,
  },
  state: {
    heading: "Entwurf",
    confirmFirst:
      "Dieser Entwurf ändert Angaben im Impressum oder die Kontakt-E-Mail. Vor dem Veröffentlichen kommt deshalb eine kurze Bestätigung mit dem Passkey; danach bitte noch einmal „Veröffentlichen“ tippen.",
    draft: (since: string) => `Unveröffentlichte Änderungen seit ${since}.`,
    none: "Keine unveröffentlichten Änderungen: Die Website zeigt, was hier steht.",
    live: (id: number, when: string) => `Live: Version ${id} vom ${when}.`,
  },
  actions: {
    preview: "Vorschau",
    publish: "Veröffentlichen",
    discard: "Entwurf verwerfen",
    discardConfirm:
      "Alle unveröffentlichten Änderungen gehen verloren. Die Website bleibt, wie sie ist.",
    discardYes: "Ja, Entwurf verwerfen",
    cancel: "Abbrechen",
    history: "Verlauf",
    edit: "Bearbeiten",
  },
  notices: {
    published: "Veröffentlicht. Die Website zeigt jetzt die neue Fassung.",
    discarded: "Der Entwurf ist verworfen. Die Website bleibt, wie sie war.",
    restored: "Wiederhergestellt. Die Website zeigt jetzt diese Fassung.",
  },
  refusals: {
    noDraft: "Es gibt keine Änderungen zu veröffentlichen.",
    renderFailed:
      "Die Seiten konnten mit diesem Inhalt nicht erstellt werden. Die Website bleibt, wie sie war.",
    notFound: "Diese Version gibt es nicht.",
    invalid: "Nicht gespeichert: Bitte die markierten Felder prüfen.",
    blocked: "Noch nicht veröffentlicht: Einige Fotos auf der Website sind noch nicht bereit.",
    confirmationRequired: "Bitte zuerst mit dem Passkey bestätigen.",
    restoreBlocked:
      "Nicht wiederhergestellt: Einige Fotos dieser Version dürfen so nicht mehr auf die Website.",
  },
  /** Why a photo keeps the draft from going live, after the place's name. */
  blockers: {
    "photo-missing": "Dieses Foto gibt es nicht mehr. Bitte ein anderes wählen.",
    "photo-encoding": "Das Foto wird noch umgewandelt. Bitte einen Moment warten.",
    "photo-alt": "Das Foto braucht noch eine Bildbeschreibung.",
    "photo-consent":
      "Das Foto zeigt eine Person, deren Einwilligung die Website nicht umfasst. Bitte die Einwilligung ergänzen oder ein anderes Foto wählen.",
  },
  editor: {
    back: "Zurück zur Übersicht",
    save: "Speichern",
    saved: "Entwurf gespeichert",
    saving: "Wird gespeichert…",
    unsaved: "Noch nicht gespeichert: Bitte die neuen Felder ausfüllen.",
    autosaveFailed: (count: number) =>
      count === 1
        ? "Nicht gespeichert: 1 Feld prüfen."
        : `Nicht gespeichert: ${count} Felder prüfen.`,
    hint: "Änderungen werden beim Tippen als Entwurf gespeichert.",
    jump: "Springen zu",
    add: (what: string) => `${what} hinzufügen`,
    remove: "Entfernen",
    up: "Nach oben",
    down: "Nach unten",
    item: (what: string, position: number) => `${what} ${position}`,
  },
  facts: {
    studio: "Studio",
    contact: "Kontakt",
    vat: "Umsatzsteuer",
    vatRegular: "Preise inkl. MwSt.",
    vatRegularHint: "Die Preise auf der Website enthalten die Umsatzsteuer.",
    vatSmall: "Kleinunternehmerin nach § 19 UStG",
    vatSmallHint: "Keine Umsatzsteuer; die Website nennt stattdessen § 19 UStG.",
    legal: "Impressum & Datenschutz",
    vatIdHint: "Format DE123456789; leer lassen, wenn keine vorhanden.",
  },
  home: {
    sections: {
      hero: "Titelbereich",
      philosophy: "Philosophie",
      experience: "Ablauf",
      packages: "Pakete",
      creators: "Für Creator",
      faq: "Häufige Fragen",
      contact: "Kontakt",
      footer: "Fußzeile",
    },
    paragraph: "Absatz",
    step: "Schritt",
    package: "Paket",
    feature: "Leistung",
    question: "Frage",
    icons: {
      consultation: "Gespräch",
      camera: "Kamera",
      selection: "Auswahl",
      delivery: "Übergabe",
    },
  },
  history: {
    title: "Verlauf",
    intro: "Jede veröffentlichte Fassung der Website, die neueste oben.",
    version: (id: number) => `Version ${id}`,
    live: "Live",
    origins: {
      install: "Erstinstallation",
      studio: "Studio",
      cli: "Kommandozeile",
      restore: (from: number | null) => `Wiederhergestellt aus Version ${from ?? "?"}`,
    },
    restore: "Wiederherstellen",
    restoreConfirm: (id: number) =>
      `Version ${id} wieder live schalten? Sie wird als neue Version veröffentlicht; ein offener Entwurf bleibt erhalten.`,
    restoreYes: "Ja, wiederherstellen",
  },
} as const;

/** Parts of the stand-ins of a fresh install (app/content/website/defaults.ts) that no real fact contains. */
export const placeholderMarkers = [
  "mustermann",
  "musterstraße",
  "musterweg",
  "musterallee",
  "muster-",
  "example.com",
  "example.org",
  "instagram.com/example",
  "0000000",
] as const;
