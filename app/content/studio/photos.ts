/**
 * The studio's photo pages (/studio/fotos): uploading, her library, one photo with its
 * description, focal point and consent, and where the photos stand on the home page. Neutral
 * address throughout; the original file names never appear here or anywhere the server sends.
 */
import type { PlaceName } from "#app/photos/places.ts";
import type { PhotoProblem, PhotoStatus } from "#app/photos/store.server.ts";
import type { UploadRefusal } from "#app/photos/upload.server.ts";

const megabytes = (bytes: number) =>
  `${(bytes / 1024 / 1024).toLocaleString("de-DE", { maximumFractionDigits: 1 })}\u00a0MB`;

/** "1 Foto", "3 Fotos": the number and its word never split across lines. */
const plural = (n: number, one: string, many: string) => `${n}\u00a0${n === 1 ? one : many}`;

/** A place on the home page in words: "Startbild 1", "Porträt", "Portfolio, Foto 3". */
export function placeLabel({ place, index }: { place: PlaceName; index: number }): string {
  switch (place) {
    case "hero":
      return `Startbild ${index + 1}`;
    case "portrait":
      return "Porträt";
    case "creators":
      return "Creators-Bild";
    case "portfolio":
      return `Portfolio, Foto ${index + 1}`;
  }
}

/** Several places in a line: "Startbild 2, Portfolio (Foto 5)". */
export function placesLine(places: { place: PlaceName; index: number }[]): string {
  return places
    .map((place) =>
      place.place === "portfolio" ? `Portfolio (Foto ${place.index + 1})` : placeLabel(place),
    )
    .join(", ");
}

export const photoStatusLabels: Record<PhotoStatus, string> = {
  queued: "Wartet",
  encoding: "Wird umgewandelt",
  ready: "Fertig",
  failed: "Fehlgeschlagen",
};

/** Why the worker could not make a photo of an upload. */
export const photoProblems: Record<PhotoProblem, string> = {
  unreadable:
    "Diese Datei ließ sich nicht als Foto lesen. Sie ist vielleicht beschädigt. Bitte das Foto neu exportieren und noch einmal hochladen.",
  "too-many-pixels":
    "Dieses Foto hat mehr als 100 Megapixel. Bitte eine kleinere Fassung exportieren (zum Beispiel mit 6000 Pixeln an der langen Seite).",
  "timed-out":
    "Die Umwandlung dieses Fotos hat zu lange gedauert und wurde abgebrochen. Bitte das Foto neu exportieren, etwa als JPEG, und noch einmal hochladen.",
  "upload-missing":
    "Die hochgeladene Datei war nicht mehr da (etwa nach einem Neustart des Servers). Bitte das Foto noch einmal hochladen.",
};

/** Why a file was refused before or while it was sent (the browser checks first, the server again). */
export const uploadRefusals: Record<UploadRefusal | "network" | "failed", string> = {
  heic:
    "Dieses Foto ist im HEIC-Format gespeichert, das Browser nicht anzeigen können. Bitte als JPEG exportieren: " +
    "am iPhone unter Einstellungen/Kamera/Formate „Maximale Kompatibilität“ wählen oder beim Teilen unter „Optionen“ das Format „JPEG“ bzw. „Meistkompatibel“.",
  "not-a-photo":
    "Diese Datei ist kein Foto im Format JPEG, PNG, WebP, AVIF oder TIFF und wurde nicht hochgeladen.",
  "too-large": "Diese Datei ist größer als 50 MB. Bitte eine kleinere Fassung exportieren.",
  empty: "Diese Datei ist leer.",
  "too-many-open":
    "Es werden schon 10 Fotos gleichzeitig hochgeladen, etwa in anderen Fenstern. Bitte warten, bis sie fertig sind, und dieses Foto dann noch einmal auswählen.",
  "queue-full":
    "Auf dem Server warten schon Fotos mit zusammen rund 1 GB auf das Hochladen oder die Umwandlung. Bitte warten, bis sie fertig sind, und dieses Foto dann noch einmal auswählen.",
  gone: "Die Galerie für dieses Bild gibt es nicht mehr oder sie ist gesperrt; es wurde nicht gespeichert.",
  network:
    "Die Verbindung ist abgebrochen. Bitte die Seite geöffnet lassen und das Foto noch einmal auswählen.",
  failed: "Das Hochladen hat nicht geklappt. Bitte noch einmal versuchen.",
};

export const photosCopy = {
  title: "Fotos",
  intro:
    "Eigene Fotos hochladen, beschreiben und auf der Website platzieren. Vor dem Speichern entfernt das Studio alle Kameradaten (Ort, Gerät, Seriennummer); der Dateiname wird gar nicht erst gesendet.",
  notices: {
    deleted: "Das Foto ist gelöscht, auch aus allen früheren Versionen der Website.",
    withdrawn:
      "Die Einwilligung ist widerrufen: Das Foto ist von der Website genommen, aus allen früheren Versionen entfernt und gelöscht.",
  },
  upload: {
    heading: "Hochladen",
    choose: "Fotos auswählen",
    drop: "oder hierher ziehen",
    hint: (maxBytes: number) =>
      `JPEG, PNG, WebP, AVIF oder TIFF, bis ${megabytes(maxBytes)} und 100 Megapixel je Foto. Mehrere auf einmal sind möglich.`,
    noscript:
      "Zum Hochladen braucht diese Seite JavaScript. Bitte JavaScript im Browser einschalten; alles andere hier funktioniert auch ohne.",
    listLabel: "Hochgeladene Fotos",
    waiting: "Wartet auf das Hochladen",
    sending: (percent: number) => `Wird hochgeladen: ${percent}\u00a0%`,
    encoding: (done: number, total: number) =>
      total ? `Wird umgewandelt: ${Math.round((done / total) * 100)}\u00a0%` : "Wird umgewandelt",
    queued: "Hochgeladen, wartet auf die Umwandlung",
    ready: "Fertig",
    describe: "Beschreiben",
    signedOut:
      "Die Anmeldung ist abgelaufen. Bitte neu anmelden und das Foto noch einmal auswählen.",
    leaveWarning: "Es werden noch Fotos hochgeladen. Die Seite wirklich verlassen?",
    localName: "Name der Datei (nur auf diesem Gerät sichtbar)",
    summary: (done: number, total: number) => `${done} von ${total} hochgeladen`,
  },
  library: {
    heading: "Bibliothek",
    empty: "Noch keine eigenen Fotos. Die Website zeigt bis dahin die Beispielbilder.",
    count: (n: number) => plural(n, "Foto", "Fotos"),
    noAlt: "Beschreibung fehlt",
    onSite: "Auf der Website",
    inDraft: "Im Entwurf",
    untitled: (date: string) => `Foto vom ${date}`,
    progress: (done: number, total: number) =>
      total ? `${Math.round((done / total) * 100)}\u00a0%` : "",
  },
  placement: {
    heading: "Auf der Website",
    summary: (own: number, samples: number) =>
      own === 0
        ? `Alle ${plural(samples, "Platz", "Plätze")} zeigen noch Beispielbilder.`
        : samples === 0
          ? `Alle ${plural(own, "Platz", "Plätze")} zeigen eigene Fotos.`
          : `${own === 1 ? "1\u00a0Platz zeigt ein eigenes Foto" : `${own}\u00a0Plätze zeigen eigene Fotos`}, ${plural(samples, "Platz", "Plätze")} noch ein Beispielbild.`,
    arrange: "Fotos anordnen",
    publish: "Zur Veröffentlichung",
    draft: "Der Entwurf hat Änderungen, die noch nicht veröffentlicht sind.",
  },
  photo: {
    back: "Zurück zu den Fotos",
    title: "Foto",
    facts: "Angaben",
    size: (width: number, height: number) => `${width}\u00a0x\u00a0${height}\u00a0Pixel`,
    bytes: megabytes,
    uploaded: (date: string) => `Hochgeladen am ${date}`,
    status: "Stand",
    sizeLabel: "Größe",
    bytesLabel: "Dateigröße",
    uploadedLabel: "Hochgeladen",
    notFound: "Dieses Foto gibt es nicht (mehr).",
    encodingNote:
      "Das Foto wird gerade in die Größen für die Website umgewandelt. Bildbeschreibung und Einwilligung lassen sich schon eintragen.",
    used: "Verwendung",
    usedNowhere: "Noch nirgends auf der Website.",
  },
  describe: {
    heading: "Beschreibung und Bildschwerpunkt",
    alt: "Bildbeschreibung",
    altHint:
      "Ein Satz für alle, die das Foto nicht sehen (Screenreader, Suchmaschinen): was zu sehen ist, Licht und Stimmung. Keine Namen. Zum Beispiel: „Frau in cremefarbener Spitze am Fenster, weiches Morgenlicht“.",
    focal: "Bildschwerpunkt",
    focalHint:
      "Auf die wichtigste Stelle im Foto tippen. Zugeschnittene Ansichten (das Startbild am Handy, die quadratischen Kacheln) halten diese Stelle im Bild.",
    focalKeys: "Mit den Pfeiltasten verschieben.",
    focalPicker: (x: number, y: number) =>
      `Bildschwerpunkt wählen: jetzt ${x}\u00a0% von links, ${y}\u00a0% von oben. Pfeiltasten verschieben ihn.`,
    focalX: "Von links (%)",
    focalY: "Von oben (%)",
    crops: "So bleibt es im Bild",
    phoneCut: "Startbild am Handy (9:16)",
    square: "Kachel (quadratisch)",
    save: "Speichern",
    saved: "Gespeichert.",
    savedWithCut: "Gespeichert. Der Ausschnitt fürs Handy wird neu erstellt.",
    savedLive: "Auf der Website gilt die Änderung nach „Veröffentlichen“.",
  },
  consent: {
    heading: "Einwilligung",
    intro:
      "Für Fotos, auf denen eine Person zu erkennen ist, braucht es ihre Einwilligung (§ 22 KUG, Art. 7 DSGVO). Hier steht, worauf sie sich stützt.",
    showsPerson: "Zeigt eine Person",
    date: "Datum der Einwilligung",
    scope: "Die Einwilligung gilt für",
    website: "Website",
    social: "Social Media",
    note: "Notiz",
    noteHint: "Wo die Einwilligung liegt, etwa „Vertrag vom 12. März, Ordner 2026“.",
    save: "Einwilligung speichern",
    saved: "Einwilligung gespeichert.",
    savedOffSite:
      "Einwilligung gespeichert. Sie umfasst die Website nicht: Das Foto ist sofort von der Website genommen, dort steht jetzt ein Beispielbild.",
    notForWebsite:
      "Das Foto steht auf der Website oder im Entwurf, die Einwilligung umfasst die Website aber nicht.",
    withdraw: "Einwilligung widerrufen",
    withdrawHeading: "Einwilligung widerrufen?",
    withdrawText:
      "Das Foto wird sofort von der Website genommen, aus allen früheren Versionen entfernt, die sich wiederherstellen ließen, und dann gelöscht. Das lässt sich nicht rückgängig machen.",
    withdrawYes: "Ja, widerrufen und löschen",
  },
  remove: {
    heading: "Foto löschen",
    button: "Foto löschen",
    confirmHeading: "Foto endgültig löschen?",
    text: "Das Foto wird mit allen seinen Größen gelöscht. Das lässt sich nicht rückgängig machen.",
    live: (places: string) =>
      `Auf der Website: ${places}. Dort steht danach sofort ein Beispielbild.`,
    draft: (places: string) => `Im Entwurf: ${places}.`,
    releases: (n: number) =>
      `In ${plural(n, "früheren Version", "früheren Versionen")} der Website; auch dort wird es entfernt.`,
    nowhere: "Das Foto wird nirgends verwendet.",
    yes: "Endgültig löschen",
    cancel: "Abbrechen",
  },
  arrange: {
    title: "Fotos anordnen",
    intro:
      "Welche Fotos wo auf der Startseite stehen. Jede Änderung landet im Entwurf; live geht sie mit „Veröffentlichen“.",
    back: "Zurück zu den Fotos",
    saved: "Im Entwurf gespeichert.",
    stale: "Die Anordnung hat sich inzwischen geändert. Bitte noch einmal versuchen.",
    heroHeading: "Startbilder",
    heroIntro: "Die drei großen Bilder ganz oben, nacheinander eingeblendet.",
    singleHeading: "Porträt und Creators",
    portfolioHeading: "Portfolio",
    portfolioIntro: (count: number) =>
      `${plural(count, "Foto", "Fotos")} im Mosaik, in dieser Reihenfolge (6 bis 40 sind möglich). Zum Umsortieren am Griff ziehen oder die Pfeile nutzen; ein Tipp aufs Foto ersetzt oder entfernt es.`,
    change: "Ändern",
    changeLabel: (place: string) => `${place} ändern`,
    add: "Foto hinzufügen",
    up: "Nach oben",
    down: "Nach unten",
    remove: "Entfernen",
    removeFromPortfolio: "Aus dem Portfolio entfernen",
    itemAction: (place: string, action: string) => `${place}: ${action}`,
    drag: "Ziehen zum Umsortieren",
    itemNumber: (n: number) => `Foto ${n}`,
    dragMoved: (from: number, to: number) => `Foto ${from} steht jetzt an Stelle ${to}.`,
    sample: "Beispielbild",
    encoding: "Wird umgewandelt",
    missingAlt: "Beschreibung fehlt",
    chooseHeading: (place: string) => `${place}: Foto wählen`,
    addHeading: "Foto zum Portfolio hinzufügen",
    chooseIntro:
      "Fertig umgewandelte eigene Fotos und die Beispielbilder, die gerade auf der Website stehen.",
    cancel: "Abbrechen",
    current: "Jetzt hier",
    inPortfolio: "Schon im Portfolio",
    choiceLabel: (description: string) => `Dieses Foto wählen: ${description}`,
    noDescription: (date: string) => `Foto vom ${date}, ohne Beschreibung`,
    noOwnPhotos: "Noch keine eigenen Fotos, die fertig umgewandelt sind.",
    toUpload: "Fotos hochladen",
    altHeading: "Diese Fotos brauchen noch eine Bildbeschreibung",
    altIntro: "Ohne Beschreibung lässt sich die Website nicht veröffentlichen.",
    publishHeading: "Veröffentlichen",
    publishText:
      "Die Anordnung ist im Entwurf gespeichert. Live geht sie mit „Veröffentlichen“ auf der Website-Seite.",
    publish: "Zur Veröffentlichung",
  },
  /** "Startklar" on /studio/website: built-in pictures still on the site. */
  samples: (n: number) => `Beispielbilder auf der Website: ${n}`,
  samplesGroup: "Fotos",
  blockers: {
    heading: "Was noch fehlt",
    toPhoto: "Zum Foto",
    toArrange: "Zur Anordnung",
  },
  errors: {
    altTooLong: "Höchstens 250 Zeichen.",
    focal: "Bitte eine Zahl von 0 bis 100 angeben.",
    date: "Bitte das Datum der Einwilligung angeben.",
    dateFuture: "Das Datum liegt in der Zukunft.",
    noteTooLong: "Höchstens 500 Zeichen.",
    invalid: "Nicht gespeichert: Bitte die markierten Felder prüfen.",
  },
} as const;
