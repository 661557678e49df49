/**
 * The three legal pages (Impressum, Datenschutz, Nutzungsbedingungen), generated from the studio's
 * facts (app/website/schema.ts): the owner edits the facts, never the wording. The storage period
 * (`RETENTION_DAYS`) is passed in by the route.
 *
 * The texts are a careful template, not legal advice: have them checked once the real facts are in.
 */
import { phoneHref } from "#app/lib/format.ts";
import { smallBusinessNote } from "#app/content/vat.ts";
import type { Facts } from "#app/website/schema.ts";

/** Inline text: plain, or a link (internal path, mailto:, tel: or an external address). */
export type Inline = string | { text: string; href: string };

export type LegalBlock =
  | { kind: "paragraph"; content: Inline[] }
  /** Lines that belong together, such as a postal address. */
  | { kind: "lines"; lines: Inline[][] }
  | { kind: "list"; items: Inline[][] };

export type LegalSection = { id: string; title: string; blocks: LegalBlock[] };

export const legalPaths = ["/impressum", "/datenschutz", "/nutzungsbedingungen"] as const;
export type LegalPath = (typeof legalPaths)[number];

export type LegalDocument = {
  path: LegalPath;
  title: string;
  /** Meta description for search results. */
  description: string;
  /** Shown under the heading, e.g. "Stand: Mai 2026". */
  updated: string;
  sections: LegalSection[];
};

const updated = "Stand: Mai 2026"; // update when the texts change

const p = (...content: Inline[]): LegalBlock => ({ kind: "paragraph", content });
const list = (...items: Inline[][]): LegalBlock => ({ kind: "list", items });

/** The parts every document builds from the facts: contact links and the postal address. */
function parts(facts: Facts) {
  const { address } = facts;
  const mail: Inline = { text: facts.email, href: `mailto:${facts.email}` };
  const phone: Inline = { text: facts.phone, href: phoneHref(facts.phone) };
  const postalAddress: LegalBlock = {
    kind: "lines",
    lines: [
      [facts.studioName],
      [facts.founder],
      [address.street],
      [`${address.postalCode} ${address.city}`],
      [facts.country],
    ],
  };
  const contact: LegalBlock = {
    kind: "lines",
    lines: [
      ["Telefon: ", phone],
      ["E-Mail: ", mail],
    ],
  };
  return { mail, postalAddress, contact };
}

/** § 19 UStG: no VAT id, the note instead; otherwise the VAT id when there is one. */
function vatBlocks({ vat, legal }: Facts): LegalBlock[] {
  if (vat === "small-business") return [p(smallBusinessNote)];
  return legal.vatId
    ? [p(`Umsatzsteuer-Identifikationsnummer gemäß § 27 a Umsatzsteuergesetz: ${legal.vatId}`)]
    : [];
}

/** The booking terms' sentence on prices, by VAT status. */
const priceTerms: Record<Facts["vat"], string> = {
  regular:
    " Die auf der Website genannten Preise verstehen sich inklusive der gesetzlichen Mehrwertsteuer.",
  "small-business": ` ${smallBusinessNote}`,
};

export function impressum(facts: Facts): LegalDocument {
  const { postalAddress, contact } = parts(facts);
  const { responsible } = facts.legal;
  return {
    path: "/impressum",
    title: "Impressum",
    description: `Impressum von ${facts.studioName}, Boudoir-Fotografie in ${facts.address.city}: Anbieterangaben, Kontakt und Verantwortliche für den Inhalt.`,
    updated,
    sections: [
      {
        id: "anbieter",
        title: "Angaben gemäß § 5 DDG",
        blocks: [postalAddress, contact, ...vatBlocks(facts)],
      },
      {
        id: "verantwortlich",
        title: "Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV",
        blocks: [
          {
            kind: "lines",
            lines: [
              [responsible.name],
              [responsible.address.street],
              [`${responsible.address.postalCode} ${responsible.address.city}`],
            ],
          },
        ],
      },
      {
        id: "haftung",
        title: "Haftungsausschluss",
        blocks: [
          p(
            "Haftung für Inhalte: Die Inhalte dieser Website wurden mit größter Sorgfalt erstellt. Für die Richtigkeit, Vollständigkeit und Aktualität kann ich dennoch keine Gewähr übernehmen. Als Diensteanbieterin bin ich nach den allgemeinen Gesetzen für eigene Inhalte verantwortlich. Ich bin jedoch nicht verpflichtet, übermittelte oder gespeicherte fremde Informationen zu überwachen oder nach Umständen zu forschen, die auf eine rechtswidrige Tätigkeit hinweisen. Sobald mir eine Rechtsverletzung bekannt wird, entferne ich den betreffenden Inhalt umgehend.",
          ),
          p(
            "Haftung für Links: Diese Website enthält Links zu externen Websites Dritter, auf deren Inhalte ich keinen Einfluss habe. Für diese fremden Inhalte ist stets die jeweilige Anbieterin oder der jeweilige Anbieter verantwortlich. Zum Zeitpunkt der Verlinkung waren keine Rechtsverstöße erkennbar. Eine ständige Kontrolle der verlinkten Seiten ist ohne konkrete Anhaltspunkte nicht zumutbar; werden mir Rechtsverletzungen bekannt, entferne ich den Link umgehend.",
          ),
        ],
      },
      {
        id: "urheberrecht",
        title: "Urheberrecht",
        blocks: [
          p(
            `Alle Fotografien und Texte auf dieser Website sind urheberrechtlich geschützt. Sie gehören ${facts.founder} oder werden mit ausdrücklicher Zustimmung der abgebildeten Personen gezeigt. Jede Vervielfältigung, Bearbeitung, Verbreitung oder sonstige Verwertung, auch auszugsweise, bedarf der vorherigen schriftlichen Zustimmung. Das gilt insbesondere für das Herunterladen, Teilen oder Weiterverwenden der Bilder.`,
          ),
        ],
      },
      {
        id: "datenschutz",
        title: "Datenschutz",
        blocks: [
          p(
            "Wie ich mit deinen Daten umgehe, wenn du diese Website besuchst oder mir eine Anfrage sendest, erfährst du in der ",
            { text: "Datenschutzerklärung", href: "/datenschutz" },
            ".",
          ),
        ],
      },
    ],
  };
}

export function datenschutz(facts: Facts, retentionDays: number): LegalDocument {
  const { mail, postalAddress, contact } = parts(facts);
  const { hosting, mailProvider } = facts.legal;
  return {
    path: "/datenschutz",
    title: "Datenschutzerklärung",
    description: `Datenschutz bei ${facts.studioName}: keine Cookies, keine Dienste Dritter, Anfragen nur zur Bearbeitung deines Shootings. Alle Informationen nach DSGVO.`,
    updated,
    sections: [
      {
        id: "ueberblick",
        title: "Auf einen Blick",
        blocks: [
          p(
            "Diskretion ist die Grundlage meiner Arbeit, auch auf dieser Website. Sie setzt keine Cookies, bindet keine Dienste Dritter ein (keine Analyse-Tools, keine Schriften, Karten oder Videos von fremden Servern) und verarbeitet personenbezogene Daten nur, soweit das für den Betrieb der Website und für die Bearbeitung deiner Anfrage nötig ist.",
          ),
        ],
      },
      {
        id: "verantwortliche",
        title: "Verantwortliche",
        blocks: [
          p("Verantwortlich für die Datenverarbeitung auf dieser Website ist:"),
          postalAddress,
          contact,
        ],
      },
      {
        id: "hosting",
        title: "Hosting und Server-Protokolle",
        blocks: [
          p(
            `Diese Website wird bei ${hosting.name}, ${hosting.address}, betrieben. Beim Aufruf einer Seite übermittelt dein Browser technisch notwendige Daten an den Server: IP-Adresse, Datum und Uhrzeit, die aufgerufene Adresse, die übertragene Datenmenge sowie Browsertyp und Betriebssystem. Diese Daten werden nur verarbeitet, um die Website auszuliefern und ihre Sicherheit zu gewährleisten, etwa um Missbrauch des Kontaktformulars zu begrenzen.`,
          ),
          p(
            "Die Protokolle der Website selbst enthalten weder IP-Adressen noch Inhalte von Anfragen. Die IP-Adresse wird zur Begrenzung der Anfragen nur kurzzeitig im Arbeitsspeicher gehalten. Rechtsgrundlage ist mein berechtigtes Interesse an einem sicheren und stabilen Betrieb (Art. 6 Abs. 1 lit. f DSGVO). Mit dem Hosting-Anbieter besteht ein Vertrag zur Auftragsverarbeitung nach Art. 28 DSGVO.",
          ),
        ],
      },
      {
        id: "kontaktformular",
        title: "Kontaktformular und Anfragen",
        blocks: [
          p(
            "Wenn du mir über das Kontaktformular eine Anfrage sendest, verarbeite ich die Angaben, die du dort machst: Vor- und Nachname, E-Mail-Adresse, optional deine Telefonnummer, das gewünschte Paket, optional einen Wunschtermin, deine Nachricht, wie du auf mich aufmerksam geworden bist und ob du Informationen zur Ratenzahlung wünschst.",
          ),
          p(
            "Zweck: Ich nutze diese Angaben, um deine Anfrage zu beantworten, ein Shooting mit dir abzustimmen und dir eine Bestätigung deiner Anfrage zu senden. Rechtsgrundlagen sind die Durchführung vorvertraglicher Maßnahmen auf deine Anfrage hin (Art. 6 Abs. 1 lit. b DSGVO) und mein berechtigtes Interesse, Anfragen zuverlässig zu bearbeiten und vor Missbrauch zu schützen (Art. 6 Abs. 1 lit. f DSGVO).",
          ),
          p(
            `Speicherdauer: Gespeicherte Anfragen werden nach ${retentionDays} Tagen automatisch gelöscht. Wird aus deiner Anfrage eine Buchung, bewahre ich die dafür nötigen Angaben so lange auf, wie es gesetzliche Aufbewahrungspflichten verlangen (insbesondere § 147 AO und § 257 HGB).`,
          ),
          p(
            "Datensicherung: Damit keine Anfrage verloren geht, sichert der Server jede Nacht alle gespeicherten Daten verschlüsselt an einen zweiten Ort; wer dort den Speicherplatz bereitstellt, kann die Sicherungen nicht lesen. Sicherungen werden nach einem festen Plan gelöscht, die ältesten nach zwölf Monaten. Lässt du deine Daten löschen, halte ich das in einem Löschprotokoll außerhalb der Sicherungen fest, das nur eine nicht umkehrbare Prüfsumme deiner E-Mail-Adresse enthält. Muss je eine Sicherung zurückgespielt werden, werden deine Daten anhand dieses Protokolls sofort wieder gelöscht: Eine Löschung bleibt eine Löschung.",
          ),
          p(
            `E-Mail-Versand: Anfragen und Bestätigungen werden per E-Mail über ${mailProvider.name}, ${mailProvider.address}, zugestellt und dort in meinem Postfach gespeichert. Der Anbieter verarbeitet die Daten als Auftragsverarbeiter nach Art. 28 DSGVO ausschließlich nach meiner Weisung.`,
          ),
          p(
            "Benachrichtigung über neue Anfragen: Damit ich dir schnell antworten kann, meldet mir die Website eine neue Anfrage als Push-Nachricht auf meinem Smartphone. Diese Nachricht nennt nur das gewünschte Paket und den Wunschtermin, nicht deinen Namen, deine E-Mail-Adresse, deine Telefonnummer oder deine Nachricht. Über die Push-Dienste der Gerätehersteller läuft also nichts, was dich erkennbar macht; deine Anfrage selbst bleibt auf dem Server dieser Website.",
          ),
        ],
      },
      {
        id: "browser-speicher",
        title: "Formular-Sitzung im Browser",
        blocks: [
          p(
            "Erst wenn du beginnst, das Kontaktformular auszufüllen, legt die Website im lokalen Speicher deines Browsers (localStorage) ein anonymes, zufälliges Sitzungs-Token ab. Es enthält keine Angaben zu deiner Person und dient allein dazu, deine Anfrage zuverlässig zuzustellen und das Formular vor automatisierten Spam-Anfragen zu schützen.",
          ),
          p(
            "Das Speichern ist unbedingt erforderlich, damit der von dir ausdrücklich gewünschte Dienst, das Senden deiner Anfrage, funktioniert (§ 25 Abs. 2 Nr. 2 TDDDG). Eine Einwilligung ist dafür nicht nötig. Du kannst das Token jederzeit über die Einstellungen deines Browsers löschen.",
          ),
        ],
      },
      {
        id: "fotos",
        title: "Fotos auf dieser Website",
        blocks: [
          p(
            "Personen auf den Fotos dieser Website zeige ich nur mit ihrer Einwilligung (§ 22 KUG, Art. 6 Abs. 1 lit. a und Art. 7 DSGVO). Zu jedem solchen Foto halte ich fest, wann die Einwilligung erteilt wurde und wofür (Website, soziale Medien). Wer seine Einwilligung widerruft, verschwindet sofort von der Website und aus allen gespeicherten früheren Fassungen der Website; die Bilddateien werden gelöscht. In den Sicherungskopien des Servers bleibt das Foto nur, bis diese nach Ablauf ihrer Aufbewahrungsfrist gelöscht werden.",
          ),
          p(
            "Bevor ein Foto auf die Website kommt, entfernt der Server alle Angaben, die die Kamera oder das Telefon in die Datei schreibt: Aufnahmeort (GPS), Kamera und Seriennummer, Aufnahmedatum, Beschreibungen und Namen (EXIF, XMP, IPTC). Auch der ursprüngliche Dateiname wird nie übertragen; die Dateien tragen zufällige Namen. Die hochgeladene Originaldatei wird gelöscht, sobald die Bildgrößen für die Website erzeugt sind. Aufbewahrt wird nur eine verkleinerte Arbeitskopie ohne diese Angaben, nicht öffentlich abrufbar, um den Bildausschnitt neu festlegen zu können; sie wird mit dem Foto gelöscht.",
          ),
        ],
      },
      {
        id: "keine-cookies",
        title: "Keine Cookies, keine Dienste Dritter",
        blocks: [
          p(
            "Diese Website setzt keine Cookies. Schriften und Bilder werden vom eigenen Server geladen; es gibt keine Analyse- oder Tracking-Werkzeuge, keine Social-Media-Plugins und keine eingebetteten Inhalte anderer Anbieter. Der Link zu meinem Social-Media-Profil ist ein einfacher Link: Erst wenn du ihn anklickst, verlässt du diese Website, und es gilt die Datenschutzerklärung des jeweiligen Netzwerks.",
          ),
        ],
      },
      {
        id: "rechte",
        title: "Deine Rechte",
        blocks: [
          p("Du hast jederzeit das Recht auf"),
          list(
            ["Auskunft über die zu dir gespeicherten Daten (Art. 15 DSGVO),"],
            ["Berichtigung unrichtiger Daten (Art. 16 DSGVO),"],
            ["Löschung (Art. 17 DSGVO),"],
            ["Einschränkung der Verarbeitung (Art. 18 DSGVO),"],
            ["Datenübertragbarkeit (Art. 20 DSGVO) und"],
            [
              "Widerspruch gegen Verarbeitungen, die auf meinem berechtigten Interesse beruhen (Art. 21 DSGVO).",
            ],
          ),
          p("Eine formlose Nachricht an ", mail, " genügt."),
        ],
      },
      {
        id: "aufsicht",
        title: "Beschwerde bei der Aufsichtsbehörde",
        blocks: [
          p(
            "Du hast außerdem das Recht, dich bei einer Datenschutz-Aufsichtsbehörde zu beschweren (Art. 77 DSGVO). Zuständig für mich ist:",
          ),
          {
            kind: "lines",
            lines: [
              ["Landesbeauftragte für Datenschutz und Informationsfreiheit Nordrhein-Westfalen"],
              ["Kavalleriestraße 2–4"],
              ["40213 Düsseldorf"],
              [{ text: "www.ldi.nrw.de", href: "https://www.ldi.nrw.de" }],
            ],
          },
        ],
      },
    ],
  };
}

export function nutzungsbedingungen(facts: Facts): LegalDocument {
  const { mail } = parts(facts);
  return {
    path: "/nutzungsbedingungen",
    title: "Nutzungsbedingungen",
    description: `Nutzungsbedingungen der Website von ${facts.studioName} und wie aus deiner unverbindlichen Anfrage ein Boudoir-Shooting wird.`,
    updated,
    sections: [
      {
        id: "geltung",
        title: "Geltung",
        blocks: [
          p(
            `Diese Bedingungen gelten für die Nutzung der Website von ${facts.studioName}, ${facts.founder}, ${facts.address.city}. Für ein gebuchtes Shooting gilt zusätzlich der Vertrag, den wir vor dem Shooting gemeinsam schließen.`,
          ),
        ],
      },
      {
        id: "website",
        title: "Nutzung der Website",
        blocks: [
          p(
            "Du darfst diese Website kostenlos ansehen und das Kontaktformular nutzen, um ein Shooting anzufragen. Bitte sende nur wahre Angaben über dich selbst und keine Inhalte, die Rechte anderer verletzen. Automatisierte Anfragen, Werbung und jeder Versuch, den Betrieb der Website zu stören, sind nicht erlaubt.",
          ),
          p(
            "Die Bilder und Texte dieser Website sind urheberrechtlich geschützt. Sie dürfen nicht heruntergeladen, weitergegeben, bearbeitet oder zum Training von KI-Systemen verwendet werden.",
          ),
        ],
      },
      {
        id: "anfrage",
        title: "Von der Anfrage zur Buchung",
        blocks: [
          p(
            "Deine Anfrage über das Formular ist unverbindlich und kostenlos. Sie ist noch kein Vertrag, weder für dich noch für mich. Ich melde mich bei dir, wir besprechen deine Wünsche, das passende Paket und einen Termin.",
          ),
          p(
            "Verbindlich wird ein Shooting erst, wenn wir es ausdrücklich vereinbaren: Du erhältst eine schriftliche Bestätigung mit Paket, Preis, Termin und Zahlungsweise (auf Wunsch in Raten).",
            priceTerms[facts.vat],
          ),
        ],
      },
      {
        id: "bildrechte",
        title: "Bildrechte",
        blocks: [
          p(
            "Das Urheberrecht an den Fotografien bleibt bei mir. Du erhältst an den ausgewählten, bearbeiteten Bildern ein zeitlich unbegrenztes Nutzungsrecht für private Zwecke. Eine gewerbliche Nutzung, etwa durch Models und Creators, vereinbaren wir im Vertrag gesondert.",
          ),
        ],
      },
      {
        id: "privatsphaere",
        title: "Privatsphäre deiner Bilder",
        blocks: [
          p(
            "Deine Bilder gehören in deine Hände. Ich zeige sie niemandem, veröffentliche sie nicht und nutze sie weder im Portfolio noch in sozialen Medien, es sei denn, du stimmst dem ausdrücklich und schriftlich zu. Eine solche Zustimmung kannst du jederzeit für die Zukunft widerrufen.",
          ),
          p(
            "Die Bilder übergebe ich dir über einen geschützten Weg und lösche Arbeitskopien nach der vereinbarten Frist. Wie ich mit deinen Daten umgehe, steht in der ",
            { text: "Datenschutzerklärung", href: "/datenschutz" },
            ".",
          ),
        ],
      },
      {
        id: "schluss",
        title: "Schlussbestimmungen",
        blocks: [
          p(
            "Es gilt deutsches Recht. Zwingende Verbraucherschutzvorschriften des Landes, in dem du deinen gewöhnlichen Aufenthalt hast, bleiben unberührt. Fragen beantworte ich gern unter ",
            mail,
            ".",
          ),
        ],
      },
    ],
  };
}

/** Each legal page's document, by its path. */
export function legalDocument(path: LegalPath, facts: Facts, retentionDays: number): LegalDocument {
  switch (path) {
    case "/impressum":
      return impressum(facts);
    case "/datenschutz":
      return datenschutz(facts, retentionDays);
    case "/nutzungsbedingungen":
      return nutzungsbedingungen(facts);
  }
}
