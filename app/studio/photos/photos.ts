/**
 * The studio's photo pages, client-safe: their URLs, what a page gets of a photo (never an
 * original file name: the server does not know one), and the photos' states the pages poll.
 */
import type { ImageAsset } from "#app/images/images.ts";
import { uploadedPhotoId } from "#app/photos/limits.ts";
import type { PhotoProblem, PhotoStatus } from "#app/photos/store.server.ts";

export const photosPath = "/studio/fotos";
export const uploadPath = `${photosPath}/hochladen`;
export const statusPath = `${photosPath}/status`;
export const arrangePath = `${photosPath}/anordnen`;
export const photoPath = (id: string) => `${photosPath}/${id}`;

/** Whether a photo is one of hers (an upload), not a picture a fresh install ships with. */
export const isUploaded = (id: string) => uploadedPhotoId.test(id);

/** A photo's state as the pages poll it (`GET /studio/fotos/status`). */
export type PhotoState = {
  id: string;
  status: PhotoStatus;
  problem: PhotoProblem | null;
  progress: { done: number; total: number } | null;
};

/** Whether the worker still has something to do for this photo (the page keeps polling). */
export const isBusy = (state: Pick<PhotoState, "status">) =>
  state.status === "queued" || state.status === "encoding";

/** A picture as the studio draws it: its files, size and placeholder. */
export type Thumb = Pick<
  ImageAsset,
  "avif" | "webp" | "fallback" | "width" | "height" | "placeholder"
>;

/** A focal point as the form's percent fields show it: one decimal. */
export const focalPercent = (value: number) => Math.round(value * 1000) / 10;
