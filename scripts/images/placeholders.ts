/**
 * `npm run images:placeholders`: paints the placeholder originals in images/originals/ — soft
 * light, silk and curtain folds, window light, abstract backlit silhouettes — in the site's
 * palette. Deterministic (a seeded generator per file), so rerunning gives the same pictures.
 * They stand in until the studio's own photographs replace them; see docs/development.md, "Images".
 *
 * Pass file names to repaint only those; existing files are otherwise left alone so the owner's
 * real photos are never overwritten.
 */
import { access, mkdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { originalsDir } from "./paths.ts";

const palette = {
  cream: "#f7f2eb",
  sand: "#ede4d9",
  linen: "#e2d5c6",
  blush: "#d9b8a3",
  clay: "#b98a72",
  accent: "#8c5b46",
  umber: "#5a3d31",
  espresso: "#2d2420",
  ink: "#1c1613",
};

type Tone = "light" | "warm" | "dark";
type Theme = "silk" | "curtain" | "window" | "silhouette" | "glow";
type Spec = { file: string; width: number; height: number; theme: Theme; tone: Tone };

/** mulberry32: a tiny seeded PRNG, enough for art direction. */
export function random(seedText: string) {
  let seed = [...seedText].reduce(
    (hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16777619),
    2166136261,
  );
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function tones(tone: Tone) {
  if (tone === "dark")
    return {
      base: [palette.ink, palette.espresso],
      light: palette.clay,
      shade: palette.ink,
      glow: palette.blush,
    };
  if (tone === "warm")
    return {
      base: [palette.clay, palette.umber],
      light: palette.blush,
      shade: palette.espresso,
      glow: palette.sand,
    };
  return {
    base: [palette.cream, palette.linen],
    light: palette.cream,
    shade: palette.clay,
    glow: "#fffaf3",
  };
}

function silk(w: number, h: number, rnd: () => number, tone: Tone) {
  const t = tones(tone);
  const bands = Array.from({ length: 7 }, (_, i) => {
    const y = (h * (i - 0.5)) / 5 + rnd() * h * 0.1;
    const amp = h * (0.12 + rnd() * 0.16);
    const tilt = (rnd() - 0.5) * h * 0.5;
    const d =
      `M ${-w * 0.1} ${y} C ${w * 0.25} ${y - amp} ${w * 0.45} ${y + amp + tilt} ${w * 0.65} ${y + tilt * 0.5} ` +
      `S ${w * 1.05} ${y - amp * 0.6} ${w * 1.1} ${y + tilt} L ${w * 1.1} ${h * 1.2} L ${-w * 0.1} ${h * 1.2} Z`;
    return (
      `<path d="${d}" fill="url(#band${i % 2})" opacity="${(0.55 + rnd() * 0.35).toFixed(2)}" filter="url(#soft)"/>` +
      `<path d="${d}" fill="none" stroke="${t.glow}" stroke-width="${(h * 0.012).toFixed(1)}" opacity="0.35" filter="url(#blur)"/>`
    );
  }).join("");
  return {
    defs:
      `<linearGradient id="band0" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${t.light}"/><stop offset="0.45" stop-color="${t.base[1]}"/><stop offset="1" stop-color="${t.shade}"/></linearGradient>` +
      `<linearGradient id="band1" x1="0.2" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${t.shade}"/><stop offset="0.35" stop-color="${t.base[0]}"/><stop offset="1" stop-color="${t.light}"/></linearGradient>`,
    body: bands,
  };
}

function curtain(w: number, h: number, rnd: () => number, tone: Tone) {
  const t = tones(tone);
  let x = -w * 0.05;
  let folds = "";
  while (x < w * 1.05) {
    const fold = w * (0.05 + rnd() * 0.09);
    const sway = (rnd() - 0.5) * w * 0.08;
    folds += `<path d="M ${x} ${-h * 0.05} C ${x + sway} ${h * 0.35} ${x - sway} ${h * 0.65} ${x + sway * 0.5} ${h * 1.05} L ${x + fold + sway * 0.5} ${h * 1.05} C ${x + fold - sway} ${h * 0.65} ${x + fold + sway} ${h * 0.35} ${x + fold} ${-h * 0.05} Z" fill="url(#fold)" opacity="${(0.45 + rnd() * 0.5).toFixed(2)}" filter="url(#soft)"/>`;
    x += fold * (0.7 + rnd() * 0.4);
  }
  const beamX = w * (0.2 + rnd() * 0.5);
  return {
    defs: `<linearGradient id="fold" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${t.shade}"/><stop offset="0.5" stop-color="${t.light}"/><stop offset="1" stop-color="${t.shade}"/></linearGradient>`,
    body:
      folds +
      `<path d="M ${beamX} 0 L ${beamX + w * 0.25} 0 L ${beamX + w * 0.05} ${h} L ${beamX - w * 0.3} ${h} Z" fill="${t.glow}" opacity="0.28" filter="url(#blur)"/>`,
  };
}

function windowLight(w: number, h: number, rnd: () => number, tone: Tone) {
  const t = tones(tone);
  const x = w * (0.15 + rnd() * 0.35);
  const y = h * (0.1 + rnd() * 0.2);
  const pw = w * (0.35 + rnd() * 0.15);
  const ph = h * (0.55 + rnd() * 0.2);
  const skew = pw * (0.3 + rnd() * 0.3);
  const pane = (px: number, py: number, qw: number, qh: number) =>
    `<path d="M ${px} ${py} L ${px + qw} ${py} L ${px + qw - skew / 2} ${py + qh} L ${px - skew / 2} ${py + qh} Z" fill="${t.glow}"/>`;
  const gap = Math.min(pw, ph) * 0.05;
  const panes = [0, 1]
    .flatMap((col) =>
      [0, 1].map((row) =>
        pane(
          x + col * (pw / 2 + gap / 2) - row * (skew / 2 + gap / 4),
          y + row * (ph / 2 + gap / 2),
          pw / 2 - gap / 2,
          ph / 2 - gap / 2,
        ),
      ),
    )
    .join("");
  return {
    defs: "",
    body:
      `<g opacity="0.75" filter="url(#soft)">${panes}</g>` +
      `<ellipse cx="${x + pw * 0.3}" cy="${y + ph * 0.5}" rx="${pw}" ry="${ph * 0.7}" fill="${t.light}" opacity="0.25" filter="url(#blur)"/>` +
      `<path d="M 0 ${h * 0.82} Q ${w * 0.5} ${h * (0.74 + rnd() * 0.08)} ${w} ${h * 0.84} L ${w} ${h} L 0 ${h} Z" fill="${t.shade}" opacity="0.55" filter="url(#soft)"/>`,
  };
}

/** A head-and-shoulders form seen against the light: abstract, never a body in detail. */
function silhouette(w: number, h: number, rnd: () => number, tone: Tone) {
  const t = tones(tone);
  const cx = w * (0.35 + rnd() * 0.3);
  const s = Math.min(w, h) * (0.85 + rnd() * 0.25);
  const headY = h - s * 0.78;
  const lean = (rnd() - 0.5) * s * 0.12;
  const body =
    `M ${cx - s * 0.62} ${h * 1.02} C ${cx - s * 0.6} ${h - s * 0.3} ${cx - s * 0.42} ${h - s * 0.42} ${cx - s * 0.18} ${h - s * 0.46} ` +
    `C ${cx - s * 0.1} ${h - s * 0.5} ${cx - s * 0.08 + lean} ${h - s * 0.56} ${cx - s * 0.07 + lean} ${headY + s * 0.1} ` +
    `C ${cx - s * 0.2 + lean} ${headY} ${cx - s * 0.1 + lean} ${headY - s * 0.2} ${cx + lean} ${headY - s * 0.2} ` +
    `C ${cx + s * 0.13 + lean} ${headY - s * 0.2} ${cx + s * 0.18 + lean} ${headY} ${cx + s * 0.07 + lean} ${headY + s * 0.12} ` +
    `C ${cx + s * 0.08 + lean} ${h - s * 0.56} ${cx + s * 0.1} ${h - s * 0.5} ${cx + s * 0.2} ${h - s * 0.46} ` +
    `C ${cx + s * 0.45} ${h - s * 0.42} ${cx + s * 0.6} ${h - s * 0.3} ${cx + s * 0.64} ${h * 1.02} Z`;
  return {
    defs: `<radialGradient id="halo" cx="${(cx / w).toFixed(2)}" cy="${((headY + s * 0.1) / h).toFixed(2)}" r="0.7"><stop offset="0" stop-color="${t.glow}"/><stop offset="0.5" stop-color="${t.light}" stop-opacity="0.6"/><stop offset="1" stop-color="${t.light}" stop-opacity="0"/></radialGradient>`,
    body:
      `<rect width="${w}" height="${h}" fill="url(#halo)"/>` +
      `<path d="${body}" fill="none" stroke="${t.glow}" stroke-width="${(s * 0.03).toFixed(1)}" opacity="0.7" filter="url(#blur)"/>` +
      `<path d="${body}" fill="${palette.ink}" opacity="0.88" filter="url(#soft)"/>`,
  };
}

function glow(w: number, h: number, rnd: () => number, tone: Tone) {
  const t = tones(tone);
  const orbs = Array.from({ length: 14 }, () => {
    const r = Math.min(w, h) * (0.03 + rnd() * 0.12);
    return `<circle cx="${(rnd() * w).toFixed(0)}" cy="${(rnd() * h).toFixed(0)}" r="${r.toFixed(0)}" fill="${rnd() > 0.5 ? t.glow : t.light}" opacity="${(0.15 + rnd() * 0.4).toFixed(2)}"/>`;
  }).join("");
  return {
    defs: "",
    body:
      `<g filter="url(#blur)">${orbs}</g>` +
      silk(w, h, rnd, tone).body.replace(/url\(#band[01]\)/g, t.shade),
  };
}

const painters = { silk, curtain, window: windowLight, silhouette, glow };

export function paint(spec: Spec): string {
  const { width: w, height: h } = spec;
  const rnd = random(spec.file);
  const t = tones(spec.tone);
  const { defs, body } = painters[spec.theme](w, h, rnd, spec.tone);
  const blur = Math.min(w, h);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs>${defs}` +
    `<linearGradient id="bg" x1="${rnd().toFixed(2)}" y1="0" x2="${rnd().toFixed(2)}" y2="1"><stop offset="0" stop-color="${t.base[0]}"/><stop offset="1" stop-color="${t.base[1]}"/></linearGradient>` +
    `<radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75"><stop offset="0.55" stop-color="${palette.ink}" stop-opacity="0"/><stop offset="1" stop-color="${palette.ink}" stop-opacity="${spec.tone === "light" ? 0.18 : 0.45}"/></radialGradient>` +
    `<filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${(blur * 0.012).toFixed(1)}"/></filter>` +
    `<filter id="blur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${(blur * 0.05).toFixed(1)}"/></filter>` +
    `</defs><rect width="${w}" height="${h}" fill="url(#bg)"/>${body}` +
    `<rect width="${w}" height="${h}" fill="url(#vignette)"/></svg>`
  );
}

/** A faint film grain so the soft gradients do not band; seeded like the rest. */
function grain(w: number, h: number, seed: string) {
  const rnd = random(`${seed}:grain`);
  const pixels = Buffer.alloc(w * h);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = 128 + Math.round((rnd() - 0.5) * 18);
  return sharp(pixels, { raw: { width: w, height: h, channels: 1 } })
    .png()
    .toBuffer();
}

const ratios = {
  "2:3": [2, 3],
  "3:4": [3, 4],
  "4:5": [4, 5],
  "3:2": [3, 2],
  "1:1": [1, 1],
} as const;

function sized(
  file: string,
  ratio: keyof typeof ratios,
  longSide: number,
  theme: Theme,
  tone: Tone,
): Spec {
  const [rw, rh] = ratios[ratio];
  const scale = longSide / Math.max(rw, rh);
  return { file, width: Math.round(rw * scale), height: Math.round(rh * scale), theme, tone };
}

const portfolioPlan: [keyof typeof ratios, Theme, Tone][] = [
  ["2:3", "silhouette", "warm"],
  ["1:1", "silk", "light"],
  ["3:2", "window", "light"],
  ["4:5", "curtain", "warm"],
  ["3:4", "silk", "dark"],
  ["1:1", "glow", "dark"],
  ["2:3", "curtain", "light"],
  ["3:2", "silk", "warm"],
  ["4:5", "silhouette", "dark"],
  ["3:4", "window", "warm"],
  ["1:1", "curtain", "dark"],
  ["2:3", "silk", "light"],
  ["3:2", "silhouette", "light"],
  ["4:5", "glow", "warm"],
  ["3:4", "curtain", "light"],
  ["1:1", "window", "dark"],
  ["2:3", "glow", "light"],
  ["3:2", "curtain", "warm"],
  ["4:5", "silk", "warm"],
  ["3:4", "silhouette", "warm"],
  ["1:1", "silk", "dark"],
  ["2:3", "window", "light"],
];

const placeholderSpecs: Spec[] = [
  sized("hero-1.jpg", "3:2", 2560, "silk", "warm"),
  sized("hero-2.jpg", "3:2", 2560, "window", "light"),
  sized("hero-3.jpg", "3:2", 2560, "silhouette", "dark"),
  sized("portrait.jpg", "4:5", 2000, "silhouette", "light"),
  sized("creators.jpg", "4:5", 2000, "curtain", "warm"),
  ...portfolioPlan.map(([ratio, theme, tone], i) =>
    sized(`portfolio-${String(i + 1).padStart(2, "0")}.jpg`, ratio, 2000, theme, tone),
  ),
];

async function renderPlaceholder(spec: Spec): Promise<Buffer> {
  return sharp(Buffer.from(paint(spec)))
    .composite([{ input: await grain(spec.width, spec.height, spec.file), blend: "soft-light" }])
    .jpeg({ quality: 86, mozjpeg: true })
    .toBuffer();
}

async function main() {
  const only = new Set(process.argv.slice(2));
  await mkdir(originalsDir, { recursive: true });
  for (const spec of placeholderSpecs) {
    const target = path.join(originalsDir, spec.file);
    const present = await access(target).then(
      () => true,
      () => false,
    );
    if (only.size ? !only.has(spec.file) : present) continue;
    await sharp(await renderPlaceholder(spec)).toFile(target);
    console.log(`painted ${spec.file} (${spec.width}×${spec.height})`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
