/**
 * The studio's words for her clients' galleries (`/studio/galerien`, ADR 0041): the list, a new
 * gallery, its settings, the upload of a shoot, revoking access and deleting it.
 */
import type { EncodeState, GalleryState } from "#app/galleries/gallery.ts";

const pictures = (count: number) => (count === 1 ? "1 Bild" : `${count} Bilder`);

export const galleriesCopy = {
  title: "Galerien",
  moreLabel: "Galerien",
  moreHint: "Private Galerien für Kundinnen: Auswahl und Lieferung der Bilder.",
  intro:
    "Private Galerien für Kundinnen: Vorschaubilder zur Auswahl, dann die fertigen Bilder. Jede Galerie hat einen eigenen, nicht erratbaren Link.",
  list: {
    heading: "Alle Galerien",
    empty: "Noch keine Galerie. Lege die erste aus einer gebuchten Anfrage oder von Hand an.",
    client: "Kundin",
    state: "Stand",
    pictures: "Bilder",
    expires: "Läuft ab",
    noExpiry: "60 Tage nach Lieferung",
    counts: (proofs: number, finals: number) =>
      finals
        ? `${pictures(proofs)} zur Auswahl, ${finals} fertig`
        : `${pictures(proofs)} zur Auswahl`,
    open: "Öffnen",
  },
  states: {
    draft: "Entwurf",
    proofing: "Auswahl läuft",
    selected: "Auswahl erhalten",
    delivered: "Geliefert",
    expired: "Abgelaufen",
    revoked: "Gesperrt",
  } satisfies Record<GalleryState, string>,
  create: {
    heading: "Neue Galerie",
    fromInquiry: "Aus einer gebuchten Anfrage",
    fromInquiryHint:
      "Name, E-Mail-Adresse und Paket kommen aus der Anfrage; die Zahl der enthaltenen Bilder aus dem Paket.",
    inquiry: "Gebuchte Anfrage",
    noBooked:
      "Keine gebuchte Anfrage ohne Galerie. Eine Anfrage wird im Posteingang auf „Gebucht“ gesetzt.",
    byHand: "Von Hand",
    clientName: "Name der Kundin",
    clientEmail: "E-Mail-Adresse der Kundin",
    galleryTitle: "Titel der Galerie",
    titleHint: "Sieht die Kundin oben in ihrer Galerie, z. B. „Dein Shooting im Dezember“.",
    package: "Paket",
    noPackage: "Kein Paket",
    extraPrice: "Preis je weiteres Bild (€)",
    extraPriceHint: "Für jedes Bild über die enthaltenen hinaus.",
    submit: "Galerie anlegen",
    notBooked:
      "Diese Anfrage ist nicht (mehr) gebucht oder hat schon eine Galerie. Bitte die Liste neu laden.",
  },
  settings: {
    heading: "Einstellungen",
    galleryTitle: "Titel",
    included: "Enthaltene Bilder",
    includedHint: (packageName: string | null) =>
      packageName
        ? `Aus dem Paket „${packageName}“; hier für diese Galerie änderbar.`
        : "So viele Bilder darf die Kundin ohne Aufpreis wählen.",
    extraPrice: "Preis je weiteres Bild (€)",
    expires: "Ablaufdatum",
    expiresHint:
      "Leer lassen: 60 Tage nach der Lieferung. Danach werden alle Bilder der Galerie endgültig gelöscht.",
    watermark: "Vorschaubilder mit dezentem Wasserzeichen (Name des Studios)",
    watermarkHint: "Gilt für Bilder, die ab jetzt hochgeladen werden; die fertigen Bilder nie.",
    submit: "Einstellungen speichern",
    saved: "Gespeichert.",
    closed: "Diese Galerie ist abgelaufen; ihre Einstellungen lassen sich nicht mehr ändern.",
  },
  facts: {
    client: "Kundin",
    email: "E-Mail",
    state: "Stand",
    link: "Link für die Kundin",
    linkHint: "Der Link öffnet die Galerie nur mit der PIN (unten unter „Zugang“).",
    created: "Angelegt",
  },
  upload: {
    heading: "Bilder hochladen",
    proofs: "Vorschaubilder zur Auswahl",
    finals: "Fertige Bilder",
    chooseProofs: "Bilder zur Auswahl hochladen",
    chooseFinals: "Fertige Bilder hochladen",
    hint: "JPEGs aus der Kamera oder aus Lightroom, bis zu 400 auf einmal, je höchstens 50 MB. Die Dateinamen sieht nur das Studio.",
    noscript: "Zum Hochladen wird JavaScript gebraucht.",
    progress: (done: number, total: number) => `${done} von ${total} hochgeladen`,
    waitingForServer:
      "Der Server ist mit der Umwandlung beschäftigt; das Hochladen geht gleich von selbst weiter.",
    failedHeading: "Nicht hochgeladen",
    leaveWarning: "Es werden noch Bilder hochgeladen. Die Seite wirklich verlassen?",
    signedOut:
      "Die Anmeldung ist abgelaufen. Bitte neu anmelden und die übrigen Bilder noch einmal wählen.",
  },
  grid: {
    heading: (kind: "proof" | "final") => (kind === "proof" ? "Zur Auswahl" : "Fertige Bilder"),
    empty: "Noch keine Bilder.",
    encoding: (waiting: number) =>
      waiting === 1 ? "1 Bild wird umgewandelt …" : `${waiting} Bilder werden umgewandelt …`,
    states: {
      queued: "Wartet",
      encoding: "Wird umgewandelt",
      ready: "Fertig",
      failed: "Fehlgeschlagen",
    } satisfies Record<EncodeState, string>,
    originalName: "Originaldatei",
  },
  revoke: {
    heading: "Zugang sperren",
    text: "Der Link der Kundin funktioniert sofort nicht mehr. Die Bilder bleiben, bis die Galerie gelöscht wird.",
    submit: "Zugang sperren",
    done: "Der Zugang ist gesperrt.",
    already: "Der Zugang zu dieser Galerie ist gesperrt.",
  },
  remove: {
    heading: "Galerie löschen",
    text: "Alle Bilder dieser Galerie werden endgültig vom Server gelöscht, mit Dateinamen und Auswahl. Aus der verschlüsselten Datensicherung verschwinden sie mit deren Aufbewahrungsfrist.",
    ask: "Galerie löschen …",
    confirmHeading: "Diese Galerie wirklich löschen?",
    confirm: (count: number) =>
      `Ja, Galerie mit ${count === 1 ? "1 Bild" : `${count} Bildern`} löschen`,
    cancel: "Abbrechen",
    done: "Die Galerie ist gelöscht.",
  },
  errors: {
    euros: "Bitte einen Betrag in Euro angeben, z. B. 35 oder 35,50.",
    inquiry: "Bitte eine gebuchte Anfrage wählen.",
    email: "Bitte eine gültige E-Mail-Adresse angeben.",
    tooLong: (max: number) => `Höchstens ${max} Zeichen.`,
    count: "Bitte eine ganze Zahl von 0 bis 999 angeben.",
    date: "Bitte ein Datum wählen.",
  },
  back: "Alle Galerien",
  notFound: "Diese Galerie gibt es nicht (mehr).",
} as const;

/** What a program's upload of a piece hears when the gallery is unknown. */
export const galleryApiMessages = {
  notFound: "Diese Galerie gibt es nicht.",
  invalid: "Die Angaben zum Bild fehlen oder sind ungültig.",
} as const;

/** The owner's PIN panel on the studio's gallery page. */
export const galleryPinCopy = {
  heading: "Zugang",
  pin: (pin: string) => `PIN: ${pin.slice(0, 3)} ${pin.slice(3)}`,
  shownOnce:
    "Die PIN wird nur jetzt angezeigt. Sie geht getrennt vom Link an die Kundin, z. B. per SMS.",
  none: "Noch keine PIN: ohne PIN öffnet der Link nichts.",
  hasPin: "Eine PIN ist vergeben. Sie wird nicht gespeichert, nur ihr Prüfwert.",
  locked: "Nach zu vielen falschen PINs gesperrt. Eine neue PIN öffnet die Galerie wieder.",
  create: "Neue PIN erzeugen",
  creating: "Wird erzeugt …",
  newEndsSessions: "Eine neue PIN meldet die Kundin auf allen Geräten ab.",
  failed: "Die PIN konnte nicht erzeugt werden. Bitte noch einmal versuchen.",
  notFound: "Diese Galerie gibt es nicht (mehr).",
} as const;
