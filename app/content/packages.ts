import { formatEuro, installmentAmount } from "#app/lib/format.ts";
import type { ShootPackage } from "#app/website/schema.ts";

/**
 * What the form and the mails say about the owner's packages (defaults.ts); prices are integer
 * euros, formatted in one place (`~/lib/format`).
 */

/** The form's own choice besides the packages (spec section 3, package offers). */
export const unsureChoice = { value: "unsure", label: "Noch unsicher" } as const;

/** The form offers the packages plus "not sure yet". */
export function packageChoices(
  packages: readonly Pick<ShootPackage, "id" | "name">[],
): { value: string; label: string }[] {
  return [...packages.map(({ id, name }) => ({ value: id, label: name })), unsureChoice];
}

const installmentCount = 3;

/** "oder in 3 Raten à 160 €" */
export function installmentLine(price: number): string {
  return `oder in ${installmentCount} Raten à ${formatEuro(installmentAmount(price, installmentCount))}`;
}

/** The badge of the most chosen package, on its card and in the form. */
export const popularLabel = "Beliebt";
