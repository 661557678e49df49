/**
 * How the layouts crop the photographs, read by the site and by the image build
 * (scripts/images/build.ts runs in plain Node, so this module imports nothing).
 *
 * `focalPoints`: where the important part of a picture is (0..1 from the left and from the top).
 * A box that crops the picture keeps that part in view; so does the phone cut.
 *
 * `phoneCuts`: pictures that fill a phone's screen (the hero). The build also makes a tall 9:16
 * cut of each around its focal point, which phones load instead of the landscape picture
 * (docs/decisions/0026). Add a file here only if a layout shows it full-screen on phones.
 */
export type Focal = { x: number; y: number };

export const focalPoints: Readonly<Record<string, Focal>> = {
  "hero-1.jpg": { x: 0.5, y: 0.45 },
  "hero-2.jpg": { x: 0.45, y: 0.4 },
  "hero-3.jpg": { x: 0.5, y: 0.35 },
  "portrait.jpg": { x: 0.5, y: 0.35 },
};

export const phoneCuts: readonly string[] = ["hero-1.jpg", "hero-2.jpg", "hero-3.jpg"];

/** The focal point the build cuts `file` around for phones, or undefined when it is not cut. */
export const phoneCutFocal = (file: string): Focal | undefined =>
  phoneCuts.includes(file) ? (focalPoints[file] ?? { x: 0.5, y: 0.5 }) : undefined;
