/**
 * Every photograph on the site: the owner's list. To replace a picture, put the new file
 * (JPEG, PNG, WebP; any size, straight from the camera is fine — location and camera data are
 * removed) into images/originals/, write its file name and a German description below, and run
 * `npm run build`. Where a layout crops a picture (the hero on a phone), its focal point in
 * image-layout.ts keeps the important part in view.
 *
 * PLACEHOLDERS: the current files are generated stand-ins (`npm run images:placeholders`), and
 * the descriptions describe those stand-ins. Replace both with the studio's own photographs.
 */
import manifest from "#app/generated/image-manifest.json";
import { imageAsset as assetOf, type ImageAsset, type ImageSource } from "#app/lib/images.ts";
import { focalPoints } from "#app/content/image-layout.ts";

const imageAsset = (source: ImageSource) =>
  assetOf(manifest, { ...source, focal: focalPoints[source.file] });

export const heroImages: ImageAsset[] = [
  imageAsset({
    file: "hero-1.jpg",
    alt: "Fließende Seide in warmen Erdtönen, sanft von der Seite beleuchtet",
  }),
  imageAsset({
    file: "hero-2.jpg",
    alt: "Weiches Fensterlicht fällt auf eine helle Wand im Studio",
  }),
  imageAsset({
    file: "hero-3.jpg",
    alt: "Silhouette einer Frau im Gegenlicht vor dunklem Hintergrund",
  }),
];

export const portraitImage: ImageAsset = imageAsset({
  file: "portrait.jpg",
  alt: "Porträt der Fotografin im Gegenlicht",
});

export const creatorsImage: ImageAsset = imageAsset({
  file: "creators.jpg",
  alt: "Schwere Vorhangfalten in warmem Licht, Kulisse im Studio",
});

export const portfolioImages: ImageAsset[] = [
  { file: "portfolio-01.jpg", alt: "Silhouette im warmen Gegenlicht" },
  { file: "portfolio-02.jpg", alt: "Heller Seidenstoff in weichen Wellen" },
  { file: "portfolio-03.jpg", alt: "Fensterlicht zeichnet helle Flächen auf die Wand" },
  { file: "portfolio-04.jpg", alt: "Vorhangfalten in Rosé und Terrakotta" },
  { file: "portfolio-05.jpg", alt: "Dunkle Seide mit sanften Glanzlichtern" },
  { file: "portfolio-06.jpg", alt: "Abendstimmung mit weich verschwommenen Lichtern" },
  { file: "portfolio-07.jpg", alt: "Heller Vorhang, durch den Tageslicht fällt" },
  { file: "portfolio-08.jpg", alt: "Seidenstoff in warmen Brauntönen" },
  { file: "portfolio-09.jpg", alt: "Silhouette im Halbdunkel" },
  { file: "portfolio-10.jpg", alt: "Fensterlicht auf warmem Hintergrund" },
  { file: "portfolio-11.jpg", alt: "Dunkle Vorhangfalten mit schmalem Lichtstreif" },
  { file: "portfolio-12.jpg", alt: "Cremefarbene Seide im Morgenlicht" },
  { file: "portfolio-13.jpg", alt: "Silhouette vor heller Wand" },
  { file: "portfolio-14.jpg", alt: "Warme, weich verschwommene Lichtpunkte" },
  { file: "portfolio-15.jpg", alt: "Leichter heller Vorhang in sanften Falten" },
  { file: "portfolio-16.jpg", alt: "Fensterlicht im dunklen Raum" },
  { file: "portfolio-17.jpg", alt: "Helle, verschwommene Lichtreflexe" },
  { file: "portfolio-18.jpg", alt: "Vorhang in warmen Tönen mit Lichtkegel" },
  { file: "portfolio-19.jpg", alt: "Seide in Terrakotta und Rosé" },
  { file: "portfolio-20.jpg", alt: "Silhouette im warmen Licht" },
  { file: "portfolio-21.jpg", alt: "Dunkler Seidenstoff mit feinen Glanzlinien" },
  { file: "portfolio-22.jpg", alt: "Schmaler Streifen Fensterlicht auf heller Wand" },
].map(imageAsset);
