/**
 * Paints a shot of the camera-photo test set (./camera-set.ts) procedurally and deterministically
 * (a seeded generator per file): a scene in skin, fabric and backdrop colours, texture at every
 * scale, weave and sensor grain, then the file as the camera wrote it (stored orientation, EXIF
 * with GPS, a Display P3 profile from the iPhone).
 */
import sharp from "sharp";
import { cameras, type Shot } from "./camera-shots.ts";
import { random } from "./placeholders.ts";

type Rgb = [number, number, number];
const skinTones: Rgb[] = [
  [241, 199, 169],
  [226, 173, 140],
  [198, 137, 100],
  [150, 98, 66],
  [98, 62, 42],
];
const fabrics: Rgb[] = [
  [236, 226, 210], // ivory satin
  [214, 168, 150], // blush
  [112, 32, 44], // burgundy velvet
  [28, 22, 24], // black lace
  [246, 241, 233], // white sheets
  [142, 150, 132], // sage linen
];
const backdrops: Rgb[] = [
  [82, 78, 75],
  [204, 188, 168],
  [36, 30, 28],
  [176, 160, 150],
];

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];
const clamp01 = (value: number) => Math.min(1, Math.max(0, value));
const smooth = (edge0: number, edge1: number, x: number) => {
  const t = clamp01((x - edge0) / (edge1 - edge0));
  return t * t * (3 - 2 * t);
};

/** Seeded 2D value noise with smooth interpolation; `fbm` sums octaves of it. */
function valueNoise(rnd: () => number) {
  const size = 256;
  const table = Float32Array.from({ length: size * size }, () => rnd());
  const at = (x: number, y: number) => table[(y & (size - 1)) * size + (x & (size - 1))]!;
  const noise = (x: number, y: number) => {
    const x0 = Math.floor(x);
    const y0 = Math.floor(y);
    const fx = x - x0;
    const fy = y - y0;
    const sx = fx * fx * (3 - 2 * fx);
    const sy = fy * fy * (3 - 2 * fy);
    const top = at(x0, y0) + (at(x0 + 1, y0) - at(x0, y0)) * sx;
    const bottom = at(x0, y0 + 1) + (at(x0 + 1, y0 + 1) - at(x0, y0 + 1)) * sx;
    return top + (bottom - top) * sy;
  };
  return (x: number, y: number, octaves: number) => {
    let sum = 0;
    let amplitude = 0.5;
    let frequency = 1;
    for (let octave = 0; octave < octaves; octave += 1) {
      sum += amplitude * noise(x * frequency + octave * 17.3, y * frequency - octave * 9.1);
      amplitude *= 0.55;
      frequency *= 2;
    }
    return sum;
  };
}

/**
 * The picture's large forms at a small size (the long side `long` pixels): a backdrop with window
 * light, a figure of soft skin-toned forms lit from one side, draped fabric with folds and sheen,
 * out-of-focus highlights. Upright (display) orientation.
 */
function paintScene(shot: Shot, width: number, height: number, rnd: () => number): Buffer {
  const fbm = valueNoise(rnd);
  const skin = skinTones[Math.floor(rnd() * skinTones.length)]!;
  const fabric = fabrics[Math.floor(rnd() * fabrics.length)]!;
  const fabric2 = fabrics[Math.floor(rnd() * fabrics.length)]!;
  const backdrop = backdrops[Math.floor(rnd() * backdrops.length)]!;
  // The figure, close up and abstract: skin on one side of a long, gently curved contour (a back,
  // a shoulder, the line of a hip), lit from the edge. `inside` is the distance into the skin,
  // measured across the contour; negative outside.
  const vertical = shot.scene === "portrait";
  const contour = {
    at: 0.35 + rnd() * 0.3,
    sway: 0.05 + rnd() * 0.08,
    waves: 1 + rnd() * 1.5,
    phase: rnd() * 6,
    side: rnd() < 0.5 ? 1 : -1,
  };
  const inside = (u: number, v: number) => {
    if (shot.scene === "fabric") return -1;
    const [along, across] = vertical ? [v, u] : [u, v];
    const line =
      contour.at +
      contour.sway * Math.sin(along * Math.PI * contour.waves + contour.phase) +
      0.03 * Math.sin(along * 11 + contour.phase);
    return (across - line) * (vertical ? contour.side : 1);
  };
  const aspect = width / height;
  const drapeTop = shot.scene === "fabric" ? -0.2 : 0.6 + rnd() * 0.2;
  const foldFrequency = 4 + rnd() * 8;
  const foldPhase = rnd() * 10;
  const windowX = rnd() * 0.6;
  const bokeh = Array.from({ length: shot.scene === "window" ? 18 : 6 }, () => ({
    x: rnd(),
    y: rnd() * 0.6,
    r: 0.01 + rnd() * 0.04,
    strength: 0.2 + rnd() * 0.5,
  }));

  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    const v = y / height;
    for (let x = 0; x < width; x += 1) {
      const u = x / width;
      // Backdrop: a graded wall, a soft window of light, blurred highlights.
      let colour = mix(backdrop, [20, 16, 15], v * 0.6);
      const window = smooth(0.25, 0, Math.abs(u - windowX - v * 0.2) - 0.12) * smooth(0.9, 0.2, v);
      colour = mix(colour, [250, 240, 225], window * 0.55);
      for (const spot of bokeh) {
        const d = Math.hypot((u - spot.x) * aspect, v - spot.y) / spot.r;
        if (d < 1.4) colour = mix(colour, [255, 236, 210], spot.strength * smooth(1.4, 0.9, d));
      }
      // Skin: a rim of light along the contour, falling off into shade, with a soft edge.
      const depth = inside(u, v);
      if (depth > -0.01) {
        const rim = Math.exp(-Math.max(0, depth) / 0.06);
        const shade = clamp01(0.35 + rim * 0.55 + 0.25 * Math.sin(depth * 9 + contour.phase));
        const mottling = fbm(u * 9, v * 9, 3) - 0.5;
        const tone = mix(mix(skin, [40, 24, 20], 0.55), mix(skin, [255, 240, 228], 0.3), shade);
        colour = mix(
          colour,
          [tone[0] + mottling * 30, tone[1] + mottling * 22, tone[2] + mottling * 18],
          smooth(-0.01, 0.006, depth),
        );
      }
      // Drapery: folds across the lower part, satin sheen on their crests.
      const edge = drapeTop + 0.06 * Math.sin(u * 7 + foldPhase);
      if (v > edge - 0.03) {
        const fold = Math.sin(
          2 * Math.PI * (u * foldFrequency + 0.35 * Math.sin(v * 6 + foldPhase)) +
            fbm(u * 4, v * 4, 2) * 3,
        );
        const sheen = Math.pow(clamp01(fold), 6);
        const cloth = mix(fabric, fabric2, smooth(0.3, 0.7, fbm(u * 2 + 5, v * 2, 2)));
        const shaded = mix(mix(cloth, [10, 8, 8], 0.45), [255, 250, 244], sheen * 0.35);
        colour = mix(
          colour,
          mix(shaded, cloth, 0.5 + fold * 0.25),
          smooth(edge - 0.03, edge + 0.01, v),
        );
      }
      const offset = (y * width + x) * 3;
      pixels[offset] = colour[0];
      pixels[offset + 1] = colour[1];
      pixels[offset + 2] = colour[2];
    }
  }
  return pixels;
}

/**
 * Texture at every scale between the large forms and single pixels, as grey around 128 for a
 * soft-light blend: multi-octave noise with wavelengths from a twelfth of the picture down to a
 * few pixels (skin, wall, out-of-focus cloth), and in patches ridged noise of high contrast (lace,
 * hair, the weave of linen in focus). Painted at up to 2400 px on the long side and scaled up.
 */
function paintTexture(width: number, height: number, rnd: () => number): Buffer {
  const fbm = valueNoise(rnd);
  const pixels = Buffer.alloc(width * height * 3);
  const long = Math.max(width, height);
  const coarse = 12 / long;
  // Fine detail: wavelengths from 1/150 to 1/1200 of the long side, so that it is still there,
  // partly, after the picture is scaled down to the widths the site serves.
  const fine = 150 / long;
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const focus = smooth(0.32, 0.52, fbm(x * coarse * 0.25 + 40, y * coarse * 0.25, 2));
      const soft = fbm(x * coarse, y * coarse, 6) - 0.5;
      const ridge = 1 - Math.abs(2 * fbm(x * fine, y * fine, 4) - 1);
      const detail = (ridge * ridge - 0.45) * (0.25 + focus * 0.75);
      const value = Math.round(128 + soft * 120 + detail * 260);
      pixels.fill(value, (y * width + x) * 3, (y * width + x) * 3 + 3);
    }
  return pixels;
}

/** A twill weave of a few pixels, tiled over the picture at low opacity (RGBA). */
function weaveTile(rnd: () => number): { data: Buffer; size: number } {
  const size = 32;
  const data = Buffer.alloc(size * size * 4);
  for (let y = 0; y < size; y += 1)
    for (let x = 0; x < size; x += 1) {
      const thread = Math.sin(((x + y) / 4) * Math.PI) * 0.5 + Math.sin((x / 2) * Math.PI) * 0.2;
      const value = Math.round(128 + thread * 60 + (rnd() - 0.5) * 40);
      const offset = (y * size + x) * 4;
      data[offset] = value;
      data[offset + 1] = value;
      data[offset + 2] = value;
      data[offset + 3] = 70;
    }
  return { data, size };
}

/** Sensor noise around 128 (roughly Gaussian, seeded), tiled over the picture. */
function grainTile(rnd: () => number, sigma: number): { data: Buffer; size: number } {
  const size = 509;
  const data = Buffer.alloc(size * size * 3);
  for (let index = 0; index < data.length; index += 1) {
    const gaussian = (rnd() + rnd() + rnd() - 1.5) * 2;
    data[index] = Math.max(0, Math.min(255, Math.round(128 + gaussian * sigma)));
  }
  return { data, size };
}

/** Paints one shot as the camera would have written it (stored orientation, EXIF, profile). */
export async function paintShot(shot: Shot): Promise<Buffer> {
  const rnd = random(`camera:${shot.file}`);
  const sideways = shot.orientation !== 1;
  // The picture as seen (upright); the file stores it turned when the camera was held sideways.
  const [width, height] = sideways ? [shot.height, shot.width] : [shot.width, shot.height];
  const long = 480;
  const base = {
    width: Math.round((width / Math.max(width, height)) * long),
    height: Math.round((height / Math.max(width, height)) * long),
  };
  const scene = await sharp(paintScene(shot, base.width, base.height, rnd), {
    raw: { ...base, channels: 3 },
  })
    .resize(width, height, { kernel: "cubic" })
    .raw()
    .toBuffer();
  const textureScale = Math.min(1, 2400 / Math.max(width, height));
  const textureSize = {
    width: Math.round(width * textureScale),
    height: Math.round(height * textureScale),
  };
  const texture = await sharp(paintTexture(textureSize.width, textureSize.height, rnd), {
    raw: { ...textureSize, channels: 3 },
  })
    .resize(width, height, { kernel: "cubic" })
    .raw()
    .toBuffer();
  const weave = weaveTile(rnd);
  const grain = grainTile(rnd, 10 + rnd() * 8);
  const upright = sharp(scene, { raw: { width, height, channels: 3 } }).composite([
    { input: texture, raw: { width, height, channels: 3 }, blend: "soft-light" },
    {
      input: weave.data,
      raw: { width: weave.size, height: weave.size, channels: 4 },
      tile: true,
      blend: "soft-light",
    },
    {
      input: grain.data,
      raw: { width: grain.size, height: grain.size, channels: 3 },
      tile: true,
      blend: "soft-light",
    },
  ]);
  // Flatten the composite, then turn it the way the sensor saw it.
  const flat = await upright.raw().toBuffer({ resolveWithObject: true });
  const stored = sharp(flat.data, { raw: flat.info })
    .removeAlpha()
    .rotate(shot.orientation === 6 ? 270 : shot.orientation === 8 ? 90 : 0);
  const { camera } = shot;
  const latitude = 50 + Math.floor(rnd() * 60) / 60;
  const output = stored
    .withExif({
      IFD0: {
        Make: camera.make,
        Model: camera.model,
        Software: "Camera firmware 2.01",
        DateTime: "2026:05:14 17:32:08",
        Artist: "Studio",
      },
      IFD2: { LensModel: camera.lens, DateTimeOriginal: "2026:05:14 17:32:08" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: `50/1 ${Math.round((latitude - 50) * 60)}/1 ${Math.round(rnd() * 59)}/1`,
        GPSLongitudeRef: "E",
        GPSLongitude: `6/1 ${Math.round(rnd() * 59)}/1 12/1`,
      },
    })
    .withMetadata({ orientation: shot.orientation });
  return (camera === cameras.iphone ? output.withIccProfile("p3") : output)
    .jpeg({ quality: 95, chromaSubsampling: "4:2:0" })
    .toBuffer();
}
