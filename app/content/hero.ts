/** The hero's fixed parts (spec section 2, point 1); its texts are the owner's (defaults.ts). */
export const hero = {
  primaryAction: { label: "Shooting buchen", href: "#contact" },
  secondaryAction: { label: "Portfolio ansehen", href: "#portfolio" },
  /** Spec section 9: the three background images advance every 5 seconds. */
  slideIntervalMs: 5000,
  controls: { pause: "Diashow pausieren", play: "Diashow abspielen" },
} as const;
