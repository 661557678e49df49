/** The creators section's label (spec section 2, point 6); its texts are the owner's. */
export const creators = { label: "Models & Creators" } as const;

/** Opens the visitor's mail client addressed to the studio, with the subject filled in. */
export const creatorsMailHref = (email: string, subject: string) =>
  `mailto:${email}?subject=${encodeURIComponent(subject)}`;
