/** The FAQ section's label (spec sections 2 and 9); its questions are the owner's. */
export const faqSection = { label: "FAQ" } as const;
