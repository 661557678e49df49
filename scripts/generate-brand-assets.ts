/**
 * Generates the site's icons and its Open Graph image into public/ (the results are committed;
 * run again after changing the default content's studio name or city, or the palette):
 *   npm exec -- node scripts/generate-brand-assets.ts
 * The mark is plain SVG (an arch, like a studio window), rasterised with sharp. The sharing
 * image needs the brand serif, so the system Chromium draws it with the self-hosted font and
 * sharp encodes it; neither output carries metadata.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { chromiumArgs } from "../playwright.config.ts";
import { defaultContent } from "#app/content/website/defaults.ts";

const { studioName, address } = defaultContent.facts;

const palette = {
  cream: "#f7f2eb",
  sand: "#ede4d9",
  espresso: "#2d2420",
  blush: "#d9b8a3",
  accent: "#8c5b46",
};
const out = (name: string) => new URL(`../public/${name}`, import.meta.url);

/** The mark on a square tile; `inset` leaves the safe zone maskable icons need. */
function markSvg({ rounded, inset = 0 }: { rounded: boolean; inset?: number }) {
  const scale = 1 - inset * 2;
  const offset = 512 * inset;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <rect width="512" height="512" rx="${rounded ? 112 : 0}" fill="${palette.espresso}"/>
  <g transform="translate(${offset} ${offset}) scale(${scale})" fill="none" stroke-linecap="round">
    <path d="M160 404V236a96 96 0 0 1 192 0v168" stroke="${palette.blush}" stroke-width="22"/>
    <path d="M208 404V252a48 48 0 0 1 96 0v152" stroke="${palette.cream}" stroke-width="10" opacity=".7"/>
    <path d="M128 404h256" stroke="${palette.blush}" stroke-width="22"/>
  </g>
</svg>
`;
}

/** An .ico file that wraps PNG images (supported by every current browser). */
function icoFromPngs(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.png)]);
}

const roundedMark = markSvg({ rounded: true });
const squareMark = Buffer.from(markSvg({ rounded: false }));
const png = (svg: Buffer | string, size: number) =>
  sharp(Buffer.from(svg)).resize(size, size).png({ compressionLevel: 9 }).toBuffer();

writeFileSync(out("icon.svg"), roundedMark);
writeFileSync(out("apple-touch-icon.png"), await png(squareMark, 180));
writeFileSync(out("icon-192.png"), await png(squareMark, 192));
writeFileSync(out("icon-512.png"), await png(squareMark, 512));
writeFileSync(
  out("icon-maskable-512.png"),
  await png(markSvg({ rounded: false, inset: 0.1 }), 512),
);
writeFileSync(
  out("favicon.ico"),
  icoFromPngs([
    { size: 16, png: await png(roundedMark, 16) },
    { size: 32, png: await png(roundedMark, 32) },
    { size: 48, png: await png(roundedMark, 48) },
  ]),
);

const font = (file: string) =>
  readFileSync(new URL(`../node_modules/${file}`, import.meta.url)).toString("base64");
const serif = font(
  "@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2",
);
const serifItalic = font(
  "@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-italic.woff2",
);
const sans = font("@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2");

const ogHtml = `<!doctype html><html lang="de"><head><meta charset="utf-8"><style>
@font-face { font-family: "Brand Serif"; src: url(data:font/woff2;base64,${serif}) format("woff2"); font-weight: 300 700; }
@font-face { font-family: "Brand Serif"; font-style: italic; src: url(data:font/woff2;base64,${serifItalic}) format("woff2"); font-weight: 300 700; }
@font-face { font-family: "Brand Sans"; src: url(data:font/woff2;base64,${sans}) format("woff2"); font-weight: 200 800; }
* { margin: 0; box-sizing: border-box; }
body { width: 1200px; height: 630px; background: ${palette.cream}; color: ${palette.espresso};
  font-family: "Brand Serif"; display: grid; grid-template-columns: 1fr 380px; }
main { padding: 96px 0 0 96px; display: flex; flex-direction: column; }
.caps { font-family: "Brand Sans"; font-size: 18px; font-weight: 600; letter-spacing: .28em;
  text-transform: uppercase; color: ${palette.accent}; }
h1 { font-size: 112px; font-weight: 400; line-height: .96; margin-top: 40px; }
p { font-size: 40px; font-style: italic; margin-top: 32px; color: #5a4a42; }
.rule { width: 72px; height: 2px; background: ${palette.blush}; margin-top: auto; margin-bottom: 96px; }
aside { background: ${palette.espresso}; display: grid; place-items: center; }
aside svg { width: 300px; height: 300px; }
</style></head><body>
<main><span class="caps">Boudoir-Fotografie · ${address.city}</span>
<h1>${studioName}</h1><p>Diskret. Einfühlsam. Zeitlos.</p><span class="rule"></span></main>
<aside>${markSvg({ rounded: false })}</aside>
</body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: chromiumArgs,
});
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.setContent(ogHtml);
  await page.evaluate(async () => {
    await document.fonts.ready;
    if (!document.fonts.check('112px "Brand Serif"')) throw new Error("brand font not loaded");
  });
  const shot = await page.screenshot({ type: "png" });
  writeFileSync(
    out("og-image.jpg"),
    await sharp(shot).jpeg({ quality: 84, mozjpeg: true }).toBuffer(),
  );
} finally {
  await browser.close();
}
console.log("Brand assets written to public/.");
