// STUB until feat/images lands (its version replaces this file on merge).
import type { ImageAsset } from "~/lib/images";

const tones: [string, ...string[]] = [
  "#5a4036",
  "#8c6a58",
  "#3b2c26",
  "#a88b78",
  "#6e5246",
  "#c4a996",
];

function stub(id: string, alt: string, index: number, width = 1200, height = 1600): ImageAsset {
  return {
    id,
    alt,
    width,
    height,
    placeholder: tones[index % tones.length] ?? tones[0],
    avif: "",
    webp: "",
    fallback: `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="${tones[index % tones.length] ?? tones[0]}"/></svg>`)}`,
  };
}

export const heroImages: ImageAsset[] = [0, 1, 2].map((i) =>
  stub(`hero-${i + 1}`, `Frau in Spitze im warmen Fensterlicht ${i + 1}`, i + 2, 2400, 1600),
);
export const portraitImage = stub("portrait", "Porträt der Fotografin im Studio", 3);
export const creatorsImage = stub("creators", "Model bei einem Content-Shooting im Studio", 1);
export const portfolioImages: ImageAsset[] = Array.from({ length: 22 }, (_, i) =>
  stub(`portfolio-${i + 1}`, `Boudoir-Aufnahme ${i + 1} im sanften Licht`, i),
);
