/** Copy around the contact form (spec section 2, point 9); the form has its own content. */
export const contactSection = {
  label: "Kontakt",
  heading: "Lass uns über dein Shooting sprechen",
  intro:
    "Erzähl mir ein wenig von dir und deinen Wünschen. Deine Anfrage ist unverbindlich und wird vertraulich behandelt – ich melde mich zeitnah persönlich bei dir.",
  socialPrompt: "Mehr Einblicke findest du auf",
} as const;
