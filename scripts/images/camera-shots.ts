/**
 * What the camera-photo test set holds (./camera-set.ts): 30 shots, each a camera, a size as the
 * camera or an editor's export wrote it, an orientation and a scene to paint.
 */

export type Scene = "portrait" | "reclining" | "fabric" | "window";
export type Camera = { make: string; model: string; lens: string; width: number; height: number };

export const cameras = {
  sony: { make: "SONY", model: "ILCE-7M3", lens: "FE 85mm F1.8", width: 6000, height: 4000 },
  canon: {
    make: "Canon",
    model: "Canon EOS R6",
    lens: "RF50mm F1.2 L USM",
    width: 5472,
    height: 3648,
  },
  nikon: {
    make: "NIKON CORPORATION",
    model: "NIKON Z 6_2",
    lens: "NIKKOR Z 35mm f/1.8 S",
    width: 6048,
    height: 4024,
  },
  fuji: { make: "FUJIFILM", model: "X-T4", lens: "XF56mmF1.2 R", width: 4896, height: 3264 },
  iphone: {
    make: "Apple",
    model: "iPhone 15 Pro",
    lens: "iPhone 15 Pro back camera 6.86mm f/1.78",
    width: 4032,
    height: 3024,
  },
} satisfies Record<string, Camera>;

export type Shot = {
  file: string;
  camera: Camera;
  /** Stored pixel size (before the EXIF orientation is applied). */
  width: number;
  height: number;
  /** 1: stored upright; 6 or 8: the camera was held sideways, the file is stored rotated. */
  orientation: 1 | 6 | 8;
  scene: Scene;
};

/** A crop or an export at a smaller size, as an editor would deliver it (aspect kept). */
function export_(camera: Camera, scale: number): { width: number; height: number } {
  return { width: Math.round(camera.width * scale), height: Math.round(camera.height * scale) };
}

const scenes: Scene[] = ["portrait", "fabric", "reclining", "window"];
const bodies: (keyof typeof cameras)[] = ["sony", "canon", "nikon", "fuji", "iphone"];
/** Full size straight from the camera, or exported smaller (down to about 2 megapixels). */
const scales = [1, 0.8, 1, 0.6, 1, 0.45, 0.9, 1, 0.35, 0.7];

export const cameraShots: Shot[] = [
  ...["hero-1.jpg", "hero-2.jpg", "hero-3.jpg"].map((file, index): Shot => ({
    file,
    camera: cameras[(["sony", "canon", "nikon"] as const)[index]!],
    ...export_(cameras[(["sony", "canon", "nikon"] as const)[index]!], 1),
    orientation: 1,
    scene: (["window", "reclining", "portrait"] as const)[index]!,
  })),
  {
    file: "portrait.jpg",
    camera: cameras.canon,
    ...export_(cameras.canon, 1),
    orientation: 6,
    scene: "portrait",
  },
  {
    file: "creators.jpg",
    camera: cameras.fuji,
    ...export_(cameras.fuji, 1),
    orientation: 8,
    scene: "fabric",
  },
  ...Array.from({ length: 22 }, (_, index): Shot => {
    const camera = cameras[bodies[index % bodies.length]!];
    return {
      file: `portfolio-${String(index + 1).padStart(2, "0")}.jpg`,
      camera,
      ...export_(camera, scales[index % scales.length]!),
      // About half were taken in portrait orientation.
      orientation: index % 2 === 0 ? 6 : 1,
      scene: scenes[index % scenes.length]!,
    };
  }),
  // Files the owner may leave in the folder without listing them: still processed and stripped.
  {
    file: "DSC09876.JPG",
    camera: cameras.sony,
    ...export_(cameras.sony, 1),
    orientation: 1,
    scene: "window",
  },
  {
    file: "IMG_4821.JPG",
    camera: cameras.iphone,
    ...export_(cameras.iphone, 1),
    orientation: 6,
    scene: "portrait",
  },
  {
    file: "_MG_1034.jpg",
    camera: cameras.canon,
    ...export_(cameras.canon, 0.5),
    orientation: 1,
    scene: "fabric",
  },
];
