/**
 * The website a fresh install shows: the first release of the owner's content (app/website/).
 * She changes all of it in the studio (/studio/website); these values are only where she starts.
 * The pages render only what a release holds (routes read it from the router context); fixed
 * interface words (section labels, buttons, navigation) and the legal wording stay in the other
 * modules of app/content/.
 *
 * PLACEHOLDERS: every value marked `placeholder` is a conventional German stand-in (Erika
 * Mustermann, Musterstraße 1, example.com). The studio's "Startklar" list names each one until
 * she has replaced it.
 */
import type { SiteContent } from "#app/website/schema.ts";

export const defaultContent: SiteContent = {
  facts: {
    studioName: "Atelier Mustermann", // placeholder
    founder: "Erika Mustermann", // placeholder
    founderTitle: "Gründerin & Fotografin",
    address: {
      street: "Musterstraße 1", // placeholder
      postalCode: "52062", // placeholder
      city: "Aachen",
    },
    country: "Deutschland",
    phone: "+49 241 0000000", // placeholder
    email: "hallo@example.com", // placeholder
    social: {
      label: "Instagram",
      url: "https://www.instagram.com/example", // placeholder
    },
    vat: "regular",
    legal: {
      responsible: {
        name: "Erika Mustermann", // placeholder
        address: {
          street: "Musterstraße 1", // placeholder
          postalCode: "52062", // placeholder
          city: "Aachen",
        },
      },
      vatId: "DE000000000", // placeholder
      hosting: {
        name: "Muster-Hosting GmbH", // placeholder
        address: "Musterweg 2, 10115 Berlin", // placeholder
      },
      mailProvider: {
        name: "Muster-Mail GmbH", // placeholder
        address: "Musterallee 3, 80331 München", // placeholder
      },
    },
  },
  home: {
    hero: {
      tagline: "Boudoir-Fotografie in Aachen",
      headline: "Sieh dich so, wie du wirklich bist",
      subline:
        "Ein geschützter Raum, viel Zeit und ein Blick, der dich sieht: Boudoir-Shootings, die dich stärken – und Bilder, die bleiben.",
      trustPoints: ["Diskret & professionell", "Einfühlsame Begleitung", "Zeitlose Kunstwerke"],
    },
    philosophy: {
      heading: "Jede Frau verdient es, sich selbst mit liebevollen Augen zu sehen",
      paragraphs: [
        "Boudoir ist für mich keine Inszenierung, sondern ein Moment der Begegnung mit dir selbst. Ich schaffe einen ruhigen, geschützten Raum, in dem du ankommen darfst – ohne Erwartungen, ohne Druck und ganz in deinem Tempo.",
        "Ich begleite dich durch jede Pose, jeden Blick und jedes Lachen. Du musst nichts können und nichts beweisen: Ich zeige dir, wie du dich bewegst, und achte darauf, dass du dich in jedem Augenblick wohl und sicher fühlst.",
        "Was entsteht, sind keine austauschbaren Fotos, sondern zeitlose Kunstwerke – Bilder voller Wärme, Stärke und Sinnlichkeit, die dich noch in vielen Jahren daran erinnern, wie schön du bist.",
      ],
      signature: "Erika Mustermann", // placeholder
    },
    experience: {
      heading: "Dein Erlebnis, Schritt für Schritt",
      intro: "Von der ersten Nachricht bis zu deinen fertigen Bildern bist du nie allein.",
      steps: [
        {
          icon: "consultation",
          title: "Beratung",
          description:
            "In einem persönlichen Vorgespräch lernen wir uns kennen. Wir sprechen über deine Wünsche, Outfits und alles, was dir wichtig ist.",
        },
        {
          icon: "camera",
          title: "Das Shooting",
          description:
            "Im geschützten Studio nehmen wir uns Zeit. Ich leite dich behutsam an, sodass du dich entspannen und ganz du selbst sein kannst.",
        },
        {
          icon: "selection",
          title: "Auswahl",
          description:
            "Gemeinsam sichten wir deine Bilder in Ruhe und wählen die Aufnahmen aus, in denen du dich am meisten wiedererkennst.",
        },
        {
          icon: "delivery",
          title: "Lieferung",
          description:
            "Deine Lieblingsbilder werden sorgfältig bearbeitet und erreichen dich diskret – digital und, je nach Paket, als hochwertige Prints.",
        },
      ],
    },
    packages: {
      heading: "Wähle dein Erlebnis",
      intro:
        "Drei Pakete, ein Versprechen: viel Zeit für dich, behutsame Anleitung und Bilder, die du ein Leben lang behältst.",
      items: [
        {
          id: "essence",
          name: "Essence",
          price: 250,
          duration: "90 Min.",
          outfits: "2–3",
          features: [
            "90 Minuten Shooting",
            "2–3 Outfits",
            "15 bearbeitete Bilder",
            "Diskrete, entspannte Atmosphäre",
          ],
          popular: false,
        },
        {
          id: "lumiere",
          name: "Lumière",
          price: 480,
          duration: "2,5 Std.",
          outfits: "4–5",
          features: [
            "2,5 Stunden Shooting",
            "4–5 Outfits",
            "20 bearbeitete Bilder",
            "Kleine Geschenkbox mit Prints",
            "Individuelle Vorbereitung von Outfit und Stimmung",
          ],
          popular: true,
        },
        {
          id: "signature",
          name: "Intime Signature",
          price: 790,
          duration: "4 Std.",
          outfits: "6–7",
          features: [
            "4 Stunden Shooting",
            "6–7 Outfits",
            "30 bearbeitete Bilder",
            "Fine-Art-Box mit hochwertigen Prints",
          ],
          popular: false,
        },
      ],
    },
    creators: {
      heading: "Content für Models & Creators",
      intro:
        "Du brauchst hochwertige, sinnliche Bilder für dein Portfolio, deinen Kanal oder deine Plattform? Ich fotografiere professionell, diskret und auf Augenhöhe.",
      features: [
        {
          title: "Diskretion & Vertrauen",
          description:
            "Klare Absprachen zu Bildrechten und Veröffentlichung – schriftlich festgehalten und jederzeit vertraulich.",
        },
        {
          title: "Content mit Wirkung",
          description:
            "Bilder mit Stil und Aussage, abgestimmt auf deine Marke, deine Plattform und dein Publikum.",
        },
        {
          title: "Flexible Sessions",
          description:
            "Einzelne Sessions oder regelmäßige Zusammenarbeit – zugeschnitten auf deinen Content-Plan.",
        },
      ],
      action: "Per E-Mail anfragen",
      mailSubject: "Anfrage: Content-Shooting für Models & Creators",
    },
    faq: {
      heading: "Häufige Fragen",
      intro: "Du hast eine andere Frage? Schreib mir einfach – ich antworte dir persönlich.",
      items: [
        {
          question:
            "Ich bin nicht fotogen und habe noch nie gemodelt. Ist Boudoir trotzdem etwas für mich?",
          answer:
            "Unbedingt. Die meisten meiner Kundinnen stehen zum ersten Mal vor der Kamera. Ich zeige dir jede Pose und begleite dich Schritt für Schritt – du musst nichts können, nur da sein.",
        },
        {
          question: "Was ziehe ich zum Shooting an?",
          answer:
            "Alles, worin du dich schön fühlst: Dessous, ein Bodysuit, ein übergroßes Hemd oder ein weicher Strickpullover. Im Vorgespräch stimmen wir deine Outfits gemeinsam ab.",
        },
        {
          question: "Wer sieht meine Bilder?",
          answer:
            "Nur du. Deine Bilder werden vertraulich behandelt und niemals ohne deine ausdrückliche schriftliche Einwilligung veröffentlicht.",
        },
        {
          question: "Wie viel kostet ein Boudoir-Shooting?",
          answer:
            "Die Investition beginnt ab 650\u00a0€ für ein komplettes Erlebnis inklusive Vorgespräch, Shooting und bearbeiteter Bilder. Die genauen Leistungen findest du bei den Paketen.",
        },
        {
          question: "Kann ich in Raten bezahlen?",
          answer:
            "Ja, Ratenzahlung ist möglich. Kreuze im Anfrageformular einfach an, dass du Informationen zur Ratenzahlung wünschst.",
        },
        {
          question: "Wie lange dauert es, bis ich meine Bilder bekomme?",
          answer:
            "Nach der gemeinsamen Bildauswahl erhältst du deine bearbeiteten Bilder in der Regel innerhalb von drei bis vier Wochen.",
        },
      ],
    },
    contact: {
      heading: "Lass uns über dein Shooting sprechen",
      intro:
        "Erzähl mir ein wenig von dir und deinen Wünschen. Deine Anfrage ist unverbindlich und wird vertraulich behandelt – ich melde mich zeitnah persönlich bei dir.",
    },
    footer: {
      claim: "Boudoir-Fotografie mit Herz, Ruhe und Diskretion – für Frauen, Models und Creators.",
    },
  },
  search: {
    title: "Atelier Mustermann · Boudoir-Fotografie in Aachen",
    description:
      "Diskrete, einfühlsame Boudoir-Fotografie in Aachen: Shootings für Frauen, Models und Creators. Jetzt unverbindlich anfragen.",
  },
  /**
   * The pictures the site ships with (images/originals/, encoded by the build): generated
   * stand-ins, each a placeholder until she places her own photos in the studio (/studio/fotos).
   */
  photos: {
    hero: [
      {
        id: "hero-1",
        alt: "Fließende Seide in warmen Erdtönen, sanft von der Seite beleuchtet",
        focal: { x: 0.5, y: 0.45 },
      },
      {
        id: "hero-2",
        alt: "Weiches Fensterlicht fällt auf eine helle Wand im Studio",
        focal: { x: 0.45, y: 0.4 },
      },
      {
        id: "hero-3",
        alt: "Silhouette einer Frau im Gegenlicht vor dunklem Hintergrund",
        focal: { x: 0.5, y: 0.35 },
      },
    ],
    portrait: {
      id: "portrait",
      alt: "Porträt der Fotografin im Gegenlicht",
      focal: { x: 0.5, y: 0.35 },
    },
    creators: {
      id: "creators",
      alt: "Schwere Vorhangfalten in warmem Licht, Kulisse im Studio",
      focal: { x: 0.5, y: 0.5 },
    },
    portfolio: [
      { id: "portfolio-01", alt: "Silhouette im warmen Gegenlicht", focal: { x: 0.5, y: 0.5 } },
      {
        id: "portfolio-02",
        alt: "Heller Seidenstoff in weichen Wellen",
        focal: { x: 0.5, y: 0.5 },
      },
      {
        id: "portfolio-03",
        alt: "Fensterlicht zeichnet helle Flächen auf die Wand",
        focal: { x: 0.5, y: 0.5 },
      },
      {
        id: "portfolio-04",
        alt: "Vorhangfalten in Rosé und Terrakotta",
        focal: { x: 0.5, y: 0.5 },
      },
      {
        id: "portfolio-05",
        alt: "Dunkle Seide mit sanften Glanzlichtern",
        focal: { x: 0.5, y: 0.5 },
      },
      {
        id: "portfolio-06",
        alt: "Abendstimmung mit weich verschwommenen Lichtern",
        focal: { x: 0.5, y: 0.5 },
      },
      {
        id: "portfolio-07",
        alt: "Heller Vorhang, durch den Tageslicht fällt",
        focal: { x: 0.5, y: 0.5 },
      },
      { id: "portfolio-08", alt: "Seidenstoff in warmen Brauntönen", focal: { x: 0.5, y: 0.5 } },
      { id: "portfolio-09", alt: "Silhouette im Halbdunkel", focal: { x: 0.5, y: 0.5 } },
      { id: "portfolio-10", alt: "Fensterlicht auf warmem Hintergrund", focal: { x: 0.5, y: 0.5 } },
      {
        id: "portfolio-11",
        alt: "Dunkle Vorhangfalten mit schmalem Lichtstreif",
        focal: { x: 0.5, y: 0.5 },
      },
      { id: "portfolio-12", alt: "Cremefarbene Seide im Morgenlicht", focal: { x: 0.5, y: 0.5 } },
      { id: "portfolio-13", alt: "Silhouette vor heller Wand", focal: { x: 0.5, y: 0.5 } },
      {
        id: "portfolio-14",
        alt: "Warme, weich verschwommene Lichtpunkte",
        focal: { x: 0.5, y: 0.5 },
      },
      {
        id: "portfolio-15",
        alt: "Leichter heller Vorhang in sanften Falten",
        focal: { x: 0.5, y: 0.5 },
      },
      { id: "portfolio-16", alt: "Fensterlicht im dunklen Raum", focal: { x: 0.5, y: 0.5 } },
      { id: "portfolio-17", alt: "Helle, verschwommene Lichtreflexe", focal: { x: 0.5, y: 0.5 } },
      {
        id: "portfolio-18",
        alt: "Vorhang in warmen Tönen mit Lichtkegel",
        focal: { x: 0.5, y: 0.5 },
      },
      { id: "portfolio-19", alt: "Seide in Terrakotta und Rosé", focal: { x: 0.5, y: 0.5 } },
      { id: "portfolio-20", alt: "Silhouette im warmen Licht", focal: { x: 0.5, y: 0.5 } },
      {
        id: "portfolio-21",
        alt: "Dunkler Seidenstoff mit feinen Glanzlinien",
        focal: { x: 0.5, y: 0.5 },
      },
      {
        id: "portfolio-22",
        alt: "Schmaler Streifen Fensterlicht auf heller Wand",
        focal: { x: 0.5, y: 0.5 },
      },
    ],
  },
};
