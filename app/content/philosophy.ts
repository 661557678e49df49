/** The philosophy section's fixed parts (spec section 2, point 2); its texts are the owner's. */
export const philosophy = {
  label: "Philosophie",
  /** Spec section 9: a paragraph fades in once half of it is visible. */
  revealThreshold: 0.5,
} as const;
