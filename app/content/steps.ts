/** The experience section's label (spec section 2, point 4); its steps are the owner's. */
export const experience = { label: "Ablauf" } as const;
