import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * `IMAGE_SET_DIR` builds the site with another set of pictures without touching the committed
 * ones: its `originals/` are encoded into its own `public/images/`, its manifest is
 * `image-manifest.json` in it, and vite.config.ts then uses its `public/` (a copy of the site's
 * public/ plus those images) and its manifest. Used for the camera-photo test set
 * (camera-set.ts); unset, everything is the site's own.
 */
export const imageSetDir = process.env.IMAGE_SET_DIR
  ? path.resolve(root, process.env.IMAGE_SET_DIR)
  : undefined;

/** Where the owner drops her photographs (JPEG, PNG, WebP, AVIF or TIFF, any size). */
export const originalsDir = imageSetDir
  ? path.join(imageSetDir, "originals")
  : path.join(root, "images", "originals");
/** The site's static files; Vite copies this folder into the build. */
export const publicDir = imageSetDir ? path.join(imageSetDir, "public") : path.join(root, "public");
/** Generated files, served under /images/. */
export const outputDir = path.join(publicDir, "images");
export const outputUrlPrefix = "/images";
/** Committed (for the site's own set), so a fresh clone typechecks before its first build. */
export const manifestPath = imageSetDir
  ? path.join(imageSetDir, "image-manifest.json")
  : path.join(root, "app", "generated", "image-manifest.json");

/**
 * `IMAGE_CACHE_DIR`: encoded files kept across builds, for builds that start in a fresh folder (a
 * release on the server: deploy/release.sh sets it). Unset, the build's own public/images/ is
 * the only place it looks.
 */
export const imageCacheDir = process.env.IMAGE_CACHE_DIR
  ? path.resolve(process.env.IMAGE_CACHE_DIR)
  : undefined;

/** Where `npm run images:camera` paints the camera-photo test set (not committed). */
export const cameraSetDir = path.join(root, ".cache", "image-sets", "camera");
