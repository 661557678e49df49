/**
 * The German text of the two mails every inquiry sends. The visitor's confirmation is fixed
 * text: it never repeats anything she typed (not even her name), so the form cannot be used to
 * send someone else a message. Its subject is deliberately plain: inbox previews are often seen
 * by others.
 */
import type { Facts } from "#app/website/schema.ts";

export const studioMail = {
  subjectPrefix: "Neue Anfrage",
  noPreferredDate: "ohne Wunschtermin",
  preferredDatePrefix: "Wunschtermin",
  heading: "Neue Anfrage über die Website",
  labels: {
    name: "Name",
    email: "E-Mail",
    phone: "Telefon",
    package: "Paket",
    preferredDate: "Wunschtermin",
    source: "Aufmerksam geworden durch",
    installmentInfo: "Infos zur Ratenzahlung",
    message: "Nachricht",
    received: "Eingegangen",
    reference: "Anfrage-ID",
  },
  empty: "–",
  yes: "Ja, bitte",
  no: "Nein",
  replyHint: "Antworte einfach auf diese E-Mail, um direkt an die Absenderin zu schreiben.",
};

export const confirmationSubject = (studioName: string) => `Deine Anfrage bei ${studioName}`;

export const confirmationMail = {
  greeting: "Hallo,",
  paragraphs: [
    "vielen Dank für deine Anfrage. Sie ist gut bei mir angekommen.",
    "So geht es weiter: Ich lese deine Nachricht in Ruhe und melde mich innerhalb von zwei Werktagen persönlich bei dir. In einem unverbindlichen Vorgespräch klären wir deine Wünsche, Outfits und einen Termin, der dir passt. Gebucht ist erst, wenn du zugesagt hast.",
    "Alles, was du mir schreibst, behandle ich vertraulich.",
    "Falls du diese Anfrage nicht gestellt hast, kannst du diese E-Mail einfach ignorieren.",
  ],
  closing: "Herzliche Grüße",
};

/** The lines under the greeting: the founder, then the studio and its city. */
export const confirmationSignature = (facts: Pick<Facts, "founder" | "studioName" | "address">) => [
  facts.founder,
  `${facts.studioName} · ${facts.address.city}`,
];
