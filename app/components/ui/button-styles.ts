import { cn } from "#app/lib/cn.ts";

/**
 * Class names for links and buttons that look like buttons. Every variant keeps at least
 * 48 px of height, well above the 24 px target size WCAG 2.2 asks for.
 */
export type ButtonVariant = "solid" | "outline" | "light" | "outline-light";

export const buttonBase =
  "label-caps inline-flex min-h-12 items-center justify-center gap-3 px-7 py-4 text-center transition-colors duration-300 ease-calm";

const variants: Record<ButtonVariant, string> = {
  solid: "bg-ink text-cream hover:bg-accent-strong",
  outline: "border border-ink/70 text-ink hover:border-ink hover:bg-ink hover:text-cream",
  light: "bg-cream text-ink hover:bg-blush",
  "outline-light":
    "border border-cream/70 text-cream hover:border-cream hover:bg-cream hover:text-ink",
};

export function buttonStyles(variant: ButtonVariant = "solid", extra = ""): string {
  return cn(buttonBase, variants[variant], extra);
}
