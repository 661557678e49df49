/** The bar over the owner's Vorschau of her draft (/studio/website/vorschau). */
export const previewCopy = {
  draft: "Vorschau des Entwurfs: noch nicht veröffentlicht.",
  live: "Vorschau: kein Entwurf, so sieht die Website gerade aus.",
  formOff: "Das Formular ist in der Vorschau ausgeschaltet.",
  back: "Zurück zur Website-Bearbeitung",
} as const;
