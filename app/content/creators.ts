import { studio } from "#app/content/site.ts";

/** The section for models and content creators (spec section 2, point 6). */
export type CreatorFeature = { title: string; description: string };

export const creators = {
  label: "Models & Creators",
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
  ] satisfies CreatorFeature[],
  action: "Per E-Mail anfragen",
  mailSubject: "Anfrage: Content-Shooting für Models & Creators",
} as const;

/** Opens the visitor's mail client addressed to the studio, with the subject filled in. */
export const creatorsMailHref = `mailto:${studio.email}?subject=${encodeURIComponent(creators.mailSubject)}`;
