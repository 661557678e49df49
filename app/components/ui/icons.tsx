/**
 * The line icons of the site and the studio, one component each: `<CloseIcon className="size-5" />`.
 * Drawn on a 24-unit square in the text colour with lines 1.5 px wide at any size (theme.css,
 * `.icon`); the size comes from the class (size-6 unless given). Decorative: hidden from assistive
 * technology, so the control around an icon carries the words.
 *
 * Everything imports them from here. They are defined in two files only so that a visitor's
 * browser loads the site's icons and none of the studio's: a bundle holds whole modules, and a
 * module shared by the site and the studio would bring all its icons to the public pages.
 */
export type { IconProps } from "#app/components/ui/icons/svg.tsx";
export * from "#app/components/ui/icons/site-icons.tsx";
export * from "#app/components/ui/icons/studio-icons.tsx";
