import { studio } from "#app/content/site.ts";

/** The founder's philosophy (spec section 2, point 2). */
export const philosophy = {
  label: "Philosophie",
  heading: "Jede Frau verdient es, sich selbst mit liebevollen Augen zu sehen",
  paragraphs: [
    "Boudoir ist für mich keine Inszenierung, sondern ein Moment der Begegnung mit dir selbst. Ich schaffe einen ruhigen, geschützten Raum, in dem du ankommen darfst – ohne Erwartungen, ohne Druck und ganz in deinem Tempo.",
    "Ich begleite dich durch jede Pose, jeden Blick und jedes Lachen. Du musst nichts können und nichts beweisen: Ich zeige dir, wie du dich bewegst, und achte darauf, dass du dich in jedem Augenblick wohl und sicher fühlst.",
    "Was entsteht, sind keine austauschbaren Fotos, sondern zeitlose Kunstwerke – Bilder voller Wärme, Stärke und Sinnlichkeit, die dich noch in vielen Jahren daran erinnern, wie schön du bist.",
  ],
  signature: studio.founder,
  signatureTitle: studio.founderTitle,
  /** Spec section 9: a paragraph fades in once half of it is visible. */
  revealThreshold: 0.5,
} as const;
