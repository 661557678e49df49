import { cn } from "#app/lib/cn.ts";

/**
 * The one look of every button and of every link that acts as one, on the site and in the
 * studio. `buttonVariants` gives the class names, so a `<Link>` or `<a>` can look like a button;
 * `Button` is the `<button>` with them.
 *
 * Boxed variants are at least 48 px tall; link variants at least 44 px (WCAG 2.2 asks for 24,
 * the studio's tap-target test for 44), except `size: "inline"`, a link inside a sentence. The
 * focus ring is the site's own (theme.css), never hidden here.
 */
const boxedVariants = {
  /** The page's main action: dark on light. */
  primary: "bg-ink text-cream hover:bg-accent-strong",
  /** Another action beside it: outlined. */
  secondary: "border border-ink/70 text-ink hover:border-ink hover:bg-ink hover:text-cream",
  /** Deletes or ends something for good, once the owner has been told what follows. */
  danger: "bg-danger text-cream hover:bg-danger-strong",
  /** The first step towards something irreversible, which then asks again. */
  "danger-secondary":
    "border border-danger/60 text-danger hover:border-danger hover:bg-danger hover:text-cream",
  /** On a dark picture or section (the hero, the packages): light on dark. */
  "primary-on-dark": "bg-cream text-ink hover:bg-blush",
  "secondary-on-dark":
    "border border-cream/70 text-cream hover:border-cream hover:bg-cream hover:text-ink",
};

const linkVariants = {
  /** An underlined text link, as its own tap target. */
  link: "underline underline-offset-4 hover:text-accent-strong",
  /** A quiet way out (back, cancel, discard) that should not draw the eye. */
  "link-muted": "text-muted underline underline-offset-4 hover:text-ink",
  "link-danger": "text-danger underline underline-offset-4 hover:text-danger-strong",
  /** Small capitals without a box or a line: a way back, a player's control. */
  ghost: "label-caps text-accent-strong hover:text-ink",
  "ghost-on-dark": "label-caps text-cream/85 hover:text-cream",
};

const boxedSizes = {
  /** Narrow, for a row of controls (a search field's button, a bar's action). */
  sm: "min-h-12 px-5",
  md: "min-h-12 px-7 py-4",
  /** The form's send button. */
  lg: "min-h-14 px-10",
};

const linkSizes = {
  /** Within running text: no box of its own. */
  inline: "",
  sm: "inline-flex min-h-11 items-center gap-2 text-sm",
  md: "inline-flex min-h-11 items-center gap-2",
  /** As tall as the boxed buttons it stands beside. */
  lg: "inline-flex min-h-12 items-center gap-2",
};

export type BoxedVariant = keyof typeof boxedVariants;
export type LinkVariant = keyof typeof linkVariants;
export type ButtonVariant = BoxedVariant | LinkVariant;

export type ButtonLook =
  | { variant?: BoxedVariant; size?: keyof typeof boxedSizes; className?: string }
  | { variant: LinkVariant; size?: keyof typeof linkSizes; className?: string };

const shared = "cursor-pointer transition-colors disabled:cursor-default disabled:opacity-60";

export function buttonVariants({ variant = "primary", size = "md", className }: ButtonLook = {}) {
  if (variant in linkVariants) {
    return cn(
      shared,
      linkVariants[variant as LinkVariant],
      linkSizes[size as keyof typeof linkSizes],
      className,
    );
  }
  return cn(
    shared,
    "label-caps inline-flex items-center justify-center gap-3 text-center duration-300 ease-calm",
    boxedVariants[variant as BoxedVariant],
    boxedSizes[size as keyof typeof boxedSizes],
    className,
  );
}

export type ButtonProps = ButtonLook &
  Omit<React.ButtonHTMLAttributes<HTMLButtonElement>, "className"> & {
    ref?: React.Ref<HTMLButtonElement>;
  };

/** A `<button>` (type "button" unless it says otherwise) in one of the looks above. */
export function Button({ variant, size, className, type = "button", ...props }: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonVariants({ variant, size, className } as ButtonLook)}
      {...props}
    />
  );
}
