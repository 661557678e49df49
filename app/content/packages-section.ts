/** The packages section's fixed copy; the packages and their texts are the owner's. */
export const packagesSection = {
  label: "Pakete & Preise",
  action: "Anfragen",
} as const;
