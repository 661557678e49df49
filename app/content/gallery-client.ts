/**
 * The words of a client's own gallery (`/galerie/<id>`, ADR 0041): the door with its PIN, the
 * grid of her pictures, and what the owner is told when a gallery locks. Visitors are addressed
 * with "du", calmly: these are the most intimate pictures she has.
 */
const pictures = (count: number) => (count === 1 ? "1 Bild" : `${count} Bilder`);

export const galleryClientCopy = {
  /** The plain text of a refused file address. */
  fileNotFound: "Nicht gefunden",
  notFound: {
    title: "Diese Galerie gibt es hier nicht",
    text: "Vielleicht ist der Link unvollständig, die Galerie ist abgelaufen oder wurde geschlossen. Wenn du Fragen hast, schreib mir einfach – ich helfe dir gern weiter.",
  },
  door: {
    metaTitle: "Deine Galerie",
    eyebrow: "Private Galerie",
    heading: "Schön, dass du da bist",
    intro: (name: string) =>
      `${name}, deine Bilder warten auf dich. Gib die sechsstellige PIN ein, die du separat von mir bekommen hast.`,
    label: "PIN",
    hint: "6 Ziffern",
    submit: "Galerie öffnen",
    wrong: "Diese PIN stimmt leider nicht. Bitte prüf sie noch einmal.",
    malformed: "Bitte gib die sechs Ziffern deiner PIN ein.",
    waits:
      "Zu viele Versuche in kurzer Zeit. Bitte warte eine Viertelstunde und versuch es dann noch einmal.",
    locked: {
      heading: "Diese Galerie ist vorübergehend gesperrt",
      text: "Nach zu vielen falschen PINs ist die Galerie zu deinem Schutz gesperrt. Die Fotografin ist schon benachrichtigt und schickt dir eine neue PIN.",
    },
    busy: "Gerade ging etwas schief. Bitte versuch es gleich noch einmal.",
  },
  grid: {
    eyebrow: "Deine Galerie",
    greeting: (name: string) => `Für ${name}`,
    proofs: "Deine Vorschaubilder",
    proofsCount: (count: number) => pictures(count),
    finals: "Deine fertigen Bilder",
    empty: "Deine Bilder werden gerade vorbereitet. Schau bald wieder vorbei.",
    pictureAlt: (index: number, count: number) => `Bild ${index} von ${count}`,
    privacy:
      "Diese Galerie ist privat: nur mit deinem Link und deiner PIN sichtbar, und sie wird nicht in Suchmaschinen aufgenommen.",
  },
  /** The owner's alert when a gallery locked after too many wrong PINs. */
  ownerAlert: {
    title: "Galerie gesperrt",
    body: (title: string) =>
      `Zu viele falsche PINs für „${title}“. Erzeuge eine neue PIN, um sie wieder zu öffnen.`,
    mail: (title: string, client: string, link: string, studioName: string) => ({
      subject: `Galerie gesperrt: ${title}`,
      text: `Die Galerie „${title}“ von ${client} ist nach zu vielen falschen PINs gesperrt.

Wenn es deine Kundin war, erzeuge eine neue PIN und gib sie ihr. Wenn nicht, hat jemand versucht, die PIN zu erraten: die Galerie bleibt gesperrt, bis du eine neue PIN erzeugst.

${link}

${studioName}`,
    }),
  },
} as const;
