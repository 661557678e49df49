/** Fixed copy around the contact form (spec section 2, point 9); the form has its own content. */
export const contactSection = {
  label: "Kontakt",
  socialPrompt: "Mehr Einblicke findest du auf",
} as const;
