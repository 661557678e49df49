import { installmentCount } from "~/content/packages";

const euro = new Intl.NumberFormat("de-DE", {
  style: "currency",
  currency: "EUR",
  maximumFractionDigits: 0,
});

/** "1.250 €": whole euros in German number style. */
export function formatEuro(amount: number): string {
  return euro.format(amount);
}

/** One of three installments, rounded to whole euros (spec section 9). */
export function installmentAmount(price: number): number {
  return Math.round(price / installmentCount);
}

/** "oder in 3 Raten à 160 €" */
export function installmentLine(price: number): string {
  return `oder in ${installmentCount} Raten à ${formatEuro(installmentAmount(price))}`;
}

/** A calendar date as the German local date string the inquiry carries, e.g. "21.11.2026". */
export function formatGermanDate(date: Date): string {
  const day = String(date.getDate()).padStart(2, "0");
  const month = String(date.getMonth() + 1).padStart(2, "0");
  return `${day}.${month}.${date.getFullYear()}`;
}
