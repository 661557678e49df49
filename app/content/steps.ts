/** The four steps of the experience section (spec section 2, point 4). */
export type StepIcon = "consultation" | "camera" | "selection" | "delivery";

export type ExperienceStep = { icon: StepIcon; title: string; description: string };

export const experience = {
  label: "Ablauf",
  heading: "Dein Erlebnis, Schritt für Schritt",
  intro: "Von der ersten Nachricht bis zu deinen fertigen Bildern bist du nie allein.",
} as const;

export const steps: ExperienceStep[] = [
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
];
