/** The hero at the top of the home page (spec section 2, point 1). */
export const hero = {
  tagline: "Boudoir-Fotografie in Aachen",
  headline: "Sieh dich so, wie du wirklich bist",
  subline:
    "Ein geschützter Raum, viel Zeit und ein Blick, der dich sieht: Boudoir-Shootings, die dich stärken – und Bilder, die bleiben.",
  primaryAction: { label: "Shooting buchen", href: "#contact" },
  secondaryAction: { label: "Portfolio ansehen", href: "#portfolio" },
  trustPoints: ["Diskret & professionell", "Einfühlsame Begleitung", "Zeitlose Kunstwerke"],
  /** Spec section 9: the three background images advance every 5 seconds. */
  slideIntervalMs: 5000,
  controls: { pause: "Diashow pausieren", play: "Diashow abspielen" },
} as const;
