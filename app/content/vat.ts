import type { VatStatus } from "#app/website/schema.ts";

/** § 19 UStG: a small business charges no VAT and says so instead of any VAT wording. */
export const smallBusinessNote = "Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.";

/** The line under the packages: what the prices mean for VAT. */
export const priceNote: Record<VatStatus, string> = {
  regular: "Alle Preise inkl. gesetzlicher MwSt.",
  "small-business": smallBusinessNote,
};
