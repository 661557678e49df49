import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** Where the owner drops her photographs (JPEG, PNG, WebP, AVIF or TIFF, any size). */
export const originalsDir = path.join(root, "images", "originals");
/** Generated files; Vite copies public/ into the build, so they are served under /images/. */
export const outputDir = path.join(root, "public", "images");
export const outputUrlPrefix = "/images";
/** Committed, so a fresh clone typechecks before its first build. */
export const manifestPath = path.join(root, "app", "generated", "image-manifest.json");
