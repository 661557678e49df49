import { formatEuro, installmentAmount } from "#app/lib/format.ts";

/**
 * The three shoot packages (spec sections 3 and 9). Prices are integer euros including VAT;
 * they are formatted in one place (`~/lib/format`).
 */
export type PackageId = "essence" | "lumiere" | "signature";

export type ShootPackage = {
  id: PackageId;
  name: string;
  price: number;
  /** Short facts for the form's package cards. */
  duration: string;
  outfits: string;
  features: string[];
  popular: boolean;
};

export const packages: ShootPackage[] = [
  {
    id: "essence",
    name: "Essence",
    price: 250,
    duration: "90 Min.",
    outfits: "2–3",
    features: [
      "90 Minuten Shooting",
      "2–3 Outfits",
      "15 bearbeitete Bilder",
      "Diskrete, entspannte Atmosphäre",
    ],
    popular: false,
  },
  {
    id: "lumiere",
    name: "Lumière",
    price: 480,
    duration: "2,5 Std.",
    outfits: "4–5",
    features: [
      "2,5 Stunden Shooting",
      "4–5 Outfits",
      "20 bearbeitete Bilder",
      "Kleine Geschenkbox mit Prints",
      "Individuelle Vorbereitung von Outfit und Stimmung",
    ],
    popular: true,
  },
  {
    id: "signature",
    name: "Intime Signature",
    price: 790,
    duration: "4 Std.",
    outfits: "6–7",
    features: [
      "4 Stunden Shooting",
      "6–7 Outfits",
      "30 bearbeitete Bilder",
      "Fine-Art-Box mit hochwertigen Prints",
    ],
    popular: false,
  },
];

/** The form offers the packages plus "not sure yet" (spec section 3, package offers). */
export const packageChoices = [
  ...packages.map(({ id, name }) => ({ value: id, label: name })),
  { value: "unsure", label: "Noch unsicher" },
] as const satisfies ReadonlyArray<{ value: string; label: string }>;

const installmentCount = 3;

/** "oder in 3 Raten à 160 €" */
export function installmentLine(price: number): string {
  return `oder in ${installmentCount} Raten à ${formatEuro(installmentAmount(price, installmentCount))}`;
}

/** The badge of the most chosen package, on its card and in the form. */
export const popularLabel = "Beliebt";
